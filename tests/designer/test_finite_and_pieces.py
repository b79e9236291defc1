"""ms-ts: `!Number.isFinite(ms)` gets a value that is not finite; a ternary inside a template is no returned value."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import cases_of

TS = """export function format(ms: number): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) {
    throw new Error('Value must be a finite number.');
  }
  return fmt(ms);
}

function plural(ms: number, n: number, name: string): string {
  const isPlural = ms >= n * 1.5;
  return `${Math.round(ms / n)} ${name}${isPlural ? 's' : ''}`;
}
"""


def test_not_finite_guard_gets_infinity(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "ms.ts", TS)
    second = next(c for p, c in cases.items() if "does not hold and `!Number.isFinite(ms)` holds" in p)
    assert second["input"] == "`ms` = `Infinity`."


def test_ternary_inside_a_template_is_not_what_the_function_returns(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "ms.ts", TS)
    plural = next(c for p, c in cases.items() if p.startswith("`isPlural` holds"))
    assert "returns `'s'`" not in plural["expected"]
