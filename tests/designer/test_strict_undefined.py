"""`x === undefined` takes `undefined`, not `null` (strict equality: null would take the other side; ky-ts TC-036)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import cases_of

TS = """export function delayOf(timestamp: number | undefined, other: number | null): number {
  if (timestamp === undefined) {
    return -1;
  }
  if (other === null) {
    return -2;
  }
  return timestamp;
}
"""


def test_strict_undefined_takes_undefined_and_null_takes_null(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "d.ts", TS)
    undef = next(c for p, c in cases.items() if p.startswith("`timestamp === undefined` holds"))
    null = next(c for p, c in cases.items() if p.startswith("`other === null` holds"))
    assert "`timestamp` = `undefined`" in undef["input"], undef["input"]
    assert "`other` = `null`" in null["input"], null["input"]
