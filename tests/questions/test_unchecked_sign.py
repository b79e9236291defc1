"""A claimed guard on negative values where the code never tests the value's sign (issue 13: contradicted key items)."""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import KeyItem, SourceText
from utspec.questions.key_item_questions import question
from utspec.questions.key_items import Inputs, classify
from utspec.questions.unchecked_sign import clamped_sign, unchecked_sign

GO = """package retry

func DefaultBackoff(min, max time.Duration, attemptNum int, resp *http.Response) time.Duration {
	if resp != nil {
		if s, ok := resp.Header["Retry-After"]; ok {
			if sleep, err := strconv.ParseInt(s[0], 10, 64); err == nil {
				return time.Second * time.Duration(sleep)
			}
		}
	}
	return min
}
"""

PY = '''def parse_retry_after(self, retry_after):
    seconds = int(retry_after)
    if seconds < 0:
        seconds = 0
    return seconds
'''

PY_PARAM = '''def sleep_for(delay):
    time.sleep(delay)
'''


def test_a_negative_value_claimed_ignored_where_the_code_never_tests_its_sign() -> None:
    src = SourceText(path="client.go", text=GO)
    # ruleid: "Retry-After" is read at line 5, parsed at 6, returned at 7 with no comparison with 0
    found = unchecked_sign("A negative Retry-After value is ignored", [src])
    assert found is not None and (found.read, found.used, found.subject) == (5, 7, "Retry-After")
    # ruleid: a parameter used as it is, the claim in Japanese
    param = unchecked_sign("負の delay を渡すと例外が送出されること", [SourceText(path="s.py", text=PY_PARAM)])
    assert param is not None and (param.read, param.used) == (1, 2)
    kt = KeyItem(id="KT-5", text="A negative Retry-After value is ignored", file="kt.md", line=5)
    v = classify(kt.text, Inputs.of([], [], [src]))
    q = question(kt, v, "ja", [])
    assert v.outcome == "contradicted" and q is not None
    assert "client.go:5" in q.question and "client.go:7" in q.question and "0 と比較" in q.question


PY_MAX = '''def parse_retry_after(retry_after):
    seconds = float(retry_after)
    return max(seconds, 0)
'''


def test_no_contradiction_when_the_sign_is_tested_or_the_claim_is_not_about_it() -> None:
    src = SourceText(path="client.go", text=GO)
    # ok: `max(seconds, 0)` drops the sign
    assert unchecked_sign("負の Retry-After は 0 とみなすこと", [SourceText(path="r.py", text=PY_MAX)]) is None
    # ok: the value is clamped at `seconds < 0`
    assert unchecked_sign("A negative Retry-After value is ignored", [SourceText(path="r.py", text=PY)]) is None
    assert unchecked_sign("A Retry-After value is ignored on a 200", [src]) is None  # ok: no negative named
    assert unchecked_sign("A negative Retry-After is used as given", [src]) is None  # ok: no special treatment
    assert unchecked_sign("A negative timeout is ignored", [src]) is None  # ok: the code never reads a timeout


PY_CLASS = '''class Retrying(object):
    def __init__(self, stop_max=None, increment=None):
        self._stop_max = (
            5 if stop_max is None else stop_max
        )
        self._step = 100 if increment is None else increment
        log.debug("increment %s", increment)

    def stop_after_attempt(self, previous):
        return previous >= self._stop_max

    def incrementing_sleep(self, previous):
        result = self._step * (previous - 1)
        if result < 0:
            result = 0
        return result
'''


def test_a_value_stored_in_an_attribute_is_followed_into_every_method() -> None:
    src = SourceText(path="retrying.py", text=PY_CLASS)
    # ruleid: stop_max is stored (over three lines) and compared with the attempt only, never with 0
    found = unchecked_sign("stop_max に負の値を指定すると ValueError が送出されること", [src])
    assert found is not None and (found.read, found.used) == (2, 4)  # the line that stores it
    # ok: the increment's product is clamped at `result < 0` in another method
    assert unchecked_sign("increment に負の値を指定すると ValueError が送出されること", [src]) is None


def test_a_raise_claimed_for_a_negative_value_the_code_clamps_is_contradicted() -> None:
    src = SourceText(path="retrying.py", text=PY_CLASS)
    text = "increment に負の値を指定すると ValueError が送出されること"
    # ruleid: the increment reaches `result`, and `if result < 0: result = 0` corrects it; nothing raises
    found = clamped_sign(text, [src])
    assert found is not None and (found.line, found.assignment) == (14, "result = 0")
    v = classify(text, Inputs.of(analyze([src]).items, [], [src]))
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 14 and v.actual == "result = 0"
    # ok: "ignored" expects no raise; a claim about a value the code never reads
    assert clamped_sign("A negative increment is ignored", [src]) is None
    assert clamped_sign("負の timeout を指定すると ValueError が送出されること", [src]) is None


PY_NAMED = '''def harmonic_mean(data, weights=None):
    n = len(data)
    if n < 1:
        raise StatisticsError('harmonic_mean requires at least one data point')
    return _convert(sum_weights / total, T)
'''


def test_the_function_a_claim_names_holds_no_value() -> None:
    # ok: "harmonic_mean に負の値…" names the function (statistics' KT-4, whose sign test is in a callee); its `def`
    # line is no parameter to follow, and its message text no use of an unchecked value
    src = SourceText(path="statistics.py", text=PY_NAMED)
    assert unchecked_sign("harmonic_mean に負の値が含まれると StatisticsError が送出されること", [src]) is None
