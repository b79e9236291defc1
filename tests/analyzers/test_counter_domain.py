"""A counter's boundaries hold only values the counter can take (issue 12: no impossible values).

kansuji 1.1.0 (npm, MIT): `keta` starts at 0 and only grows (`keta++`), `r = keta % 4`; `keta !== 0` and `r === 0` were
tested at -1 and `r === 3` at 4, inputs no test can set up.
"""

from __future__ import annotations

import doctest

from utspec.analyzers import analyze, counter_domain
from utspec.models import Kind, SourceText

JS = """\
function convert(str) {
  var out = [], keta = 0;
  for (var i = str.length - 1; i >= 0; i--) {
    var r = keta % 4;
    if (r === 3) {
      out.unshift("k");
    } else if (r === 0 && keta !== 0) {
      out.unshift("m");
    }
    out.unshift(str[i]);
    keta++;
  }
  return out.join("");
}
"""


def _values(src: str) -> dict[str, list[float | int]]:
    items = analyze([SourceText(path="c.js", text=src)]).items
    return {i.text: list(i.test_values or []) for i in items if i.kind is Kind.BOUNDARY}


def test_a_counter_and_its_remainder_stay_in_their_range() -> None:
    got = _values(JS)
    assert got["r === 3"] == [2, 3]  # ruleid: 4 is no remainder by 4
    assert got["r === 0"] == [0, 1]  # ruleid: -1 neither
    assert got["keta !== 0"] == [0, 1]  # ruleid: keta only counts up from 0


def test_a_counter_that_also_counts_down_keeps_every_value() -> None:
    got = _values(JS.replace("    keta++;\n", "    keta++;\n    if (str[i] === '-') keta -= 2;\n"))
    assert got["keta !== 0"] == [-1, 0, 1]  # ok: `keta -= 2` can make it negative
    assert got["r === 0"] == [-1, 0, 1]  # ok: and so its remainder


def test_doctests() -> None:
    assert doctest.testmod(counter_domain).failed == 0
