"""CASE WHEN: a row filter inside WHERE / HAVING / ON, a value mapping everywhere else.

`SELECT CASE WHEN total > 1000 THEN 'big' ELSE 'small' END` selects every row; it maps a value
to another. Recorded as `sql_condition`, the designer wrote "only rows with total > 1000 are
selected", which is false. Outside a filtering clause each WHEN is a `sql_case` item whose effect
is the value it yields, so a test checks the mapping, not the row set.
"""

from __future__ import annotations

from collections.abc import Iterator

from sqlglot import exp

from utspec.analyzers.draft import one_line
from utspec.models import Kind


def in_row_filter(node: exp.Expr) -> bool:
    """True when `node` sits in a WHERE, a HAVING or a JOIN's ON of its own query.

    The search stops at the query that holds `node`: a CASE in the select list of a sub-query maps
    that sub-query's values even when the sub-query itself sits in an outer WHERE.
    """
    cur: exp.Expr = node
    while cur.parent is not None and not isinstance(cur, exp.Query):
        parent = cur.parent
        if isinstance(parent, exp.Where | exp.Having | exp.Filter):
            return True
        if isinstance(parent, exp.Join) and parent.args.get("on") is cur:
            return True
        cur = parent
    return False


def case_roots(stmt: exp.Expr, dialect: str | None) -> Iterator[tuple[exp.Expr, Kind, str | None]]:
    """(condition, kind, effect) per WHEN of every CASE: `CASE x WHEN 1` compares x with 1."""
    for case in stmt.find_all(exp.Case):
        kind = Kind.SQL_CONDITION if in_row_filter(case) else Kind.SQL_CASE
        subject = case.this
        for when in case.args.get("ifs") or []:
            cond = (
                exp.EQ(this=subject.copy(), expression=when.this.copy()) if subject is not None else when.this
            )
            result = when.args.get("true")
            effect = one_line(f"evaluates to {result.sql(dialect=dialect)}") if result is not None else None
            yield cond, kind, effect if kind is Kind.SQL_CASE else None
