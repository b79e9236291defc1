"""Cases of a SQL condition or CASE WHEN: which rows a statement takes, and the value a CASE yields."""

from __future__ import annotations

import re

from utspec.designer.offline.case_else import case_else
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.drafts import Draft, ask_no_effect, expected_sentence
from utspec.designer.offline.facts import negated
from utspec.designer.offline.sentences import fmt, q
from utspec.designer.offline.sql_alias import aliased_table
from utspec.designer.offline.sql_routine import routine_case
from utspec.designer.offline.sql_values import outside
from utspec.models import Category, ChecklistItem

_STMT_START = re.compile(r"^\s*(SELECT|UPDATE|DELETE|INSERT|MERGE|WITH)\b", re.I)


_TABLE = re.compile(r"\b(?:FROM|UPDATE|INTO|JOIN)\s+([\w.\"]+)", re.I)


def statement_text(item: ChecklistItem, ctx: Ctx) -> tuple[str, str]:
    """(first keyword, text from the statement's first line to the item's line)."""
    lines = ctx.lines(item.file)
    start = item.line
    while start > 1 and not _STMT_START.match(lines[start - 1] if start <= len(lines) else ""):
        start -= 1
    text = "\n".join(lines[start - 1 : item.line])
    m = _STMT_START.match(text)
    return (m.group(1).upper() if m else ""), text


def run_sql(item: ChecklistItem, ctx: Ctx) -> str:
    """The input of a SQL case: which statement to run, counted from 1 as a reader counts.

    `statement_index` is 0-based data; "Run statement 0" read as a typo to reviewers. A `.sql` file also
    gets the statement's first line, so a file of many statements points at the right one.
    """
    n = (item.statement_index or 0) + 1
    if not item.file.lower().endswith(".sql"):
        return ctx.msg("in.run_sql", n=n, file=item.file)
    lines = ctx.lines(item.file)
    start = item.line
    while start > 1 and not _STMT_START.match(lines[start - 1] if start <= len(lines) else ""):
        start -= 1
    return ctx.msg("in.run_sql_at", n=n, file=item.file, line=start)


def sql_table(item: ChecklistItem, ctx: Ctx, stmt: str) -> str:
    """The table a condition's rows come from: named above it, else after it in the same statement.

    A CASE in a select list stands above its FROM (`SELECT CASE WHEN stakind1 = 1 … END FROM pg_statistic`).
    A qualified column takes the table its alias names (`c.relkind` of `pg_namespace nc JOIN pg_class c`).
    """
    lines = ctx.lines(item.file)
    whole = [stmt]
    for text in lines[item.line : item.line + 200]:
        whole.append(text)
        if text.rstrip().endswith(";"):
            break
    if (aliased := aliased_table(item.column, "\n".join(whole))) is not None:
        return aliased
    if m := _TABLE.search(stmt):
        return m.group(1).strip('"')
    for text in lines[item.line : item.line + 200]:
        if m := _TABLE.search(text):
            return m.group(1).strip('"')
        if text.rstrip().endswith(";"):
            break
    return "?"


