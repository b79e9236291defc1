"""A JavaScript BigInt literal (`0n`) in a comparison: the boundary's values are BigInts too.

pretty-ms's `value === 0 || value === 0n` had its `value === 0n` cases at `value` = `0`, a Number:
`0 === 0n` is false, so the case meant to reach the BigInt side tested the Number side again. The
values of a comparison with a BigInt literal are written as BigInts (`-1n`, `0n`, `1n`).
"""

from __future__ import annotations

import re

_BIGINT = re.compile(r"(?:[=!]==?|[<>]=?)\s*-?\d+n\b|\b-?\d+n\s*(?:[=!]==?|[<>]=?)")


def bigint_comparison(text: str, language: str) -> bool:
    """Whether a JavaScript/TypeScript comparison compares with a BigInt literal.

    >>> bigint_comparison("value === 0n", "javascript"), bigint_comparison("value === 0", "javascript")
    (True, False)
    >>> bigint_comparison("n < 10n", "typescript"), bigint_comparison("x == 0n", "python")
    (True, False)
    """
    return language in ("javascript", "typescript") and _BIGINT.search(text) is not None


def as_bigint(shown: str) -> str:
    """`-1` -> `-1n`: an integer value written as a BigInt literal (a non-integer stays as it is).

    >>> as_bigint("-1"), as_bigint("0"), as_bigint("1.5")
    ('-1n', '0n', '1.5')
    """
    return shown + "n" if re.fullmatch(r"-?\d+", shown) else shown


__all__ = ["as_bigint", "bigint_comparison"]
