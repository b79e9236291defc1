"""Numeric literals and the on/off points of a comparison with one (pure functions, no tree-sitter).

>>> test_values(">", 100, "100")
[100, 101]
>>> test_values(">=", 1000, "1000")
[999, 1000]
>>> test_values("<", 0.5, "0.5")
[0.4, 0.5]
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

#: Comparison operators that make a boundary (`is`, `in`, `instanceof` do not).
COMPARATORS = frozenset({"<", "<=", ">", ">=", "==", "!=", "===", "!=="})
#: `literal <op> x` is `x <FLIP[op]> literal`.
FLIP = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!="}
#: JavaScript's strict operators test the same points as the loose ones.
_NORMAL = {"===": "==", "!==": "!="}

# Java/C#/Go/JS integer and float suffixes: 100L, 1.5f, 2.0m, 10u, 10UL, 10n (BigInt).
_SUFFIX = re.compile(r"(?<=[0-9a-fA-F.])(?:[uU][lL]{0,2}|[lL]{1,2}[uU]?|[fFdDmMnN])$")
_OCTAL_C = re.compile(r"0[0-7]+")


def normal_operator(op: str) -> str:
    return _NORMAL.get(op, op)


def parse_number(literal: str) -> int | float | None:
    """The value of a numeric literal in any supported language; None when it is not one.

    >>> parse_number("1_000"), parse_number("0x1F"), parse_number("100L"), parse_number("017"), parse_number("2.5f")
    (1000, 31, 100, 15, 2.5)
    """
    t = literal.strip().replace("_", "").replace("'", "")
    if not t:
        return None
    neg = t.startswith("-")
    if neg:
        t = t[1:].strip()
    is_hex = t[:2].lower() == "0x"
    if not is_hex or "p" in t.lower():
        t = _SUFFIX.sub("", t)
    elif t[-1] in "lLuU":
        t = t.rstrip("lLuU")
    value: int | float
    try:
        if _OCTAL_C.fullmatch(t):
            value = int(t, 8)  # C-style octal (Java, Go)
        else:
            value = int(t, 0)
    except ValueError:
        try:
            value = float.fromhex(t) if is_hex else float(t)
        except ValueError:
            return None
        if t.lower() in ("nan", "inf", "infinity"):
            return None
    return -value if neg else value


def _step(literal: str) -> Decimal:
    """One unit in the last written decimal place of a float literal (`1.25` → 0.01), at most 1."""
    t = _SUFFIX.sub("", literal.strip().replace("_", "").lstrip("-"))
    try:
        exponent = Decimal(t).as_tuple().exponent
    except InvalidOperation:
        return Decimal(1)
    if not isinstance(exponent, int):
        return Decimal(1)
    return Decimal(1).scaleb(min(exponent, 0))


def test_values(op: str, value: int | float, literal: str) -> list[int | float]:
    """The on and off points of `x <op> value`; for `==` / `!=` the value and its two neighbours.

    Integers step by 1, floats by the last decimal place written in the literal.
    """
    op = normal_operator(op)
    below: int | float
    above: int | float
    if isinstance(value, int):
        below, above = value - 1, value + 1
        v: int | float = value
    else:
        step = _step(literal)
        exact = Decimal(repr(value))
        below, above, v = float(exact - step), float(exact + step), value
    points = {
        ">": [v, above], ">=": [below, v],
        "<": [below, v], "<=": [v, above],
        "==": [below, v, above], "!=": [below, v, above],
    }  # fmt: skip
    return points[op]


test_values.__test__ = False  # type: ignore[attr-defined]  # a function, not a pytest test
