"""What a SQL view's output column can hold, and what a key item claims about it.

A key item about a view names an output column and a value: "外部テーブルの table_type が FOREIGN
になること", "TRUNCATE トリガも event_manipulation が TRUNCATE の行として表示されること",
"correlation is read from the slot whose stakind is 2". The column's expression often decides the
answer by itself:

- **closed outputs**: a CASE whose every result is a string literal or NULL (`table_type` is one of
  'LOCAL TEMPORARY', 'BASE TABLE', 'VIEW', 'FOREIGN TABLE', null), or a column of a `VALUES` list
  (`em.text` of `(VALUES (4, 'INSERT'), (8, 'DELETE'), (16, 'UPDATE')) AS em (num, text)`). A claimed
  string value that is none of them cannot appear in that column.
- **tested values**: a searched CASE that tests one subject against literals in every branch
  (`WHEN stakind1 = 3 … WHEN stakind5 = 3`; numbered slots are one subject). A claimed number for
  that subject that no branch tests never yields the column.

Only a claim naming the column (its identifier, or every word of a one-word name) and expecting
the value to appear (positive or unstated outcome) is read. Pure functions of the SQL text (sqlglot, imported only when a .sql source is read: an offline run
of other code never loads it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from utspec.anchoring import Anchor
from utspec.models import SourceText
from utspec.questions.claims import claim
from utspec.questions.set_conflicts import loose

if TYPE_CHECKING:
    from sqlglot import exp

    from utspec.analyzers.sql_split import Piece

#: A view's option list (`WITH (security_barrier)`) that no sqlglot dialect parses; blanked to read the query.
_VIEW_OPTIONS = re.compile(r"(\bCREATE\s+(?:OR\s+REPLACE\s+)?VIEW\s+[\w.\"]+\s+)WITH\s*\([^()]*\)", re.I)


@dataclass(frozen=True)
class Column:
    file: str
    name: str
    """The output column's name (the alias), lower case."""
    line: int
    """The line of its `AS name`."""
    outputs: tuple[str, ...] = ()
    """Closed outputs as written (`'VIEW'`, `null`); () when the column can hold anything else."""
    output_lines: tuple[int, ...] = ()
    subject: str = ""
    """For tested values: the subject every branch tests, numbered slots folded (`stakind`)."""
    tested: tuple[str, ...] = ()


@dataclass(frozen=True)
class ColumnClaim:
    column: Column
    value: str
    """The claimed value as written for a test (`'FOREIGN'`, `2`)."""
    rule: str
    """`outputs` or `tested`."""


def _line_of(text: str, start_line: int, needle: str, before: int | None = None) -> int:
    """The file line of `needle` in a statement: its last occurrence before char `before`, else its first."""
    at = text.rfind(needle, 0, before) if before is not None else -1
    at = at if at >= 0 else max(text.find(needle), 0)
    return start_line + text.count("\n", 0, at)


def _unwrap(node: exp.Expr) -> exp.Expr:
    from sqlglot import exp

    while isinstance(node, (exp.Cast, exp.Paren)):
        node = node.this
    return node


def _literal(node: exp.Expr) -> str | None:
    from sqlglot import exp

    node = _unwrap(node)
    if isinstance(node, exp.Null):
        return "null"
    if isinstance(node, exp.Literal):
        return f"'{node.this}'" if node.is_string else str(node.this)
    return None


def _values_columns(stmt: exp.Expr) -> dict[str, list[str]]:
    """`alias.column` -> the literals of that column of a `VALUES (…) AS alias (columns)` list."""
    from sqlglot import exp

    out: dict[str, list[str]] = {}
    for v in stmt.find_all(exp.Values):
        alias = v.args.get("alias")
        if alias is None or not alias.columns:
            continue
        names = [c.name.lower() for c in alias.columns]
        for row in v.expressions:
            cells = row.expressions if isinstance(row, exp.Tuple) else [row]
            for name, cell in zip(names, cells, strict=False):
                lit = _literal(cell)
                if lit is not None:
                    out.setdefault(f"{alias.name.lower()}.{name}", []).append(lit)
    return out


def _slot(name: str) -> str:
    return re.sub(r"\d+$", "", name.split(".")[-1].lower())


def _tested(case: exp.Case) -> tuple[str, list[str]] | None:
    """(subject, literals) when every branch of a searched CASE is `subject = literal` of one subject."""
    from sqlglot import exp

    if case.this is not None:
        return None
    subject, values = "", []
    for branch in case.args.get("ifs") or []:
        cond = _unwrap(branch.this)
        if not isinstance(cond, exp.EQ):
            return None
        col, lit = (cond.this, cond.expression)
        if _literal(col) is not None:
            col, lit = lit, col
        value = _literal(lit)
        if not isinstance(col, exp.Column) or value is None:
            return None
        if subject and _slot(col.sql()) != subject:
            return None
        subject = _slot(col.sql())
        values.append(value)
    return (subject, values) if subject and values else None


