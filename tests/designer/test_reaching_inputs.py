"""A case's input reaches the item it is about (issue 12: the critic found two clean-draft cases that never did).

- a boundary operand of an `and` chain holds the operands that give a value, even when one gives none
  (partners.py `partial`): jpholiday's `elif date.year >= 2003 and date.month == 9 and date.day == …` at month 9;
- a string tested by the condition around the case's takes one value for both (around_joint.py): gzip's
  `if "t" in mode:` / `if "b" in mode: raise`;
- a callback's `if … return` is no guard of the function (callback_guards.py): ts-dedent's `reduce` step.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from ._one_file_run import cases_of

HOLIDAY = """def is_holiday(date):
    if date.year in range(1966, 2002 + 1) and date.month == 9 and date.day == 15:
        return True
    elif date.year >= 2003 and date.month == 9 and date.day == _week_day(date, 3, 1).day:
        return True
    return False
"""

GZ = """def open_it(filename, mode="rb", encoding=None):
    if "t" in mode:
        if "b" in mode:
            raise ValueError("Invalid mode: %r" % (mode,))
    return mode.replace("t", "")
"""

DEDENT = """export function dedent(templ: string): string {
  if (templ.length === 0) {
    throw new Error('empty template');
  }
  const widths = templ.split('\\n').reduce((arr: number[], str: string) => {
    const matches = str.match(/^(\\s+)\\S+/);
    if (matches) {
      return arr.concat(matches[1].length);
    }
    return arr;
  }, []);
  return templ.trim() + widths.length;
}
"""

COUNT = """export function countLong(words: string[]): number {
  if (words.length === 0) {
    throw new Error('no words');
  }
  const picked = words.filter((word) => {
    if (word.length > 3) {
      return true;
    }
    return false;
  });
  return picked.length;
}
"""

ROMAN = """class OutOfRangeError(Exception):
    pass


def to_roman(n: int) -> str:
    if not isinstance(n, int):
        raise TypeError("decimals cannot be converted")
    if not (-1 < n < 5000):
        raise OutOfRangeError("number out of range (must be 0..4999)")

    # special case
    if n == 0:
        return "N"
    return "I" * n
