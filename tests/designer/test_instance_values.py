"""isinstance/instanceof tests get an instance of the type, or a value of another type (jpholiday's `_to_date` shape)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import cases_of

# A conversion by type chain: each early return is taken by an instance of its class (a `datetime` is a
# `date` too, so the order matters), the raise only by a value of neither type.
PY = '''import datetime


def to_date(value):
    if isinstance(value, datetime.datetime):
        return value.date()
    if isinstance(value, datetime.date):
        return value
    raise TypeError("Expected datetime.date or datetime.datetime")


class Token:
    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return True
'''

# Each test's own false value takes the other exit (`1` is no `str` but is an `int`, `"abc"` the reverse):
# the raise needs one value of neither type.
PY_PAIR = '''def describe(v):
    if isinstance(v, str):
        return "text"
    if isinstance(v, int):
        return "number"
    raise TypeError("unsupported")
'''

# A built-in class of JavaScript: `new Date(...)` is one; a primitive is an instance of no class.
JS = """export function stamp(value) {
  if (value instanceof Date) {
    return value.getTime();
  }
  return 0;
}
"""


def test_each_isinstance_side_and_the_raise_after_the_chain_have_a_value(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "conv.py", PY)
    assert cases["`isinstance(value, datetime.datetime)` holds"]["input"] == (
        "`value` = `datetime.datetime(2024, 1, 31, 12, 0)`."
    )
    assert cases["`isinstance(value, datetime.date)` holds"]["input"] == "`value` = `datetime.date(2024, 1, 31)`."
    raise_ = next(c for p, c in cases.items() if p.startswith("Exception:"))
    assert raise_["input"] == '`value` = `"abc"`.'
    # A class of the project's own: a builtin value is no instance of it.
    assert cases["`not isinstance(other, self.__class__)` holds"]["input"] == '`other` = `"abc"`.'


def test_the_raise_after_a_chain_of_builtin_types_gets_a_third_type(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "describe.py", PY_PAIR)
    raise_ = next(c for p, c in cases.items() if p.startswith("Exception:"))
    assert raise_["input"] == "`v` = `[1]`."


def test_instanceof_a_builtin_class_gets_an_instance(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "stamp.js", JS)
    assert cases["`value instanceof Date` holds"]["input"] == '`value` = `new Date("2024-01-31")`.'
