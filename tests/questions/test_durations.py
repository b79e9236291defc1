"""A stated time agrees with the same time in milliseconds in code (issue 13: no already-answered question)."""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.critic.checks import design_code_mismatch
from utspec.critic.review_input import ReviewInput
from utspec.models import Requirement, SourceText, TestSpec

TS = """const defaultOptions = {
  maxDelay: 30000,
  initialDelay: 64,
};
"""


def _asked(design: str) -> list[str]:
    src = SourceText(path="backoff.ts", text=TS)
    req = Requirement(id="DR-1", text=design, file="design.md", line=1, kind="sentence")
    inp = ReviewInput(TestSpec.model_construct(), analyze([src]).items, [req], [], [src], language="en")
    return [q.id for q in design_code_mismatch.check(inp) if hasattr(q, "places")]


def test_seconds_in_the_design_milliseconds_in_the_code() -> None:
    # ok: 30 seconds is 30000 ms
    assert not any(":2:" in q for q in _asked("Use all the defaults: 30 seconds max delay."))
    # ruleid: 20 seconds is not 30000 ms
    assert any(":2:" in q for q in _asked("Use all the defaults: 20 seconds max delay."))
