"""Infinity compared as a value: a decision a design has to give a meaning.

npm retry 0.13.1 turns an operation into one that retries forever when `options.retries === Infinity`; its
readme documents only the `forever` option. `Infinity` is a name, not a number literal, so the literal
decisions never saw it. Read here: a subject compared for equality with JavaScript's `Infinity` /
`-Infinity`, Python's `math.inf` / `float('inf')`, Java's `Double.POSITIVE_INFINITY` (and the negative and
`Float` forms) or Go's `math.Inf(1)` / `math.Inf(-1)`. Ordering against infinity (`n < Infinity`) is a
finiteness test, not a value, and is left out. Pure function of a condition's text.
"""

from __future__ import annotations

import re

_INFINITY = (
    r"-?Infinity|-?math\.inf|float\(\s*['\"][+-]?inf(?:inity)?['\"]\s*\)"
    r"|(?:Double|Float)\.(?:POSITIVE|NEGATIVE)_INFINITY|math\.Inf\(\s*-?1\s*\)"
)
_SUBJECT = r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*"
_EQ = r"(?:===?|!==?)"
_COMPARED = re.compile(
    rf"(?<![\w$.])(?P<s1>{_SUBJECT})\s*{_EQ}\s*(?P<v1>{_INFINITY})(?![\w$])"
    rf"|(?<![\w$.])(?P<v2>{_INFINITY})\s*{_EQ}\s*(?P<s2>{_SUBJECT})(?![\w$(])"
)


def infinity_compared(condition: str) -> tuple[str, str] | None:
    """(subject, value as written) of the first equality test against infinity in a condition, or None.

    >>> infinity_compared("options.forever || options.retries === Infinity")
    ('options.retries', 'Infinity')
    >>> infinity_compared("limit == float('inf')"), infinity_compared("math.inf != self.max_wait")
    (('limit', "float('inf')"), ('self.max_wait', 'math.inf'))
    >>> infinity_compared("n < Infinity"), infinity_compared("timeout === 0")
    (None, None)
    """
    m = _COMPARED.search(condition)
    if m is None:
        return None
    return (m.group("s1"), m.group("v1")) if m.group("s1") else (m.group("s2"), m.group("v2"))
