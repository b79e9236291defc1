"""The element count a case's input gives the collection a count boundary measures ("`xs` with 3 elements").

`case_value` read the number right after an operand's name, so "要素数 0 の
`list(filter(lambda x: x.is_holiday(date + datetime.timedelta(days=1)), registry))`" gave 1 (from `days=1`
inside the collection's own text): the case at 0 was taken for the one at 1, and the designer's correct
"the `return` is not executed" was reported as contradicting the code (jpholiday, read in /tmp). The count
phrase the designer writes names the whole collection; read it first.

>>> stated_count("要素数 0 の `list(filter(lambda x: f(x, days=1), r))`。", "len(list(filter(lambda x: f(x, days=1), r))) != 0", 0)
0.0
>>> stated_count("`items` with 101 elements.", "len(items) > 100", 100), stated_count("`n` = `3`", "n > 2", 2)
(101.0, None)
"""

from __future__ import annotations

import re

from utspec.analyzers.domain import counted, operand_of
from utspec.codetext import no_space

_ELEMENTS = re.compile(
    r"`([^`\n]+)`\s*with\s+(\d+)\s+(?:elements?|items?)|要素数\s*(\d+)\s*の\s*`([^`\n]+)`", re.I
)


def stated_count(text: str, condition: str, value: float | int | None) -> float | None:
    """The count `text` states for the collection `condition` counts (`len(xs) > 2`), or None."""
    operand = operand_of(condition, value)
    collection = counted(operand) if operand else None
    if collection is None:
        return None
    for m in _ELEMENTS.finditer(text):
        name, n = (m.group(1), m.group(2)) if m.group(1) is not None else (m.group(4), m.group(3))
        if no_space(name) == no_space(collection):
            return float(n)
    return None
