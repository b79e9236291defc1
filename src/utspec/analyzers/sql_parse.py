"""Parse one SQL statement, retrying the common dialects when the configured one fails.

PostgreSQL code read under sqlglot's generic dialect lost about a fifth of its conditions (casts,
operators the generic parser does not know); MySQL's backslash escapes fail elsewhere. A statement
the configured dialect cannot parse is retried under `FALLBACK_DIALECTS`; the dialect that parsed
is reported (one notice per file, see `utspec.analyzers.sql`), so the user can set
`analysis.sql_dialect` once instead of trusting a guess.
"""

from __future__ import annotations

from dataclasses import dataclass

import sqlglot
from sqlglot import exp
from sqlglot.errors import ParseError, TokenError
from sqlglot.tokens import TokenType

from utspec.analyzers.sql_split import dialect_order

#: Dialects in which `DELETE t WHERE …` (no FROM) is valid.
_DELETE_WITHOUT_FROM = frozenset({"tsql", "oracle"})


@dataclass(frozen=True)
class Parsed:
    """A parsed statement and the dialect that parsed it (None = generic)."""

    expr: exp.Expr | None
    dialect: str | None


class Unparsable(ValueError):
    """No dialect parses the statement: `line` (within the statement, 1-based) and the configured dialect's message."""

    def __init__(self, line: int | None, message: str) -> None:
        super().__init__(message)
        self.line = line
        self.message = message


def incomplete(stmt: exp.Expr, sql: str, dialect: str | None) -> str | None:
    """What a statement sqlglot accepted lacks to be SQL at all ("update the plan" parses as an UPDATE)."""
    if isinstance(stmt, exp.Update) and not stmt.args.get("expressions"):
        return "UPDATE without SET"
    if isinstance(stmt, exp.Delete) and (dialect or "").lower() not in _DELETE_WITHOUT_FROM:
        tokens = [t.token_type for t in sqlglot.tokenize(sql, read=dialect)]
        at = tokens.index(TokenType.DELETE) if TokenType.DELETE in tokens else -1
        if at >= 0 and tokens[at + 1 : at + 2] != [TokenType.FROM]:
            return "DELETE without FROM"
    return None


def _describe(exc: ParseError | TokenError) -> tuple[int | None, str]:
    errs = getattr(exc, "errors", None) or []
    first = errs[0] if errs else {}
    return first.get("line"), first.get("description") or str(exc).split("\n")[0]


def parse_statement(sql: str, dialect: str | None, *, fallback: bool = True) -> Parsed:
    """Parse `sql` under `dialect`, then (when `fallback`) the common dialects in turn.

    Raises:
        Unparsable: no dialect parses it, or it parses but is no complete statement (with the
            configured dialect's message).
    """
    first: Unparsable | None = None
    for candidate in dialect_order(dialect) if fallback else (dialect,):
        try:
            stmt = sqlglot.parse_one(sql, read=candidate)
        except (ParseError, TokenError) as exc:
            first = first or Unparsable(*_describe(exc))
            continue
        if stmt is not None and (problem := incomplete(stmt, sql, candidate)) is not None:
            # Prose that happens to parse ("update the plan"): no other dialect makes it SQL.
            raise Unparsable(None, problem)
        return Parsed(stmt, candidate)
    assert first is not None
    raise first
