"""A date argument made of the fields a case's input gives it (issue 12).

jpholiday's `is_holiday(self, date: datetime.date)` cases say "`date.year` = `2003`、`date.month` = `7`、`date.day` =
`20`": the fields of one date, which a test passes as `datetime.date(2003, 7, 20)`. `case_run` made no call of an
input naming a member of a parameter (a member set on an argument is no value the call can carry), so each of these
cases said "Not stated by the code". Only Python, only a parameter annotated as a date, and only when the input gives
its year, month and day as integers and nothing else of it: the date is then the one value those fields describe.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.facts import function_start, strip_comment

_FIELD = "`{p}\\.(year|month|day)`\\s*=\\s*`(-?\\d+)`"


def date_argument(param: str, case_input: str, lines: Sequence[str], symbol: str, line: int) -> str | None:
    """`datetime.date(y, m, d)` (as the file names the class) for `param`, or None.

    >>> src = ["import datetime", "class C:", "    def is_holiday(self, date: datetime.date) -> bool:",
    ...        "        return date.month == 1"]
    >>> date_argument("date", "`date.year` = `2003`、`date.month` = `7`、`date.day` = `20`。", src, "C.is_holiday", 4)
    'datetime.date(2003, 7, 20)'
    >>> date_argument("date", "`date.month` = `7`、`date.day` = `20`。", src, "C.is_holiday", 4) is None
    True
    """
    start = function_start(lines, symbol, line, "python")
    if start is None:
        return None
    head = " ".join(strip_comment(x) for x in lines[start - 1 : start + 5])
    m = re.search(rf"\b{re.escape(param)}\s*:\s*((?:datetime\.)?date)\b(?!\.|time)", head)
    if m is None:
        return None
    fields = dict(re.findall(_FIELD.format(p=re.escape(param)), case_input))
    named = re.findall(rf"`{re.escape(param)}(?:\.|\[)", case_input)
    if set(fields) != {"year", "month", "day"} or len(named) != 3:
        return None
    return f"{m.group(1)}({int(fields['year'])}, {int(fields['month'])}, {int(fields['day'])})"


__all__ = ["date_argument"]
