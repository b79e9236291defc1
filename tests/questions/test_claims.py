"""A key item's claim (values, polarity) evaluated through the code (issue 13: contradicted key items).

Each source below is a small real-shaped function; the analyzers build the checklist, so the walk
meets the items `utspec run` would give it.
"""

from __future__ import annotations

import pytest

from utspec.analyzers import analyze
from utspec.models import KeyItem, SourceText
from utspec.questions.claims import claim, polarity, values
from utspec.questions.key_item_questions import question
from utspec.questions.key_items import Inputs, classify, evaluated

GO = """package retry

func baseRetryPolicy(resp *http.Response, err error) (bool, error) {
	if err != nil {
		return true, nil
	}
	if resp.StatusCode == http.StatusTooManyRequests {
		return true, nil
	}
	if resp.StatusCode == 0 || (resp.StatusCode >= 500 && resp.StatusCode != http.StatusNotImplemented) {
		return true, fmt.Errorf("unexpected HTTP status %s", resp.Status)
	}
	return false, nil
}
"""

PY = """def open(f, mode=None):
    if mode is None:
        mode = 'rb'
    if mode in ('r', 'rb'):
        return Wave_read(f)
    elif mode in ('w', 'wb'):
        return Wave_write(f)
    else:
        raise Error("mode must be 'r', 'rb', 'w', or 'wb'")
"""

TS = """const retryStatusCodes = [408, 413, 429, 500, 502, 503, 504];
const defaultRetryOptions = {
	statusCodes: retryStatusCodes,
};

export class Ky {
	async calculateRetryDelay(error) {
		if (isHTTPError(error)) {
			if (!this.options.retry.statusCodes.includes(error.response.status)) {
				throw error;
			}

			return this.calculateDelay();
		}
		throw error;
	}
}
"""


@pytest.mark.parametrize(
    ("text", "vals", "pol"),
    [
        ("A 404 response is retried", ("404",), "positive"),  # ruleid: a value and what it leads to
        ("A 501 Not Implemented response is not retried", ("501",), "negative"),
        ("POST リクエストは 503 でも再試行されないこと", ("'POST'", "503"), "negative"),
        ("404 応答でも 2 回まで再試行されること", ("404",), "positive"),  # "2 回" counts, it is no value
        ("Retry-After: 2 を返す 429 応答では 2 秒待ってから再試行すること", ("429",), "positive"),  # a header's value
        ("mode に 'rw' を指定すると読み書き両用で開けること", ("'rw'",), "positive"),
        ("プロキシの応答が HTTP/1.0 の場合は接続を拒否すること", ("'HTTP/1.0'",), "error"),
        ("サンプル幅に 5 を指定すると wave.Error が発生すること", ("5",), "error"),
        ("圧縮形式に NONE 以外を指定するとエラーになること", (), "error"),  # ok: a negated value is no value
        ("login tries the next mechanism when one is rejected", (), None),  # ok: "rejected" is the condition
        ("A response with 101 header lines raises HTTPException", (), "error"),  # a count of lines
    ],
)
def test_claim_values_and_polarity(text: str, vals: tuple[str, ...], pol: str | None) -> None:
    assert values(text) == vals
    assert polarity(text) == pol


def _inputs(path: str, text: str) -> Inputs:
    src = SourceText(path=path, text=text)
    return Inputs.of(analyze([src]).items, [], [src])


def test_a_value_the_code_does_not_retry_is_contradicted_at_the_return_it_reaches() -> None:
    inputs = _inputs("client.go", GO)
    v = classify("A 404 response is retried", inputs)
    assert v.outcome == "contradicted"
    assert v.ends_at == "client.go:13" and v.actual == "return false, nil"
    assert v.decided is not None and v.decided.line == 10
    q = question(KeyItem(id="KT-3", text="A 404 response is retried", file="kt.md", line=3), v, "en", [])
    assert q is not None and q.id == "Q-KT-3-contradicted"
    assert "client.go:13" in q.question and "client.go:10" in q.question and "404" in q.question
    assert q.places[:2] == ["client.go:13", "client.go:10"]
    ja = question(KeyItem(id="KT-3", text="A 404 response is retried", file="kt.md", line=3), v, "ja", [])
    assert ja is not None and "重点テスト項目 KT-3" in ja.question


