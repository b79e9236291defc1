"""`a.indexOf(v) !== -1` on an array is set up through the array, not a test double of indexOf (issue 12: inputs a
tester can use). kansuji 1.1.0 (npm, MIT): `ichi.indexOf(10) !== -1` under `ichi instanceof Array` said
"`ichi.indexOf(10)` returns `-1` (test double)".
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.designer._one_file_run import spec_of

JS = """\
export function flags(ichi, email) {
  if (ichi instanceof Array) {
    return ichi.indexOf(10) !== -1;
  }
  if (email.indexOf("@") !== -1) {
    return true;
  }
  return false;
}
"""


def test_the_array_holds_the_value_or_not(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"flags.js": JS})["cases"]
    inputs = {c["perspective"]: c["input"] for c in cases}
    at = {p: i for p, i in inputs.items() if "ichi.indexOf(10)" in p}
    # ruleid: the array itself, with and without 10
    assert sorted(at.values()) == ["`ichi` = `[10]` (`ichi.indexOf(10)` is then `0`).",
                                  "`ichi` = `[]` (`ichi.indexOf(10)` is then `-1`)."], inputs
    # ok: a text searched for "@" is not read as an array
    assert not any("`email` = `[" in i for i in inputs.values()), inputs
    trace = json.loads((tmp_path / "out" / "trace.json").read_text(encoding="utf-8"))
    blocking = [f for f in trace["rounds"][0]["review"]["findings"] if f["severity"] == "blocking"]
    assert not blocking, blocking  # ok: the boundary's own value is still said, so its values are covered
