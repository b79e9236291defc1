"""A boundary on a pure expression of an input gives the input's value, not a test double of the expression."""

from __future__ import annotations

import doctest
from pathlib import Path

from tests.designer._one_file_run import spec_of

TS = """export class Size {
  constructor(private bytes: number) {}

  symbol(): string {
    if (Math.abs(this.bytes) >= 1024) {
      return 'KiB';
    }
    return 'B';
  }

  variant(b: number): string {
    if ((b & 0xc0) === 0x80) {
      return 'RFC4122';
    }
    return 'other';
  }
}
"""


def test_the_argument_of_an_absolute_value_and_of_a_mask_is_set(tmp_path: Path) -> None:
    inputs = [c["input"] for c in spec_of(tmp_path, {"size.ts": TS})["cases"]]
    assert "`this.bytes` = `1024`." in inputs, inputs
    assert "`b` = `128`." in inputs, inputs
    assert not any("Math.abs(this.bytes)` returns" in i or "(b & 0xc0)` returns `128`" in i for i in inputs), inputs


def test_doctests() -> None:
    from utspec.designer.offline import settable_inputs

    assert doctest.testmod(settable_inputs).failed == 0
