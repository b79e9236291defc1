"""Branches that leave the function: the guards a normal run passes, its way out, and the blocks an input
can leave through before it reaches an item.

- `guards_of`: branches whose first statement raises or returns (not the function's way out, `success_exit`).
- `leaving_branches` / `left_before`: branches whose block holds a `return` / `raise` anywhere in it.
- `normal_guards`: the guards without those nested in a block that always leaves at its own level.

The normal path does not enter a block that always leaves the function: a guard nested in it is not
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

import re
from collections.abc import Sequence

from utspec.designer.offline.block_exit import block_exit, block_lines
from utspec.designer.offline.callback_guards import own_branches
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.else_raise_exit import returns_before_else_raise
from utspec.designer.offline.facts import after_block, leaves
from utspec.designer.offline.fallthrough import is_label
from utspec.designer.offline.go_error_exit import go_success_return
from utspec.designer.offline.sentences import first_statement
from utspec.models import ChecklistItem, Kind

_BLOCKS = (Kind.BRANCH, Kind.LOOP, Kind.HANDLER)


def leaves_at_own_level(branch: ChecklistItem, items: Sequence[ChecklistItem], lines: Sequence[str]) -> bool:
    """The block has a `return` / `throw` at its own level: a nested block that opens on the exit's own
    line is the exit's expression (`return p + (options.pascalCase ? ... : ...)`), not a block around it."""
    if block_exit(branch, items, lines) is not None:
        return True
    span = block_lines(lines, branch)
    nested = [
        b
        for b in items
        if b.kind in _BLOCKS and b.file == branch.file and b.line in span and b.line > branch.line
    ]
    return any(
        i.kind in (Kind.RAISE, Kind.EARLY_RETURN) and i.file == branch.file and i.line in span
        and not any(b.line < i.line <= max(b.end_line, b.line) for b in nested)
        for i in items
    )  # fmt: skip


def normal_guards(
    guards: list[ChecklistItem], items: Sequence[ChecklistItem], lines: Sequence[str]
) -> list[ChecklistItem]:
    """`guards` without those nested in a block that always leaves, plus that block's branch.

    The function's way out (`success_exit`) is never a guard.
    """
    if not guards:
        return guards
    first = guards[0]
    ids = {g.id for g in guards}
    leaving = [
        b for b in items
        if b.kind is Kind.BRANCH and b.file == first.file and b.symbol == first.symbol and b.id not in ids
        and not is_label(b.text) and leaves_at_own_level(b, items, lines)
        and not success_exit(b, lines)
    ]  # fmt: skip
    spans = {b.id: block_lines(lines, b) for b in leaving}

    def nested(item: ChecklistItem) -> bool:
        return any(item.id != b.id and item.line in spans[b.id] and item.line > b.line for b in leaving)

    kept = [g for g in guards if not nested(g)]
    if len(kept) == len(guards):
        return guards  # nothing nested in a leaving block: the guards as they were
    return sorted([*kept, *(b for b in leaving if not nested(b))], key=lambda i: i.line)


def left_before(item: ChecklistItem, ctx: Ctx) -> list[ChecklistItem]:
    """Earlier branches of the function, not around `item`, whose block returns or raises: an input that takes
    one leaves before `item` (`if (strLen - offset <= …) { …; return …; }` is no guard, its first line sets a local)."""
    exits = [i.line for i in ctx.items if i.file == item.file and i.kind in (Kind.RAISE, Kind.EARLY_RETURN)]
    found = [b for b in ctx.items if b.kind is Kind.BRANCH and b.file == item.file and b.symbol == item.symbol
             and b.line < item.line and not b.line <= item.line <= b.end_line and not is_label(b.text)
             and any(b.line < x <= b.end_line for x in exits)]  # fmt: skip
    return own_branches(
        found, ctx.lines(item.file)
    )  # a callback's block leaves the callback (callback_guards)


def leaving_branches(item: ChecklistItem, ctx: Ctx) -> list[ChecklistItem]:
    """Branches of the item's function whose block returns or raises, other than its success exits."""
    lines = ctx.lines(item.file)
    exits = [i.line for i in ctx.items if i.file == item.file and i.kind in (Kind.RAISE, Kind.EARLY_RETURN)]
    found = [b for b in ctx.items if b.kind is Kind.BRANCH and b.file == item.file and b.symbol == item.symbol
             and not is_label(b.text) and any(b.line < x <= b.end_line for x in exits)
             and not success_exit(b, lines)]  # fmt: skip
    return own_branches(found, lines)


def guards_of(
    file: str, symbol: str | None, items: Sequence[ChecklistItem], lines: Sequence[str] = ()
) -> list[ChecklistItem]:
    """The branches of a function that raise or leave early: the normal path passes them all."""
    out = []
    for b in items:
        # A `case` label is no guard: one label of a switch always runs (`default` = `null` was proposed).
        if b.kind is Kind.BRANCH and b.file == file and b.symbol == symbol and not is_label(b.text):
            first = first_statement(b.effect)
            if re.match(r"(?:raise|throw|return|panic)\b", first) and not success_exit(b, lines):
                out.append(b)
    # A `return` in a callback's `if` leaves the callback's step, not the function (callback_guards).
    return own_branches(out, lines)


def success_exit(branch: ChecklistItem, lines: Sequence[str]) -> bool:
    """A branch that returns where the statement after it, or its own `else`, raises (`if ok: return x` / `raise …`): the
    way out, not a guard. In Go, a block ending in a success `return` before a final error `return` (go_error_exit.py)."""
    if go_success_return(branch, lines) is not None:
        return True
    if not first_statement(branch.effect).startswith("return"):
        return False
    if returns_before_else_raise(branch, lines):  # `if ok: return x` / `else: raise …` (else_raise_exit.py)
        return True
    nxt = after_block(lines, branch.line, branch.language)
    return nxt is not None and re.match(r"(?:raise|throw|panic)\b", nxt) is not None


def guard_before(item: ChecklistItem, ctx: Ctx) -> ChecklistItem | None:
    """The branch whose block leaves and is followed by `item`'s statement: `item` runs when it is not taken."""
    before = [
        b for b in ctx.items
        if b.kind is Kind.BRANCH and b.file == item.file and b.symbol == item.symbol and b.end_line < item.line
    ]  # fmt: skip
    last = max(before, key=lambda b: b.end_line, default=None)
    if last is None or not leaves(first_statement(last.effect)):
        return None
    nxt = after_block(ctx.lines(item.file), last.line, item.language)
    return last if nxt is not None and nxt.rstrip(";") == item.text.strip().rstrip(";") else None
