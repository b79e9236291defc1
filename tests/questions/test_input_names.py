"""A limit on a local that normalises an input is explained by a statement about the input under its heading (fee-ja-ts)."""

from __future__ import annotations

from utspec.critic.checks import unexplained_literal
from utspec.critic.review_input import ReviewInput
from utspec.models import ChecklistItem, Kind, Requirement, SourceText, TestSpec

TS = """export function parseCouponCode(code: string): string {
  const trimmed = code.trim().toUpperCase();
  if (trimmed.length !== 8) {
    throw new RangeError('bad length');
  }
  return trimmed;
}
"""


def _check(section: str | None, text: str) -> list:
    item = ChecklistItem(id="c.ts:3:boundary", kind=Kind.BOUNDARY, file="c.ts", line=3, end_line=3, language="typescript",
                         text="trimmed.length !== 8", operator="!==", value=8, symbol="parseCouponCode")  # fmt: skip
    req = Requirement(id="DR-1", file="d.md", line=5, kind="sentence", text=text, section=section)  # type: ignore[arg-type]
    inp = ReviewInput(TestSpec(designer="t"), [item], [req], [], [SourceText(path="c.ts", text=TS)], language="ja")
    return unexplained_literal.check(inp)


def test_statement_under_the_inputs_heading_explains_the_locals_limit() -> None:
    assert _check("クーポンコード", "長さは8桁でなければならない。") == []


def test_the_same_statement_under_another_heading_is_still_asked() -> None:
    (q,) = _check("送料", "長さは8桁でなければならない。")
    assert "trimmed" in q.question
