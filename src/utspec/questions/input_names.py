"""A decision on a local that normalises an input is about that input too (fee-ja-ts's `trimmed` is `code`).

`const trimmed = code.trim().toUpperCase(); if (trimmed.length !== 8)` was asked as "what limit does the
design intend for trimmed?", while the design says, under its heading "クーポンコード", that the length
must be 8 digits. No statement names `trimmed`: it is the code's name for the input `code` after
trimming and upper-casing. The decision's names gain the input (`designer.offline.derived`), so a
statement that names the code and the value explains it; a statement of a size ("長さは8桁") may leave the
subject to its heading (`says_size`), as a table row may.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from utspec.designer.offline.derived import derived_from

if TYPE_CHECKING:
    from utspec.questions.literals import Decision


def with_input(d: Decision, lines: Sequence[str]) -> Decision:
    """`d` with the input its subject stands for among its names (unchanged when the subject is no normalised input).

    >>> from utspec.models import ChecklistItem, Kind
    >>> from utspec.questions.literals import Decision
    >>> it = ChecklistItem(id="b", kind=Kind.BOUNDARY, file="f.ts", line=2, end_line=2, language="typescript",
    ...                    text="trimmed.length !== 8")
    >>> src = ["  const trimmed = code.trim().toUpperCase();", "  if (trimmed.length !== 8) {"]
    >>> with_input(Decision(it, "trimmed", ("8",), "limit", ("trimmed",)), src).names
    ('trimmed', 'code')
    """
    name = d.subject.split(".")[0]
    found = derived_from(name, lines, d.item.line) if lines else None
    if found is None or found.source in d.names:
        return d
    return dataclasses.replace(d, names=(*(d.names or (d.subject,)), found.source))


#: Words a statement uses for a size: it says how long something is, and its heading says what.
_SIZE = re.compile(r"長さ|桁|文字数|\d+\s*文字|\blength\b|\bcharacters?\b|\bdigits?\b|\bchars?\b", re.I)


def says_size(text: str) -> bool:
    """Whether a statement states a size ("長さは8桁", "8 characters long"): its subject may be its heading's.

    >>> says_size("長さは8桁でなければならない。"), says_size("Grade 3 is gold and grade 5 is silver.")
    (True, False)
    """
    return _SIZE.search(text) is not None


__all__ = ["says_size", "with_input"]
