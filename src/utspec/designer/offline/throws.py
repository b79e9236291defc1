"""A statement that says an exception is thrown ("Throws `IllegalArgumentException` if the width is too
small", "Raises ValueError", "`X` is raised") is about the places that raise it.

Such a statement (a Javadoc `@throws`, a docstring's `:raises:`) often names its condition vaguely
("if the width is too small") while the function raises the exception in two places (`maxWidth <
minAbbrevWidth`, `maxWidth < minAbbrevWidthOffset`). Rarity then ties the two, and a tie makes no
link. When every case tied for the statement is one that raises the exception it names, the
statement describes each of them: it goes on each (at most `MAX_RAISES`). Any other tie stays a tie.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.anchoring.extract import anchors
from utspec.models import ChecklistItem, Kind

#: "Throws X", "Raises X" at the start (Javadoc, docstrings), or "X is thrown / raised" anywhere.
_THROWS = re.compile(
    r"^\s*(?:@?throws|:?raises:?|throw|raise)\b|\b(?:is|are|be|gets?)\s+(?:thrown|raised)\b", re.I
)
#: More places than this is not one statement's subject but a function-wide habit: no link.
MAX_RAISES = 3


def thrown(text: str) -> str | None:
    """The one exception type a statement says is thrown (lower case), or None."""
    if not _THROWS.search(text):
        return None
    names = {a.key for a in anchors(text) if a.kind == "exception"}
    return next(iter(names)) if len(names) == 1 else None


def raises(cited: Sequence[ChecklistItem], exception: str) -> bool:
    """Whether a case's code raises the exception (one of its items is a raise of that type)."""
    pattern = re.compile(rf"\b{re.escape(exception)}\b", re.I)
    return any(i.kind is Kind.RAISE and pattern.search(i.text) for i in cited)


def all_raise(tied: Sequence[Sequence[ChecklistItem]], exception: str) -> bool:
    """Every tied case raises the exception, and they are few enough to go on each."""
    return 2 <= len(tied) <= MAX_RAISES and all(raises(cited, exception) for cited in tied)
