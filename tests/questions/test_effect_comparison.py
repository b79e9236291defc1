"""Key items whose expected effect the code contradicts in ways read by no one project's words (issue 13, session 12).

Seen on the two projects added in session 12 (labels committed before utspec ran on them), each a rule of
its own module; each test fails with its rule off:
- negated_raise.py: "例外を送出せずに undefined を返す" was read as a raise claim (例外, 送出), so the
  `throw e` it contradicts agreed with it;
- compared_value.py and the named function: "monthrange に月 13 を渡すと (0, 0) が返される" tied between
  `not 1 <= month <= 12` and `month == February` (both in monthrange); 13 is the bound 12 plus one;
- assigned_instead.py: "numOfAttempts に負の値を指定すると RangeError" where the code clamps the value;
- limit_claims.py: "幅が 10 以上" where formatweekday tests `width >= 9`.
"""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.models import KeyItem, QuestionKind, SourceText
from utspec.questions.key_item_questions import question
from utspec.questions.key_items import Inputs, classify

TS = SourceText(
    path="b.ts",
    text="""export function getSanitizedOptions(options: Options) {
  const sanitized: Options = { ...defaultOptions, ...options };
  if (sanitized.numOfAttempts < 1) {
    sanitized.numOfAttempts = 1;
  }
  return sanitized;
}

export async function execute(request: () => Promise<number>, options: Options): Promise<number> {
  let attemptNumber = 0;
  while (!limitReached(attemptNumber, options)) {
    try {
      return await request();
    } catch (e) {
      attemptNumber++;
      const shouldRetry = await options.retry(e, attemptNumber);
      if (!shouldRetry || limitReached(attemptNumber, options)) {
        throw e;
      }
    }
  }
  return 0;
}
""",
)
PY = SourceText(
    path="c.py",
    text="""class IllegalMonthError(ValueError):
    pass


def monthrange(year, month):
    if not 1 <= month <= 12:
        raise IllegalMonthError(month)
    day1 = weekday(year, month, 1)
    ndays = mdays[month] + (month == February and isleap(year))
    return day1, ndays


def formatweekday(day, width):
    if width >= 9:
        names = day_name
    else:
        names = day_abbr
    return names[day][:width]
""",
)


def _verdict(text: str, src: SourceText):  # type: ignore[no-untyped-def]
    items = analyze([src]).items
    return classify(text, Inputs.of(items, [], [src]))


def test_a_negated_raise_expects_a_return() -> None:
    v = _verdict("retry が false を返した場合、execute は例外を送出せずに undefined を返すこと", TS)
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 17  # ruleid: `throw e`
    assert (v.expected, v.actual) == ("return undefined", "raise e")


def test_a_number_the_tied_condition_compares_chooses_it() -> None:
    v = _verdict("monthrange に月 13 を渡すと (0, 0) が返されること", PY)
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 6  # ruleid: 13 is 12 + 1
    assert (v.expected, v.actual) == ("return (0, 0)", "raise IllegalMonthError")
    assert _verdict("monthrange に月 0 を渡すと IllegalMonthError が送出されること", PY).outcome == "anchored"  # ok


def test_a_raise_where_the_code_clamps_the_value() -> None:
    v = _verdict("numOfAttempts に負の値を指定すると RangeError が送出されること", TS)
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 3  # ruleid
    assert (v.expected, v.actual) == ("raise RangeError", "sanitized.numOfAttempts = 1")


def test_a_limit_the_named_function_tests_elsewhere() -> None:
    v = _verdict("formatweekday は幅が 10 以上のときに曜日の完全な名前を使うこと", PY)
    assert v.outcome == "contradicted" and v.limit is not None and v.limit.expected == "width >= 10"  # ruleid
    kt = KeyItem(id="KT-6", file="k.md", line=8, text="formatweekday は幅が 10 以上のときに曜日の完全な名前を使うこと")
    q = question(kt, v, "ja", [])
    assert q is not None and q.kind is QuestionKind.KEY_ITEM_CONTRADICTED and q.places == ["c.py:14", "k.md:8"]
    assert _verdict("formatweekday は幅が 9 以上のときに曜日の完全な名前を使うこと", PY).outcome == "anchored"  # ok


def test_the_doctests_run() -> None:
    import doctest

    from utspec.questions import (
        assigned_instead,
        compared_value,
        limit_claims,
        negated_raise,
        warned_only,
        worked_return,
    )

    for m in (assigned_instead, compared_value, limit_claims, negated_raise, warned_only, worked_return):
        assert doctest.testmod(m).failed == 0, m.__name__


def test_a_worked_example_evaluated_through_the_function() -> None:
    src = SourceText(
        path="m.py",
        text="def _prevmonth(year, month):\n    if month == 1:\n        return year-1, 12\n    else:\n        return year, month-1\n\n\n"
        "def leapdays(y1, y2):\n    y1 -= 1\n    y2 -= 1\n    return (y2//4 - y1//4) - (y2//100 - y1//100) + (y2//400 - y1//400)\n",
    )
    v = _verdict("_prevmonth(2024, 1) は (2024, 12) を返すこと", src)
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 3  # ruleid: returns (2023, 12)
    assert (v.expected, v.actual) == ("return (2024, 12)", "return (2023, 12)")
    assert _verdict("_prevmonth(2024, 3) は (2024, 2) を返すこと", src).outcome == "anchored"  # ok
    assert _verdict("leapdays(2000, 2004) returns 1", src).outcome == "anchored"  # ok: evaluated, 1


