"""`x != null ? x : 0` names a value of the default's kind for the "not null" side (issue 12: concrete inputs).

japanese-holidays 1.0.10 (npm, MIT; CoffeeScript 1.12 output): `(day != null ? day : 0)` gave eight cases whose input
was "values for which `day != null` is true (the code names no literal to choose them from)".
"""

from __future__ import annotations

import doctest
from pathlib import Path

from tests.designer._one_file_run import spec_of
from utspec.designer.offline import defaulted_sample

JS = """\
export function shift(date, day, sep) {
  var t = date + (day != null ? day : 0) * 24;
  return String(t) + (sep != null ? sep : "-");
}
"""


def test_the_not_null_side_takes_a_value_of_the_defaults_kind(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"shift.js": JS})["cases"]
    inputs = {c["perspective"]: c["input"] for c in cases}
    # ruleid: a number one above the default 0, a text other than "-" (the other arguments are found by running:
    # argument_search.py)
    assert "`day` = `1`" in inputs.get("`day != null` holds", ""), inputs
    assert '`sep` = `"abc"`' in inputs.get("`sep != null` holds", ""), inputs
    assert not any("names no literal" in i for i in inputs.values()), inputs


def test_doctests() -> None:
    assert doctest.testmod(defaulted_sample).failed == 0
