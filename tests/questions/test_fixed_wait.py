"""A claimed fixed wait against a backoff computed from the attempt number (issue 13: contradicted key items)."""

from __future__ import annotations

from utspec.models import KeyItem, SourceText
from utspec.questions.fixed_wait import growing_wait
from utspec.questions.key_item_questions import question
from utspec.questions.key_items import Inputs, classify

GO = """package retry

func DefaultBackoff(min, max time.Duration, attemptNum int, resp *http.Response) time.Duration {
	// the wait doubles with each attemptNum * 2
	mult := math.Pow(2, float64(attemptNum)) * float64(min)
	sleep := time.Duration(mult)
	if float64(sleep) != mult || sleep > max {
		sleep = max
	}
	return sleep
}
"""

TS = "const defaults = {\n\tdelay: attemptCount => 0.3 * (2 ** (attemptCount - 1)) * 1000,\n};\n"


def test_a_fixed_wait_is_contradicted_by_a_backoff_growing_with_the_attempt() -> None:
    src = SourceText(path="client.go", text=GO)
    found = growing_wait("Retries wait a fixed 5 seconds between attempts", [src])  # ruleid: 2^attempt * min
    assert found is not None and found.line == 5  # not the comment line
    ts = growing_wait("再試行の待ち時間は毎回一定であること", [SourceText(path="n.ts", text=TS)])  # ruleid: 2 ** attemptCount
    assert ts is not None and ts.line == 2
    kt = KeyItem(id="KT-7", text="Retries wait a fixed 5 seconds between attempts", file="kt.md", line=7)
    v = classify(kt.text, Inputs.of([], [], [src]))
    q = question(kt, v, "ja", [])
    assert v.outcome == "contradicted" and q is not None and "client.go:5" in q.question and "試行回数" in q.question


def test_no_contradiction_without_a_fixed_claim_or_with_a_constant_strategy() -> None:
    src = SourceText(path="client.go", text=GO)
    assert growing_wait("Retries wait 5 seconds at first", [src]) is None  # ok: nothing says fixed
    assert growing_wait("Retries do not wait a fixed time", [src]) is None  # ok: negated
    const = SourceText(path="c.go", text="func ConstantBackoff(d time.Duration) Backoff { return d }")
    assert growing_wait("Retries wait a fixed 5 seconds", [src, const]) is None  # ok: a constant strategy exists
    flat = SourceText(path="c.go", text="func Backoff(min time.Duration, attemptNum int) time.Duration {\n\treturn min\n}")
    assert growing_wait("Retries wait a fixed 5 seconds", [flat]) is None  # ok: the attempt is not a factor
