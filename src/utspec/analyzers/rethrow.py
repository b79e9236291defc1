"""A `raise` item that rethrows what its handler caught (`catch (X e) { …; throw e; }`) raises the caught type.

Read alone, `throw e;` raises something called `e`, so a case saying "`RepositoryException` is thrown to
the caller" looked like it contradicted its own evidence (the critic blocked the stock-ja-java example
spec on it). The enclosing handler says what `e` is: one named type makes the item `raise <Type>`;
several types or none (`catch (err)`, `except Exception as e` is one type) make it `reraise`, which
states no type. Items are frozen and come sorted by line, so this returns copies of the few it changes.
"""

from __future__ import annotations

from utspec.analyzers.effects import bound_name, handled_types
from utspec.models import ChecklistItem, ItemEffect, Kind

__all__ = ["resolve_rethrows"]


def _enclosing_handler(item: ChecklistItem, handlers: list[ChecklistItem]) -> ChecklistItem | None:
    """The innermost handler whose lines hold the item (handlers nest: the latest start wins)."""
    inside = [h for h in handlers if h.line < item.line <= h.end_line]
    return max(inside, key=lambda h: h.line, default=None)


def _rethrown(effects: list[ItemEffect], bound: str, caught: list[str]) -> list[ItemEffect]:
    """`raise <bound>` (no arguments) becomes what the handler caught; every other effect stays."""
    out = []
    for e in effects:
        if e.kind == "raise" and e.name == bound and not e.args:
            e = ItemEffect(kind="raise", name=caught[0]) if len(caught) == 1 else ItemEffect(kind="reraise")
        out.append(e)
    return out


def resolve_rethrows(items: list[ChecklistItem]) -> list[ChecklistItem]:
    """`items` (one file's) with each rethrow of a handler's caught variable resolved to the caught type.

    >>> h = ChecklistItem(id="A.java:8:handler", kind=Kind.HANDLER, file="A.java", line=8, end_line=11,
    ...     language="java", text="catch (RepositoryException e)")
    >>> r = ChecklistItem(id="A.java:10:raise", kind=Kind.RAISE, file="A.java", line=10, end_line=10,
    ...     language="java", text="throw e;", effects=[ItemEffect(kind="raise", name="e")])
    >>> [(e.kind, e.name) for e in resolve_rethrows([h, r])[1].effects]
    [('raise', 'RepositoryException')]
    """
    handlers = [i for i in items if i.kind is Kind.HANDLER and i.end_line > i.line]
    if not handlers:
        return items
    out = []
    for item in items:
        if item.kind is Kind.RAISE and item.effects and (h := _enclosing_handler(item, handlers)) is not None:
            bound = bound_name(h.text)
            if bound is not None and any(
                e.kind == "raise" and e.name == bound and not e.args for e in item.effects
            ):
                item = item.model_copy(
                    update={"effects": _rethrown(item.effects, bound, handled_types(h.text))}
                )
        out.append(item)
    return out
