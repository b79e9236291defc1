"""A predicate helper of a base class in another file is read like the file's own (sibling_predicate.py)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

BASE = """class Converter:
    def _is_valid_level(self, level):
        return level in range(0, 8)
"""

WIDTH = """from base import Converter


class Width(Converter):
    def convert(self, text, level):
        if not self._is_valid_level(level):
            raise ValueError("level must be 0..7")
        return text * level
"""


def test_helper_in_base_class_file_gives_the_argument(tmp_path: Path) -> None:
    cases = {c["perspective"]: c for c in spec_of(tmp_path, {"base.py": BASE, "width.py": WIDTH})["cases"]}
    raising = cases["`not self._is_valid_level(level)` holds"]["input"]
    assert raising in ("`level` = `-1`.", "`level` = `8`."), raising
    normal = next(c for p, c in cases.items() if p.startswith("Normal path through `Width.convert`"))
    assert "test double" not in normal["input"] and "`level` = `" in normal["input"], normal["input"]
