"""SQL through sqlglot: literal conditions (WHERE / ON / HAVING / CASE WHEN) and writes.

Statements are split (sqlglot's tokenizer, `sql_split`) and parsed one by one (`sql_parse`, which
retries the common dialects) so that one invalid statement is reported (file:line and the parser's
message) while the rest of the file is still analysed. The same reader serves `.sql`
files and SQL string literals at call sites in code (`cursor.execute("...")`).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator
from dataclasses import dataclass

import sqlglot
from sqlglot import exp
from sqlglot.errors import TokenError
from sqlglot.tokens import TokenType

from utspec.analyzers.draft import Draft, one_line
from utspec.analyzers.plpgsql import Body, analyze_body, routine_body
from utspec.analyzers.sql_case import case_roots
from utspec.analyzers.sql_commands import command_drafts
from utspec.analyzers.sql_fold import fold
from utspec.analyzers.sql_parse import Unparsable, parse_statement
from utspec.analyzers.sql_script import script_sql
from utspec.analyzers.sql_split import split_sql
from utspec.analyzers.tsql import GO_LINE, analyze_routine, blank_batches, routines
from utspec.models import Kind, NoteKind, Notice, NoticeReason
from utspec.notices import notice

# sqlglot warns through its logger whenever it keeps a statement only as a `Command` (CREATE
# EXTENSION, ALTER TYPE …); with no handler configured, Python prints that to stderr in the middle of
# `utspec checklist` output. A NullHandler keeps it out of the terminal (the library convention);
# an application that configures logging still receives the records.
logging.getLogger("sqlglot").addHandler(logging.NullHandler())

_OPS: dict[type, str] = {
    exp.EQ: "=", exp.NEQ: "<>", exp.LT: "<", exp.LTE: "<=", exp.GT: ">", exp.GTE: ">=",
    exp.Like: "LIKE", exp.ILike: "ILIKE",
}  # fmt: skip
_FLIP = {"<": ">", "<=": ">=", ">": "<", ">=": "<="}
_WRITES: dict[type, str] = {
    exp.Insert: "INSERT",
    exp.Update: "UPDATE",
    exp.Delete: "DELETE",
    exp.Merge: "MERGE",
}

Value = str | int | float | bool | None


@dataclass(frozen=True)
class Statement:
    """One `;`-separated statement: its text and the 1-based line where that text begins."""

    index: int
    line: int
    text: str


def _first_line_in(node: exp.Expr, sql: str) -> int | None:
    """Line of a node relative to `sql`, the text sqlglot parsed: it keeps positions on identifiers and literals.

    The line comes from the character offset (`start`), not from sqlglot's own `line`: its
    PostgreSQL tokenizer counts the newline after a `$1` parameter twice, so every later line of
    the statement would be off.
    """
    for part in (node, *node.find_all(exp.Identifier, exp.Literal, exp.Var)):
        meta = part.meta if hasattr(part, "meta") else None
        if meta and "start" in meta:
            return sql.count("\n", 0, int(meta["start"])) + 1
        if meta and "line" in meta:
            return int(meta["line"])
    return None


def _leading_line(text: str) -> int:
    """1-based line (within `text`) of its first non-blank character."""
    return text[: len(text) - len(text.lstrip())].count("\n") + 1


_PYFORMAT = re.compile(r"%\((\w+)\)s|%s")


def _placeholders(sql: str) -> str:
    """DB-API parameter markers (`%s`, `%(name)s`) as sqlglot placeholders (`?`, `:name`)."""
    return _PYFORMAT.sub(lambda m: f":{m.group(1)}" if m.group(1) else "?", sql)


class _NotLiteral(ValueError):
    pass


def _literal(e: exp.Expr) -> Value:
    if isinstance(e, exp.Null):
        return None
    if isinstance(e, exp.Boolean):
        return bool(e.this)
    if isinstance(e, exp.Neg) and isinstance(e.this, exp.Literal) and not e.this.is_string:
        v = _literal(e.this)
        return -v if isinstance(v, int | float) else v
    if isinstance(e, exp.Paren):
        return _literal(e.this)
    if isinstance(e, exp.Literal):
        if e.is_string:
            return e.this
        try:
            return int(e.this)
        except ValueError:
            return float(e.this)
    if isinstance(e, exp.Cast) and isinstance(e.this, exp.Literal | exp.Neg):
        return _literal(e.this)  # a typed literal: `'r'::"char"`, `DATE '2024-01-01'`
    if isinstance(e, exp.Interval) and isinstance(e.this, exp.Literal):
        unit = e.args.get("unit")
        return f"{e.this.this} {unit.sql()}".lower() if unit is not None else str(e.this.this)
    if isinstance(e, _STRINGS):
        return str(e.this)
    if (folded := fold(e)) is not None:
        return _literal(folded)  # `1192 + 11`, `date '1994-01-01' + interval '1' year`
    raise _NotLiteral


#: Prefixed string literals (`E'…'`, `B'101'`, `X'1F'`, `N'…'`) are literals like plain ones.
_STRINGS = (exp.ByteString, exp.BitString, exp.HexString, exp.National, exp.RawString)


def _is_literal(e: exp.Expr | None) -> bool:
    if e is None:
        return False
    try:
        _literal(e)
    except _NotLiteral:
        return False
    return True


#: Never the subject of a literal condition: predicates, sub-queries, placeholders, quantifiers. A T-SQL variable
#: (`@Status`, exp.Parameter) is one: `CASE @Status WHEN 1 THEN 'In process'` maps the routine's argument.
_NOT_SUBJECTS = (exp.Predicate, exp.Connector, exp.Not, exp.Subquery, exp.Query, exp.Placeholder,
                 exp.Any, exp.All, exp.Array, exp.Tuple)  # fmt: skip
#: `x <= ALL(arr)` may parse as a call to a function named ALL: a quantifier all the same.
_QUANTIFIERS = frozenset({"ALL", "ANY", "SOME"})


def _is_subject(e: exp.Expr | None) -> bool:
    """What a literal condition tests: a column, or a value computed from columns.

    `LOWER(email)`, `COUNT(*)`, `a + 1`, `doc ->> 'k'` qualify; `current_database() = 'x'` tests
    no column, and a predicate, a sub-query or a parameter is no subject either.
    """
    if isinstance(e, exp.Column) or isinstance(e, exp.Parameter) and isinstance(e.this, exp.Var):
        return True
    if e is None or isinstance(e, _NOT_SUBJECTS) or _is_literal(e):
        return False
    if isinstance(e, exp.Anonymous) and str(e.this).upper() in _QUANTIFIERS:
        return False
    return e.find(exp.Column, exp.Star) is not None


def _table_name(table: exp.Table) -> str:
    """`db.orders` without its alias (`MERGE INTO stock s` writes `stock`)."""
    return ".".join(p for p in (table.catalog, table.db, table.name) if p)


def condition(node: exp.Expr) -> tuple[exp.Expr, str, list[Value]] | None:
    """(column, op, values) when `node` compares one column with literals; None otherwise."""
    # sqlglot writes `a NOT LIKE b` as Like(negate=True), `NOT a IN (…)` as Not(In(…)).
    negated = isinstance(node.parent, exp.Not) or bool(node.args.get("negate"))
    if isinstance(node, exp.In):
        col, vals = node.this, node.expressions
        if _is_subject(col) and vals and all(_is_literal(v) for v in vals):
            return col, "NOT IN" if negated else "IN", [_literal(v) for v in vals]
        return None
    if isinstance(node, exp.Between):
        col, low, high = node.this, node.args.get("low"), node.args.get("high")
        if _is_subject(col) and _is_literal(low) and _is_literal(high):
            assert low is not None and high is not None
            return col, "NOT BETWEEN" if negated else "BETWEEN", [_literal(low), _literal(high)]
        return None
    if isinstance(node, exp.Is):
        if _is_subject(node.this) and isinstance(node.expression, exp.Null):
            return node.this, "IS NOT NULL" if negated else "IS NULL", [None]
        return None
    op = _OPS.get(type(node))
    if op is None:
        return None
    left, right = node.this, node.expression
    if _is_subject(left) and _is_literal(right):
        col, val = left, right
    elif _is_subject(right) and _is_literal(left):
        col, val, op = right, left, _FLIP.get(op, op)
    else:
        return None
    if negated and op in ("LIKE", "ILIKE"):
        op = "NOT " + op
    return col, op, [_literal(val)]


def _condition_roots(stmt: exp.Expr, dialect: str | None) -> Iterator[tuple[exp.Expr, Kind, str | None]]:
    """Where literal conditions decide rows (WHERE, HAVING, JOIN … ON), then CASE WHENs (never SET).

    Yields (root, kind, effect): a CASE outside those clauses maps values (`sql_case`, see `sql_case`).
    """
    for clause in stmt.find_all(exp.Where, exp.Having):
        yield clause.this, Kind.SQL_CONDITION, None
    for join in stmt.find_all(exp.Join):
        if on := join.args.get("on"):
            yield on, Kind.SQL_CONDITION, None
    yield from case_roots(stmt, dialect)


def _write_target(write: exp.Expr) -> exp.Table | None:
    """The table a write changes: its own target, not the first table of a CTE it carries."""
    target = write.this
    if isinstance(target, exp.Schema):  # INSERT INTO t (a, b)
        target = target.this
    return target if isinstance(target, exp.Table) else write.find(exp.Table)


def statement_drafts(
    stmt: exp.Expr, st: Statement, sql: str, base_line: int, order: int, dialect: str | None
) -> list[Draft]:
    drafts: list[Draft] = []
    stmt_line = base_line + st.line - 1

    def where(*nodes: exp.Expr) -> int:
        for node in nodes:
            if (rel := _first_line_in(node, sql)) is not None:
                return stmt_line + rel - 1
        return stmt_line + _leading_line(st.text) - 1

    # A WHERE holds its sub-queries' WHERE and its CASE WHENs, which are roots of their own: each
    # comparison counts once.
    seen: set[int] = set()
    for root, kind, effect in _condition_roots(stmt, dialect):
        for node in root.walk():
            if id(node) in seen:
                continue
            seen.add(id(node))
            found = condition(node)
            if found is None:
                continue
            col, op, values = found
            # `COUNT(*) > 2` has no identifier to place it: its literal does.
            line = where(col, node)
            shown = node.parent if isinstance(node.parent, exp.Not) and node.parent.this is node else node
            drafts.append(Draft(
                kind=kind, line=line, end_line=line, text=one_line(shown.sql(dialect=dialect)), effect=effect,
                order=order + len(drafts), fields={"statement_index": st.index, "column": col.sql(dialect=dialect),
                                                   "op": op, "values": values},
            ))  # fmt: skip
    # Writes anywhere in the statement: `WITH moved AS (DELETE … RETURNING *) INSERT …` writes twice.
    write: exp.Expr
    for write in stmt.find_all(*_WRITES):
        if write is not stmt and isinstance(write.parent, exp.When):
            continue  # `MERGE … WHEN MATCHED THEN UPDATE`: the MERGE is the write, on its own target
        op = _WRITES[type(write)]
        table = _write_target(write)
        line = where(table) if table is not None else stmt_line + _leading_line(st.text) - 1
        text = st.text if write is stmt else write.sql(dialect=dialect)
        drafts.append(Draft(
            kind=Kind.SQL_WRITE, line=line, end_line=line, text=one_line(text), order=order + len(drafts),
            fields={"statement_index": st.index, "op": op, "table": _table_name(table) if table is not None else None},
        ))  # fmt: skip
    return drafts


def _unparsed(path: str, line: int, index: int, why: str, key: str = "sql_unparsed") -> Notice:
    return notice(
        path, key, line=line, kind=NoteKind.UNANALYSED, reason=NoticeReason.SQL_UNPARSED, index=index, why=why
    )


def _routine(path: str, body: Body, index: int, order: int) -> tuple[list[Draft], list[Notice]]:
    """Items of a function or DO body: SQL read as SQL, PL/pgSQL through `utspec.analyzers.plpgsql`."""

    def read(text: str, line: int) -> tuple[list[Draft], list[Notice]]:
        # A dollar-quoted body is PostgreSQL whatever the file's dialect.
        got, notes, _ = analyze_sql_text(
            path, text, dialect="postgres", base_line=line, first_index=index, order=order
        )
        return got, notes

    if body.language == "sql":
        drafts, notes = read(body.text, body.line)
    elif body.language == "plpgsql":
        drafts, notes = analyze_body(path, body, read)
    else:
        return [], []  # plpython, C, …: not SQL
    for d in drafts:
        d.symbol = d.symbol or body.name  # "in `url_decode`": the function a test calls, not "statement 2"
    return drafts, notes


def _tsql_routines(
    path: str, text: str, base_line: int, index: int, order: int
) -> tuple[list[Draft], list[Notice], str]:
    """Items of every T-SQL routine in `text`, and `text` with those batches (and `GO` lines) blanked."""
    found = routines(text)
    drafts: list[Draft] = []
    notices: list[Notice] = []

    def read(sql: str, line: int) -> tuple[list[Draft], list[Notice]]:
        got, notes, _ = analyze_sql_text(
            path, sql, dialect="tsql", base_line=line, first_index=index, order=order
        )
        return got, notes

    for r in found:
        got, notes = analyze_routine(path, r, base_line + text.count("\n", 0, r.offset), read)
        drafts.extend(got)
        notices.extend(notes)
    return drafts, notices, blank_batches(text, [r.batch for r in found])


def _command(
    path: str, text: str, line: int, dialect: str | None, index: int, order: int
) -> tuple[list[Draft], list[Notice]]:
    """Items inside EXPLAIN, CREATE RULE and CREATE POLICY (`utspec.analyzers.sql_commands`)."""

    def read(sql: str, at: int) -> tuple[list[Draft], list[Notice]]:
        got, notes, _ = analyze_sql_text(
            path, sql, dialect=dialect, base_line=at, first_index=index, order=order
        )
        return got, notes

    return command_drafts(text, line, dialect, read)


def analyze_sql_text(
    path: str,
    text: str,
    *,
    dialect: str | None = None,
    base_line: int = 1,
    first_index: int = 0,
    order: int = 0,
) -> tuple[list[Draft], list[Notice], int]:
    """Drafts for every statement in `text`, notices for invalid ones, and how many statements there were.

    Statements are split by sqlglot's tokenizer (`utspec.analyzers.sql_split`) and each is parsed
    under `dialect`, then the common dialects (`utspec.analyzers.sql_parse`). A statement that
    parsed only under another dialect is named in one notice; one that no dialect parses gets a
    notice of its own (`NoticeReason.SQL_UNPARSED`), which the spec's coverage section lists.

    Args:
        base_line: the file line where `text` begins (embedded SQL starts inside a host file).
        first_index: `statement_index` of the first statement (statements are counted per file).
        order: position of `text` in the host file, to order items on one line.
    """
    drafts: list[Draft] = []
    notices: list[Notice] = []
    others: dict[str, list[int]] = {}
    text = script_sql(text)  # psql meta-commands and `@extschema@` are no SQL (offsets and lines kept)
    if dialect == "tsql" or GO_LINE.search(text):
        # T-SQL routines run to their batch's `GO`, `;` inside them ending nothing (utspec.analyzers.tsql).
        got, notes, text = _tsql_routines(path, text, base_line, first_index, order)
        drafts.extend(got)
        notices.extend(notes)
    split = split_sql(text, dialect)
    count = 0
    for count, piece in enumerate(split.pieces, start=1):
        st = Statement(first_index + count - 1, piece.line, piece.text)
        sql = _placeholders(piece.text)  # same lines as the piece: positions below refer to it
        stmt_line = base_line + st.line - 1
        if (body := routine_body(piece.text, stmt_line)) is not None:
            got, notes = _routine(path, body, st.index, order + len(drafts))
            drafts.extend(got)
            notices.extend(notes)
            continue
        try:
            parsed = parse_statement(sql, dialect)
            if parsed.expr is None:
                continue
            if parsed.dialect != dialect:
                others.setdefault(parsed.dialect or "generic", []).append(stmt_line)
            if isinstance(parsed.expr, exp.Command):
                got, notes = _command(
                    path, piece.text, stmt_line, parsed.dialect, st.index, order + len(drafts)
                )
                drafts.extend(got)
                notices.extend(notes)
                continue
            drafts.extend(
                statement_drafts(parsed.expr, st, sql, base_line, order + len(drafts), parsed.dialect)
            )
        except Unparsable as exc:
            # `CREATE RULE … DO INSTEAD (a; b)` fails as a whole; its condition and actions still read.
            got, notes = _command(path, piece.text, stmt_line, dialect, st.index, order + len(drafts))
            if got:
                drafts.extend(got)
                notices.extend(notes)
                continue
            notices.append(_unparsed(path, stmt_line + (exc.line or 1) - 1, st.index, exc.message))
        except RecursionError:
            # sqlglot parses and renders recursively: a statement nested a few hundred levels deep
            # exhausts the stack. It is reported and skipped; the statements after it are still read.
            notices.append(_unparsed(path, stmt_line, st.index, "", "sql_too_deep"))
    if split.failed_at is not None:
        line, why = split.failed_at
        notices.append(_unparsed(path, base_line + line - 1, first_index + count, why, "sql_unparsed_rest"))
        count += 1
    for other, lines in others.items():
        shown = ", ".join(map(str, lines[:5])) + (", …" if len(lines) > 5 else "")
        notices.append(notice(path, "sql_dialect", line=lines[0], kind=NoteKind.GUESSED, reason=NoticeReason.SQL_DIALECT,
                              n=len(lines), other=other, dialect=dialect or "generic", lines=shown))  # fmt: skip
    return drafts, notices, count


_STATEMENT_START = re.compile(
    r"\s*\(?\s*(select|insert|update|delete|merge|with|upsert|replace)\b", re.IGNORECASE
)
_SQL_PUNCTUATION = re.compile(r"[*,()=<>?:@$%'\"\d]")


#: Keywords that structure a statement; any other word (a name, or a keyword such as LIST that is
#: also English) counts as a word when telling prose from SQL.
_CLAUSE_TOKENS = frozenset({
    TokenType.SELECT, TokenType.FROM, TokenType.WHERE, TokenType.INSERT, TokenType.INTO, TokenType.VALUES,
    TokenType.UPDATE, TokenType.SET, TokenType.DELETE, TokenType.JOIN, TokenType.ON, TokenType.AND, TokenType.OR,
    TokenType.NOT, TokenType.GROUP_BY, TokenType.ORDER_BY, TokenType.HAVING, TokenType.LIMIT, TokenType.ALIAS,
    TokenType.IN, TokenType.IS, TokenType.NULL, TokenType.LIKE, TokenType.BETWEEN, TokenType.CASE, TokenType.WHEN,
    TokenType.THEN, TokenType.ELSE, TokenType.END, TokenType.UNION, TokenType.WITH, TokenType.DISTINCT,
    TokenType.MERGE, TokenType.USING, TokenType.LEFT, TokenType.RIGHT, TokenType.INNER, TokenType.OUTER,
})  # fmt: skip


def looks_like_prose(text: str, dialect: str | None = None) -> bool:
    """True for English that happens to parse as SQL ("select a friend from the list").

    Real SQL has punctuation, literals or placeholders; prose that parses does so through implicit
    aliases, word after word with no operator between (`a friend`, `the list`).
    """
    if _SQL_PUNCTUATION.search(text):
        return False
    try:
        tokens = sqlglot.tokenize(text, read=dialect)
    except TokenError:
        return False
    words = [t.text.isalpha() and t.token_type not in _CLAUSE_TOKENS for t in tokens]
    return sum(1 for a, b in zip(words, words[1:]) if a and b) >= 2


def analyze_embedded_sql(
    path: str, text: str, *, base_line: int, order: int, first_index: int, dialect: str | None = None
) -> tuple[list[Draft], list[Notice], int]:
    """Like `analyze_sql_text` for a string literal passed to an SQL call; non-SQL strings yield nothing."""
    if not _STATEMENT_START.match(text) or looks_like_prose(text, dialect):
        return [], [], 0
    return analyze_sql_text(
        path, text, dialect=dialect, base_line=base_line, first_index=first_index, order=order
    )
