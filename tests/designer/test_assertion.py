"""A Python `assert` gives a branch and boundaries whose failing side raises `AssertionError` (analyzers/assertion.py)."""

from __future__ import annotations

import doctest
from pathlib import Path

from tests.designer._one_file_run import spec_of

SRC = """def set_percent(self, percent):
    assert 0 <= percent <= 100, "percent out of range"
    self.percent = percent
"""


def test_an_assert_is_a_branch_that_raises_assertion_error(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"gauge.py": SRC})
    said = {c["perspective"]: c["expected"] for c in spec["cases"]}
    off = [e for p, e in said.items() if "at 101" in p]
    assert off and off[0].startswith("`AssertionError` is raised"), said
    on = [e for p, e in said.items() if "at 100" in p]
    assert on and "AssertionError" in on[0] and "not raised" in on[0], said
    # The critic reads `percent` = `101` as 1 on the upper side of a chained comparison and flags the case at 101;
    # `if not (0 <= percent <= 100): raise ValueError(…)` is flagged the same way (hobs16: left for the critic).


def test_doctests() -> None:
    from utspec.analyzers import assertion

    assert doctest.testmod(assertion).failed == 0
