"""A case's input passes every guard on its way, and names the input a tester passes (issue 12).

`parseCouponCode` normalises `code` into `trimmed`, then tests its length and its pattern. Before this
rule the normal path said `trimmed` = `"ABC123"` (six characters: the length guard fires) and the
pattern's firing case said `"USER@EXAMPLE.COM"` (the length guard fires first, with another message);
a tester cannot pass `trimmed` at all.
"""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

from utspec.designer.offline import derived, string_constraints

from ._one_file_run import cases_of

COUPON = """export function parseCouponCode(code: string): string {
  const trimmed = code.trim().toUpperCase();
  if (trimmed.length !== 8) {
    throw new RangeError('coupon codes have 8 characters');
  }
  if (!/^[A-Z0-9]+$/.test(trimmed)) {
    throw new RangeError('coupon codes are letters and digits');
  }
  return trimmed;
}
"""

PY = '''import re

CODE = re.compile(r"^[a-z]+$")


def check(name: str) -> str:
    key = name.strip().lower()
    if not key:
        raise ValueError("name is required")
    if len(key) > 5:
        raise ValueError("name is too long")
    if not CODE.match(key):
        raise ValueError("name has other characters")
    return key
'''


def test_doctests() -> None:
    assert doctest.testmod(derived).failed == 0 and doctest.testmod(derived).attempted >= 6
    assert doctest.testmod(string_constraints).failed == 0 and doctest.testmod(string_constraints).attempted >= 8


def test_coupon_inputs_pass_the_guards_before_them(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "coupon.ts", COUPON)
    normal = next(c for p, c in cases.items() if p.startswith("Normal path"))
    assert '`code` = `"AAAAAAAA"` (length 8)' in normal["input"]
    assert "trimmed" not in normal["input"]
    pattern = cases["`!/^[A-Z0-9]+$/.test(trimmed)` holds"]
    value = pattern["input"].split("`code` = `")[1].split("`")[0].strip('"')
    # Eight characters (the length guard passes) that upper-cased still fail the pattern.
    assert len(value) == 8 and not value.upper().isalnum(), pattern["input"]
    seven = cases["`trimmed.length !== 8` at 7 (on the condition)"]
    assert seven["input"] == '`code` = `"AAAAAAA"` (length 7).'


def test_python_normalised_name(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "check.py", PY)
    normal = next(c for p, c in cases.items() if p.startswith("Normal path"))
    value = normal["input"].split("`name` = `")[1].split("`")[0].strip('"')
    assert value and len(value) <= 5 and value.strip().lower().isalpha(), normal["input"]
    pattern = cases["`not CODE.match(key)` holds"]
    bad = pattern["input"].split("`name` = `")[1].split("`")[0].strip('"')
    assert bad.strip() and len(bad.strip()) <= 5 and not bad.strip().lower().isalpha(), pattern["input"]


@pytest.mark.parametrize("off", ["joint", "derived"])
def test_each_rule_is_needed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, off: str) -> None:
    """Switched off, the coupon's normal path names `trimmed` or a value the length guard rejects."""
    from utspec.designer.offline import case_inputs, main_path, values

    if off == "joint":
        for module in (case_inputs, main_path):
            monkeypatch.setattr(module, "joint", lambda phrases, *a, **k: list(phrases))
    else:
        monkeypatch.setattr(values, "derived_from", lambda *a, **k: None)
        monkeypatch.setattr(string_constraints, "derived_from", lambda *a, **k: None)
    cases = cases_of(tmp_path, "coupon.ts", COUPON)
    normal = next(c for p, c in cases.items() if p.startswith("Normal path"))
    assert '`code` = `"AAAAAAAA"` (length 8)' not in normal["input"]
