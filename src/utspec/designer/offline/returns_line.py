"""A function's "Returns:" line is about a case that returns something, not one that only assigns.

"Returns: abbreviated String, `null` if null String input." shares `null` with `abbrevMarker == null`
(which replaces a null marker and carries on): that case returns nothing of its own. What the line
describes is a return: an early `return` a case cites, or the normal path's. A link from such a
line to a case that cites no return is dropped (not moved: a tie or a weak match is asked about).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.models import ChecklistItem, Kind

#: Javadoc's "Returns:" / "@return", a docstring's ":returns:" / "Returns:", at the start of the line.
_RETURNS_LINE = re.compile(r"^\s*(?:@returns?\b|:returns?:|returns?\s*:)", re.I)


def is_returns_line(text: str) -> bool:
    """Whether a statement is a function's documented return value."""
    return bool(_RETURNS_LINE.match(text))


def returns_something(cited: Sequence[ChecklistItem], main_path: bool) -> bool:
    """The case ends in a `return` it cites, or is the normal path (which ends in the function's return)."""
    return main_path or any(i.kind is Kind.EARLY_RETURN and re.match(r"\s*return\b", i.text) for i in cited)
