"""A comparison inside a returned conjunction states `true` / `false` with the other operands held (go-version)."""

from __future__ import annotations

import doctest
from pathlib import Path

from tests.designer._one_file_run import spec_of

SRC = """package version

func constraintGreaterThan(v, c *Version) bool {
	return prereleaseCheck(v, c) && v.Compare(c) == 1
}
"""


def test_each_boundary_value_states_the_return_with_the_partner_held(tmp_path: Path) -> None:
    cases = {c["perspective"]: c for c in spec_of(tmp_path, {"constraint.go": SRC})["cases"]}
    on, off = cases["`v.Compare(c) == 1` at 1 (on the condition)"], cases["`v.Compare(c) == 1` at 0 (off the condition)"]
    assert on["expected"] == "The function returns `true`.", on["expected"]
    assert off["expected"] == "The function returns `false`.", off["expected"]
    assert "`prereleaseCheck(v, c)`" in on["input"], on["input"]


def test_doctests() -> None:
    from utspec.designer.offline import returned_conjunction

    assert doctest.testmod(returned_conjunction).failed == 0
