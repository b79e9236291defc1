"""The argument behind a remainder a case names: `x % 10` at 1 is `x` = 1, `len(s) % 3` at 1 a string of length 1.

go-humanize's Ordinal switches on `x % 10`; its arms said "`x % 10` = 1", an expression no test passes. Read only
where the remainder is all the condition says about the name (a switch's subject, a boundary standing alone): a
partner operand on the same name (kanjize's `c_num >= 1000 and c_num % 1000 == 0`) needs a value for both, and
`c_num` = 0 beside `c_num` = 1000 contradicted itself.
"""

from __future__ import annotations

import re

from utspec.analyzers.domain import counted

_NAME_REMAINDER = re.compile(r"([A-Za-z_$][\w$]*)\s*%\s*(\d+)")
_COUNT_REMAINDER = re.compile(r"(.+?)\s*%\s*(\d+)")


def remainder_operand(operand: str, value: object, names: bool = True) -> tuple[str, int] | None:
    """(what a test sets, its value) for `operand` at `value` when `operand` is a remainder below its divisor.

    `names`: a plain name's remainder too (`x % 10`); without it, only a count's (`len(s) % 3`), which no partner
    operand pins to another value as often.

    >>> remainder_operand("x % 10", 1), remainder_operand("len(parts[0])%3", 2), remainder_operand("x % 10", 12)
    (('x', 1), ('len(parts[0])', 2), None)
    >>> remainder_operand("n % 2", 0)
    ('n', 2)
    >>> remainder_operand("a + b % 3", 1) is None  # not a remainder of one thing
    True
    >>> remainder_operand("x % 10", 1, names=False), remainder_operand("len(s) % 3", 1, names=False)
    (None, ('len(s)', 1))
    """
    shown = str(value)
    if not re.fullmatch(r"\d+", shown):
        return None
    if not names or (m := _NAME_REMAINDER.fullmatch(operand.strip())) is None:
        m = _COUNT_REMAINDER.fullmatch(operand.strip())
        if m is None or counted(m.group(1)) is None:
            return None
    value, divisor = int(shown), int(m.group(2))
    # At 0 the divisor itself: 0 is often a case of its own that an earlier guard stops (statistics' median
    # raises for `n == 0` before `n % 2 == 1`; "要素数 0 の data" never reached the boundary it was drafted for).
    return (m.group(1), value or divisor) if value < divisor else None
