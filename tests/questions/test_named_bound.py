"""A limit stated against a named bound, compared in the code with the other strictness (issue 13: conflicts)."""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.critic.checks import design_code_mismatch
from utspec.critic.review_input import ReviewInput
from utspec.models import Requirement, SourceText, TestSpec
from utspec.questions.named_bound import named_bound_conflicts

PY = '''class Retrying(object):
    def stop_after_attempt(self, previous_attempt_number, delay_ms):
        return previous_attempt_number > self._stop_max_attempt_number

    def stop_after_delay(self, previous_attempt_number, delay_ms):
        return delay_ms >= self._stop_max_delay

    def keep_going(self, attempt):
        return attempt < self._stop_max_attempt_number
'''


def _req(text: str, n: int = 1) -> Requirement:
    return Requirement(id=f"DR-{n}", file="d.md", line=n, kind="bullet", text=text)


def test_a_named_bound_stated_inclusive_and_compared_strictly_conflicts() -> None:
    src = SourceText(path="retrying.py", text=PY)
    # ruleid: "以上" (>=) against `previous_attempt_number > self._stop_max_attempt_number` in the function named
    found = named_bound_conflicts([_req("`stop_after_attempt`: 前回の試行回数が stop_max_attempt_number 以上になったら停止する。")], [src])
    assert [(c.line, c.design, c.actual) for c in found] == [(3, "ge", "gt")]
    # ok: the same strictness; the statement names no function and the bound is compared in two places
    assert named_bound_conflicts([_req("`stop_after_delay`: 経過時間が stop_max_delay 以上になったら停止する。")], [src]) == []
    assert named_bound_conflicts([_req("Stop after the previous attempt >= stop_max_attempt_number.")], [src]) == []


def test_the_conflict_is_asked_as_a_design_code_question() -> None:
    src = SourceText(path="retrying.py", text=PY)
    req = _req("`stop_after_attempt`: 前回の試行回数が stop_max_attempt_number 以上になったら停止する。", 7)
    inp = ReviewInput(TestSpec(designer="t"), [], [req], [], [src], language="ja")
    qs = [q for q in design_code_mismatch.check(inp) if getattr(q, "id", "").endswith(":bound")]
    assert len(qs) == 1 and "retrying.py:3" in qs[0].question and "d.md:7" in (qs[0].places or [])


PY_MAX = '''MAX_WAIT = 1073741823


class Retrying(object):
    def __init__(self, wait_exponential_max=None):
        self._wait_exponential_max = MAX_WAIT if wait_exponential_max is None else wait_exponential_max

    def exponential_sleep(self, previous_attempt_number):
        result = 2**previous_attempt_number
        if result > self._wait_exponential_max:
            result = self._wait_exponential_max
        return result
'''


def test_a_number_set_by_keyword_in_an_example_belongs_to_that_keyword() -> None:
    # ok: retrying's readme sets `wait_exponential_max=10000` in an example; that is no value of MAX_WAIT
    src = SourceText(path="retrying.py", text=PY_MAX)
    req = _req("`wait_exponential_multiplier=1000, wait_exponential_max=10000` を指定すると、10 秒に達した後は 10 秒待ちます。")
    inp = ReviewInput(TestSpec(designer="t"), analyze([src]).items, [req], [], [src], language="ja")
    assert [q for q in design_code_mismatch.check(inp) if "MAX_WAIT" in getattr(q, "question", "")] == []


TS = """export class ConsecutiveBreaker {
  public failure() {
    return ++this.state >= this.threshold;
  }
}

export class CountBreaker {
  constructor({ threshold }: Options) {
    if (threshold <= 0 || threshold >= 1) {
      throw new RangeError(`threshold should be between (0, 1), got ${threshold}`);
    }
  }

  public failure() {
    // 1. `failures / total > threshold`
    if (this.failures > this.threshold * total) {
      return true;
    }
  }
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


def test_a_bound_checked_against_a_number_in_arithmetic_or_in_a_comment_is_not_compared() -> None:
    src = SourceText(path="breakers.ts", text=TS)
    # ruleid: "more than `threshold`" against `>= this.threshold`; `threshold >= 1` (validates the bound),
    # `this.threshold * total` (arithmetic) and the comment's formula are no comparisons with the bound
    found = named_bound_conflicts([_req("ConsecutiveBreaker breaks if more than `threshold` exceptions are received.")], [src])
    assert [(c.line, c.actual) for c in found] == [(3, "ge")]


def test_a_dotted_bound() -> None:
    src = SourceText(path="IOUtils.java", text=JAVA)
    # ruleid: "greater than Integer.MAX_VALUE" against `size >= Integer.MAX_VALUE`
    found = named_bound_conflicts([_req("throws IllegalArgumentException if size is less than zero or size is greater than Integer.MAX_VALUE")], [src])
    assert [(c.line, c.bound) for c in found] == [(3, "Integer.MAX_VALUE")]
    # ok: the same strictness
    assert not named_bound_conflicts([_req("throws if size is at least Integer.MAX_VALUE")], [src])
    # ok: "no more than" is at most, the other side of `size >= …` (not "more than")
    assert not named_bound_conflicts([_req("Arrays can have no more than Integer.MAX_VALUE entries anyway")], [src])
