"""A key item about two names being equal, against the one comparison of them (issue 13: contradicted).

Commons IO 2.11.0 (bench/questions commons-io-ja-java KT-2, KT-9) and npm retry 0.13.1 (retry-ja-js KT-3): "index が
data.length と等しいとき … 送出", "size が Integer.MAX_VALUE と等しいときは int 版に委ねて読み込む", "minTimeout と
maxTimeout が等しい場合もエラー" were asked nothing before `utspec.questions.equal_bound`: the strict `>` does not throw
when both sides are equal, the inclusive `>=` does.
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify

JS = """function timeouts(options) {
  var opts = { minTimeout: 1000, maxTimeout: Infinity };
  for (var key in options) {
    opts[key] = options[key];
  }
  if (opts.minTimeout > opts.maxTimeout) {
    throw new Error('minTimeout is greater than maxTimeout');
  }
  return opts;
}
"""

JAVA = """public class IOUtils {
    public static byte[] toByteArray(final InputStream input, final long size) throws IOException {
        if (size >= Integer.MAX_VALUE) {
            throw new IllegalArgumentException("Size cannot be greater than Integer max value: " + size);
        }
        return toByteArray(input, (int) size);
    }
}
"""


def _verdict(text: str, code: str, path: str):
    src = [SourceText(path=path, text=code)]
    return classify(text, Inputs.of(analyze(src).items, [], src))


def test_a_raise_expected_at_equality_where_a_strict_comparison_throws_is_contradicted() -> None:
    v = _verdict("minTimeout と maxTimeout が等しい場合もエラーが送出されること", JS, "retry.js")
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 6  # ruleid
    assert v.equal is not None and not v.equal.holds


def test_going_on_at_equality_where_an_inclusive_comparison_throws_is_contradicted() -> None:
    text = "IOUtils.toByteArray(input, long) で size が Integer.MAX_VALUE と等しいときは int 版に委ねて読み込むこと"
    v = _verdict(text, JAVA, "IOUtils.java")
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 3  # ruleid
    assert v.equal is not None and v.equal.holds


def test_a_key_item_that_agrees_with_the_operator_is_not() -> None:
    # ok: equal values pass `>`; and `>=` does throw for MAX_VALUE
    assert (
        _verdict("minTimeout と maxTimeout が等しい場合はエラーにならないこと", JS, "retry.js").outcome
        != "contradicted"
    )
    text = "size が Integer.MAX_VALUE と等しいときは IllegalArgumentException が送出されること"
    assert _verdict(text, JAVA, "IOUtils.java").outcome != "contradicted"
    inclusive = JS.replace("opts.minTimeout > opts.maxTimeout", "opts.minTimeout >= opts.maxTimeout")
    text = "minTimeout と maxTimeout が等しい場合もエラーが送出されること"
    assert _verdict(text, inclusive, "retry.js").outcome != "contradicted"
