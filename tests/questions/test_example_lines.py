"""A worked-example line of the design is no limit or outcome statement (issue 13: design-code precision).

Commons Lang 3.12.0's Javadoc examples for leftPad, one call a line (the corpus's commons-lang-java design).
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.critic.checks import design_code_mismatch
from utspec.critic.review_input import ReviewInput
from utspec.models import OpenQuestion, Requirement, SourceText, TestSpec

JAVA = SourceText(
    path="StringUtils.java",
    text="""public class StringUtils {
    private static final int PAD_LIMIT = 8192;

    public static String leftPad(final String str, final int size, final char padChar) {
        final int pads = size - str.length();
        if (pads > PAD_LIMIT) {
            return leftPad(str, size, String.valueOf(padChar));
        }
        return repeat(padChar, pads).concat(str);
    }
}
""",
)


def _asked(*texts: str) -> list[OpenQuestion]:
    reqs = [Requirement(id=f"DR-{n}", text=t, file="d.md", line=n, kind="bullet") for n, t in enumerate(texts, 1)]
    inp = ReviewInput(TestSpec.model_construct(), analyze([JAVA]).items, reqs, [], [JAVA])
    return [q for q in design_code_mismatch.check(inp) if isinstance(q, OpenQuestion)]


def test_worked_examples_state_no_limit() -> None:
    # ok: the 5 of an example call is the size asked for, not a limit on pads
    assert _asked("`StringUtils.leftPad(\"bat\", 5, 'z') = \"zzbat\"`", "`StringUtils.leftPad(\"\", 3, 'z') = \"zzz\"`") == []
    # ruleid: the same number stated as a limit is still compared
    assert [q.places[0] for q in _asked("leftPad pads at most 5 characters at once")] == ["StringUtils.java:6"]
