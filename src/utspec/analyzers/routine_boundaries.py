"""The numeric comparisons inside a routine's condition, as boundaries: one reader for PL/pgSQL and T-SQL bodies.

`IF v_count > 100 THEN` (PL/pgSQL) and `IF @ErrorLogID > 100` (T-SQL) are parsed by sqlglot in their dialect; each
comparison of a column, variable or call with a number literal is a boundary with its test values, as in code.
"""

from __future__ import annotations

from collections.abc import Iterator

import sqlglot
from sqlglot import exp
from sqlglot.errors import ParseError, TokenError

from utspec.analyzers.boundary import test_values

_COMPARISONS: dict[type, str] = {
    exp.GT: ">",
    exp.GTE: ">=",
    exp.LT: "<",
    exp.LTE: "<=",
    exp.EQ: "==",
    exp.NEQ: "!=",
}
_FLIP = {">": "<", ">=": "<=", "<": ">", "<=": ">=", "==": "==", "!=": "!="}


def is_number(e: exp.Expr | None) -> bool:
    """A number literal, negative ones included."""
    if isinstance(e, exp.Neg):
        e = e.this
    return isinstance(e, exp.Literal) and not e.is_string


def boundaries(
    cond: str, dialect: str, subjects: tuple[type, ...]
) -> Iterator[tuple[str, str, int | float, list]]:
    """(comparison text, operator with the number on the right, number, test values) per numeric comparison.

    `subjects`: what the other side must hold (PL/pgSQL: a column or variable; T-SQL also `@x` and calls).

    >>> [b[:3] for b in boundaries("@n > 100 AND 3 <= @m", "tsql", (exp.Parameter,))]
    [('@n > 100', '>', 100), ('3 <= @m', '>=', 3)]
    """
    try:
        parsed = sqlglot.parse_one(cond, read=dialect)
    except (ParseError, TokenError, RecursionError):
        return
    if parsed is None:
        return
    node: exp.Expr
    for node in parsed.find_all(*_COMPARISONS):
        op = _COMPARISONS[type(node)]
        left: exp.Expr = node.this
        right: exp.Expr = node.expression
        number, op2 = (
            (right, op) if is_number(right) else (left, _FLIP[op]) if is_number(left) else (None, op)
        )
        other = left if number is right else right
        if number is None or is_number(other) or other.find(*subjects) is None:
            continue
        literal = number.sql()
        value = float(literal) if "." in literal or "e" in literal.lower() else int(literal)
        yield node.sql(dialect=dialect), op2, value, test_values(op2, value, literal)


__all__ = ["boundaries", "is_number"]
