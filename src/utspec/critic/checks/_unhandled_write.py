"""A cited SQL write whose failure is said to be contained, in a function with no handler at all.

The designer gives a write its failure case ("The database error reaches the caller; no row of `t` changes").
Flipped to "The database error does not reach the caller (swallowed)" on tSQLt's `ExpectException` (no
`BEGIN CATCH` anywhere), it passed: only a cited handler's effects were compared with "swallowed". A function the
checklist gives no handler cannot contain the error of its own statement, so the sentence is wrong whatever the
input. (A handler anywhere in the function leaves the case alone: which statements it covers is not read here.)

>>> from utspec.models import ChecklistItem, Kind
>>> def item(kind, line, symbol="p"):
...     return ChecklistItem(id=f"a.sql:{line}:{kind.value}", kind=kind, file="a.sql", line=line, end_line=line,
...                          language="sql", text="x", symbol=symbol)
>>> w = item(Kind.SQL_WRITE, 5)
>>> unhandled_write([w], [w]) is w, unhandled_write([w], [w, item(Kind.HANDLER, 9)]), unhandled_write([w], [
...     w, item(Kind.HANDLER, 9, symbol="other")]) is w
(True, None, True)
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.models import ChecklistItem, Kind


def unhandled_write(cited: Sequence[ChecklistItem], pool: Sequence[ChecklistItem]) -> ChecklistItem | None:
    """The first cited SQL write whose function (file and symbol) has no handler item; None when each has one."""
    handled = {(i.file, i.symbol) for i in pool if i.kind is Kind.HANDLER}
    return next(
        (i for i in cited if i.kind is Kind.SQL_WRITE and i.symbol and (i.file, i.symbol) not in handled),
        None,
    )


__all__ = ["unhandled_write"]