def _column(
    file: str, name: str, node: exp.Expr, values: dict[str, list[str]], text: str, line: int
) -> Column | None:
    from sqlglot import exp

    body = _unwrap(node)
    m = re.search(rf"\bAS\s+{re.escape(name)}\b", text, re.I)
    at = m.start() if m else None
    here = _line_of(text, line, m.group(0)) if m else line
    if isinstance(body, exp.Column) and body.sql().lower() in values:
        outs = values[body.sql().lower()]
        return Column(file, name.lower(), here, tuple(outs), tuple(_line_of(text, line, o) for o in outs))
    if not isinstance(body, exp.Case):
        return None
    results = [b.args.get("true") for b in body.args.get("ifs") or []]
    default = body.args.get("default")
    lits = [_literal(r) for r in results if r is not None] + [
        _literal(default) if default is not None else "null"
    ]
    if (
        all(x is not None for x in lits)
        and any(x != "null" for x in lits)
        and all(x and x.startswith(("'", "null")) for x in lits)
    ):
        closed = tuple(x for x in lits if x)
        return Column(
            file,
            name.lower(),
            here,
            closed,
            tuple(_line_of(text, line, o, at) for o in closed if o != "null"),
        )
    found = _tested(body)
    if found is not None:
        subject, tested = found
        return Column(file, name.lower(), here, subject=subject, tested=tuple(dict.fromkeys(tested)))
    return None


def statements(source: SourceText, dialect: str | None = None) -> list[tuple[Piece, exp.Expr]]:
    """The parsed statements of a SQL file with their pieces (text, first line); unparsable ones left out."""
    from utspec.analyzers.sql_parse import Unparsable, parse_statement
    from utspec.analyzers.sql_split import split_sql

    try:
        pieces = split_sql(source.text, dialect).pieces
    except Exception:  # noqa: BLE001 - a file the tokenizer cannot split has no statements to read
        return []
    out = []
    for piece in pieces:
        try:
            stmt = parse_statement(piece.text, dialect).expr
        except Unparsable:
            try:
                stmt = parse_statement(_VIEW_OPTIONS.sub(r"\1", piece.text), dialect).expr
            except Unparsable:
                continue
        if stmt is not None:
            out.append((piece, stmt))
    return out


def columns(source: SourceText, dialect: str | None = None) -> list[Column]:
    """The output columns of every view or query in a SQL file whose values the expression decides."""
    if not source.path.lower().endswith(".sql"):
        return []
    from sqlglot import exp

    out: list[Column] = []
    for piece, stmt in statements(source, dialect):
        values = _values_columns(stmt)
        for a in stmt.find_all(exp.Alias):
            col = _column(source.path, a.alias, a.this, values, piece.text, piece.line)
            if col is not None:
                out.append(col)
    return out


def _names_column(name: str, claimed: frozenset[Anchor]) -> bool:
    if any(a.kind == "ident" and a.key == name for a in claimed):
        return True
    if "_" in name or len(name) < 6:
        return False
    return any(a.kind == "word" and loose(a, [Anchor("word", name)]) for a in claimed)


def column_claim(text: str, cols: list[Column]) -> ColumnClaim | None:
    """The column a key item names and the value it claims there, when the column cannot have it."""
    c = claim(text)
    if not c.values or c.polarity in ("negative", "error"):
        return None
    named = [col for col in cols if _names_column(col.name, c.anchors)]
    if len(named) != 1:
        return None  # no column named, or several: not sure which the claim is about
    col = named[0]
    strings = [v for v in c.values if v.startswith("'")]
    if col.outputs and strings:
        outs = {o.strip("'") for o in col.outputs}
        if not any(v.strip("'") in outs for v in strings):
            return ColumnClaim(col, strings[0], "outputs")
        return None
    numbers = [v for v in c.values if re.fullmatch(r"-?\d+(?:\.\d+)?", v)]
    if (
        col.tested
        and numbers
        and c.polarity == "positive"
        and any(a.kind == "word" and loose(a, [Anchor("word", col.subject)]) for a in c.anchors)
    ):
        if not any(
            float(n) == float(t) for n in numbers for t in col.tested if re.fullmatch(r"-?\d+(?:\.\d+)?", t)
        ):
            return ColumnClaim(col, numbers[0], "tested")
    return None
