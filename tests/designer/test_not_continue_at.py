"""A `continue` guard not taken, whose next statement is an assignment, names the guard's line (issue 14 item 2).

commons-codec's `Soundex.soundex`: `if ((this.specialCaseHW) && (ch == 'H' || ch == 'W')) { continue; }` followed by
`final char digit = map(ch);` (a local: `kept_element` names no assignment). The off side said only "The element is
not skipped.", which the critic rightly blocks as unobservable (soundex-java TC-016, usheap TC-014's shape). It now
says where the element goes on, as "the loop does not stop at line N" does for a `break`; English and Japanese.
"""

from __future__ import annotations

from pathlib import Path

from tests.designer._one_file_run import spec_of

JAVA = """\
class Sdx {
    String code(String str, boolean hw) {
        char[] out = new char[4];
        int count = 0;
        for (int i = 0; i < str.length(); i++) {
            final char ch = str.charAt(i);
            if (hw && ch == 'H') {
                continue;
            }
            final char digit = map(ch);
            out[count++] = digit;
        }
        return new String(out);
    }
}
"""


def test_the_kept_element_names_the_guard_line(tmp_path: Path) -> None:
    for language, said in (("en", "is not skipped at line 7"), ("ja", "7 行目ではスキップされない")):
        cases = spec_of(tmp_path / language, {"Sdx.java": JAVA}, language=language)["cases"]
        kept = [
            c["expected"]
            for c in cases
            if "not skipped" in c["expected"] or "スキップされない" in c["expected"]
        ]
        # ruleid: the off side of the `continue` guard names its line
        assert kept and all(said in e for e in kept), [c["expected"] for c in cases]
