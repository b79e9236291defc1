"""A branch inside a callback the function passes on is no guard of the function.

ts-dedent's `strings.reduce((arr, str) => { const matches = str.match(…); if (matches) { return arr.concat(…); }
return arr; }, [])`: the `if (matches)` block "returns" as the first statement, so `guards_of` took it for a guard
of `dedent` and the normal path cited it and said how to pass it (`matches` false), though its `return` leaves the
callback's step, never `dedent`. The function's guards, leaving blocks and "passes every guard" keep only the
branches of the function's own body; the callback's own cases stay (with the callback wording, callback_words).
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.designer.offline.callback_words import callback_at
from utspec.designer.offline.facts import function_start
from utspec.models import ChecklistItem

_LANGUAGES = ("javascript", "typescript")


def in_callback(item: ChecklistItem, lines: Sequence[str]) -> bool:
    """Whether `item`'s line sits in a function literal opened inside its function's body (JS/TS)."""
    if item.language not in _LANGUAGES or not item.symbol or not lines:
        return False
    start = function_start(lines, item.symbol, item.line, item.language)
    return (
        start is not None
        and start < item.line
        and callback_at(lines, start, item.line, item.text) is not None
    )


def own_branches(branches: Sequence[ChecklistItem], lines: Sequence[str]) -> list[ChecklistItem]:
    """`branches` less those in a callback (`in_callback`)."""
    return [b for b in branches if not in_callback(b, lines)]


__all__ = ["in_callback", "own_branches"]