def sql_condition_cases(item: ChecklistItem, ctx: Ctx) -> list[Draft]:
    col = item.column or "?"
    op = (item.op or "").upper()
    keyword, stmt = statement_text(item, ctx)
    table = sql_table(item, ctx, stmt)
    kind = {"SELECT": "select", "WITH": "select", "UPDATE": "update", "DELETE": "delete"}.get(
        keyword, "other"
    )
    verb, neg = ctx.msg(f"sql.verb_{kind}"), ctx.msg(f"sql.neg_{kind}")
    flipped = negated(stmt, item.text)
    vals = item.values or []
    shown = ctx.msg("sep.list").join(fmt(v) for v in vals)
    run = run_sql(item, ctx)
    if op in ("IN", "=", "==", "NOT IN", "<>", "!="):
        other = outside(vals)
        positive = (op in ("IN", "=", "==")) != flipped
        key = "sql.in" if positive else "sql.not_in"
        return [
            Draft(
                ctx.msg("persp.sql_in" if positive else "persp.sql_not_in", cond=q(item.text)),
                Category.NORMAL,
                ctx.msg(
                    "pre.sql_rows", table=table, col=col, values=ctx.msg("sep.list").join([shown, other])
                ),
                run,
                expected_sentence(
                    [ctx.msg(key, table=table, col=col, values=shown, other=other, verb=verb, neg=neg)], ctx
                ),
            )
        ]
    if op in ("<", "<=", ">", ">=") and len(vals) == 1 and isinstance(vals[0], int | float):
        bound = vals[0]
        step = 1 if isinstance(bound, int) else 0.01
        yes, no = (bound + step, bound) if op in (">",) else (bound, bound - step) if op == ">=" else (
            (bound - step, bound) if op == "<" else (bound, bound + step))  # fmt: skip
        if flipped:
            yes, no = no, yes
        return [
            Draft(
                ctx.msg("persp.sql_other", cond=q(item.text)),
                Category.BOUNDARY,
                ctx.msg(
                    "pre.sql_rows", table=table, col=col, values=ctx.msg("sep.list").join([fmt(yes), fmt(no)])
                ),
                run,
                expected_sentence(
                    [ctx.msg("sql.cmp", table=table, col=col, yes=fmt(yes), no=fmt(no), verb=verb, neg=neg)],
                    ctx,
                ),
            )
        ]
    return [
        Draft(
            ctx.msg("persp.sql_other", cond=q(item.text)),
            Category.BOUNDARY if op in ("<", "<=", ">", ">=", "BETWEEN") else Category.NORMAL,
            ctx.msg("pre.sql_rows", table=table, col=col, values=shown or "?"),
            run,
            expected_sentence([ctx.msg("sql.other", table=table, cond=q(item.text), verb=verb)], ctx),
        )
    ]


def sql_case_cases(item: ChecklistItem, ctx: Ctx) -> list[Draft]:
    """A CASE WHEN that maps a value (`sql_case`): the row is selected either way; the value it yields is checked."""
    if (called := routine_case(item, ctx)) is not None:
        return called  # a CASE on an argument of the SQL function around it: the test calls the function
    col = item.column or "?"
    values = ctx.msg("sep.list").join(fmt(v) for v in item.values or [])
    result = (item.effect or "").removeprefix("evaluates to ").strip()
    keyword, stmt = statement_text(item, ctx)
    table = sql_table(item, ctx, stmt)
    kind = {"SELECT": "select", "WITH": "select", "UPDATE": "update", "DELETE": "delete"}.get(
        keyword, "other"
    )
    # The row the WHEN does not take gets the CASE's ELSE (NULL without one): a value, not "a later WHEN or the ELSE".
    otherwise = case_else(ctx.lines(item.file), item.line)
    shown = (
        ctx.msg("sql.case_values", col=col, values=values)
        if values and (item.op or "").upper() in ("=", "IN")
        else ""
    )
    expected = (
        expected_sentence(
            [
                ctx.msg(
                    "sql.case"
                    if otherwise is None
                    else "sql.case_else_later"
                    if otherwise.later_whens
                    else "sql.case_else",
                    table=table,
                    verb=ctx.msg(f"sql.verb_{kind}"),
                    cond=q(item.text),
                    result=q(result),
                    other=q(otherwise.value) if otherwise is not None else "",
                )
            ],
            ctx,
        )
        if result
        else ask_no_effect(item, item.text, item.text, ctx)
    )
    return [
        Draft(
            ctx.msg("persp.sql_case", cond=q(item.text)),
            Category.NORMAL,
            ctx.msg("sql.case_pre", table=table, cond=q(item.text), values=shown),
            run_sql(item, ctx),
            expected,
        )
    ]
