"""A bound the design writes as an expression that the code holds in a local (issue 13: bounds through a local alias).

Commons Lang 3.12.0's abbreviate: "If `maxWidth` is less than `abbrevMarker.length + 1`, throw an
`IllegalArgumentException`." against `final int minAbbrevWidth = abbrevMarkerLength + 1;` and `maxWidth <
minAbbrevWidth` (the corpus edits it to `<=`, commons-lang-java cl-C2).
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.critic.checks import design_code_mismatch
from utspec.critic.review_input import ReviewInput
from utspec.models import OpenQuestion, Requirement, SourceText, TestSpec

JAVA = """public class StringUtils {
    public static String abbreviate(final String str, final String abbrevMarker, final int maxWidth) {
        final int abbrevMarkerLength = abbrevMarker.length();
        final int minAbbrevWidth = abbrevMarkerLength + 1;
        if (maxWidth %s minAbbrevWidth) {
            throw new IllegalArgumentException(String.format("Minimum abbreviation width is %%d", minAbbrevWidth));
        }
        return str.substring(0, maxWidth - abbrevMarkerLength) + abbrevMarker;
    }
}
"""


def _asked(op: str) -> list[str]:
    src = SourceText(path="StringUtils.java", text=JAVA % op)
    said = "If `maxWidth` is less than `abbrevMarker.length + 1`, throw an `IllegalArgumentException`."
    req = Requirement(id="DR-1", text=said, file="d.md", line=3, kind="sentence",
                      section="StringUtils.abbreviate(String, String, int)")
    inp = ReviewInput(TestSpec.model_construct(), analyze([src]).items, [req], [], [src])
    return [q.places[0] for q in design_code_mismatch.check(inp) if isinstance(q, OpenQuestion) and q.id.endswith(":bound")]


def test_a_bound_held_in_a_local_is_compared_with_the_design_expression() -> None:
    assert _asked("<=") == ["StringUtils.java:5"]  # ruleid: the local is abbrevMarker.length + 1, refused at equality
    assert _asked("<") == []  # ok: the same strictness as "less than"
