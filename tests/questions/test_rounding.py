"""A rounding direction stated for a value against the rounding the code applies (issue 13: conflicts, key items).

npm cookie 0.6.0 (bench/questions cookie-ja-js cookie-C2, KT-10): the readme's `maxAge` section says "converted to an
integer by rounding down"; the planted edit writes `Math.round(maxAge)`; a key item gives 3.7 → 'Max-Age=3'.
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify
from utspec.questions.rounding import stated_rounding

JS = """function serialize(name, val, opt) {
  var str = name + '=' + val;
  if (null != opt.maxAge) {
    var maxAge = opt.maxAge - 0;

    if (isNaN(maxAge) || !isFinite(maxAge)) {
      throw new TypeError('option maxAge is invalid')
    }

    str += '; Max-Age=' + Math.round(maxAge);
  }
  return str;
}
"""
DOWN = "The given number will be converted to an integer by rounding down. By default, no maximum age is set."


def _src(code: str = JS) -> list[SourceText]:
    return [SourceText(path="index.js", text=code)]


def test_a_stated_direction_the_code_does_not_round_is_a_conflict() -> None:
    found = stated_rounding(DOWN, "maxAge", _src())
    assert found is not None and (found.line, found.stated, found.code) == (10, "down", "nearest")  # ruleid
    assert stated_rounding(DOWN, "maxAge", _src(JS.replace("Math.round", "Math.floor"))) is None  # ok
    assert stated_rounding(DOWN, "expires", _src()) is None  # ok: another subject


def test_a_worked_pair_the_code_rounds_otherwise_is_contradicted() -> None:
    src = _src()
    v = classify("maxAge に 3.7 を指定すると 'Max-Age=3' が付くこと", Inputs.of(analyze(src).items, [], src))
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 10  # ruleid
    v = classify("maxAge に 3.2 を指定すると 'Max-Age=3' が付くこと", Inputs.of(analyze(src).items, [], src))
    assert v.outcome != "contradicted"  # ok: rounding to the nearest gives 3 as well
