"""A library guard call on the walk throws where its condition holds (issue 13: no false contradiction)."""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify

JAVA = """public class FileUtils {
    public static String byteCountToDisplaySize(final BigInteger size) {
        Objects.requireNonNull(size, "size");
        final String displaySize;
        if (size.divide(ONE_KB_BI).compareTo(BigInteger.ZERO) > 0) {
            displaySize = size.divide(ONE_KB_BI) + " KB";
        } else {
            displaySize = size + " bytes";
        }
        return displaySize;
    }
}
"""


def _classify(text: str) -> str:
    src = SourceText(path="FileUtils.java", text=JAVA)
    return classify(text, Inputs.of(analyze([src]).items, [], [src])).outcome


def test_a_guard_call_throws_for_the_value_it_refuses() -> None:
    # ok: requireNonNull throws the NullPointerException claimed (the walk used to go on to `return displaySize`)
    assert _classify("FileUtils.byteCountToDisplaySize に null を渡すと NullPointerException が送出されること") == "anchored"
    # ruleid: the guard throws where the key item expects a returned value
    assert _classify("byteCountToDisplaySize に null を渡しても受け付けられること") == "contradicted"
