"""Conditions on NaN and the infinities take those values (special_numbers.py; path_value reads them too).

kansuji (npm, session 18 QA) was drafted with `n` = `1` for `typeof n === "number" && isNaN(n)` (no NaN: nothing
thrown) and with "no literal to choose from" for `n === Infinity`. The fixture is our own code in that shape.
"""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import cases_of

JS = '''function spell(n) {
  if (typeof n === "number" && isNaN(n)) throw new TypeError("NaN");
  if (n === Infinity) throw new TypeError("too big");
  return String(n);
}
'''


def test_nan_and_infinity_guards_take_those_values(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "spell.js", JS)
    nan = next(c for p, c in cases.items() if p.startswith("`typeof n === \"number\" && isNaN(n)` holds"))
    inf = next(c for p, c in cases.items() if p.startswith("`n === Infinity` holds"))
    assert nan["input"] == "`n` = `NaN`.", nan["input"]
    assert inf["input"] == "`n` = `Infinity`.", inf["input"]