@pytest.mark.parametrize(
    "text",
    [
        "A 503 response is retried",  # ok: 503 >= 500 and not 501
        "A 429 response is retried",  # ok: http.StatusTooManyRequests is 429
        "A 501 Not Implemented response is not retried",  # ok: falls through to `return false`
    ],
)
def test_a_claim_the_code_keeps_is_not_contradicted(text: str) -> None:
    assert classify(text, _inputs("client.go", GO)).outcome != "contradicted"


def test_an_else_branch_and_a_membership_list_decide() -> None:
    inputs = _inputs("wave.py", PY)
    v = classify("mode に 'rw' を指定すると読み書き両用で開けること", inputs)
    assert (v.outcome, v.ends_at) == ("contradicted", "wave.py:9")  # neither ('r','rb') nor ('w','wb'): the else raises
    assert classify("mode に 'wb' を指定すると書き込み用で開けること", inputs).outcome != "contradicted"


def test_a_list_the_options_refer_to_decides_and_the_enclosing_condition_is_taken() -> None:
    inputs = _inputs("retry.ts", TS)
    v = classify("404 応答でも 2 回まで再試行されること", inputs)
    assert (v.outcome, v.ends_at) == ("contradicted", "retry.ts:10")
    assert classify("503 応答は再試行されること", inputs).outcome != "contradicted"


def test_no_verdict_without_a_value_or_an_outcome() -> None:
    inputs = _inputs("client.go", GO)
    assert claim("The client gives up after 4 retries by default").values == ()
    assert classify("Retries wait a fixed 5 seconds between attempts", inputs).outcome != "contradicted"
    assert classify("A 404 response is logged", inputs).outcome != "contradicted"  # no outcome word


JAVA_PREDICATES = """public final class FTPReply {
    public static boolean isNegativePermanent(final int reply) {
        return reply >= 500 && reply < 600;
    }

    public static boolean isNegativeTransient(final int reply) {
        return reply >= 400 && reply < 450;
    }

    public static boolean isProtectedReplyCode(final int reply) {
        return reply >= 600 && reply < 700;
    }
}
"""


def test_a_function_returning_its_condition_answers_with_the_condition_truth() -> None:
    # ruleid: isNegativeTransient(550) returns false; the key item expects a transient negative reply
    inputs = _inputs("FTPReply.java", JAVA_PREDICATES)
    v = classify("応答コード 550 は一時的な否定応答と判定されること", inputs)
    assert (v.outcome, v.ends_at) == ("contradicted", "FTPReply.java:7")
    assert v.decided is not None and v.decided.symbol == "FTPReply.isNegativeTransient"
    # ok: 420 is in [400, 450); 550 is a permanent negative reply
    assert classify("応答コード 420 は一時的な否定応答と判定されること", inputs).outcome != "contradicted"
    assert classify("応答コード 550 は永続的な否定応答と判定されること", inputs).outcome != "contradicted"
    # ok: no predicate here asks "positive completion"; isProtectedReplyCode(226) is false but answers another question
    assert classify("応答コード 226 は肯定完了応答と判定されること", inputs).outcome != "contradicted"


PY_SETTER = """class Wave_write:
    def setframerate(self, framerate):
        if self._datawritten:
            raise Error('cannot change parameters after starting to write')
        if framerate <= 0:
            raise Error('bad frame rate')
        self._framerate = int(round(framerate))
"""


def test_a_japanese_loan_word_meets_the_compound_identifier() -> None:
    # ruleid: フレーム + レート (glossary) meet `framerate`; 0 raises Error('bad frame rate')
    v = classify("フレームレートに 0 を指定した場合は 0 のまま書き込まれること", _inputs("wave.py", PY_SETTER))
    assert (v.outcome, v.ends_at) == ("contradicted", "wave.py:6")
    # ok: 44100 is kept
    assert classify("フレームレートに 44100 を指定した場合はそのまま書き込まれること", _inputs("wave.py", PY_SETTER)).outcome != "contradicted"


