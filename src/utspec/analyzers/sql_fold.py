"""Constant expressions in SQL conditions, folded by sqlglot's simplifier to the values they stand for.

`l_discount BETWEEN 0.06 - 0.01 AND 0.06 + 0.01`, `d_year = 1999 + 1` and
`l_shipdate < date '1994-01-01' + interval '1' year` test literal values just as much as
`BETWEEN 0.05 AND 0.07` does: the query computes them once. The item keeps the text as written and
carries the folded values (`[0.05, 0.07]`, `'1995-01-01'`), so a test can use them directly.
"""

from __future__ import annotations

from sqlglot import exp
from sqlglot.optimizer.simplify import simplify

#: Operators a constant expression is built with (anything else, e.g. a function call, is left alone).
_ARITHMETIC = (exp.Add, exp.Sub, exp.Mul, exp.Div)
#: Leaves a constant expression may hold.
_CONSTANTS = (exp.Literal, exp.Interval, exp.Cast, exp.Neg, exp.Paren, exp.DataType, exp.Var)


def is_constant_expression(e: exp.Expr) -> bool:
    """Arithmetic over literals only (no column, parameter, function or sub-query anywhere inside)."""
    if not isinstance(e, _ARITHMETIC):
        return False
    return all(isinstance(node, _ARITHMETIC + _CONSTANTS) for node in e.walk())


#: PostgreSQL accepts plural interval units (`interval '14 days'`); sqlglot's date arithmetic knows the singular.
_SINGULAR = {"YEARS": "YEAR", "MONTHS": "MONTH", "WEEKS": "WEEK", "DAYS": "DAY", "HOURS": "HOUR", "MINUTES": "MINUTE",
             "SECONDS": "SECOND"}  # fmt: skip


def _singular_units(e: exp.Expr) -> exp.Expr:
    for interval in e.find_all(exp.Interval):
        unit = interval.args.get("unit")
        if isinstance(unit, exp.Var) and (single := _SINGULAR.get(str(unit.this).upper())) is not None:
            interval.set("unit", exp.Var(this=single))
    return e


def fold(e: exp.Expr, dialect: str | None = None) -> exp.Expr | None:
    """The literal a constant expression simplifies to (`Literal` or a typed literal), or None."""
    while isinstance(e, exp.Paren):
        e = e.this
    if not is_constant_expression(e):
        return None
    try:
        folded = simplify(_singular_units(e.copy()), dialect=dialect)
    except Exception:  # noqa: BLE001  (the simplifier is best effort: an expression it cannot fold stays unfolded)
        return None
    if (
        isinstance(folded, exp.Literal)
        or isinstance(folded, exp.Cast)
        and isinstance(folded.this, exp.Literal)
    ):
        return folded
    return None
