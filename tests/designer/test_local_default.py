"""`x = a || lit` / `a ?? lit` / `a or lit` with an exit further down: the default and the return (local_default.py).

Hand-written functions of the shape of validator's `isLength` (`let min = options.min || 0;` then `if (len <
min) return false;`): before the rule the default's case asked "what should a test observe when `0` holds".
"""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

from utspec.designer.offline import local_default

from ._one_file_run import cases_of, spec_of

TS = """export function isLength(str: string, options: { min?: number }): boolean {
  const min = options.min || 0;
  const len = str.length;
  if (len < min) {
    return false;
  }
  return len > 3;
}

export function greet(name: string, greeting?: string): string {
  const word = greeting ?? 'Hello';
  if (name === '') {
    throw new Error('no name');
  }
  return `${word}, ${name}`;
}
"""

PY = '''def label(name: str, unit: str = None) -> str:
    suffix = unit or "kg"
    if not name:
        raise ValueError("name is required")
    return name + " " + suffix
'''


def _default_case(cases: dict[str, dict], local: str) -> dict:
    return next(c for c in cases.values() if f"`{local}`" in c["expected"] and "becomes" in c["expected"])


def test_doctests() -> None:
    assert doctest.testmod(local_default).failed == 0


def test_or_default_states_the_default_and_the_return(tmp_path: Path) -> None:
    case = _default_case(cases_of(tmp_path, "len.ts", TS), "min")
    assert "`options.min` = `null`" in case["input"] and '`str` = `"abc"`' in case["input"], case
    assert case["expected"] == "`min` becomes `0`; the function returns `false` (the value of `len > 3` for this input).", case
    assert not case.get("question")


def test_nullish_default_takes_null_for_the_left_operand(tmp_path: Path) -> None:
    case = _default_case(cases_of(tmp_path, "len.ts", TS), "word")
    assert case["perspective"] == "`word` takes its default `'Hello'` (`greeting` is null)"
    assert "`greeting` = `null`" in case["input"] and '"Hello, a"' in case["expected"], case


def test_python_or_default(tmp_path: Path) -> None:
    case = _default_case(cases_of(tmp_path, "fmt.py", PY), "suffix")
    assert '`unit` = `""`' in case["input"] and '"abc kg"' in case["expected"], case


def test_ja_default_is_japanese(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"fmt.py": PY}, language="ja")["cases"]
    case = next(c for c in cases if "既定値" in c["perspective"])
    assert case["perspective"] == "`unit` が偽のとき `suffix` は既定値 `\"kg\"` になる", case


@pytest.mark.parametrize("name", ["len.ts", "fmt.py"])
def test_without_the_rule_the_default_asks_or_says_nothing_checkable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    from utspec.designer.offline import branch_cases

    monkeypatch.setattr(branch_cases, "default_cases", lambda item, ctx: None)
    cases = cases_of(tmp_path, name, TS if name == "len.ts" else PY)
    assert not any("takes its default" in p for p in cases), list(cases)
