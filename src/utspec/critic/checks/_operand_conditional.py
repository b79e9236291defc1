"""A boundary on one operand of a conditional expression's compound condition: the side of the whole condition.

Babel compiles a default parameter (`function f(value = Date.now())`) to
`var value = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : Date.now();` (npm wareki's only
function). The checklist's boundary is `arguments.length > 0`; its case at 0 arguments ("`value` が `Date.now()` に
ならない", a flipped result) passed, since the conditional reader wants the whole condition, not one operand. One
operand decides the whole where the operator does: a false operand of an `&&` (`and`) chain makes it false, a true
operand of an `||` (`or`) chain makes it true. Any other side, or a condition mixing the two operators at its top
level, stays unknown.

>>> line = "  var value = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : Date.now();"
>>> conditional_test(line)
'arguments.length > 0 && arguments[0] !== undefined'
>>> whole_side("arguments.length > 0 && arguments[0] !== undefined", "arguments.length > 0", False)
False
>>> whole_side("arguments.length > 0 && arguments[0] !== undefined", "arguments.length > 0", True) is None
True
>>> whole_side("a > 1 || b", "a > 1", True), whole_side("a > 1 || b && c", "a > 1", True), whole_side("n > 0", "n > 0", True)
(True, None, True)
>>> conditional_test("return x > 0 ? x : -x;"), conditional_test("y = f(a ? b : c)") is None
('x > 0', True)
"""

from __future__ import annotations

import re

from utspec.codetext import boolean_operands, no_space, split_boolean
from utspec.critic.checks._conditional import _CHAINED, _DECL, top_level

_AND, _OR = ("&&", " and "), ("||", " or ")


def conditional_test(line: str) -> str | None:
    """The condition of the conditional expression a line wholly assigns or returns (`? :` only; None: no such)."""
    ret = re.match(r"^\s*return\s+(.+?)\s*;?\s*$", line)
    if ret is not None:
        rhs = ret.group(1)
    elif (m := _DECL.match(line.strip())) is not None:
        rhs = m.group(2).strip()
        while (chained := _CHAINED.match(rhs)) is not None:
            rhs = rhs[chained.end() :]
    else:
        return None
    q = top_level(rhs, "?")
    if q <= 0 or top_level(rhs, ":", q + 1) <= 0:
        return None
    return rhs[:q].strip()


def whole_side(test: str, operand: str, holds: bool) -> bool | None:
    """Whether `test` holds when its top-level operand `operand` is `holds` (None: the other operands decide)."""
    if no_space(test) == no_space(operand):
        return holds
    for ops, decides in ((_AND, False), (_OR, True)):
        parts = boolean_operands(test, ops)
        if len(parts) < 2 or holds is not decides:
            continue
        other = _OR if ops is _AND else _AND
        if any(split_boolean(p, other) is not None for p in parts):
            return None  # `a || b && c`: precedence is not read here
        if any(no_space(p) == no_space(operand) for p in parts):
            return decides
    return None


__all__ = ["conditional_test", "whole_side"]
