"""A returned template literal is stated as the string it gives for the case's input (ms-ts's fmtShort and plural)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import cases_of

TS = """const s = 1000;

function fmtShort(ms: number): string {
  const msAbs = Math.abs(ms);
  if (msAbs >= s) {
    return `${Math.round(ms / s)}s`;
  }
  return `${ms}ms`;
}

function plural(ms: number, msAbs: number, n: number, name: string): string {
  const isPlural = msAbs >= n * 1.5;
  return `${Math.round(ms / n)} ${name}${isPlural ? 's' : ''}` as string;
}
"""


def _expected(cases: dict[str, dict], start: str) -> tuple[str, str]:
    case = next(c for p, c in cases.items() if p.startswith(start))
    return case["input"], case["expected"]


def test_boundary_cases_state_the_returned_string(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "fmt.ts", TS)
    assert _expected(cases, "`msAbs >= s` at 1000")[1].startswith('The function returns `"1s"`')
    assert _expected(cases, "`msAbs >= s` at 999")[1].startswith('The function returns `"999ms"`')  # Math.round is not used
    assert "``" not in _expected(cases, "`msAbs >= s` at 1000")[1]  # the template's own backticks are not code fences


def test_an_arm_inside_a_returned_template_states_the_whole_string(tmp_path: Path) -> None:
    inp, expected = _expected(cases_of(tmp_path, "fmt.ts", TS), "`isPlural` holds")
    assert "`ms` = `1`" in inp and '`name` = `"abc"`' in inp, inp
    assert expected.startswith('The function returns `"1 abcs"`'), expected
