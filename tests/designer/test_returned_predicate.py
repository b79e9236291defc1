"""A returned predicate of one name: each boundary value states what it returns (cli-truncate's `isSgrParameter`)."""

from __future__ import annotations

import doctest
from pathlib import Path

from tests.designer._one_file_run import spec_of

JS = """const isSgrParameter = code => (code >= 48 && code <= 57) || code === 59; // 0-9 or ;

export default isSgrParameter;
"""


def test_each_boundary_value_of_a_mixed_chain_states_the_returned_value(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"index.js": JS})["cases"]
    got = {(c["input"], c["expected"]) for c in cases if c["input"].startswith("`code` = ")}
    assert ("`code` = `47`.", "The function returns `false`.") in got, got
    assert ("`code` = `48`.", "The function returns `true`.") in got, got
    assert ("`code` = `59`.", "The function returns `true`.") in got, got
    assert ("`code` = `60`.", "The function returns `false`.") in got, got
    assert not [
        q for q in spec_of(tmp_path, {"index.js": JS})["open_questions"] if q["id"].startswith("Q-effect")
    ]


OTHER = """const inRange = (code, limit) => (code >= 48 && code <= 57) || code === limit;
"""


def test_another_name_in_the_predicate_states_no_value(tmp_path: Path) -> None:
    """`code === limit`: `limit` may decide it, so no `true`/`false` is claimed for `code` alone."""
    cases = spec_of(tmp_path, {"index.js": OTHER})["cases"]
    said = [c["expected"] for c in cases if c["input"] == "`code` = `47`."]
    assert said and not any("returns `false`" in s or "returns `true`" in s for s in said), said


def test_doctests() -> None:
    from utspec.designer.offline import returned_predicate

    assert doctest.testmod(returned_predicate).failed == 0
