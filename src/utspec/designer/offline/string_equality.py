"""A string parameter compared with a string literal is judged for a call's string literal: `s == ""` for `ToCamel("ID")`.

Found on strcase (session 17): call_judge judged numbers only, so `if s == "" { return s }` stopped the walk of every
`ToCamel(...)` key item and none reached toCamelInitCase's cases. Equality (`==`, `===`, `!=`, `!==`) of a bound string
literal with a literal, or with the empty string spelled `string.Empty` / `String.Empty` (C#), is told here; ordering of
strings and anything else stays unknown.
"""

from __future__ import annotations

import re

_LITERAL = re.compile(r"""^(?:"([^"\\]*)"|'([^'\\]*)'|`([^`\\]*)`)$""")
_EMPTY_NAMES = frozenset({"string.Empty", "String.Empty"})
_EQUAL = {"==": True, "===": True, "!=": False, "!==": False}


def _text(operand: str, bound: dict[str, str]) -> str | None:
    """The characters an operand stands for: a literal, a bound parameter holding one, or the named empty string."""
    operand = operand.strip()
    if operand in _EMPTY_NAMES:
        return ""
    m = _LITERAL.match(bound.get(operand, operand))
    return next((g for g in m.groups() if g is not None), None) if m else None


def string_compare(left: str, op: str, right: str, bound: dict[str, str]) -> bool | None:
    """Whether `left op right` holds when one side is a bound string parameter; None when it cannot be told.

    >>> string_compare("s", "==", '""', {"s": '"ID"'}), string_compare("s", "!==", "''", {"s": "''"})
    (False, False)
    >>> string_compare('"ID"', "==", "s", {"s": '"ID"'}), string_compare("s", "==", "string.Empty", {"s": '""'})
    (True, True)
    >>> string_compare("s", "==", "t", {"s": '"a"'}) is None, string_compare("s", "<", '"b"', {"s": '"a"'}) is None
    (True, True)
    >>> string_compare("n", "==", '"1"', {"n": "1"}) is None
    True
    """
    if op not in _EQUAL or (left.strip() not in bound and right.strip() not in bound):
        return None
    a, b = _text(left, bound), _text(right, bound)
    if a is None or b is None:
        return None
    return (a == b) is _EQUAL[op]
