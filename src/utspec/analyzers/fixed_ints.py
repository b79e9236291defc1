"""Fixed-width integers for the Java and Go evaluators: two's-complement wrap and truncating division.

Python's `int` never overflows and its `//` and `%` round towards minus infinity. Java and Go wrap at the width of
the type (`Integer.MAX_VALUE + 1` is `Integer.MIN_VALUE`) and truncate towards zero (`-1 % 10` is -1, which
go-humanize's `Ordinal(-1)` depends on). A value of a fixed type is an `int` subclass that knows its width, so the
evaluators can still index, slice and compare with it as Python does.
"""

from __future__ import annotations

from functools import cache
from typing import Any


class Fixed(int):
    """An integer of a fixed-width type; subclasses set `bits`, `signed` and `type_name`."""

    bits = 64
    signed = True
    type_name = "int64"

    def __new__(cls, value: int) -> Fixed:
        return super().__new__(cls, wrap(int(value), cls.bits, cls.signed))

    def __repr__(self) -> str:
        return f"{self.type_name}({int(self)})"


@cache
def fixed(bits: int, signed: bool, type_name: str) -> type[Fixed]:
    """The `Fixed` subclass of one width and signedness, named as the language writes the type (`int`, `long`)."""
    return type(type_name, (Fixed,), {"bits": bits, "signed": signed, "type_name": type_name})


def wrap(value: int, bits: int, signed: bool) -> int:
    """`value` reduced to `bits` bits, two's complement when signed.

    >>> wrap(2**31, 32, True), wrap(-1, 8, False), wrap(300, 8, False)
    (-2147483648, 255, 44)
    """
    value &= (1 << bits) - 1
    if signed and value >> (bits - 1):
        value -= 1 << bits
    return value


def trunc_div(a: int, b: int) -> int:
    """Integer division rounding towards zero (Java, Go, C); ZeroDivisionError for b == 0.

    >>> trunc_div(-7, 2), trunc_div(7, -2), trunc_div(7, 2)
    (-3, -3, 3)
    """
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def trunc_mod(a: int, b: int) -> int:
    """The remainder of `trunc_div`: it has the dividend's sign (`-1 % 10 == -1`).

    >>> trunc_mod(-1, 10), trunc_mod(112, 100), trunc_mod(7, -3)
    (-1, 12, 1)
    """
    return a - b * trunc_div(a, b)


def result_type(a: Any, b: Any) -> type[Fixed] | None:
    """The fixed type of a binary operation on two integers (the wider one, Java's promotion; Go's operands have one
    type, an untyped constant taking the other's), or None when neither operand is fixed (an untyped constant)."""
    ta = type(a) if isinstance(a, Fixed) else None
    tb = type(b) if isinstance(b, Fixed) else None
    if ta is None or tb is None:
        return ta or tb
    return ta if ta.bits >= tb.bits else tb


__all__ = ["Fixed", "fixed", "result_type", "trunc_div", "trunc_mod", "wrap"]
