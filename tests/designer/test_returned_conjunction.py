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


SWITCH = """package version

func prereleaseCheck(v, c *Version) bool {
	switch vPre, cPre := v.Prerelease() != "", c.Prerelease() != ""; {
	case cPre && vPre:
		return v.equalSegments(c)
	}
	return true
}
"""


def test_a_guard_in_a_tagless_switch_case_is_read_like_one_in_an_if(tmp_path: Path) -> None:
    """go-version: `case cPre && vPre:` with `vPre` false skips the label's `return`: no question about `vPre`."""
    spec = spec_of(tmp_path, {"check.go": SWITCH})
    case = next(c for c in spec["cases"] if "`vPre` does not" in c["perspective"])
    assert "does not return `v.equalSegments(c)`" in case["expected"], case["expected"]
    assert not [q for q in spec["open_questions"] if q["id"].startswith("Q-effect")]
