"""An index the design keeps inside an array that the code's guard lets reach the length (issue 13: off by one).

Commons IO 2.11.0's `HexDump.dump` with the corpus's planted `index > data.length` (the release has `>=`).
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.critic.checks import design_code_mismatch
from utspec.critic.review_input import ReviewInput
from utspec.models import OpenQuestion, Requirement, SourceText, TestSpec

JAVA = """public class HexDump {
    public static void dump(final byte[] data, final long offset, final OutputStream stream, final int index)
            throws IOException {
        if (index < 0 || index %s data.length) {
            throw new ArrayIndexOutOfBoundsException("illegal index: " + index + " into array of length " + data.length);
        }
        stream.flush();
    }
}
"""
SAID = "throws ArrayIndexOutOfBoundsException: if the index is outside the data array's bounds"


def _asked(op: str, text: str = SAID) -> list[str]:
    src = SourceText(path="HexDump.java", text=JAVA % op)
    req = Requirement(id="DR-1", text=text, file="d.md", line=3, kind="sentence")
    inp = ReviewInput(TestSpec.model_construct(), analyze([src]).items, [req], [], [src])
    return [q.places[0] for q in design_code_mismatch.check(inp) if isinstance(q, OpenQuestion) and q.id.endswith(":index")]


def test_a_guard_admitting_the_length_against_outside_the_bounds_is_asked() -> None:
    assert _asked(">") == ["HexDump.java:4"]  # ruleid: index == data.length is outside the array, and accepted
    assert _asked(">=") == []  # ok: the release's guard
    assert _asked(">", "All bytes between the given index (inclusive) and the end of the data array are dumped.") == []  # ok
