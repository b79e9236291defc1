"""Japanese ratios: "1割" is a tenth, and "1割引" charges nine tenths.

A design says "会員の場合は送料を1割引とする" and the code says `fee * 0.9`. Read as the plain number
1, "1割" meets every boundary at 1 (`weightKg <= 0` at 1) and nothing of the discount. A number
followed by 割 is that many tenths (0.1); followed by 割引 ("N tenths off") it also names what is
left to pay (0.9), which is the factor code multiplies by.
"""

from __future__ import annotations

import re
from decimal import Decimal

_RATIO = re.compile(r"^\s*割(引き?)?")


def ratio_keys(value: str, after: str) -> tuple[str, ...] | None:
    """The number keys of `value` followed by `after` when it is a 割 ratio, else None.

    >>> ratio_keys("1", "割引になること")
    ('0.1', '0.9')
    >>> ratio_keys("3", "割")
    ('0.3',)
    >>> ratio_keys("1", "円") is None
    True
    """
    m = _RATIO.match(after)
    if m is None:
        return None
    tenths = Decimal(value) / 10
    keys = [_key(tenths)]
    if m.group(1) and tenths < 1:
        keys.append(_key(1 - tenths))
    return tuple(keys)


def _key(d: Decimal) -> str:
    return format(d.normalize(), "f")
