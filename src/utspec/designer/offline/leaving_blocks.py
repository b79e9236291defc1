"""The normal path does not enter a block that always leaves the function: a guard nested in it is not
one of the normal path's guards; the block's own condition is.

camelcase's `if (input.length === 1) { if (SEPARATORS.test(input)) { return leadingPrefix; } return
leadingPrefix + (options.pascalCase ? ... : ...); }` returns on every way through. `guards_of` takes
each branch whose first statement leaves, so the nested `SEPARATORS.test(input)` was a guard of the
normal path and `input.length === 1` was not: the normal-path case cited line 185, a condition a
normal run (`camelCase('foo-bar')`) never evaluates, and `camelCase('foo-bar') returns 'fooBar'` was
judged to land on the wrong case. A block whose own level ends in a `return` / `throw`
(`block_exit.block_exit`) and that is not the function's way out (`success_exit`: it returns where the
statement after it throws) is passed by the normal path with its condition false, like any guard.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from utspec.designer.offline.block_exit import block_exit, block_lines
from utspec.designer.offline.fallthrough import is_label
from utspec.models import ChecklistItem, Kind

_BLOCKS = (Kind.BRANCH, Kind.LOOP, Kind.HANDLER)


def _leaves(branch: ChecklistItem, items: Sequence[ChecklistItem], lines: Sequence[str]) -> bool:
    """The block has a `return` / `throw` at its own level: a nested block that opens on the exit's own
    line is the exit's expression (`return p + (options.pascalCase ? ... : ...)`), not a block around it."""
    if block_exit(branch, items, lines) is not None:
        return True
    span = block_lines(lines, branch)
    nested = [b for b in items if b.kind in _BLOCKS and b.file == branch.file and b.line in span and b.line > branch.line]
    return any(
        i.kind in (Kind.RAISE, Kind.EARLY_RETURN) and i.file == branch.file and i.line in span
        and not any(b.line < i.line <= max(b.end_line, b.line) for b in nested)
        for i in items
    )  # fmt: skip


def normal_guards(
    guards: list[ChecklistItem], items: Sequence[ChecklistItem], lines: Sequence[str],
    is_way_out: Callable[[ChecklistItem, Sequence[str]], bool] | None = None,
) -> list[ChecklistItem]:  # fmt: skip
    """`guards` without those nested in a block that always leaves, plus that block's branch.

    `is_way_out(branch, lines)`: the function's way out (`item_cases.success_exit`), never a guard.
    """
    if not guards:
        return guards
    first = guards[0]
    ids = {g.id for g in guards}
    leaving = [
        b for b in items
        if b.kind is Kind.BRANCH and b.file == first.file and b.symbol == first.symbol and b.id not in ids
        and not is_label(b.text) and _leaves(b, items, lines)
        and not (is_way_out is not None and is_way_out(b, lines))
    ]  # fmt: skip
    spans = {b.id: block_lines(lines, b) for b in leaving}

    def nested(item: ChecklistItem) -> bool:
        return any(item.id != b.id and item.line in spans[b.id] and item.line > b.line for b in leaving)

    kept = [g for g in guards if not nested(g)]
    if len(kept) == len(guards):
        return guards  # nothing nested in a leaving block: the guards as they were
    return sorted([*kept, *(b for b in leaving if not nested(b))], key=lambda i: i.line)
