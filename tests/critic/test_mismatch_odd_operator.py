"""design-code-mismatch: one comparison cutting the other way from its siblings, on a field the design names (issue 13).

npm validator 13.11.0 (bench/questions validator-ja-js vj-C2, a planted edit): `analysis.length > options.minLength`
beside four `>= options.minX`, with the readme's default options `{ minLength: 8, … }`.
"""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.critic.checks import design_code_mismatch
from utspec.critic.review_input import ReviewInput
from utspec.models import OpenQuestion, QuestionKind, Requirement, SourceText, TestSpec

CODE = """function isStrongPassword(str, options) {
  var analysis = analyzePassword(str);
  return analysis.length {op} options.minLength && analysis.lowercaseCount >= options.minLowercase && analysis.uppercaseCount >= options.minUppercase;
}
"""
SAID = "Default options: `{ minLength: 8, minLowercase: 1, minUppercase: 1 }`"


def _questions(op: str, said: str = SAID) -> list[OpenQuestion]:
    sources = [SourceText(path="v.js", text=CODE.replace("{op}", op))]
    design = Requirement(id="DR-3", file="d.md", line=9, kind="sentence", text=said)
    inp = ReviewInput(spec=TestSpec(designer="rule-based", cases=[]), checklist=analyze(sources).items, requirements=[design],
                      key_items=[], sources=sources, language="en")  # fmt: skip
    return [
        q
        for q in design_code_mismatch.check(inp)
        if isinstance(q, OpenQuestion) and q.id.endswith(":odd-operator")
    ]


def test_the_one_strict_comparison_among_inclusive_ones_is_asked() -> None:
    qs = _questions(">")
    assert [q.places for q in qs] == [["v.js:3", "d.md:9"]]  # ruleid
    assert qs[0].kind is QuestionKind.DESIGN_CODE_CONFLICT and qs[0].subject == "minLength"


def test_siblings_that_agree_or_a_field_no_statement_names_are_not() -> None:
    assert _questions(">=") == []  # ok
    assert _questions(">", "Checks the strength of a password.") == []  # ok
