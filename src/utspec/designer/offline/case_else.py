"""The value a CASE gives the row its WHEN does not take: the ELSE value, or NULL when there is none.

The SQL CASE cases said "the other row the value of a later WHEN or the ELSE" (ja: "もう一方の行は後続の WHEN
か ELSE の値になる"): true of any CASE, checkable in none. The ELSE is in the statement: a row that takes no
WHEN of the CASE gets it (`CASE WHEN t.typname IS NOT NULL THEN 'YES' ELSE 'NO' END`: `'NO'`), and a CASE
without one gives NULL. When later WHENs follow, the sentence says the other row takes none of them. A WHEN whose condition joins
several with OR / AND is left as it was: its item is one operand, and a row failing that operand may still
take the WHEN.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

_TOKEN = re.compile(r"\b(CASE|WHEN|ELSE|END)\b|'(?:[^']|'')*'|--[^\n]*|/\*.*?\*/", re.I | re.S)
_PLAIN = re.compile(r"'(?:[^']|'')*'|-?\d+(?:\.\d+)?|NULL|TRUE|FALSE|[A-Za-z_][\w.]*", re.I)
_REACH = 40


class Otherwise(NamedTuple):
    value: str
    """The ELSE value as written (`NULL` when the CASE has no ELSE)."""
    later_whens: bool
    """Whether WHENs follow the first one read: the other row must take none of them to get `value`."""


def case_else(lines: Sequence[str], line: int) -> Otherwise | None:
    """The ELSE of the CASE whose WHEN is on `line` (1-based); None when it is not a plain value or not found.

    >>> case_else(["  CAST(CASE WHEN t.typname IS NOT NULL THEN 'YES' ELSE 'NO' END AS yes_or_no)"], 1)
    Otherwise(value="'NO'", later_whens=False)
    >>> case_else(["CASE WHEN a = 1 THEN 'x'", "     WHEN a = 2 THEN 'y'", "     ELSE null END"], 1)
    Otherwise(value='NULL', later_whens=True)
    >>> case_else(["CASE WHEN a = 1 THEN 'x' END"], 1)
    Otherwise(value='NULL', later_whens=False)
    >>> case_else(["CASE WHEN a = 1 THEN CASE WHEN b THEN 1 ELSE 2 END ELSE f(a) END"], 1) is None  # not a plain value
    True
    >>> case_else(["CASE WHEN k IN ('r') OR", "  (k = 'v' AND f(x)) THEN 'YES' ELSE 'NO' END"], 1) is None  # one operand
    True
    >>> case_else(["CASE WHEN k IN ('r') OR", "  (k = 'v' AND f(x)) THEN 'YES' ELSE 'NO' END"], 2) is None
    True
    """
    text = "\n".join(lines[line - 1 : line - 1 + _REACH])
    level, target, whens, else_at = 0, None, 0, None
    for m in _TOKEN.finditer(text):
        word = (m.group(1) or "").upper()
        if not word:
            continue  # a string literal or a comment: no keyword inside
        if word in ("ELSE", "END") and target is None:
            return None  # the line is inside a WHEN's condition (an operand on its own line), not at a WHEN
        if word == "CASE":
            level += 1
        elif word == "WHEN":
            if target is None:
                target = level
                # `WHEN a OR (b AND c) THEN`: the item is one operand, and a row failing it may take the WHEN.
                then = re.search(r"\bTHEN\b", text[m.end() :], re.I)
                if then is None or re.search(r"\b(?:OR|AND)\b", text[m.end() : m.end() + then.start()], re.I):
                    return None
            whens += level == target
        elif word == "ELSE" and level == target:
            else_at = m.end()
        elif word == "END":
            if target is not None and level == target:
                if else_at is None:
                    return Otherwise("NULL", whens > 1)
                value = text[else_at : m.start()].strip()
                if not _PLAIN.fullmatch(value):
                    return None
                return Otherwise("NULL" if value.upper() == "NULL" else value, whens > 1)
            level -= 1
    return None


__all__ = ["Otherwise", "case_else"]
