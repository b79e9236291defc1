"""A boundary value off one clause of a brace `else if` chain states what the clause it lands in does (chain_arm)."""

from __future__ import annotations

import doctest
from pathlib import Path

from tests.designer._one_file_run import spec_of

TS = """export function method(code: number): string {
  let method = 'POST';
  if (code === 301) {
    method = 'GET';
  } else if (code === 302) {
    method = 'HEAD';
  } else if (code === 303) {
    throw new Error('see other');
  }
  return method;
}
"""


def _said(tmp_path: Path) -> dict[tuple[str, str], str]:
    cases = spec_of(tmp_path, {"redirect.ts": TS})["cases"]
    return {(c["perspective"].split("`")[1], c["input"]): c["expected"] for c in cases if "`code` = " in c["input"]}


def test_a_value_off_an_else_if_states_the_clause_it_lands_in(tmp_path: Path) -> None:
    said = _said(tmp_path)
    # 301 off `=== 302`: the first clause sets 'GET'; 303 off it: the third clause throws.
    assert said[("code === 302", "`code` = `301`.")] == "`method` becomes `'GET'`.", said
    assert "Error" in said[("code === 302", "`code` = `303`.")], said


def test_doctests() -> None:
    from utspec.designer.offline import brace_chain

    assert doctest.testmod(brace_chain).failed == 0
