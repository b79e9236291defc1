"""Numbers that name a standard or a position are no limits (`not_quantities`), and a number another thing the
statement is about agrees with is that thing's (design-code-mismatch).

Shaped after iban4j's BIC design (read in /tmp, not committed): "ISO 9362", "5〜6 文字目", "先頭 4 文字の銀行コード"
and "長さが 11 文字のとき" each gave a design-code question against `BIC8_LENGTH` (8) or `BRANCH_CODE_LENGTH` (3).
"""

from __future__ import annotations

import doctest

from utspec.analyzers.checklist import analyze
from utspec.critic.checks import design_code_mismatch
from utspec.critic.review_input import ReviewInput
from utspec.models import Requirement, SourceText, TestSpec
from utspec.questions import not_quantities
from utspec.questions.limits import stated

JAVA = """public class BicUtil {
  private static final int BIC8_LENGTH = 8;
  private static final int BIC11_LENGTH = 11;
  private static final int BANK_CODE_LENGTH = 4;
  private static final int BRANCH_CODE_LENGTH = 3;
  public static String getBankCode(final String bic) { return bic.substring(0, BANK_CODE_LENGTH); }
  public static String getBranchCode(final String bic) { return bic.substring(8, 8 + BRANCH_CODE_LENGTH); }
  public static boolean hasBranchCode(final String bic) { return bic.length() == BIC11_LENGTH; }
  public static boolean isBic8(final String bic) { return bic.length() == BIC8_LENGTH; }
}
"""

DESIGN = [
    "BicUtil は ISO 9362 に従って BIC 文字列を検証するユーティリティである。",
    "国コード（5〜6 文字目）は英大文字のみ。",
    "`getBankCode(bic)` は BIC の先頭 4 文字の銀行コードを返す。",
    "`hasBranchCode(bic)` は BIC の長さが 11 文字のとき true、8 文字のとき false を返す。",
]


def _questions(design: list[str]) -> list[str]:
    sources = [SourceText(path="BicUtil.java", text=JAVA)]
    reqs = [
        Requirement(id=f"DR-{n}", file="d.md", line=n, kind="sentence", text=t)
        for n, t in enumerate(design, 1)
    ]
    inp = ReviewInput(TestSpec(designer="t"), analyze(sources).items, reqs, [], sources, language="ja")
    return [q.id for q in design_code_mismatch.check(inp) if q.id.startswith("Q-design-code")]


def test_standards_and_positions_state_no_number() -> None:
    assert [s.value for s in stated(DESIGN[0])] == []
    assert [s.value for s in stated(DESIGN[1])] == []
    assert [s.value for s in stated("国コードは 2 文字以下")] == [2.0]  # ok: a count


def test_no_question_for_the_bic_design() -> None:
    assert _questions(DESIGN) == []
    # ruleid: a real conflict still asks (the design's 9 agrees with no constant it is about)
    assert _questions([*DESIGN, "BIC の長さは 9 文字でなければならない。"]) != []


def test_doctests() -> None:
    assert doctest.testmod(not_quantities).failed == 0
