"""An elif's case holds the chain's earlier clause false, through an operand its own values leave free (D5)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import cases_of

# jpholiday's shape: at `year` = 1999 the elif is false, but a tester free to pick January 15 takes the first
# `return True`. The earlier clause's own false value (`year` = 2000) gives way to the case's year; its month
# operand is free, so the case sets `month` = 2 (January 15 of 1999 would return True).
PY = '''def first_monday(year: int) -> int:
    return 8 + year % 7


def is_holiday(year: int, month: int, day: int) -> bool:
    if year <= 1999 and month == 1 and day == 15:
        return True
    elif year >= 2000 and month == 1 and day == first_monday(year):
        return True
    return False
'''


def test_the_elif_boundary_below_its_year_keeps_the_first_clause_false(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "holiday.py", PY)
    off = cases["`year >= 2000` at 1999 (off the condition)"]
    # The first clause is held false by an operand the case leaves free: `month` = 2, or (since the elif's `month == 1`
    # partner is held true, partners.py `partial`) `day` = 16.
    assert "`year` = `1999`" in off["input"], off["input"]
    assert "`month` = `2`" in off["input"] or ("`month` = `1`" in off["input"] and "`day` = `16`" in off["input"]), off["input"]
    # At 2000 the first clause is false by its year already: nothing is added.
    on = cases["`year >= 2000` at 2000 (on the condition)"]
    assert "`month` = `2`" not in on["input"], on["input"]
