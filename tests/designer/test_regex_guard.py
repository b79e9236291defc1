"""A guard on a local holding a pattern match of an argument takes the argument's value (regex_guard.py)."""

from __future__ import annotations

import re
from pathlib import Path

from utspec.designer.offline.regex_guard import matched_local

from ._one_file_run import cases_of

# Our own code of the shape compare-versions has: the pattern on the line after its name, the match kept in a local.
TS = """export const dotted =
  /^(\\d+)\\.(\\d+)(?:-([a-z]+))?$/i;

export const parseDotted = (text: string) => {
  if (typeof text !== 'string') {
    throw new TypeError('expected a string');
  }
  const found = text.match(dotted);
  if (!found) {
    throw new Error('not a dotted pair');
  }
  return found;
};
"""

PATTERN = re.compile(r"^(\d+)\.(\d+)(?:-([a-z]+))?$", re.I)


def _value(text: str) -> str:
    m = re.search(r'`text` = `"([^"]*)"`', text)
    assert m is not None, text
    return m.group(1)


def test_throwing_case_names_a_refused_argument_and_normal_path_an_accepted_one(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "dotted.ts", TS)
    refused = cases["`!found` holds"]["input"]
    assert "`found`" not in refused  # not the local the tester cannot set
    assert PATTERN.search(_value(refused)) is None
    normal = next(c for p, c in cases.items() if p.startswith("Normal path through `parseDotted`"))
    assert PATTERN.search(_value(normal["input"])) is not None


def test_matched_local_reads_each_null_test() -> None:
    assert matched_local("!m") == ("m", False)
    assert matched_local("(m === null)") == ("m", False)
    assert matched_local("m != nil") == ("m", True)
    assert matched_local("m") == ("m", True)
    assert matched_local("m.length > 0") is None
