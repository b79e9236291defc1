"""A partner comparison that shares the boundary's operand: its other operand is chosen against the boundary's value.

Humanizer's `if (value.Length == 0 || value.Length <= length) return value;` at `value.Length` = 1 (the side off
the empty check) needs `value.Length <= length` held false too, or the guard still returns `value`. The partner's
own example (`value` with 3 elements, `length` = 2) was chosen alone; the boundary's `value` replaced its
`value` and kept `length` = 2, so the case said "does not return `value`" for an input that returns it. With the
boundary's value fixed, the other operand is what decides the partner: 1 <= `length` is false at `length` = 0.
"""

from __future__ import annotations

import re

from utspec.codetext import strip_parens

_NAME = r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*"
_OPERAND = rf"(?:len|count|cap)\(\s*{_NAME}\s*\)|{_NAME}(?:\(\))?"
_COMPARISON = re.compile(rf"^({_OPERAND})\s*(<=|>=|==|!=|<|>|===|!==)\s*({_OPERAND})$")
_MIRROR = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!="}


def other_value(part: str, fixed: str, value: int | float, held: bool) -> tuple[str, int | float] | None:
    """(other operand, its value) that makes `part` evaluate to `held` when `fixed` is `value`; None when `part`
    is not a comparison of `fixed` with a plain name (or its other side is a literal or a constant).

    >>> other_value("value.Length <= length", "value.Length", 1, False)
    ('length', 0)
    >>> other_value("width < len(text)", "len(text)", 2, False), other_value("n == m", "m", 4, True)
    (('width', 2), ('n', 4))
    >>> other_value("x > 10", "x", 3, False) is None, other_value("a < b", "c", 1, True) is None
    (True, True)
    """
    m = _COMPARISON.match(strip_parens(part).strip())
    if m is None:
        return None
    left, op, right = m.group(1), m.group(2).replace("===", "==").replace("!==", "!="), m.group(3)
    if left == fixed:
        other = right
    elif right == fixed:
        other, op = left, _MIRROR[op]
    else:
        return None
    if re.fullmatch(r"[A-Z][A-Z0-9_]*|true|false|null|None|nil|undefined", other.rsplit(".", 1)[-1]):
        return None  # a constant or a literal is no input
    # `fixed op other` is `held` at: (true, false) values of `other`.
    choices = {"<": (value + 1, value), "<=": (value, value - 1), ">": (value - 1, value),
               ">=": (value, value + 1), "==": (value, value + 1), "!=": (value + 1, value)}  # fmt: skip
    return other, choices[op][0 if held else 1]


__all__ = ["other_value"]
