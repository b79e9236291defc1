"""A statement naming one value for each of several branches is about each of them.

commons-validator's ISBNCheckDigit: "If the length of the code is 9, it is treated as an ISBN-10 code or
if the length of the code is 12, it is treated as an ISBN-13 code." The function has
`if (code.length() == 9)` and `if (code.length() == 12)`: the statement shares as much with one as
with the other, so rarity ties them and a tie makes no link, though the statement describes both.
When every case of a tie tests a condition holding one number the statement names, and no two of
them the same number, each is one of the statement's places: it goes on each (at most `MAX_EACH`).
A tie in which two cases test the same value (a branch and its boundary) stays a tie, as does one where a
case tests no value the statement names. A number written inside a name ("ISBN-10") is not a value.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.models import ChecklistItem, Kind

#: A number standing alone: not part of a name (`ISBN-10`, `x2`), not a decimal's piece.
_NUMBER = re.compile(r"(?<![\w.\-])(\d+)(?![\w\-]|\.\d)")
#: More places than this is a list of limits, not one statement's subject.
MAX_EACH = 3


def _numbers(text: str) -> set[str]:
    return {m.group(1).lstrip("0") or "0" for m in _NUMBER.finditer(text)}


def one_value_each(text: str, tied: Sequence[Sequence[ChecklistItem]]) -> bool:
    """Each tied case tests a branch whose condition holds exactly one number the text names, each another.

    >>> def b(line, cond):
    ...     return [ChecklistItem(id=f"I.java:{line}:branch", kind=Kind.BRANCH, file="I.java", line=line,
    ...                           end_line=line, language="java", text=cond)]
    >>> text = "If the length of the code is 9, it is an ISBN-10 code or if it is 12, an ISBN-13 code."
    >>> one_value_each(text, [b(81, "code.length() == 9"), b(84, "code.length() == 12")])
    True
    >>> one_value_each(text, [b(81, "code.length() == 9"), b(82, "code.length() == 9")])
    False
    >>> one_value_each("The code is checked.", [b(81, "code.length() == 9"), b(84, "code.length() == 12")])
    False
    """
    said = _numbers(text)
    if not said or not 2 <= len(tied) <= MAX_EACH:
        return False
    seen: set[str] = set()
    for cited in tied:
        if not cited or cited[0].kind not in (Kind.BRANCH, Kind.BOUNDARY):
            return False
        mine = _numbers(cited[0].text) & said
        if len(mine) != 1 or mine & seen:
            return False
        seen |= mine
    return True