def test_a_worked_example_reads_assignments_to_locals() -> None:
    src = SourceText(path="n.py", text="def lower(n):\n    n -= 10\n    if n > 0:\n        return n\n    return 0\n")
    v = _verdict("lower(12) returns 12", src)
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 4  # ruleid: n -= 10 read, returns 2
    assert v.actual == "return 2"


def test_a_length_limit_needs_no_function_name() -> None:
    src = SourceText(
        path="v.js",
        text="function validate(name) {\n  var warnings = []\n  if (!name.length) {\n    return 'empty'\n  }\n"
        "  if (name.length > 241) {\n    warnings.push('name can no longer contain more than 214 characters')\n  }\n"
        "  return warnings\n}\n",
    )
    v = _verdict("215 文字の名前は「214 文字以下」の規則に反するので errors に入ること", src)
    assert v.outcome == "contradicted" and v.limit is not None and v.limit.expected == "name.length <= 214"  # ruleid
    assert v.limit.item.line == 6
    assert _verdict("名前は「241 文字以下」であること", src).outcome != "contradicted"  # ok: the same cut


NPM = SourceText(
    path="i.js",
    text="function validate(name) {\n  var warnings = []\n  var errors = []\n"
    "  if (name.startsWith('_')) {\n    errors.push('name cannot start with an underscore')\n  }\n"
    "  // core module names like http, events, util, etc\n"
    "  if (builtins.includes(name.toLowerCase())) {\n    warnings.push(name + ' is a core module name')\n  }\n"
    "  return done(warnings, errors)\n}\n",
)


def test_an_error_claim_whose_message_only_a_warning_records() -> None:
    # glossary: コア -> core, モジュール -> module (the key item is Japanese, the message English)
    v = _verdict("'http' のようなコアモジュール名はエラーになること", NPM)
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 8  # ruleid: a warning only
    assert v.actual == "warnings.push(name + ' is a core module name')"
    assert _verdict("'_private' のようにアンダースコアで始まる名前はエラーになること", NPM).outcome != "contradicted"  # ok


CAL = SourceText(
    path="cal.py",
    text="class IllegalWeekdayError(ValueError):\n    pass\n\n\nclass Calendar(object):\n"
    "    def __init__(self, firstweekday=0):\n        self.firstweekday = firstweekday\n\n"
    "    def getfirstweekday(self):\n        return self._firstweekday % 7\n\n"
    "    def setfirstweekday(self, firstweekday):\n        self._firstweekday = firstweekday\n\n"
    "    firstweekday = property(getfirstweekday, setfirstweekday)\n\n\n"
    "def setfirstweekday(firstweekday):\n    if not 0 <= firstweekday <= 6:\n        raise IllegalWeekdayError(firstweekday)\n",
)


def test_a_raise_expected_from_a_call_that_only_stores() -> None:
    # Calendar.__init__ stores 7 through the property's setter; only the module-level setfirstweekday raises
    v = _verdict("Calendar(firstweekday=7) は IllegalWeekdayError を送出すること", CAL)
    assert v.outcome == "contradicted" and v.call is not None and v.call.line == 6  # ruleid
    kt = KeyItem(id="KT-4", file="k.md", line=6, text="Calendar(firstweekday=7) は IllegalWeekdayError を送出すること")
    q = question(kt, v, "ja", [])
    assert q is not None and q.places == ["cal.py:6", "k.md:6"] and "`Calendar(firstweekday=7)`" in q.question
    assert _verdict("setfirstweekday(7) は IllegalWeekdayError を送出すること", CAL).outcome != "contradicted"  # ok: raises


def test_the_exception_read_is_the_one_written_first_whatever_the_hash_seed() -> None:
    import os
    import subprocess
    import sys

    code = (
        "from utspec.questions.key_items import expectation\n"
        "print(expectation('`IllegalWeekdayError`: 不正な曜日の番号に対して送出されます（ValueError のサブクラス）。').exception)"
    )
    seen = {
        subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                       env={**os.environ, "PYTHONHASHSEED": seed}).stdout.strip()
        for seed in ("1", "2")
    }  # fmt: skip
    assert seen == {"illegalweekdayerror"}  # ruleid: the hash seed chose ValueError or IllegalWeekdayError


def test_a_negated_raise_with_nageru_is_no_raise_claim() -> None:
    # email-validator (session 28): "例外は投げない" (投げる, an ichidan verb) was read as a raise claim, and the
    # design-code-mismatch check asked whether `!email` should raise or return false.
    js = SourceText(
        path="v.js", text="exports.validate = function(email) {\n  if (!email)\n    return false;\n  return true;\n}\n"
    )
    v = _verdict("`email` が空文字列なら `false` を返す。例外は投げない。", js)
    assert v.outcome != "contradicted"  # ok: no raise is claimed
    v = _verdict("`email` が空文字列なら TypeError を投げる。", js)
    assert v.outcome == "contradicted" and "raise" in (v.expected or "")  # ruleid: a raise the code does not do
