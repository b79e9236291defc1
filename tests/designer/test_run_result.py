"""A case's expected result from its function run on its own input (designer.offline.run_result, case_run).

roman's `toRoman(1)` said "the function returns `result`" (a loop builds it: the path walk stops there) and
calendar's `isleap(100)` said "Not stated by the code". The exact interpreters run both. A run that does not take
the case's path (a condition never reached, or reached on its other side) states nothing. Each test of the rule
fails with it switched off.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from utspec.designer.offline import assembly
from utspec.designer.offline.case_run import Disagreement, Run, case_run
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.run_result import restated
from utspec.models import ChecklistItem, Kind, SourceText

from ._one_file_run import spec_of

_ROMAN = """def to_roman(n):
    if not 0 < n < 5000:
        raise ValueError("number out of range")
    result = ""
    for numeral, integer in (("M", 1000), ("C", 100), ("X", 10), ("I", 1)):
        while n >= integer:
            result += numeral
            n -= integer
    return result


def isleap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
"""

_PAD = """function pad(width) {
  if (width > 8) {
    throw new RangeError('width too large');
  }
  let out = '';
  for (let i = 0; i < width; i++) {
    out = out + '-';
  }
  return out;
}
module.exports = pad;
"""


def _by_input(spec: dict) -> dict[tuple[str, str], str]:
    return {(c["evidence"][0], c["input"]): c["expected"] for c in spec["cases"]}


def _off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(assembly, "run_result", lambda d, *_a, **_k: d)


def test_a_result_a_loop_builds_is_run(tmp_path: Path) -> None:
    cases = _by_input(spec_of(tmp_path, {"roman.py": _ROMAN}))
    assert cases[("src/roman.py:2:boundary", "`n` = `1`.")] == (
        '`ValueError` with the message "number out of range" is not raised; '
        "the function returns `'I'` (the value of `result` for this input)."
    )


def test_not_stated_becomes_the_call_s_result_where_the_condition_is_reached(tmp_path: Path) -> None:
    cases = _by_input(spec_of(tmp_path, {"roman.py": _ROMAN}))
    assert cases[("src/roman.py:13:boundary#2", "`year` = `100` (`year % 100` is then `0`).")].startswith(
        "The function returns `False`"
    )
    # the off-point is 4, not 1: no year with `year % 4 == 0` has `year % 100` = 1 (analyzers/remainder_reach.py)
    assert cases[("src/roman.py:13:boundary#2", "`year` = `4`.")].startswith("The function returns `True`")


def test_javascript_runs_too(tmp_path: Path) -> None:
    cases = _by_input(spec_of(tmp_path, {"pad.js": _PAD}))
    assert cases[("src/pad.js:2:boundary", "`width` = `8`.")] == (
        '`RangeError` with the message "width too large" is not raised; '
        'the function returns `"--------"` (the value of `out` for this input).'
    )


def test_switched_off_the_results_stay_restated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _off(monkeypatch)
    cases = _by_input(spec_of(tmp_path, {"roman.py": _ROMAN}))
    assert "`'I'`" not in cases[("src/roman.py:2:boundary", "`n` = `1`.")]
    assert cases[("src/roman.py:13:boundary#2", "`year` = `100` (`year % 100` is then `0`).")].startswith(
        "Not stated by the code"
    )


_SHIFTED = ["def sign(n):", "    n = n - 10", "    if n > 0:", '        return "pos"', '    return "neg"']


def _item(line: int, text: str, kind: Kind = Kind.BOUNDARY) -> ChecklistItem:
    return ChecklistItem(id=f"s.py:{line}:{kind.value}", kind=kind, file="s.py", line=line, end_line=line + 1,
                         language="python", symbol="sign", text=text)  # fmt: skip


def test_a_run_on_the_other_side_of_the_condition_is_a_disagreement() -> None:
    # the input reads `n > 0` true at 1; the body makes it -9 first: the case's input is wrong, nothing is stated
    found = case_run({"s.py": _SHIFTED}, _item(3, "n > 0"), "`n` = `1`.")
    assert isinstance(found, Disagreement)
    assert isinstance(case_run({"s.py": _SHIFTED}, _item(3, "n > 0"), "`n` = `11`."), Run)


def test_a_literal_result_is_never_replaced() -> None:
    ctx = Ctx.build("en", [_item(3, "n > 0")], [SourceText(path="s.py", text="\n".join(_SHIFTED))])
    run = case_run(ctx.sources, _item(3, "n > 0"), "`n` = `11`.")
    assert isinstance(run, Run) and run.shown == "'pos'"
    assert restated('The function returns `"neg"`.', run, _item(3, "n > 0"), ctx) is None
    assert restated("The function returns `'pos'`.", run, _item(3, "n > 0"), ctx) is None
    assert restated("`x` becomes `1`.", run, _item(3, "n > 0"), ctx) == (
        "`x` becomes `1`; the function returns `'pos'`."
    )


def test_a_test_double_is_no_value_a_call_carries() -> None:
    assert (
        case_run({"s.py": _SHIFTED}, _item(3, "n > 0"), "`n` = `11`; `f()` returns `1` (test double).")
        is None
    )


def test_a_clipped_expression_is_not_quoted_as_the_value_s_source() -> None:
    # `return data[n // 2]` was read up to `//` as a comment: "`data[n`" is no expression a reader can check
    ctx = Ctx.build("en", [_item(3, "n > 0")], [SourceText(path="s.py", text="\n".join(_SHIFTED))])
    run = case_run(ctx.sources, _item(3, "n > 0"), "`n` = `11`.")
    assert isinstance(run, Run)
    assert (
        restated("The function returns `data[n`.", run, _item(3, "n > 0"), ctx)
        == "The function returns `'pos'`."
    )


_WORDS = """function words(text) {
  const match = text.match(/[a-z]+/g);
  if (match) {
    return match.filter((w) => { if (w.length > 1) { return true } else { return false } });
  }
  return [];
}
module.exports = words;
"""


def test_a_callback_s_body_is_not_quoted_after_the_run_s_value(tmp_path: Path) -> None:
    # japanese-numeral's `findKanjiNumbers`: "`[]` is returned (the value of `match.filter((item) => { … return true
    # … })`)" was read by the critic as a claim that `true` is returned
    spec = spec_of(tmp_path, {"words.js": _WORDS})
    said = [c["expected"] for c in spec["cases"] if c["evidence"][0] == "src/words.js:3:branch"]
    assert said and all("=>" not in e for e in said)
    assert any("returns `[]`" in e or 'returns `["ab"]`' in e for e in said), said
