"""A function with no early exit: every path through it ends at its final `return`.

`_main_path.on_main_path` puts a case on the main path when its cited guards are off or of unknown side
in the normal-path shape; a function none of whose lines ends it early (no `raise`, no `return` before
the last statement, no branch whose block ends it) has no other path, so any case citing its code gets
the final `return`. jeraconv's `__replace_num_to_nums` (`if len(num) < 2: str_arg = …` then
`return str_arg`): the boundary case at 2 said "`str_arg` は返されない" and nothing compared it, since the
function has no guard to be off.

A handler is an exit of its own (what it does decides the result), so a function holding one is left
to `on_main_path`.
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.analyzers.effects import effects_of
from utspec.critic.review_input import ReviewInput
from utspec.models import ChecklistItem, Kind

_ENDS = frozenset({"raise", "reraise", "return"})
_CODE = frozenset({Kind.BRANCH, Kind.BOUNDARY, Kind.LOOP})


def exits_early(item: ChecklistItem) -> bool:
    """Whether a checklist item is (or guards, first thing) a statement that leaves the function or fails it."""
    if item.kind in (Kind.RAISE, Kind.EARLY_RETURN, Kind.HANDLER):
        return True
    return item.kind is Kind.BRANCH and any(e.kind in _ENDS for e in effects_of(item)[:1])


def without_exit(inp: ReviewInput, items: list[ChecklistItem]) -> bool:
    """Whether the cited items are branches, boundaries or loops of one function that nothing ends early."""
    return exitless(inp.checklist if inp.citable is None else inp.citable, items)


def exitless(pool: Sequence[ChecklistItem], items: Sequence[ChecklistItem]) -> bool:
    """`without_exit` over the checklist `pool` (every item of the reviewed files).

    >>> def it(line, kind, effect=None, symbol="f"):
    ...     return ChecklistItem(id=f"a.py:{line}:{kind.value}", kind=kind, file="a.py", line=line, end_line=line + 1,
    ...                          language="python", text="len(n) < 2", symbol=symbol, effect=effect)
    >>> b = it(3, Kind.BOUNDARY, "s = s.replace(a, b)")
    >>> exitless([b], [b]), exitless([b, it(5, Kind.RAISE, symbol="f")], [b])
    (True, False)
    >>> exitless([b, it(5, Kind.RAISE, symbol="g")], [b]), exitless([b], [])
    (True, False)
    >>> exitless([b, it(7, Kind.BRANCH, "return 1")], [b])  # a branch whose block returns ends it early
    False
    """
    code = [i for i in items if i.kind in _CODE | {Kind.RAISE, Kind.EARLY_RETURN, Kind.HANDLER}]
    places = {(i.file, i.symbol) for i in code}
    if len(places) != 1 or not all(i.kind in _CODE for i in code):
        return False
    file, symbol = places.pop()
    if not symbol:
        return False
    return not any(exits_early(i) for i in pool if i.file == file and i.symbol == symbol)


__all__ = ["exitless", "exits_early", "without_exit"]
