"""A statement after several ways out of its function gets an input that takes none of them (ms's `throw`)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import cases_of

TS = """export function ms(value: string | number): string {
  if (typeof value === 'string') {
    return parse(value);
  } else if (typeof value === 'number') {
    return format(value);
  }
  throw new Error('Value must be a string or number.');
}
"""

PY = '''def grade(score: int, bonus: bool) -> str:
    if score > 90:
        return "A"
    if bonus:
        return "B"
    raise ValueError("no grade")
'''


def test_throw_after_a_typeof_chain_gets_a_third_type(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "ms.ts", TS)
    throw = next(c for p, c in cases.items() if p.startswith("Exception:"))
    assert throw["input"] == "`value` = `true`."


def test_raise_after_two_early_returns_takes_neither(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "grade.py", PY)
    raise_ = next(c for p, c in cases.items() if p.startswith("Exception:"))
    assert "`score` = `90`" in raise_["input"] and "`bonus` = `False`" in raise_["input"]
