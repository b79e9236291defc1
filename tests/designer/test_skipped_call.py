"""A skipped block's call is "not called with …" when the function calls the same callee elsewhere (issue 12: correct
polarity). kansuji 1.1.0 (npm, MIT): `if (r === 1 || r === 2 || r === 3) { out.unshift(kanjiUnits[r - 1]); … }` at
r = 0 said "`out.unshift` is not called", while the same iteration calls `out.unshift(kanjiDigits[…])` after it.
"""

from __future__ import annotations

import doctest
from pathlib import Path

from tests.designer._one_file_run import spec_of
from utspec.designer.offline import skipped_call

JS = """\
export function digits(str) {
  var out = [];
  for (var i = str.length - 1; i >= 0; i--) {
    var r = i % 4;
    if (r === 1) {
      out.unshift(UNITS[r - 1]);
    }
    out.unshift(DIGITS[i]);
  }
  return out.join("");
}
"""

ONCE = """\
export function notify(order, mailer) {
  if (order.total > 100) {
    mailer.send(order.id);
  }
  return order.id;
}
"""


def test_a_callee_called_elsewhere_is_not_denied_outright(tmp_path: Path) -> None:
    cases = spec_of(tmp_path / "d", {"digits.js": JS})["cases"]
    off = [c["expected"] for c in cases if "r === 1" in c["perspective"] and "off" in c["perspective"]]
    # ruleid: `out.unshift` still runs with the digit, so only the unit's call is denied
    assert off and all("`out.unshift` is not called with `UNITS[r - 1]`" in e for e in off), off
    assert not any("`out.unshift` is not called." in c["expected"] for c in cases)


def test_a_callee_called_only_in_the_block_is_not_called(tmp_path: Path) -> None:
    cases = spec_of(tmp_path / "n", {"notify.js": ONCE})["cases"]
    # ok: the only call of `mailer.send` is the block's, so "is not called" holds as it stands
    assert any("`mailer.send` is not called" in c["expected"] and "with" not in c["expected"].split("called")[1][:6]
               for c in cases), [c["expected"] for c in cases]  # fmt: skip


def test_doctests() -> None:
    assert doctest.testmod(skipped_call).failed == 0
