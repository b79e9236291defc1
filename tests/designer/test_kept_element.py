"""A `continue` guard not taken states the statement the element goes on to (issue 12: checkable results).

range-parser 1.2.1 (npm, MIT) and jpholiday 1.0.3 (PyPI, MIT): the off-point of `start < 0` / `line[weekday - 1] == 0`
said only "The element is not skipped.", which the critic blocks as unobservable on the designer's own draft.
"""

from __future__ import annotations

from pathlib import Path

from tests.designer._one_file_run import spec_of

JS = """\
export function parse(size, parts) {
  var ranges = []
  for (var i = 0; i < parts.length; i++) {
    var start = parseInt(parts[i], 10)
    if (start < 0) {
      continue
    }
    ranges.push({ start: start })
  }
  return ranges
}
"""

GUARD = """\
export function kept(parts, y) {
  var out = []
  for (var i = 0; i < parts.length; i++) {
    var e = parts[i]
    if ((e.lo != null) && y < e.lo) {
      continue
    }
    out.push(e.name)
  }
  return out
}
"""

PY = """\
def days_of(lines, weekday):
    days = []
    for line in lines:
        if line[weekday - 1] == 0:
            continue

        days.append(line[weekday - 1])
    return days
"""


def test_the_kept_element_reaches_the_next_call(tmp_path: Path) -> None:
    for name, src, call in (("index.js", JS, "`ranges.push`"), ("utils.py", PY, "`days.append`"),
                            ("guard.js", GUARD, "`out.push`")):  # fmt: skip
        cases = spec_of(tmp_path / name.split(".")[0], {name: src})["cases"]
        kept = [c for c in cases if "is not skipped" in c["expected"]]
        # ruleid: the off side names the call the element reaches
        assert kept and all(call in c["expected"] for c in kept), [c["expected"] for c in cases]
        # ok: the on side still says the element is skipped, and names no call
        skipped = [c for c in cases if "is skipped" in c["expected"]]
        assert skipped and not any(call in c["expected"] for c in skipped), [c["expected"] for c in cases]
