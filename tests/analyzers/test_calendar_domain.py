"""A calendar field is tested only at values a date can hold (`utspec.analyzers.calendar_domain`).

Found on jpholiday (a Japanese holiday calendar, read in /tmp, not committed): `date.month == 1` was
tested at month 0, `date.isoweekday() == 7` at 8, and a normal path asked for a test double of
`isoweekday()` returning 8.
"""

from __future__ import annotations

import pytest

from utspec.analyzers.calendar_domain import calendar_range
from utspec.analyzers.domain import fit_values

# (operand, range or None): the annotated fixture. `ruleid:` a calendar field; `ok:` not one.
CASES = [
    ("date.month", (1, 12)),  # ruleid: a Python date's month (receiver named as a date)
    ("current_date.day", (1, 31)),  # ruleid: snake-case date receiver
    ("self.created_at.hour", (0, 23)),  # ruleid: `_at` timestamp attribute
    ("startDate.Month", (1, 12)),  # ruleid: C# DateTime, camel-case receiver
    ("date.isoweekday()", (1, 7)),  # ruleid: a method whose range the library fixes, any receiver
    ("d.weekday()", (0, 6)),  # ruleid: Python Monday 0
    ("d.getMonth()", (0, 11)),  # ruleid: JavaScript months from 0
    ("d.getDate()", (1, 31)),  # ruleid: JavaScript day of month
    ("t.Month()", (1, 12)),  # ruleid: Go time.Time
    ("d.getDayOfWeek().getValue()", (1, 7)),  # ruleid: Java DayOfWeek
    ("form.month", None),  # ok: validation input, 0 and 13 are the values to test
    ("format.day", None),  # ok: "format" ends in "at" but is no date
    ("month", None),  # ok: a bare parameter may hold anything
    ("order.Day", None),  # ok: receiver not named as a date
    ("len(items)", None),  # ok: a count, handled by `domain.measure`
]


@pytest.mark.parametrize(("operand", "expected"), CASES)
def test_calendar_range(operand: str, expected: tuple[int, int] | None) -> None:
    assert calendar_range(operand) == expected


def test_boundary_values_stay_inside_the_field() -> None:
    lines = ["def is_holiday(self, date: datetime.date) -> bool:", "    return date.month == 1 and date.day == 1"]
    assert fit_values("date.month == 1", 1, [0, 1, 2], None, 2, lines) == [1, 2]
    assert fit_values("date.day == 31", 31, [30, 31, 32], None, 2, lines) == [30, 31]
    assert fit_values("date.isoweekday() == 7", 7, [6, 7, 8], None, 2, lines) == [6, 7]
    assert fit_values("d.getMonth() < 0", 0, [-1, 0], None, 2, lines) == [0]
    # The compared literal stays even outside the field: `month == 13` is a bug its test must show.
    assert fit_values("date.month == 13", 13, [12, 13, 14], None, 2, lines) == [12, 13]
    # Not a date: untouched.
    assert fit_values("form.month < 1", 1, [0, 1], None, 2, lines) == [0, 1]
