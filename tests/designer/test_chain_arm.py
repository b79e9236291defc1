"""A boundary value off one clause of an `if`/`elif` chain states what the clause it lands in does (sunau)."""

from __future__ import annotations

import doctest
from pathlib import Path

from tests.designer._one_file_run import spec_of

SRC = """LINEAR_8 = 2
LINEAR_16 = 3
LINEAR_24 = 4


class Reader:
    def read_header(self, encoding):
        if encoding == LINEAR_8:
            self._framesize = 1
        elif encoding == LINEAR_16:
            self._framesize = 2
        elif encoding == LINEAR_24:
            self._framesize = 3
        else:
            raise ValueError('unknown encoding')
"""


def _said(tmp_path: Path) -> dict[tuple[str, str], str]:
    cases = spec_of(tmp_path, {"reader.py": SRC})["cases"]
    return {
        (c["perspective"].split("`")[1], c["input"]): c["expected"]
        for c in cases
        if "`encoding` = " in c["input"]
    }


def test_a_value_off_a_clause_states_the_clause_it_lands_in(tmp_path: Path) -> None:
    said = _said(tmp_path)
    # 2 is LINEAR_8's: the first clause sets 1, not "`self._framesize` is not set to `2`".
    assert said[("encoding == LINEAR_16", "`encoding` = `2`.")] == "`self._framesize` becomes `1`.", said
    assert said[("encoding == LINEAR_16", "`encoding` = `4`.")] == "`self._framesize` becomes `3`.", said


def test_a_value_an_earlier_clause_catches_does_not_reach_the_else(tmp_path: Path) -> None:
    """4 off `== LINEAR_24`... is LINEAR_24's own; 3 off it is LINEAR_16's, not the `else`'s ValueError."""
    said = _said(tmp_path)
    assert said[("encoding == LINEAR_24", "`encoding` = `3`.")] == "`self._framesize` becomes `2`.", said
    assert "ValueError" in said[("encoding == LINEAR_24", "`encoding` = `5`.")], said


def test_doctests() -> None:
    from utspec.designer.offline import chain_arm

    assert doctest.testmod(chain_arm).failed == 0
