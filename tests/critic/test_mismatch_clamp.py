"""design-code-mismatch: a value the design says is capped, used in a loop before the loop caps it (issue 13).

PyPI retry 0.9.2 (bench/questions retry-call-py rc-C2, real): "max_delay: the maximum value of delay", but the loop
sleeps `_delay` before `_delay = min(_delay, max_delay)`; `delay=10, max_delay=5` sleeps 10 first.
"""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.critic.checks import design_code_mismatch
from utspec.critic.review_input import ReviewInput
from utspec.models import OpenQuestion, QuestionKind, Requirement, SourceText, TestSpec

CODE = """def retry_internal(f, tries=-1, delay=0, max_delay=None, backoff=1):
    _tries, _delay = tries, {start}
    while _tries:
        try:
            return f()
        except Exception:
            _tries -= 1
            if not _tries:
                raise
            time.sleep(_delay)
            _delay *= backoff
            if max_delay is not None:
                _delay = min(_delay, max_delay)
"""
SAID = "max_delay: the maximum value of delay. default: None (no limit)."


def _questions(start: str, said: str = SAID) -> list[OpenQuestion]:
    sources = [SourceText(path="api.py", text=CODE.format(start=start))]
    design = Requirement(id="DR-4", file="d.md", line=7, kind="bullet", text=said)
    inp = ReviewInput(spec=TestSpec(designer="rule-based", cases=[]), checklist=analyze(sources).items, requirements=[design],
                      key_items=[], sources=sources, language="en")  # fmt: skip
    return [
        q for q in design_code_mismatch.check(inp) if isinstance(q, OpenQuestion) and q.id.endswith(":clamp")
    ]


def test_a_first_use_before_the_cap_is_asked() -> None:
    qs = _questions("delay")
    assert [q.places for q in qs] == [["api.py:10", "d.md:7"]]  # ruleid
    assert qs[0].kind is QuestionKind.DESIGN_CODE_CONFLICT and qs[0].refs == ["DR-4"]


def test_a_start_value_capped_before_the_loop_or_no_maximum_said_is_not() -> None:
    assert _questions("min(delay, max_delay)") == []  # ok
    assert _questions("delay", "max_delay: how much the delay grows.") == []  # ok
