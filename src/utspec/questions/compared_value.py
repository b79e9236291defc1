"""Which of several equally fitting conditions a text's number is about: the one that compares it.

"monthrange に月 13 を渡すと (0, 0) が返される" shares `month` and `monthrange` with both
`not 1 <= month <= 12` and `month == February`: a tie, so no place was chosen. The text's value 13
is the bound 12 plus one: the range test decides on it, the February test does not. A condition
compares a number when one of its integer literals equals it or is one away (the two sides of a
bound). Chosen only when exactly one of the tied places (by group: one line) compares a number the
text names. Pure function of the numbers and the conditions' texts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

_INT = re.compile(r"(?<![\w.])-?\d+(?![\w.])")


def _compares(number: int, condition: str) -> bool:
    return any(abs(int(m.group(0)) - number) <= 1 for m in _INT.finditer(condition))


def compared_group(numbers: Iterable[str], places: Sequence[tuple[str, str]]) -> str | None:
    """The one group (of `(group, condition text)` places) whose condition compares one of `numbers`.

    >>> compared_group(["13"], [("c.py:55", "not 1 <= month <= 12"), ("c.py:58", "month == February")])
    'c.py:55'
    >>> compared_group(["5"], [("a:1", "n > 4"), ("a:2", "n < 6")]) is None
    True
    """
    ints = {int(n) for n in numbers if re.fullmatch(r"-?\d+", n)}
    groups = {g for g, text in places if any(_compares(n, text) for n in ints)}
    return groups.pop() if len(groups) == 1 else None
