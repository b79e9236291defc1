"""Session 8 rules for contradicted key items (issue 13): an option's default, a length guard beside a prefix test.

Each source is a small real-shaped excerpt (ky's retry options, commons-net's proxy handshake); the
analyzers build the checklist, so the walk meets the items `utspec run` would give it.
"""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify
from utspec.questions.option_defaults import option_defaults

TS_OPTIONS = """const defaultRetryOptions = {
	limit: 2,
	statusCodes: [408, 413, 429],
	retryOnTimeout: false,
	nested: {keepAlive: true},
};
"""

TS_RETRY = """export class Ky {
	async calculateRetryDelay(error) {
		if (this.retryCount >= this.options.retry.limit) {
			throw error;
		}

		if (isTimeoutError(error)) {
			if (!this.options.retry.retryOnTimeout) {
				throw error;
			}

			return this.calculateDelay();
		}
		throw error;
	}
}
"""

JAVA = """public class Client {
    Socket handshake(String host) throws IOException {
        final List<String> response = readLines(host);
        final String code;
        final String resp = response.get(0);
        if (!resp.startsWith("HTTP/") || resp.length() < 12) {
            throw new IOException("Invalid response from proxy: " + resp);
        }
        code = resp.substring(9, 12);
        if (!"200".equals(code)) {
            throw new IOException("connection failed");
        }
        return socket;
    }
}
"""


def _inputs(*files: tuple[str, str]) -> Inputs:
    srcs = [SourceText(path=p, text=t) for p, t in files]
    return Inputs.of(analyze(srcs).items, [], srcs)


def test_option_defaults_read_top_level_booleans_of_a_defaults_object() -> None:
    assert option_defaults([SourceText(path="normalize.ts", text=TS_OPTIONS)]) == {"retryontimeout": False}
    other = "const retryOptions = {\n\tretryOnTimeout: false,\n};\n"  # ok: a name that does not say "default"
    assert option_defaults([SourceText(path="o.ts", text=other)]) == {}


def test_a_claim_about_the_default_meets_the_option_at_its_default() -> None:
    inputs = _inputs(("normalize.ts", TS_OPTIONS), ("retry.ts", TS_RETRY))
    v = classify("タイムアウトした場合は既定で再試行されること", inputs)  # ruleid: retryOnTimeout defaults to false
    assert v.outcome == "contradicted" and v.ends_at == "retry.ts:9" and v.actual == "throw error;"
    # ok: without "by default" the option is what the claim names (set), and the retry is reached
    assert classify("タイムアウトした場合は再試行されること", inputs).outcome != "contradicted"


def test_a_default_that_agrees_is_no_contradiction() -> None:
    inputs = _inputs(("normalize.ts", TS_OPTIONS.replace("retryOnTimeout: false", "retryOnTimeout: true")), ("retry.ts", TS_RETRY))
    assert classify("A timeout is retried by default", inputs).outcome != "contradicted"  # ok


def test_a_length_guard_beside_a_prefix_test_is_the_malformed_path() -> None:
    inputs = _inputs(("Client.java", JAVA))
    v = classify("プロキシの応答が HTTP/1.0 の場合は接続を拒否すること", inputs)  # ruleid: 'HTTP/1.0 200 OK' is accepted
    assert v.outcome == "contradicted" and v.ends_at == "Client.java:13"
    assert v.decided is not None and v.decided.line == 6
    # ok: a value the prefix test rejects still raises
    assert classify("プロキシの応答が FTP/1.0 の場合は接続を拒否すること", inputs).outcome != "contradicted"


def test_the_rules_doctests_run() -> None:
    import doctest

    from utspec.questions import option_defaults as od
    from utspec.questions import prefix_guard as pg

    for mod in (od, pg):
        result = doctest.testmod(mod)
        assert result.attempted > 0 and result.failed == 0, mod.__name__