"""


def test_boundary_value_an_earlier_guard_catches_says_that_guard(tmp_path: Path) -> None:
    # -1 off `n == 0` never reaches it: the range guard raises first (clause_eval.py, through chain_arm).
    cases = cases_of(tmp_path, "roman.py", ROMAN)
    below = cases["`n == 0` at -1 (off the condition)"]
    assert "`OutOfRangeError` is raised" in below["expected"], below["expected"]


def test_elif_boundary_holds_the_partner_that_gives_a_value(tmp_path: Path) -> None:
    cases = list(cases_of(tmp_path, "holiday.py", HOLIDAY).values())
    on = [c for c in cases if c["perspective"].startswith("`date.month == 9` at 9")
          and any(":4:boundary" in e for e in c["evidence"])]  # fmt: skip
    assert on, [c["perspective"] for c in cases]
    # 1965 fails `date.year >= 2003`: the elif's `return True` is never reached.
    assert "`date.year` = `2003`" in on[0]["input"], on[0]["input"]


def test_nested_membership_takes_one_string_for_both(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "gz.py", GZ)
    inner = next(c for p, c in cases.items() if p.startswith('`"b" in mode` holds'))
    value = inner["input"].split("`mode` = `")[1].split("`")[0]
    assert "t" in value and "b" in value, inner["input"]


def test_callback_branch_is_no_guard_of_the_function(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "dedent.ts", DEDENT)
    normal = next(c for p, c in cases.items() if p.startswith("Normal path through `dedent`"))
    assert not any(e.startswith("src/dedent.ts:7:") for e in normal["evidence"]), normal["evidence"]
    assert "`templ`" in normal["input"], normal["input"]


def test_callback_parameter_is_no_input_of_the_function(tmp_path: Path) -> None:
    # `word` is bound by `filter` to each element; the tester passes `words` (was hobs18's callback_params patch).
    cases = cases_of(tmp_path, "count.ts", COUNT)
    normal = next(c for p, c in cases.items() if p.startswith("Normal path through `countLong`"))
    assert "`word`" not in normal["input"], normal["input"]
    assert "`words`" in normal["input"], normal["input"]


FROM_ROMAN = '''import re


class InvalidRomanNumeralError(Exception):
    pass


romanNumeralPattern = re.compile("""
    ^                   # beginning of string
    M{0,4}              # thousands
    (CM|CD|D?C{0,3})    # hundreds
    (XC|XL|L?X{0,3})    # tens
    (IX|IV|V?I{0,3})    # ones
    $                   # end of string
    """, re.VERBOSE)


def from_roman(s: str) -> int:
    if not s:
        raise InvalidRomanNumeralError("Input cannot be blank")
    s = s.upper()
    if not romanNumeralPattern.search(s):
        raise InvalidRomanNumeralError("Invalid Roman numeral: %s" % s)
    return len(s)
'''


def test_pattern_over_several_lines_gives_the_values(tmp_path: Path) -> None:
    # The normal path said `s` = "abc" (the pattern refuses it: the call raises); the error case named no value.
    cases = cases_of(tmp_path, "roman.py", FROM_ROMAN)
    normal = next(c for p, c in cases.items() if p.startswith("Normal path through `from_roman`"))
    value = normal["input"].split("`s` = `")[1].split("`")[0].strip('"')
    pattern = r"^M{0,4}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$"
    assert value and re.search(pattern, value.upper()), normal["input"]
    refused = cases["`not romanNumeralPattern.search(s)` holds"]
    bad = refused["input"].split("`s` = `")[1].split("`")[0].strip('"')
    assert bad and not re.search(pattern, bad.upper()), refused["input"]


QSTRING = """var TEXT_REGEXP = /^[\\u000b\\u0020-\\u007e\\u0080-\\u00ff]+$/
var TOKEN_REGEXP = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/

function qstring (str) {
  if (TOKEN_REGEXP.test(str)) {
    return str
  }

  if (str.length > 0 && !TEXT_REGEXP.test(str)) {
    throw new TypeError('invalid parameter value')
  }

  return '"' + str + '"'
}
"""


def test_boundary_string_holds_the_other_operand_and_the_earlier_guard(tmp_path: Path) -> None:
    # content-type's qstring: "`str` with 1 element" is a token (returned before) and text (no throw).
    cases = cases_of(tmp_path, "qstring.js", QSTRING)
    on = cases["`str.length > 0` at 1 (on the condition)"]
    value = json.loads(on["input"].split("`str` = `")[1].split("`")[0])
    assert len(value) == 1, on["input"]
    assert not re.search(r"^[\u000b\u0020-\u007e\u0080-\u00ff]+$", value), on["input"]
    assert not re.search(r"^[!#$%&'*+.^_`|~0-9A-Za-z-]+$", value), on["input"]
    off = cases["`str.length > 0` at 0 (off the condition)"]
    assert '`str` = `""`' in off["input"] or "`str` with 0 elements" in off["input"], off["input"]


def test_string_of_an_argument_is_named_by_the_argument(tmp_path: Path) -> None:
    # content-type's `var str = String(val)`: the normal path said "`str` with 0 elements; `val` = "abc"", where
    # `val` = "abc" makes `str` a token returned early (derived.py reads `String(val)` as `val`).
    source = QSTRING.replace("function qstring (str) {", "function qstring (val) {\n  var str = String(val)")
    cases = cases_of(tmp_path, "qstring.js", source)
    normal = next(c for p, c in cases.items() if p.startswith("Normal path through `qstring`"))
    assert "`str`" not in normal["input"] and "`val` = `" in normal["input"], normal["input"]
    on = cases["`str.length > 0` at 1 (on the condition)"]
    assert '`val` = `"\\t"`' in on["input"], on["input"]
