"""A name the design calls positive whose guard accepts 0 (issue 13: the direction of a limit at 0).

Commons Lang 3.12.0's `truncate` documents `maxWidth` as "must be positive" and throws only for `maxWidth < 0`.
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.critic.checks import design_code_mismatch
from utspec.critic.review_input import ReviewInput
from utspec.models import OpenQuestion, Requirement, SourceText, TestSpec

JAVA = """public class StringUtils {
    public static String truncate(final String str, final int offset, final int maxWidth) {
        if (offset < 0) {
            throw new IllegalArgumentException("offset cannot be negative");
        }
        if (maxWidth %s) {
            throw new IllegalArgumentException("maxWith cannot be negative");
        }
        return str.substring(offset);
    }
}
"""


def _asked(guard: str, text: str) -> list[str]:
    src = SourceText(path="StringUtils.java", text=JAVA % guard)
    req = Requirement(id="DR-1", text=text, file="d.md", line=3, kind="sentence",
                      section="StringUtils.truncate(String, int, int)")
    inp = ReviewInput(TestSpec.model_construct(), analyze([src]).items, [req], [], [src])
    return [q.places[0] for q in design_code_mismatch.check(inp) if isinstance(q, OpenQuestion) and q.id.endswith(":sign")]


def test_positive_against_a_guard_that_accepts_zero_is_asked() -> None:
    said = "Parameter `maxWidth`: maximum length of result String, must be positive"
    assert _asked("< 0", said) == ["StringUtils.java:6"]  # ruleid: 0 is accepted
    assert _asked("<= 0", said) == []  # ok: 0 is refused, as "positive" says
    assert _asked("< 1", said) == []  # ok: the same


def test_non_negative_against_a_guard_that_refuses_zero_is_asked() -> None:
    said = "`maxWidth` must not be negative"
    assert _asked("<= 0", said) == ["StringUtils.java:6"]  # ruleid: 0 is refused
    assert _asked("< 0", said) == []  # ok
