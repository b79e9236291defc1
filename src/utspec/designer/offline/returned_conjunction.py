"""A comparison that is one operand of a returned conjunction: `return prereleaseCheck(v, c) && v.Compare(c) == 1`.

With the other operands held true (partners.py), the comparison alone decides what the function returns, so each
boundary value states `true` or `false`. go-version's six `constraint*` functions each asked "what should a test
observe" at every boundary value of their comparison.
"""

from __future__ import annotations

import re

from utspec.codetext import boolean_operands, split_boolean, strip_parens

_AND, _OR = (" and ", " AND ", "&&"), (" or ", " OR ", "||")


def returned_conjunction(line: str, cond: str) -> str | None:
    """The returned expression when it is a chain of `&&` / `and` with `cond` as one top-level operand; else None.

    >>> returned_conjunction("\\treturn prereleaseCheck(v, c) && v.Compare(c) == 1", "v.Compare(c) == 1")
    'prereleaseCheck(v, c) && v.Compare(c) == 1'
    >>> returned_conjunction("    return a and n > 3", "n > 3")
    'a and n > 3'
    >>> returned_conjunction("return a || n > 3;", "n > 3") is None  # `||`: the other operand may decide
    True
    >>> returned_conjunction("return n > 3;", "n > 3") is None  # the whole return: `_returned_comparison`'s
    True
    """
    m = re.match(r"\s*return\s+(.+?);?\s*$", line)
    if m is None:
        return None
    expr = strip_parens(m.group(1))
    if split_boolean(expr, _OR) is not None:
        return None
    parts = boolean_operands(expr, _AND)
    return expr if len(parts) > 1 and strip_parens(cond) in parts else None


def others_of(conj: str, cond: str) -> list[str]:
    """The conjunction's operands other than `cond` (held true by the case).

    >>> others_of("prereleaseCheck(v, c) && v.Compare(c) == 1", "v.Compare(c) == 1")
    ['prereleaseCheck(v, c)']
    """
    return [p for p in boolean_operands(conj, _AND) if p != strip_parens(cond)]


__all__ = ["others_of", "returned_conjunction"]
