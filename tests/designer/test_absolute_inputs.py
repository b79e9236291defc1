"""A local holding the absolute value of an input is tested through that input (ms-ts's `msAbs = Math.abs(ms)`)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import cases_of

TS = """export function fmtShort(ms: number): string {
  const msAbs = Math.abs(ms);
  if (msAbs >= 86400000) {
    return 'day';
  }
  return 'less';
}
"""


def test_boundary_names_the_input_not_a_double_of_math_abs(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "fmt.ts", TS)
    on = next(c for p, c in cases.items() if p.startswith("`msAbs >= 86400000` at 86400000"))
    off = next(c for p, c in cases.items() if p.startswith("`msAbs >= 86400000` at 86399999"))
    assert on["input"] == "`ms` = `86400000`."
    assert off["input"] == "`ms` = `86399999`."
    assert not any("Math.abs" in c["input"] for c in cases.values())
