"""Cases of a SQL write: the row it writes (table and columns) and the write that fails."""

from __future__ import annotations

import re

from utspec.designer.offline.context import Ctx
from utspec.designer.offline.drafts import Draft, expected_sentence
from utspec.designer.offline.facts import in_try
from utspec.designer.offline.handler_cases import handled_types, handler_around
from utspec.designer.offline.main_path import main_path_input, valid_input
from utspec.designer.offline.sentences import code
from utspec.designer.offline.write_values import held_values, written_values
from utspec.models import Category, ChecklistItem

_COLUMNS = re.compile(r"\(\s*([\w\", ]+?)\s*\)\s*(?:VALUES|SELECT)", re.I)


_SET = re.compile(r"\bSET\s+(.+?)(?:\bWHERE\b|$)", re.I | re.S)


def write_clause(item: ChecklistItem, ctx: Ctx, case_input: str = "") -> str:
    """What a write does to its table, with the columns the statement names (and their values for `case_input`)."""
    table = item.table or "?"
    op = (item.op or "").upper()
    cols: list[str] = []
    if m := _COLUMNS.search(item.text):
        cols = [c.strip().strip('"') for c in m.group(1).split(",") if c.strip()]
    elif m := _SET.search(item.text):
        cols = [a.split("=")[0].strip() for a in m.group(1).split(",") if "=" in a]
    known = dict(written_values(item, case_input, ctx) or []) if case_input else {}
    held = held_values(item, ctx.lines(item.file))
    rest = [c for c in cols if c not in known and c not in held]
    shown = ctx.msg("write.cols", cols=ctx.msg("sep.list").join(code(c) for c in rest)) if rest else ""
    said = [ctx.msg("in.value", name=c, value=v) for c, v in known.items()]
    said += [ctx.msg("write.col_held", col=c, expr=e) for c, e in held.items() if c not in known]
    if said:
        shown = ctx.msg("write.values", values=ctx.msg("sep.list").join(said)) + shown
    key = {"INSERT": "insert", "UPDATE": "update", "DELETE": "delete", "MERGE": "merge"}.get(op, "other")
    return ctx.msg(f"write.{key}", table=table, cols=shown)


def sql_write_cases(item: ChecklistItem, ctx: Ctx) -> list[Draft]:
    table = item.table or "?"
    op = (item.op or "write").upper()
    lines = ctx.lines(item.file)
    if in_try(lines, item.line, item.symbol, item.language):
        fails = ctx.msg("write.fails_caught", line=item.line, table=table)
    elif op in ("UPDATE", "DELETE", "MERGE"):
        fails = ctx.msg("write.fails_update", table=table)
    else:
        fails = ctx.msg("write.fails", where=ctx.where(item), line=item.line, table=table)
    valid = valid_input(item, ctx)
    pre = ctx.msg("pre.table_state", table=table)
    also: tuple[str, ...] = ()
    if (handler := handler_around(item, ctx.items)) is not None:
        also = (handler.id,)  # the exception the case injects is the handler's: it is the evidence for it
        # A write in an except/catch body happens only when the try block fails: the case says so.
        types = handled_types(handler.text)
        exc = ctx.msg("sep.list").join(code(t) for t in types) if types else ctx.msg("pre.any_exception")
        values = main_path_input(item, ctx)
        valid = (
            ctx.msg("in.handler_input", values=ctx.msg("in.sep").join(values), exc=exc)
            if values else ctx.msg.sentence(ctx.msg("pre.handler", where=ctx.where(item), exc=exc).rstrip(".。"))
        )  # fmt: skip
        pre = ("" if ctx.msg.language == "ja" else " ").join(
            [ctx.msg("pre.handler", where=ctx.where(item), exc=exc), pre]
        )
    return [
        Draft(
            ctx.msg("persp.write", op=op, table=table),
            Category.NORMAL if handler is None else Category.ERROR,
            pre,
            valid,
            expected_sentence([write_clause(item, ctx, valid)], ctx),
            also=also,
        ),
        Draft(
            ctx.msg("persp.write_fails", op=op, table=table),
            Category.ERROR,
            ctx.msg("pre.write_rejects", op=op, table=table),
            valid,
            expected_sentence([fails], ctx),
            hosts=False,
            also=also,
        ),
    ]
