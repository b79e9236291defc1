"""A number in a design's object literal belongs to the key before its colon (issue 13: conflicts).

npm validator 13.11.0 (bench/questions validator-ja-js, first run): "Default options: `{ …, pointsPerUnique: 1,
pointsPerRepeat: 0.5, pointsForContainingLower: 10, … }`" was read by the words near each number, and the code's
`pointsPerRepeat: 0.5` was asked about against the design's "1" (the value of pointsPerUnique), `pointsForContainingLower:
10` against "0.5". With `utspec.questions.object_key` each number is its key's.
"""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.critic.checks import design_code_mismatch
from utspec.critic.review_input import ReviewInput
from utspec.models import OpenQuestion, Requirement, SourceText, TestSpec

CODE = """var defaultOptions = {
  minLength: 8,
  pointsPerUnique: 1,
  pointsPerRepeat: 0.5,
  pointsForContainingLower: 10,
  pointsForContainingUpper: 5
};
"""
DESIGN = (
    "Default options: `{ minLength: 8, pointsPerUnique: 1, pointsPerRepeat: 0.5, pointsForContainingLower: 10, "
    "pointsForContainingUpper: 10 }`"
)


def _asked_lines() -> set[int]:
    src = [SourceText(path="isStrongPassword.js", text=CODE)]
    req = [Requirement(id="DR-1", file="validator.md", line=1, kind="sentence", text=DESIGN)]
    inp = ReviewInput(spec=TestSpec(designer="rule-based", cases=[]), checklist=analyze(src).items, requirements=req,
                      key_items=[], sources=src, language="en")  # fmt: skip
    qs = [q for q in design_code_mismatch.check(inp) if isinstance(q, OpenQuestion)]
    return {int(p.split(":")[1]) for q in qs for p in q.places or [] if p.startswith("isStrongPassword.js:")}


def test_each_number_of_a_design_object_is_its_keys() -> None:
    lines = _asked_lines()
    assert 6 in lines  # ruleid: pointsForContainingUpper 5 vs 10
    assert not lines & {3, 4, 5}  # ok: each of these agrees with its own key
