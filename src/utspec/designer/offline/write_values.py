"""The values a write puts in each column, for a case's input: "(`email` = `"a@b"`, `points` = `800`)".

member-ja-py's INSERT said "columns `email`, `name`, `age`, `points` from the input": `points` is not
from the input (500, plus 300 with an invitation code), and "from the input" is nothing a tester can
compare a row with. When the statement's columns, its placeholders and the parameters passed with it
line up one to one, each parameter is worked out at the write's line for the case's input
(`analyzers.path_value`, with the case's test doubles); a column whose value cannot be worked out
keeps the old wording, and nothing is guessed.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from utspec.analyzers.domain import assignment_at
from utspec.analyzers.path_value import NOT_KNOWN, constants, input_values, returned_value, shown
from utspec.codetext import split_top_level
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.signature import numbered_body, parameters
from utspec.doubles import bound, doubles
from utspec.models import ChecklistItem

_COLUMNS = re.compile(r"\(\s*([\w\", ]+?)\s*\)\s*VALUES\s*\((.*)\)", re.I | re.S)
_PLACEHOLDER = re.compile(r"^(?:%s|\?|\$\d+|:\w+|@\w+)$")


def _call_text(lines: Sequence[str], line: int, most: int = 8) -> str:
    """The statement starting at `line`, joined until its brackets close."""
    text = ""
    for n in range(line, min(len(lines), line + most) + 1):
        text += " " + lines[n - 1].strip()
        if text.count("(") <= text.count(")") and text.strip():
            break
    return text.strip()


def parameters_of(call: str) -> list[str] | None:
    """The parameters passed after the SQL string of `execute("…", (a, b))` / `execute("…", [a, b])` / `query("…", a, b)`.

    >>> parameters_of('cur.execute("INSERT INTO t (a, b) VALUES (%s, %s)", (email, points))')
    ['email', 'points']
    >>> parameters_of('db.run("INSERT INTO t (a) VALUES (?)", [name]);')
    ['name']
    """
    m = re.search(
        r"""\(\s*(?:f|r|b)?("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`)\s*,\s*(.*)\)\s*;?$""", call, re.S
    )
    if m is None:
        return None
    rest = m.group(2).strip()
    if rest[:1] in "([" and rest[-1:] in ")]":
        rest = rest[1:-1]
    parts = split_top_level(rest)
    return parts or None


def column_pairs(item: ChecklistItem, lines: Sequence[str]) -> list[tuple[str, str]] | None:
    """(column, parameter expression) for an INSERT whose columns, placeholders and parameters line up."""
    cols = _COLUMNS.search(item.text)
    if cols is None or not 1 <= item.line <= len(lines):
        return None
    names = [c.strip().strip('"') for c in cols.group(1).split(",") if c.strip()]
    holders = split_top_level(cols.group(2))
    params = parameters_of(_call_text(lines, item.line))
    if params is None or not (len(names) == len(holders) == len(params)):
        return None
    if not all(_PLACEHOLDER.match(h) for h in holders):
        return None
    return list(zip(names, params, strict=True))


def written_values(item: ChecklistItem, case_input: str, ctx: Ctx) -> list[tuple[str, str]] | None:
    """(column, value as the language writes it) for each column of `item` whose value the case's input decides.

    None when no column's value can be worked out (the write keeps its wording then).
    """
    lines = ctx.lines(item.file)
    pairs = column_pairs(item, lines)
    if pairs is None:
        return None
    body = [
        (n, text) for n, text in numbered_body(lines, item.symbol, item.line, item.language) if n < item.line
    ]
    if not body:
        return None
    indent = re.match(r"\s*", lines[item.line - 1]).group(0)  # type: ignore[union-attr]
    prefix, env = bound([t for _, t in body], doubles(case_input))
    # `"a" * ５０` and `１８` are the values 50 and 18 (a person may type full-width digits)
    given = input_values(unicodedata.normalize("NFKC", case_input), item.language)
    env = {**constants(lines, item.language), **given, **env}
    out = []
    for column, expr in pairs:
        value = returned_value([*prefix, f"{indent}return {expr}"], item.language, env)
        if value is not NOT_KNOWN and isinstance(value, (int, float, str, bool)):
            out.append((column, shown(value, item.language)))
    return out or None


def held_values(item: ChecklistItem, lines: Sequence[str]) -> dict[str, str]:
    """Column -> what a column not worked out holds, when it is not the function's input (`cur.lastrowid`).

    "columns `member_id` from the input" was false for `member_id = cur.lastrowid`: the column holds
    what the dependency returns, and the sentence says so instead.

    >>> src = ["def f(cur, email):", "    member_id = cur.lastrowid",
    ...        '    cur.execute("INSERT INTO r (member_id, email) VALUES (%s, %s)", (member_id, email))']
    >>> item = ChecklistItem(id="a.py:3:sql_write", kind="sql_write", file="a.py", line=3, end_line=3,
    ...                      language="python", text="INSERT INTO r (member_id, email) VALUES (%s, %s)", symbol="f")
    >>> held_values(item, src)
    {'member_id': 'cur.lastrowid'}
    """
    pairs = column_pairs(item, lines)
    if pairs is None:
        return {}
    inputs = set(parameters(lines, item.symbol, item.line, item.language))
    out: dict[str, str] = {}
    for column, expr in pairs:
        if expr in inputs:
            continue
        found = assignment_at(expr, lines, item.line) if re.fullmatch(r"[A-Za-z_$][\w$]*", expr) else None
        out[column] = found[1].strip().rstrip(";") if found else expr
    return out
