"""A design-code question about an outcome names the line that raises, not only the branch (issue 13: conflicts at the
code line).

bench/questions jwt-decode-ja-js (jwt-decode 4.0.0, one planted edit): the readme says a malformed token throws an
`InvalidTokenError`; `if (typeof token !== "string")` (line 35) runs `throw new TypeError(…)` (line 36). The question
named the branch alone, so jwt-C1 was found through the design statement but not at the line that differs.
"""

from __future__ import annotations

from pathlib import Path

from utspec.analyzers.checklist import analyze
from utspec.critic.checks.mismatch.outcome import outcome_questions
from utspec.critic.review_input import ReviewInput
from utspec.models import Requirement, SourceText, TestSpec

CODE = Path(__file__).resolve().parents[2] / "bench/questions/projects/jwt-decode-ja-js/input/source/index.js"
NOTE = "A falsy or malformed token will throw an `InvalidTokenError` error; see below for more information on specific errors."


def _places(text: str) -> list[list[str]]:
    src = SourceText(path="index.js", text=text)
    req = Requirement(id="DR-8", file="d.md", line=13, kind="sentence", text=NOTE)
    inp = ReviewInput(TestSpec(designer="t"), analyze([src]).items, [req], [], [src], language="en")
    return [q.places for q in outcome_questions(inp, set())]


def test_the_raising_line_is_a_place_of_the_question() -> None:
    text = CODE.read_text(encoding="utf-8")
    assert 'throw new TypeError("Invalid token specified: must be a string");' in text.split("\n")[35]
    assert _places(text) == [["index.js:35", "index.js:36", "d.md:13"]]  # ruleid: line 36 throws
    assert _places(text.replace("throw new TypeError(", "throw new InvalidTokenError(")) == []  # ok
