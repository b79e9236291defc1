r"""The element count a case's input gives the collection a count boundary measures ("`xs` with 3 elements").

`case_value` read the number right after an operand's name, so "要素数 0 の
`list(filter(lambda x: x.is_holiday(date + datetime.timedelta(days=1)), registry))`" gave 1 (from `days=1`
inside the collection's own text): the case at 0 was taken for the one at 1, and the designer's correct
"the `return` is not executed" was reported as contradicting the code (jpholiday, read in /tmp). The count
phrase the designer writes names the whole collection; read it first.

>>> stated_count("要素数 0 の `list(filter(lambda x: f(x, days=1), r))`。", "len(list(filter(lambda x: f(x, days=1), r))) != 0", 0)
0.0
>>> stated_count("`items` with 101 elements.", "len(items) > 100", 100), stated_count("`n` = `3`", "n > 2", 2)
(101.0, None)

A string literal the input gives the counted name is counted by its characters: daichodo's
`len(base) != 12 or not base.isdigit()` with "`base` = `"111111111111"`（長さ 12）" was read as the number
111111111111, so the designer's right off-point (no raise at length 12) was blocked as a contradiction.

>>> stated_count('`base` = `"111111111111"`（長さ 12）。', "len(base) != 12", 12)
12.0
>>> stated_count("`s` = `'ab'`", "s.length < 3", 3), stated_count('`s` = `"a\\tb"`', "len(s) > 2", 2)
(2.0, None)
"""

from __future__ import annotations

import re

from utspec.analyzers.domain import counted, operand_of
from utspec.codetext import no_space

# A quoted string literal set to a name: "`base` = `"111"`", "`s` に `'ab'` を指定".
_STRING_GIVEN = re.compile(r"`([^`\n]+)`\s*(?:=|に|を)\s*`(\"[^\"`\n]*\"|'[^'`\n]*')`")
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
    for m in _STRING_GIVEN.finditer(text):
        content = m.group(2)[1:-1]
        # An escape (`"a\tb"`) is one character the text spells with two: no count read from it.
        if no_space(m.group(1)) == no_space(collection) and "\\" not in content:
            return float(len(content))
    return None
