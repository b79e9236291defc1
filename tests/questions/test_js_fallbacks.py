"""A JavaScript option's default given where the option is read (issue 13: design-code conflicts, contradicted key items).

npm bytes 3.1.2's `format` reads `(options && options.decimalPlaces !== undefined) ? options.decimalPlaces : 2`; with
the planted `: 1` (bench/questions bytes-ja-js) the readme's "Default value to `2`." is a conflict, and so is the key
item "decimalPlaces を指定しない場合、小数点以下は最大 2 桁まで表示されること", which says "default" without the word.
"""

from __future__ import annotations

from utspec.models import Requirement, SourceText
from utspec.questions.default_claims import default_claim
from utspec.questions.default_conflicts import code_defaults, default_conflicts

JS = """function format(value, options) {
  var unitSeparator = (options && options.unitSeparator) || '';
  var decimalPlaces = (options && options.decimalPlaces !== undefined) ? options.decimalPlaces : %s;
  return value.toFixed(decimalPlaces) + unitSeparator;
}
"""
ROW = "decimalPlaces | `number`｜`null` | Maximum number of decimal places to include in output. Default value to `2`."


def _src(default: str, path: str = "index.js") -> SourceText:
    return SourceText(path=path, text=JS % default)


def test_an_option_read_with_a_fallback_has_that_default() -> None:
    found = [(d.name, d.value.shown(), d.line) for d in code_defaults(_src("1"))]
    assert found == [("unitSeparator", "''", 2), ("decimalPlaces", "1", 3)]  # ruleid
    assert code_defaults(_src("1", "format.py")) == []  # ok: JavaScript and TypeScript only


def test_a_stated_default_the_fallback_does_not_give_is_a_conflict() -> None:
    req = Requirement(id="DR-1", file="d.md", line=3, kind="table_row", text=ROW,
                      section="bytes.format(number value, [options]): string｜null")  # fmt: skip
    found = [(c.name, c.design.shown(), c.code.value.shown(), c.code.line) for c in default_conflicts([req], [_src("1")])]
    assert found == [("decimalPlaces", "2", "1", 3)]  # ruleid
    assert default_conflicts([req], [_src("2")]) == []  # ok


def test_when_not_given_claims_the_default() -> None:
    said = "decimalPlaces を指定しない場合、小数点以下は最大 2 桁まで表示されること"
    c = default_claim(said, [_src("1")])
    assert c is not None and (c.name, c.claimed.shown(), c.code.value.shown()) == ("decimalPlaces", "2", "1")  # ruleid
    assert default_claim(said, [_src("2")]) is None  # ok: the same default
    assert default_claim("decimalPlaces に 3 を指定すると、小数点以下は最大 3 桁まで表示されること", [_src("1")]) is None  # ok
