"""A guard's `&&` case that skips a `return` names no line it does not know (sentences.say).

pretty-bytes' `if (min === undefined && max === undefined) { return undefined; }` and bytes-js's `typeof val ===
'number' && !isNaN(val)` said "The function does not return `undefined` at line None".
"""

from __future__ import annotations

from pathlib import Path

from tests.designer._one_file_run import spec_of

SRC = """\
export function pick(a, b) {
  if (typeof a === 'number' && !isNaN(a)) {
    return a;
  }
  return b;
}
"""


def test_no_line_none(tmp_path: Path) -> None:
    said = "\n".join(c["expected"] for c in spec_of(tmp_path, {"pick.js": SRC})["cases"])
    assert "line None" not in said, said
    assert "does not return `a` from that block" in said, said


def test_no_line_none_in_japanese(tmp_path: Path) -> None:
    said = "\n".join(c["expected"] for c in spec_of(tmp_path, {"pick.js": SRC}, language="ja")["cases"])
    assert "None" not in said, said
    assert "そのブロックの `return` は実行されず、`a` を返さない" in said, said
