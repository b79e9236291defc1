"""The truthiness of a length (`!out.length`, `if (items.size())`, `not len(xs)`): a count, never `null`.

`truthiness` gave `!out.length` the input "`out.length` = `null`": a length is a whole number and is never null, so
the case's input was a value the program cannot hold. Falsy is a length of 0, truthy a length of 1; the value is said
of the collection or text itself, the thing a test builds.
"""

from __future__ import annotations

import re
from typing import NamedTuple

#: `x.length`, `x.size()`, `x.Count`, `x.Length`, `len(x)`: the measured operand in `m.group(1)` or `m.group(2)`.
_LENGTH = re.compile(
    r"^(?:([\w$.\[\]]+?)\s*\.\s*(?:length|size\(\)|Count|Length|count\(\))|len\(([\w.]+)\))$"
)


class Length(NamedTuple):
    measured: str
    """What is measured (`out`)."""
    n: int
    """The length the input gives it: 0 for falsy, 1 for truthy."""


def length_truth(name: str, want: bool) -> Length | None:
    """The length that makes `name` truthy (`want`) or falsy, when `name` is a length; None otherwise.

    >>> length_truth("out.length", False), length_truth("items.size()", True)
    (Length(measured='out', n=0), Length(measured='items', n=1))
    >>> length_truth("len(xs)", False), length_truth("this.buf.Count", True)
    (Length(measured='xs', n=0), Length(measured='this.buf', n=1))
    >>> length_truth("options.length_limit", False) is None, length_truth("length", False) is None
    (True, True)
    """
    m = _LENGTH.match(name.strip())
    if m is None:
        return None
    return Length(m.group(1) or m.group(2), 1 if want else 0)


__all__ = ["Length", "length_truth"]
