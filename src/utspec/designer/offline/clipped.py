"""A handler's statements as the code has them, not as the analyzer clipped them for display.

The analyzers keep a handler's first statements cut at 80 characters (`throw new
IllegalArgumentException("The requested result is too large for a Str…`), which no longer reads as a
`throw` with a message, so the handler's case said "not stated by the code" while the same line is a
`raise` item of its own with its whole text. The item's text is the statement.
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.models import ChecklistItem, Kind

#: Items whose text is one whole statement.
_STATEMENTS = (Kind.RAISE, Kind.EARLY_RETURN, Kind.CALL)


def unclipped(stmt: str, within: ChecklistItem, items: Sequence[ChecklistItem]) -> str:
    """`stmt` (a statement of `within`'s block) whole: the text of the statement item it was clipped from.

    >>> h = ChecklistItem(id="A.java:70:handler", kind=Kind.HANDLER, file="A.java", line=70, end_line=72,
    ...                   language="java", text="catch (final Exception e)")
    >>> r = ChecklistItem(id="A.java:71:raise", kind=Kind.RAISE, file="A.java", line=71, end_line=71,
    ...                   language="java", text='throw new IllegalArgumentException("too large");')
    >>> unclipped('throw new IllegalArgumentEx…', h, [h, r])
    'throw new IllegalArgumentException("too large");'
    >>> unclipped('throw new X("a");', h, [h, r]), unclipped('log.warn(…', h, [h, r])
    ('throw new X("a");', 'log.warn(…')
    """
    if not stmt.endswith("…"):
        return stmt
    prefix = " ".join(stmt[:-1].split())
    for i in items:
        if (i.kind in _STATEMENTS and i.file == within.file and within.line <= i.line <= within.end_line
                and " ".join(i.text.split()).startswith(prefix)):  # fmt: skip
            return i.text
    return stmt
