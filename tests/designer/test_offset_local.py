"""A local offset from a parameter (`index = ch - 'a'`) is given through the parameter (offset_local.py)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import cases_of

JAVA = """public class Shelf {
    private final int[] slots = new int[26];

    public int slotOf(final char letter) {
        final int index = letter - 'b';
        if (index < 0) {
            throw new IllegalArgumentException("not a lower-case letter");
        }
        return slots[index];
    }
}
"""


def test_boundary_and_normal_path_name_the_character(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "Shelf.java", JAVA)
    on = next(c for p, c in cases.items() if p.startswith("`index < 0` at -1"))
    assert on["input"].startswith("`letter` = `'a'`"), on["input"]
    off = next(c for p, c in cases.items() if p.startswith("`index < 0` at 0"))
    assert off["input"].startswith("`letter` = `'b'`"), off["input"]
    normal = next(c for p, c in cases.items() if p.startswith("Normal path through `Shelf.slotOf`"))
    assert "`letter` = `'" in normal["input"] and "`index` = `" not in normal["input"], normal["input"]
