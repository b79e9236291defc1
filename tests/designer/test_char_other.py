"""A character literal's other side is another character, not a word (text_values.other_text)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import cases_of

JAVA = """public class Initials {
    public int count(final char mark) {
        if (mark == 'X' || mark == 'Y') {
            return 0;
        }
        return 1;
    }
}
"""


def test_neither_character_side_takes_one_character(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "Initials.java", JAVA)
    inputs = [c["input"] for c in cases.values() if "`mark` = `'" in c["input"]]
    assert inputs, list(cases)
    for text in inputs:
        value = text.split("`mark` = `")[1].split("`")[0]
        assert len(value) == 3, text  # 'X': one character between the quotes
    assert any("`mark` = `'X'`" not in t and "`mark` = `'Y'`" not in t for t in inputs)
