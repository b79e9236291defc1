"""`datetime.date` and `datetime.timedelta` for `py_eval`: values with one answer, never the clock (issue 12).

jpholiday's checkers are `def is_holiday(self, date: datetime.date) -> bool: return date.month == 1 and
date.day == 1`; a case gives `date.year` = `2003`, `date.month` = `7`, `date.day` = `20`, so its call passes
`datetime.date(2003, 7, 20)`. Making a date, reading its fields and the methods below compute from the value alone;
`date.today()` and `datetime.now()` read the clock and stay out (`py_eval` reads only the attributes listed here).
"""

from __future__ import annotations

import datetime

#: What `import datetime` gives a run: the constructors only (no `datetime.datetime.now`).
MODULE_ATTRS = frozenset({"date", "timedelta", "MINYEAR", "MAXYEAR"})
#: Fields read off a date (a `datetime` has the time fields too).
FIELDS: dict[type, frozenset[str]] = {
    datetime.date: frozenset({"year", "month", "day"}),
    datetime.datetime: frozenset({"year", "month", "day", "hour", "minute", "second", "microsecond"}),
    datetime.timedelta: frozenset({"days", "seconds", "microseconds"}),
}
#: Methods of a date that return a value and change nothing.
METHODS: dict[type, frozenset[str]] = {
    datetime.date: frozenset({"weekday", "isoweekday", "isocalendar", "toordinal", "replace", "isoformat",
                              "strftime"}),
    datetime.timedelta: frozenset({"total_seconds"}),
}  # fmt: skip


def field(owner: object, name: str) -> tuple[bool, object]:
    """(True, value) when `owner.name` is a date's field read here, else (False, None).

    >>> field(datetime.date(2003, 7, 20), "month"), field(datetime.date(2003, 7, 20), "today")
    ((True, 7), (False, None))
    """
    for kind in (datetime.datetime, datetime.date, datetime.timedelta):
        if isinstance(owner, kind):
            return (True, getattr(owner, name)) if name in FIELDS[kind] else (False, None)
    return False, None


__all__ = ["FIELDS", "METHODS", "MODULE_ATTRS", "field"]
