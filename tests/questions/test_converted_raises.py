"""A value the design says a function converts, where the function raises for it (issue 13, item 3; roman 4.2's
roman-C1, session 24). Fails with `mismatch.converted` left out of design_code_mismatch's kinds."""

from __future__ import annotations

from utspec.critic.checks import design_code_mismatch
from utspec.critic.review_input import ReviewInput
from utspec.models import OpenQuestion, Requirement, SourceText, TestSpec

ROMAN = SourceText(
    path="roman.py",
    text="""def toRoman(n):
    if not isinstance(n, int):
        raise TypeError("decimals can not be converted")
    if not (0 < n < 5000):
        raise ValueError("number out of range")
    if n == 0:
        return 'N'
    return 'I' * n
""",
)


def _places(text: str, src: SourceText = ROMAN, section: str = "toRoman(n)") -> list[str]:
    req = Requirement(id="DR-1", file="roman.md", line=21, kind="bullet", text=text, section=section)
    out = design_code_mismatch.check(ReviewInput(TestSpec(designer="t"), [], [req], [], [src]))
    return [p for q in out if isinstance(q, OpenQuestion) and "converted" in q.id for p in q.places or []]


def test_a_conversion_the_function_raises_for() -> None:
    assert _places("0 は N に変換する（ローマ数字のゼロ）。")[:1] == ["roman.py:4"]  # ruleid: the range test
    fixed = SourceText(path="roman.py", text=ROMAN.text.replace("0 < n < 5000", "-1 < n < 5000"))
    assert _places("0 は N に変換する（ローマ数字のゼロ）。", fixed) == []  # ok


def test_no_function_heading_or_no_value_says_nothing() -> None:
    assert _places("0 は N に変換する。", section="概要") == []  # ok: the heading names no function
    assert _places("上限を超える値は N に変換する。") == []  # ok: the words fix no value
