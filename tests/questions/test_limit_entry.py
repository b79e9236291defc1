"""A limit constant's design entry that never gives its number leaves the number to ask (issue 13: limits held in
constants).

Commons Lang 3.12.0's `PAD_LIMIT` (8192) has an entry "## StringUtils.PAD_LIMIT" / "The maximum size to which the
padding constant(s) can expand."; `pads > PAD_LIMIT` was taken as explained by the heading alone.
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.critic.checks import unexplained_literal
from utspec.critic.review_input import ReviewInput
from utspec.models import OpenQuestion, Requirement, SourceText, TestSpec

JAVA = """public class StringUtils {
    private static final int PAD_LIMIT = 8192;

    public static String leftPad(final String str, final int size, final char padChar) {
        final int pads = size - str.length();
        if (pads > PAD_LIMIT) {
            return leftPad(str, size, String.valueOf(padChar));
        }
        return str;
    }
}
"""


def _asked(entry: str) -> list[str]:
    src = SourceText(path="StringUtils.java", text=JAVA)
    req = Requirement(id="DR-1", text=entry, file="d.md", line=3, kind="sentence", section="StringUtils.PAD_LIMIT")
    inp = ReviewInput(TestSpec.model_construct(), analyze([src]).items, [req], [], [src])
    return [p for q in unexplained_literal.check(inp) if isinstance(q, OpenQuestion) for p in q.places or []]


def test_a_limit_entry_without_its_number_leaves_it_asked() -> None:
    # ruleid: the entry says what PAD_LIMIT bounds, never 8192
    assert "StringUtils.java:6" in _asked("The maximum size to which the padding constant(s) can expand.")
    assert "StringUtils.java:6" not in _asked("At most 8192 characters are padded at once.")  # ok: the entry gives it