JS_REDIRECT = """export function handleRedirect(request, response_, options_, resolve, reject) {
	if (isRedirect(response_.statusCode)) {
		switch (request.redirect) {
			case 'error':
				reject(new FetchError('redirect mode is set to error', 'no-redirect'));
				return;
			case 'manual':
				break;
			case 'follow': {
				if (request.counter >= request.follow) {
					reject(new FetchError('maximum redirect reached', 'max-redirect'));
					return;
				}
				if (response_.statusCode !== 303 && request.body && options_.body instanceof Stream.Readable) {
					reject(new FetchError('Cannot follow redirect with body being a readable stream', 'unsupported-redirect'));
					return;
				}
				resolve(fetch(request));
				return;
			}
		}
	}
}
"""


def test_a_comparison_the_claim_does_not_name_is_not_taken_by_shared_words() -> None:
    # ruleid: `case 'error'` and `counter >= follow` share words with the claim but the claim names
    # neither 'error' nor a count: the walk reaches the stream-body reject for 308
    inputs = _inputs("redirect.js", JS_REDIRECT)
    v = classify("A 308 redirect of a request with a stream body is followed", inputs)
    assert (v.outcome, v.ends_at) == ("contradicted", "redirect.js:15")
    assert v.decided is not None and v.decided.line == 14
    # ok: 303 is followed with a stream body
    assert classify("A 303 redirect of a request with a stream body is followed", inputs).outcome != "contradicted"


PY_CALLER = '''class HTTPResponse:
    def _read_status(self):
        line = self.fp.readline()
        version, status, reason = line.split(None, 2)
        if not version.startswith("HTTP/"):
            raise BadStatusLine(line)
        status = int(status)
        if status < 100 or status > 999:
            raise BadStatusLine(line)
        return version, status, reason

    def begin(self):
        version, status, reason = self._read_status()
        if version in ("HTTP/1.0", "HTTP/0.9"):
            self.version = 10
        elif version.startswith("HTTP/1."):
            self.version = 11
        else:
            raise UnknownProtocol(version)
'''


def test_a_function_the_value_only_passes_through_does_not_decide() -> None:
    # ruleid: _read_status returns for "HTTP/2.0 200 OK" (and matches the claim's words best), but
    # begin, which calls it, raises UnknownProtocol for that version
    inputs = _inputs("client.py", PY_CALLER)
    v = classify('An "HTTP/2.0 200 OK" status line is read as version 20', inputs)
    assert (v.outcome, v.ends_at) == ("contradicted", "client.py:19")
    # ok: HTTP/1.1 reaches `self.version = 11`
    assert classify('An "HTTP/1.1 200 OK" status line is read as version 11', inputs).outcome != "contradicted"


JAVA_RETRY = """public class DefaultHttpRequestRetryStrategy {
    public boolean retryRequest(final HttpRequest request, final IOException exception, final int execCount) {
        if (execCount > this.maxRetries) {
            return false;
        }
        if (this.nonRetriableIOExceptionClasses.contains(exception.getClass())) {
            return false;
        }
        if (request instanceof CancellableDependency && ((CancellableDependency) request).isCancelled()) {
            return false;
        }
        return handleAsIdempotent(request);
    }
}
"""


def test_a_claim_naming_no_value_is_about_the_conditions_it_names() -> None:
    # ruleid: "cancelled request" names both parts of line 9's condition, which returns false
    inputs = _inputs("Retry.java", JAVA_RETRY)
    v = classify("A cancelled request is retried", inputs)
    assert (v.outcome, v.ends_at) == ("contradicted", "Retry.java:10")
    kt = KeyItem(id="KT-8", text="A cancelled request is retried", file="kt.md", line=9)
    en, ja = question(kt, v, "en", []), question(kt, v, "ja", [])
    assert en is not None and "isCancelled()" in en.question and "for ," not in en.question and en.values == []
    assert ja is not None and "が成り立つときに" in ja.question
    # ok: the claim agrees with the code
    assert classify("A cancelled request is not retried", inputs).outcome != "contradicted"
    # ok: an error claim with no value is left to the exception-type check, not walked on its words
    py = _inputs("retry.py", "def should_retry(request):\n    if request.cancelled:\n        return True\n    return False\n")
    assert evaluated("A cancelled request raises an error", py.conditions) is None
