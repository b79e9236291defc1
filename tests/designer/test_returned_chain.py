"""A concise arrow body returning an `||` chain with a BigInt operand (pretty-ms's `isZero`, D7/D8)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

# The arrow's body is what it returns; with the other operand held false, each boundary value of
# `value === 0n` decides it. A Number `0` is not `0n`: the values are BigInts. Neither `true` nor `false` is
# written in the file, yet the comparison returns one of them (the critic accepts them from a returned comparison).
JS = """const isZero = value => value === 0 || value === 0n;

export default function prettyMilliseconds(milliseconds) {
  if (isZero(milliseconds)) {
    return '0ms';
  }
  return String(milliseconds);
}
"""


def test_each_bigint_boundary_value_states_what_the_arrow_returns(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"index.js": JS})
    cases = {c["perspective"]: c for c in spec["cases"]}
    on = cases["`value === 0n` at 0n (on the condition)"]
    assert on["input"] == "`value` = `0n`." and on["expected"] == "The function returns `true`.", on
    off = cases["`value === 0n` at 1n (off the condition)"]
    assert off["input"] == "`value` = `1n`." and off["expected"] == "The function returns `false`.", off
    asked = [q["id"] for q in spec["open_questions"]]
    assert not [q for q in asked if "unsupported-value" in q or q.startswith("Q-effect:src/index.js:1")], asked
