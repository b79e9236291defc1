"""A bound read from a member of a constant object in the file (constant_members.py).

bytes-js's `if (mag >= map.pb)` after `var map = { …, pb: Math.pow(1024, 5) }` said "Values for which `mag >=
map.pb` is true (the code names no literal to choose them from)".
"""

from __future__ import annotations

from pathlib import Path

from tests.designer._one_file_run import spec_of

SRC = """\
var map = {
  kb: 1 << 10,
  pb: Math.pow(1024, 5),
};

export function unitOf(value) {
  var mag = Math.abs(value);
  if (mag >= map.pb) {
    return 'PB';
  }
  if (mag >= map.kb) {
    return 'KB';
  }
  return 'B';
}
"""


def test_constant_object_members_give_the_bound(tmp_path: Path) -> None:
    said = "\n".join(c["input"] for c in spec_of(tmp_path, {"index.js": SRC})["cases"])
    assert "`value` = `1125899906842624`" in said, said
    assert "`value` = `1024`" in said, said
    assert "Values for which `mag >= map" not in said, said
