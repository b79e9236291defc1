"""The argument value that gives a pure expression the boundary's value: an input a tester sets, not a test double.

ByteSize's `if (Math.Abs(this.PebiBytes) >= 1)` gave "`Math.Abs(this.PebiBytes)` returns `0` (test double)" and
uuid's `(uuid[8] & 0xc0) == 0x80` gave "`(uuid[8] & 0xc0)` returns `127` (test double)": nobody doubles `Math.Abs` or
a bit mask. The tester sets what goes in: `this.PebiBytes` = `0`, `uuid[8]` = `128`. Read here:

- `Math.Abs(x)`, `Math.abs(x)`, `abs(x)`: `x` = the value (a value below zero no absolute value takes: None);
- `x & MASK` with an integer literal mask: `x` = the value when the mask keeps it whole (else None: the value
  is one the expression cannot take, and the case keeps what it said).

Not `x % M` (calendar's `year % 100`): `year` = 100 for the remainder 0 is right, but the critic's
missing-boundary-values looks for the boundary's own values in the input and blocked the case; left for when the
critic reads a value through the modulo. Both readings above keep the number, so the critic finds it.

`x` must be a name, a member or an index (`this.PebiBytes`, `uuid[8]`, `date.year`): no call to invent a result for.
"""

from __future__ import annotations

import re

from utspec.codetext import strip_parens

_NAME = r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[\w+\])*"
_ABS = re.compile(rf"(?:Math\.[Aa]bs|abs)\(\s*({_NAME})\s*\)")
_MASK = re.compile(rf"({_NAME})\s*&\s*(0[xX][0-9a-fA-F]+|0[bB][01]+|\d+)")


def _int(text: str) -> int:
    return int(text, 0)


def setting(operand: str, value: float | int) -> tuple[str, int | float] | None:
    """(name, value) that makes the pure expression `operand` equal `value`; None when it is no such expression.

    >>> setting("Math.Abs(this.PebiBytes)", 0), setting("(uuid[8] & 0xc0)", 128)
    (('this.PebiBytes', 0), ('uuid[8]', 128))
    >>> setting("(uuid[8] & 0xc0)", 127) is None, setting("abs(x)", -1) is None, setting("Math.abs(f(x))", 1) is None
    (True, True, True)
    >>> setting("year % 100", 0) is None, setting("a.indexOf(x)", 0) is None
    (True, True)
    """
    expr = strip_parens(operand.strip())
    if isinstance(value, bool):
        return None
    if m := _ABS.fullmatch(expr):
        return (m.group(1), value) if value >= 0 else None
    if not (isinstance(value, int) or float(value).is_integer()):
        return None
    v = int(value)
    if m := _MASK.fullmatch(expr):
        return (m.group(1), v) if v >= 0 and v & _int(m.group(2)) == v else None
    return None


__all__ = ["setting"]
