"""`Number.prototype.toFixed` and `toPrecision` as ECMAScript defines them, for the JavaScript evaluator.

Size formatters round with them (`bytes`' `val.toFixed(decimalPlaces)`, pretty-bytes' `number.toPrecision(3)`),
so a key item about a formatted size ("負の値を bytes.format に渡すと null を返す") can only be run with them.
Both round the number's exact binary value, half away from zero on a tie (ECMA-262: "if there are two such n,
pick the larger n", after the sign is taken off). Python's `format` rounds the same exact value but half to
even, hence `decimal` here. Outside the ranges the standard writes out (digits 0–100, precision 1–100, `x`
of 1e21 and more for toFixed) the caller gets `ValueError` and the evaluator gives up.
"""

from __future__ import annotations

import math
from decimal import ROUND_HALF_UP, Decimal


def to_fixed(x: float, digits: float) -> str:
    """`x.toFixed(digits)`.

    >>> to_fixed(1.005, 2), to_fixed(2.5, 0), to_fixed(-2.5, 0), to_fixed(0.5, 0), to_fixed(1536 / 1024, 2)
    ('1.00', '3', '-3', '1', '1.50')
    """
    f = int(digits)
    if f != digits or not 0 <= f <= 100 or not math.isfinite(x) or abs(x) >= 1e21:
        raise ValueError("outside what toFixed writes out here")
    sign = "-" if x < 0 else ""
    text = format(Decimal(abs(x)).quantize(Decimal(1).scaleb(-f), rounding=ROUND_HALF_UP), "f")
    return sign + text  # (-0.001).toFixed(2) is "-0.00", (-0).toFixed(2) "0.00": the sign of x < 0


def to_precision(x: float, precision: float) -> str:
    """`x.toPrecision(precision)`.

    >>> to_precision(1.337, 3), to_precision(100, 3), to_precision(1, 3), to_precision(1e6, 3), to_precision(0, 3)
    ('1.34', '100', '1.00', '1.00e+6', '0.00')
    >>> to_precision(0.000123456, 2), to_precision(123456, 3), to_precision(999.5, 3)
    ('0.00012', '1.23e+5', '1.00e+3')
    """
    p = int(precision)
    if p != precision or not 1 <= p <= 100 or not math.isfinite(x):
        raise ValueError("outside what toPrecision writes out here")
    sign = "-" if x < 0 else ""
    d = Decimal(abs(x))
    if d == 0:
        return sign + ("0" if p == 1 else "0." + "0" * (p - 1))
    e = d.adjusted()
    n = int((d.scaleb(p - 1 - e)).quantize(Decimal(1), rounding=ROUND_HALF_UP))
    if n >= 10**p:
        n //= 10
        e += 1
    digits = str(n)
    if e < -6 or e >= p:
        mantissa = digits[0] + ("." + digits[1:] if p > 1 else "")
        return f"{sign}{mantissa}e{'+' if e >= 0 else '-'}{abs(e)}"
    if e == p - 1:
        return sign + digits
    if e >= 0:
        return f"{sign}{digits[: e + 1]}.{digits[e + 1 :]}"
    return f"{sign}0.{'0' * (-(e + 1))}{digits}"


__all__ = ["to_fixed", "to_precision"]
