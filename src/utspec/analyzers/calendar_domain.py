"""The values a calendar field can take: a month is 1-12, a day of the month 1-31, an ISO weekday 1-7.

`date.month == 1` was tested at 0 and `date.isoweekday() == 7` at 8 (jpholiday, a Japanese holiday
calendar): values no date can have, so no test can be written for them, and a normal path that
"returns 8 from `isoweekday()` (test double)" asks the tester to fake the standard library. The
boundary keeps its on-point and the off-points inside the field's range.

Two shapes are read:
- **a date method** whose range the library fixes, whatever the receiver is called: Python
  `isoweekday()` / `weekday()`, JavaScript `getMonth()` (0-11!) / `getDate()` / `getDay()` /
  `getHours()`, Java `getMonthValue()` / `getDayOfMonth()` / `getHour()`, Go `Month()` / `Day()` /
  `Weekday()` / `Hour()`;
- **a date attribute** (`.month`, `.day`, `.hour`, `.minute`, `.second`; C# `.Month`, `.Day`, `.Hour`)
  only on a receiver whose name says it is a date (`date`, `current_date`, `startDate`, `created_at`,
  `now`, `dt`): `form.month < 1` in validation code is user input, where 0 and 13 are the very values
  to test.

>>> calendar_range("date.isoweekday()"), calendar_range("d.getMonth()"), calendar_range("date.month")
((1, 7), (0, 11), (1, 12))
>>> calendar_range("form.month") is None, calendar_range("month") is None
(True, True)
"""

from __future__ import annotations

import re

#: Method calls whose range is fixed by the date library (receiver irrelevant), with that range.
_METHODS: tuple[tuple[re.Pattern[str], tuple[int, int]], ...] = tuple(
    (re.compile(rf"\.(?:{names})\(\s*\)$"), bounds)
    for names, bounds in (
        ("isoweekday", (1, 7)),  # Python: Monday 1 … Sunday 7
        ("weekday|getDay|getUTCDay|Weekday", (0, 6)),  # Python Monday 0; JS and Go Sunday 0
        ("getMonth|getUTCMonth", (0, 11)),  # JavaScript months count from 0
        ("getMonthValue|Month", (1, 12)),  # Java LocalDate, Go time.Time
        ("getDate|getUTCDate|getDayOfMonth|Day", (1, 31)),
        ("getHours|getUTCHours|getHour|Hour", (0, 23)),
        ("getMinutes|getUTCMinutes|getMinute|Minute|getSeconds|getUTCSeconds|getSecond|Second", (0, 59)),
        (r"getDayOfWeek\(\s*\)\.getValue", (1, 7)),  # Java DayOfWeek: Monday 1 … Sunday 7
    )
)

#: Attributes of a date or datetime value (Python lower case, C# upper case).
_ATTRIBUTES = {
    "month": (1, 12), "Month": (1, 12),
    "day": (1, 31), "Day": (1, 31),
    "hour": (0, 23), "Hour": (0, 23),
    "minute": (0, 59), "Minute": (0, 59),
    "second": (0, 59), "Second": (0, 59),
}  # fmt: skip

#: A receiver named as a date: `date`, `current_date`, `startDate`, `created_at`, `now`, `today`, `dt`.
# Snake case is matched without case (`DATE`, `Start_Date`); camel case only at a capital (`startDate`, `createdAt`),
# so `format` or `stat` (ending in "at") are no dates.
_DATE_NAME = re.compile(
    r"(?i:(?:^|_)(?:date|datetime|dt|now|today|time|timestamp|at))$|[a-z0-9](?:Date|DateTime|Time|At)$"
)
_ATTRIBUTE = re.compile(r"^(?:[\w.]*\.)?(?P<owner>\w+)\.(?P<attr>\w+)$")


def calendar_range(operand: str | None) -> tuple[int, int] | None:
    """(lowest, highest) value the calendar field `operand` can hold, or None when it is no calendar field."""
    if not operand:
        return None
    operand = operand.strip()
    if operand.endswith(")"):
        for pattern, bounds in _METHODS:
            if pattern.search(operand):
                return bounds
        return None
    m = _ATTRIBUTE.match(operand)
    if m and m.group("attr") in _ATTRIBUTES and _DATE_NAME.search(m.group("owner")):
        return _ATTRIBUTES[m.group("attr")]
    return None


def within_calendar(
    operand: str | None, values: list[float | int], literal: float | int
) -> list[float | int]:
    """`values` without those the calendar field `operand` cannot hold (all of them when it is no such field).

    The compared `literal` itself always stays: `date.month == 13` is a bug in the code, and its test is the
    one that shows it.
    """
    bounds = calendar_range(operand)
    if bounds is None:
        return values
    low, high = bounds
    return [v for v in values if low <= v <= high or v == literal]
