"""A key item expecting from one function an exception only another function throws (issue 13)."""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import KeyItem, SourceText
from utspec.questions.key_item_questions import question
from utspec.questions.key_items import Inputs, classify

JAVA = """public class IOUtils {
    public static void readFully(final InputStream input, final byte[] buffer, final int length) throws IOException {
        final int actual = input.read(buffer, 0, length);
        if (actual != length) {
            throw new EOFException("Length to read: " + length + " actual: " + actual);
        }
    }

    public static long skip(final InputStream input, final long toSkip) throws IOException {
        if (toSkip < 0) {
            throw new IllegalArgumentException("Skip count must be non-negative, actual: " + toSkip);
        }
        long remain = toSkip;
        while (remain > 0) {
            final long n = input.read(SKIP, 0, (int) Math.min(remain, SKIP.length));
            if (n < 0) {
                break;
            }
            remain -= n;
        }
        return toSkip - remain;
    }
}
"""


def test_an_exception_only_another_function_throws() -> None:
    src = SourceText(path="IOUtils.java", text=JAVA)
    inputs = Inputs.of(analyze([src]).items, [], [src])
    kt = KeyItem(id="KT-14", text="IOUtils.skip でストリームの終わりを越えると EOFException が送出されること", file="kt.md", line=14)
    v = classify(kt.text, inputs)
    # ruleid: skip throws no EOFException and calls nothing that does; readFully does
    assert v.outcome == "contradicted" and v.elsewhere is not None
    q = question(kt, v, "en", [])
    assert q is not None and "IOUtils.java:5" in q.question and "readFully" in q.question
    # ok: readFully is the function that throws it
    assert classify("IOUtils.readFully で足りないとき EOFException が送出されること", inputs).outcome != "contradicted"
    # ok: an exception skip does throw
    assert classify("IOUtils.skip の toSkip が負のとき IllegalArgumentException が送出されること", inputs).outcome != "contradicted"
