"""A boundary value that settles its `if`'s whole condition through another operand states that (node-fetch)."""

from __future__ import annotations

import doctest
from pathlib import Path

from tests.designer._one_file_run import spec_of

SRC = """export function redirect(response_, request) {
	const requestOptions = {
		method: request.method,
	};
	if (response_.statusCode === 303 || ((response_.statusCode === 301 || response_.statusCode === 302) && request.method === 'POST')) {
		requestOptions.method = 'GET';
	}
	send(requestOptions);
}
"""


def _said(tmp_path: Path) -> dict[tuple[str, str], str]:
    cases = spec_of(tmp_path, {"redirect.js": SRC})["cases"]
    return {(c["perspective"].split("`")[1], c["input"]): c["expected"] for c in cases}


def test_a_value_off_one_comparison_that_fires_another_runs_the_block(tmp_path: Path) -> None:
    said = _said(tmp_path)
    at_303 = said[("response_.statusCode === 302", "`response_.statusCode` = `303`.")]
    assert "becomes `'GET'`" in at_303 and "not set" not in at_303, said


def test_a_value_no_operand_can_fire_keeps_the_earlier_value(tmp_path: Path) -> None:
    said = _said(tmp_path)
    at_304 = said[("response_.statusCode === 303", "`response_.statusCode` = `304`.")]
    assert "stays `request.method`" in at_304, said
    # 302 with the method unknown: `request.method` decides, so no value is claimed for the block.
    at_302 = said[("response_.statusCode === 303", "`response_.statusCode` = `302`.")]
    assert "stays" not in at_302, said


def test_doctests() -> None:
    from utspec.analyzers import settled

    assert doctest.testmod(settled).failed == 0


def test_the_critic_reads_the_settled_side_as_the_designer_does(tmp_path: Path) -> None:
    """Read from `=== 302` alone, the critic called the result at 303 a contradiction (critic/_settled_side.py)."""
    spec = spec_of(tmp_path, {"redirect.js": SRC})
    flagged = [
        q["id"]
        for q in spec["open_questions"]
        if q["id"].startswith("Q-unresolved:expected-contradicts-code")
    ]
    assert not flagged, flagged


def test_critic_doctests() -> None:
    from utspec.critic.checks import _settled_side

    assert doctest.testmod(_settled_side).failed == 0
