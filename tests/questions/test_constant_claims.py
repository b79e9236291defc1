"""A key item giving a named constant another number than the code sets (issue 13: contradicted key items)."""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import KeyItem, SourceText
from utspec.questions.key_item_questions import question
from utspec.questions.key_items import Inputs, classify

JAVA = """public class FileUtils {
    public static final long ONE_KB = 1024;
    public static final long ONE_MB = ONE_KB * ONE_KB;

    public static String display(final long size) {
        if (size / ONE_KB > 0) {
            return size / ONE_KB + " KB";
        }
        return size + " bytes";
    }
}
"""


def _verdict(text: str):  # type: ignore[no-untyped-def]
    src = SourceText(path="FileUtils.java", text=JAVA)
    return classify(text, Inputs.of(analyze([src]).items, [], [src]))


def test_a_constant_given_another_number() -> None:
    kt = KeyItem(id="KT-19", text="FileUtils.ONE_KB は 1000 であること", file="kt.md", line=19)
    v = _verdict(kt.text)
    # ruleid: ONE_KB is 1024
    assert v.outcome == "contradicted"
    q = question(kt, v, "ja", [])
    assert q is not None and "FileUtils.java:2" in q.question and "`1024`" in q.question
    # ok: the code's number
    assert _verdict("FileUtils.ONE_KB は 1024 であること").outcome != "contradicted"
    # ok: a constant set to an expression is no number to compare
    assert _verdict("ONE_MB は 1000000 であること").outcome != "contradicted"
