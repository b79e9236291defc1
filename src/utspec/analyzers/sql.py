"""SQL through sqlglot: literal conditions (WHERE / ON / HAVING / CASE WHEN) and writes.

Statements are split before parsing so that one invalid statement is reported (file:line and the
parser's message) while the rest of the file is still analysed.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import sqlglot
from sqlglot import exp
from sqlglot.errors import ParseError, TokenError

from utspec.models import ChecklistItem, Kind, Notice

_OPS: dict[type, str] = {
    exp.EQ: "=", exp.NEQ: "<>", exp.LT: "<", exp.LTE: "<=", exp.GT: ">", exp.GTE: ">=",
    exp.In: "IN", exp.Between: "BETWEEN", exp.Is: "IS", exp.Like: "LIKE", exp.ILike: "ILIKE",
}  # fmt: skip
_WRITES: dict[type, str] = {exp.Insert: "INSERT", exp.Update: "UPDATE", exp.Delete: "DELETE", exp.Merge: "MERGE"}


def split_statements(text: str) -> Iterator[tuple[int, str]]:
    """Yield (1-based line where the statement's text begins, text) per `;`-separated statement.

    Quote- and comment-aware; comments are blanked (not removed) so sqlglot's line numbers,
    counted from the start of the yielded text, still map onto the file.
    """
    buf: list[str] = []
    line = 1
    buf_line = 1
    i, n = 0, len(text)
    quote: str | None = None
    while i < n:
        ch = text[i]
        nxt = text[i + 1] if i + 1 < n else ""
        if quote:
            if ch == quote:
                quote = None
        elif ch in "'\"`":
            quote = ch
        elif ch == "-" and nxt == "-":
            j = text.find("\n", i)
            j = n if j < 0 else j
            buf.append(" " * (j - i))
            i = j
            continue
        elif ch == "/" and nxt == "*":
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            buf.append("".join(c if c == "\n" else " " for c in text[i:j]))
            line += text.count("\n", i, j)
            i = j
            continue
        elif ch == ";":
            stmt = "".join(buf)
            if stmt.strip():
                yield buf_line, stmt
            buf, buf_line = [], line
            i += 1
            continue
        buf.append(ch)
        if ch == "\n":
            line += 1
        i += 1
    stmt = "".join(buf)
    if stmt.strip():
        yield buf_line, stmt


def _line_of(node: exp.Expression, buf_line: int, stmt_text: str) -> int:
    """Line of a node in the text: sqlglot keeps line meta on identifiers, relative to the statement text."""
    for ident in [node, *node.find_all(exp.Identifier, exp.Literal)]:
        meta = getattr(ident, "meta", None) or {}
        if "line" in meta:
            return buf_line + meta["line"] - 1
    lead = stmt_text[: len(stmt_text) - len(stmt_text.lstrip())]
    return buf_line + lead.count("\n")


_PYFORMAT = re.compile(r"%\((\w+)\)s|%s")


def _placeholders(sql: str) -> str:
    """DB-API parameter markers (`%s`, `%(name)s`) as sqlglot placeholders (`?`, `:name`), same length."""
    return _PYFORMAT.sub(lambda m: (f":{m.group(1)}" if m.group(1) else "?").ljust(len(m.group(0))), sql)


def _literal(e: exp.Expression) -> str | int | float | None | bool:
    if isinstance(e, exp.Null):
        return None
    if isinstance(e, exp.Boolean):
        return bool(e.this)
    if isinstance(e, exp.Neg) and isinstance(e.this, exp.Literal):
        v = _literal(e.this)
        return -v if isinstance(v, int | float) else v
    if isinstance(e, exp.Literal):
        if e.is_string:
            return e.this
        try:
            return int(e.this)
        except ValueError:
            return float(e.this)
    raise ValueError("not a literal")


def _is_literal(e: exp.Expression | None) -> bool:
    if e is None:
        return False
    try:
        _literal(e)
        return True
    except ValueError:
        return False


def _condition(node: exp.Expression) -> tuple[str, str, list] | None:
    """(column, op, values) when `node` compares a column with literals; None otherwise."""
    negated = isinstance(node.parent, exp.Not)
    if isinstance(node, exp.In):
        col, vals = node.this, node.expressions
        if isinstance(col, exp.Column) and vals and all(_is_literal(v) for v in vals):
            return col.sql(), "NOT IN" if negated else "IN", [_literal(v) for v in vals]
        return None
    if isinstance(node, exp.Between):
        col = node.this
        if isinstance(col, exp.Column) and _is_literal(node.args.get("low")) and _is_literal(node.args.get("high")):
            return col.sql(), "NOT BETWEEN" if negated else "BETWEEN", [
                _literal(node.args["low"]),
                _literal(node.args["high"]),
            ]
        return None
    if isinstance(node, exp.Is):
        if isinstance(node.this, exp.Column) and isinstance(node.expression, exp.Null):
            return node.this.sql(), "IS NOT NULL" if negated else "IS NULL", [None]
        return None
    op = _OPS.get(type(node))
    if op is None:
        return None
    left, right = node.this, node.expression
    flip = {"<": ">", "<=": ">=", ">": "<", ">=": "<="}
    if isinstance(left, exp.Column) and _is_literal(right):
        col, val = left, right
    elif isinstance(right, exp.Column) and _is_literal(left):
        col, val, op = right, left, flip.get(op, op)
    else:
        return None
    if negated and op in ("LIKE", "ILIKE"):
        op = "NOT " + op
    return col.sql(), op, [_literal(val)]


def _condition_roots(stmt: exp.Expression) -> Iterator[exp.Expression]:
    for where in stmt.find_all(exp.Where, exp.Having):
        yield where.this
    for join in stmt.find_all(exp.Join):
        if on := join.args.get("on"):
            yield on
    for case in stmt.find_all(exp.Case):
        for when in case.args.get("ifs") or []:
            yield when.this


def analyze_sql_text(
    path: str, text: str, *, base_line: int = 1, dialect: str | None = None, symbol: str | None = None,
    language: str = "sql", first_index: int = 0,
) -> tuple[list[ChecklistItem], list[Notice]]:  # fmt: skip
    """Items for every statement in `text`; `base_line` places embedded SQL inside a host file."""
    items: list[ChecklistItem] = []
    notices: list[Notice] = []
    for index, (start, stmt_text) in enumerate(split_statements(text), start=first_index):
        start_line = base_line + start - 1
        try:
            stmt = sqlglot.parse_one(_placeholders(stmt_text), read=dialect)
        except (ParseError, TokenError) as exc:
            errs = getattr(exc, "errors", None) or []
            rel = errs[0].get("line") if errs and errs[0].get("line") else None
            where = start_line + rel - 1 if rel else base_line + _line_of(exp.Null(), start, stmt_text) - 1
            msg = (errs[0].get("description") if errs else None) or str(exc).split("\n")[0]
            notices.append(Notice(file=path, line=where, message=f"invalid SQL (statement {index}): {msg}"))
            continue
        if stmt is None:
            continue
        seen: set[int] = set()
        for root in _condition_roots(stmt):
            for node in root.walk():
                if id(node) in seen:
                    continue
                cond = _condition(node)
                if cond is None:
                    continue
                seen.add(id(node))
                col, op, values = cond
                line = base_line + _line_of(node, start, stmt_text) - 1
                shown = node.parent.sql(dialect=dialect) if isinstance(node.parent, exp.Not) else node.sql(dialect=dialect)
                items.append(
                    ChecklistItem(
                        id=f"{path}:{line}:{Kind.SQL_CONDITION.value}", kind=Kind.SQL_CONDITION, file=path, line=line,
                        end_line=line, language=language, symbol=symbol, text=shown, statement_index=index,
                        column=col, op=op, values=values,
                    )
                )  # fmt: skip
        for wtype, op in _WRITES.items():
            if isinstance(stmt, wtype):
                table = stmt.find(exp.Table)
                name = table.sql(dialect=dialect) if table is not None else None
                line = base_line + (_line_of(table, start, stmt_text) if table is not None else start) - 1
                head = " ".join(stmt_text.split())[:120]
                items.append(
                    ChecklistItem(
                        id=f"{path}:{line}:{Kind.SQL_WRITE.value}", kind=Kind.SQL_WRITE, file=path, line=line,
                        end_line=line, language=language, symbol=symbol, text=head, statement_index=index,
                        op=op, table=name,
                    )
                )  # fmt: skip
    return items, notices
