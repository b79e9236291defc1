"""A case's whole input and the value the function returns (or the row it writes) for it."""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.effects import Effect
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.handler_cases import handler_around
from utspec.designer.offline.main_path import main_path_input
from utspec.designer.offline.needed_inputs import needed_inputs
from utspec.designer.offline.signature import parameters
from utspec.designer.offline.sql_write_cases import write_clause
from utspec.designer.offline.worked import whole_input, worked_clause, worked_return
from utspec.designer.offline.write_values import written_values
from utspec.models import ChecklistItem, Kind


def restates(effect: Effect) -> bool:
    """An assignment, or a `return` of an expression that is not a literal: a test sees the value, not the text."""
    if effect.kind == "assign":
        return True
    return (
        effect.kind == "return"
        and bool(effect.value)
        and re.search(r"[A-Za-z_$]", effect.value or "") is not None
    )


def worked_case(
    item: ChecklistItem,
    own: Sequence[str],
    ctx: Ctx,
    passes: tuple[str, bool | None] | None,
    returns: str | None = None,
) -> tuple[list[str], str] | None:
    """The case's whole input (its own values, the normal path's for the rest) and what the function returns for it.

    Only on a path through the case's own condition (`passes`) and, for an early return's case, out by that
    `return` (`returns`): a value reached another way would be true for the input but test another line."""
    if not own:
        return None
    full = whole_input(own, main_path_input(item, ctx))
    found = worked_return(item, full, ctx, passes)
    if found is not None:
        # The normal path's values of locals the worked value never read make an input no call can give (needed_inputs).
        lines = ctx.lines(item.file)
        full = needed_inputs(own, full, parameters(lines, item.symbol, item.line, item.language),
                             lambda phrases: worked_return(item, phrases, ctx, passes))  # fmt: skip
    if found is None and returns is None and (row := _worked_write(item, full, ctx)) is not None:
        return full, row
    if found is None or returns is not None and re.sub(r"\s+", "", found[1]) != re.sub(r"\s+", "", returns):
        return None
    return full, worked_clause(found, ctx)


def _worked_write(item: ChecklistItem, full: Sequence[str], ctx: Ctx) -> str | None:
    """The first row the function writes after `item` for the input `full`, with its worked-out columns.

    member-ja-py's `register_member` returns `cur.lastrowid` (no value to work out), so its cases said
    "`points` becomes `points + 300`" and "ValueError is not raised"; the row it inserts is what a test
    checks: `members` gains a row with `points` = `800`. Only when the input reaches the write (the path
    is read up to its line, through the case's own condition) and at least one column is worked out.
    """
    given = " ".join(full)
    for w in sorted((i for i in ctx.items if i.kind is Kind.SQL_WRITE and i.file == item.file
                     and i.symbol == item.symbol and i.line > item.line), key=lambda i: i.line):  # fmt: skip
        if handler_around(w, ctx.items) is None and written_values(w, given, ctx):
            return write_clause(w, ctx, given)
    return None
