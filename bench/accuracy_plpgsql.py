"""Recall and precision of the checklist inside PL/pgSQL bodies against PostgreSQL's own PL/pgSQL parser.

Ground truth: pglast (libpg_query), `pglast.parser.parse_plpgsql_json`, which is PostgreSQL's
PL/pgSQL compiler front end; it imports nothing from utspec. pglast is a dev dependency, so this
script runs in utspec's venv:

    .venv/bin/python bench/accuracy_plpgsql.py [--show K] DIR_OR_FILE...

Only the bodies of `CREATE FUNCTION/PROCEDURE … LANGUAGE plpgsql` statements that pglast parses
are scored; the analyzer's items outside those bodies are left out. Keys, per file:
- branch `(line)`: every `IF` and `ELSIF`, every `WHEN` arm of a CASE statement, every
  `EXIT`/`CONTINUE` with a `WHEN` condition; the line of the keyword;
- loop `(line)`: WHILE, LOOP, FOR (integer, query, cursor, EXECUTE) and FOREACH;
- raise `(line)`: `RAISE` at level EXCEPTION (PostgreSQL's ERROR), a bare `RAISE;` included;
  NOTICE/WARNING/INFO/LOG/DEBUG only report and are not counted;
- handler: `EXCEPTION WHEN …` arms, counted per file (pglast gives them no line);
- boundary `(line, op)`: in the condition of an IF, ELSIF, CASE WHEN or EXIT/CONTINUE WHEN, a
  comparison `< <= > >= = <>` of a numeric constant with an expression holding a column or variable;
  `op` as code writes it (`==`, `!=` for `=`, `<>`), flipped when the constant is on the left; the line
  of the statement's keyword;
- sql_condition / sql_write: the keys of `accuracy_sql.py` (same definitions) for the SQL statements
  the body runs: plain statements, PERFORM, RETURN QUERY and the query of FOR … IN SELECT; lines are
  the statement's line plus the line of the location inside its query text.
Regression check vs measurement: this is a measurement on third-party code (see bench/README.md).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

from _scoring import print_report  # bench/ is the script's folder, so on sys.path
from accuracy_sql import truth_for_statement

KINDS = ("branch", "loop", "raise", "handler", "boundary", "sql_condition", "sql_case", "sql_write")
TARGET_RECALL = dict.fromkeys(KINDS, 0.90)
TARGET_PRECISION = 0.90
_LOOPS = {"PLpgSQL_stmt_while", "PLpgSQL_stmt_loop", "PLpgSQL_stmt_fori", "PLpgSQL_stmt_fors", "PLpgSQL_stmt_forc",
          "PLpgSQL_stmt_foreach_a", "PLpgSQL_stmt_dynfors"}  # fmt: skip
_ERROR_LEVEL = 21  # PostgreSQL's elog level ERROR: what RAISE EXCEPTION raises
_CMP = {"<": "<", "<=": "<=", ">": ">", ">=": ">=", "=": "==", "<>": "!=", "!=": "!="}
_FLIP = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!="}


def _line_of(text: str, offset: int) -> int:
    return text.encode("utf-8")[: max(offset, 0)].count(b"\n") + 1


def _walk(node: object):
    """Yield (name, fields) of every wrapped node (`{"Name": {...}}`) under `node`."""
    stack = [node]
    while stack:
        cur = stack.pop()
        if isinstance(cur, dict):
            if len(cur) == 1:
                ((name, fields),) = cur.items()
                if isinstance(fields, dict) and name[:1].isupper():
                    yield name, fields
            stack.extend(cur.values())
        elif isinstance(cur, list):
            stack.extend(cur)


def _is_number(node: object) -> bool:
    if isinstance(node, dict) and "A_Const" in node:
        c = node["A_Const"]
        return "ival" in c or "fval" in c
    return False


def _has_column(node: object) -> bool:
    return any(name == "ColumnRef" for name, _ in _walk(node))


def _boundaries(cond: str) -> list[str]:
    """Operators of numeric comparisons in a PL/pgSQL condition (parsed as `SELECT <cond>`)."""
    from pglast import parser  # noqa: PLC0415

    try:
        tree = json.loads(parser.parse_sql_json("SELECT " + cond))
    except Exception:  # noqa: BLE001
        return []
    ops: list[str] = []
    for name, f in _walk(tree):
        if name != "A_Expr" or f.get("kind") != "AEXPR_OP":
            continue
        opname = "".join(n.get("String", {}).get("sval", "") for n in f.get("name", []))
        op = _CMP.get(opname)
        left, right = f.get("lexpr"), f.get("rexpr")
        if op is None:
            continue
        if _is_number(right) and _has_column(left) and not _is_number(left):
            ops.append(op)
        elif _is_number(left) and _has_column(right):
            ops.append(_FLIP[op])
    return ops


def _source_line(query: str, loc: int, line: int, body: str, body_line: int) -> int:
    """File line of offset `loc` of a statement's query text; the statement begins on file line `line`.

    PL/pgSQL hands PostgreSQL the query without its `INTO target` clause, so offsets after an INTO
    on its own line are one line short. The text at `loc` (to the end of its line) is looked up in
    the body from the statement's line on; the offset is the fallback.
    """
    snippet = query.encode("utf-8")[loc:].decode("utf-8", errors="ignore").split("\n", 1)[0].strip()
    if snippet:
        lines = body.split("\n")
        for n in range(max(line - body_line, 0), len(lines)):
            if snippet in lines[n]:
                return body_line + n
    return line + _line_of(query, loc) - 1


def _sql_keys(query: str, line: int, body: str, body_line: int) -> list[tuple]:
    from pglast import parser  # noqa: PLC0415

    try:
        tree = json.loads(parser.parse_sql_json(query))
    except Exception:  # noqa: BLE001
        return []
    conds, writes = truth_for_statement(tree)
    keys: list[tuple] = [(kind, _source_line(query, loc, line, body, body_line), col, op)
                         for loc, col, op, kind in conds]  # fmt: skip
    keys += [("sql_write", _source_line(query, loc, line, body, body_line), op, table) for loc, op, table in writes]
    return keys


def function_truth(fn: dict, body_line: int, body: str) -> Counter:
    """Keys of one parsed PL/pgSQL function whose body starts on file line `body_line`."""
    keys: Counter = Counter()

    def at(lineno: int) -> int:
        return body_line + lineno - 1

    def cond(fields: dict, key: str = "cond") -> str | None:
        c = fields.get(key)
        return c["PLpgSQL_expr"]["query"] if isinstance(c, dict) and "PLpgSQL_expr" in c else None

    for name, f in _walk(fn):
        line = f.get("lineno")
        if name in ("PLpgSQL_stmt_if", "PLpgSQL_if_elsif") or name == "PLpgSQL_stmt_exit" and "cond" in f:
            keys[("branch", at(line))] += 1
            for op in _boundaries(cond(f) or ""):
                keys[("boundary", at(line), op)] += 1
        elif name == "PLpgSQL_case_when":
            keys[("branch", at(line))] += 1
            for op in _boundaries(cond(f, "expr") or ""):
                keys[("boundary", at(line), op)] += 1
        elif name in _LOOPS:
            keys[("loop", at(line))] += 1
        elif name == "PLpgSQL_stmt_raise" and f.get("elog_level", _ERROR_LEVEL) >= _ERROR_LEVEL:
            keys[("raise", at(line))] += 1
        elif name == "PLpgSQL_exception":
            keys[("handler",)] += 1
        if name in ("PLpgSQL_stmt_execsql", "PLpgSQL_stmt_perform", "PLpgSQL_stmt_return_query", "PLpgSQL_stmt_fors"):
            query = cond(f, {"PLpgSQL_stmt_execsql": "sqlstmt", "PLpgSQL_stmt_perform": "expr"}.get(name, "query"))
            if query:
                for key in _sql_keys(query, at(line), body, body_line):
                    keys[key] += 1
    return keys


def file_truth(text: str) -> tuple[Counter, list[tuple[int, int]], int]:
    """(keys, [(first, last) body lines], functions) of every PL/pgSQL function pglast parses in `text`."""
    import pglast  # noqa: PLC0415
    from pglast import parser  # noqa: PLC0415

    keys: Counter = Counter()
    bodies: list[tuple[int, int]] = []
    functions = 0
    try:
        slices = pglast.split(text, with_parser=False, only_slices=True)
    except Exception:  # noqa: BLE001
        return keys, bodies, 0
    for sl in slices:
        stmt = text[sl]
        try:
            tree = json.loads(parser.parse_sql_json(stmt))
        except Exception:  # noqa: BLE001
            continue
        create = next((f for n, f in _walk(tree) if n == "CreateFunctionStmt"), None)
        if create is None:
            continue
        options = {o["DefElem"]["defname"]: o["DefElem"].get("arg") for o in create.get("options", []) if "DefElem" in o}
        lang = (options.get("language") or {}).get("String", {}).get("sval", "")
        if lang.lower() != "plpgsql":
            continue
        body = next((s["String"]["sval"] for s in (options.get("as") or {}).get("List", {}).get("items", [])), None)
        if body is None or (pos := stmt.find(body)) < 0:
            continue
        try:
            fns = json.loads(parser.parse_plpgsql_json(stmt + ";"))
        except Exception:  # noqa: BLE001
            continue
        start = text[: sl.start].count("\n") + _line_of(stmt, pos)
        bodies.append((start, start + body.count("\n")))
        functions += 1
        for fn in fns:
            keys += function_truth(fn, start, body)
    return keys, bodies, functions


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("roots", nargs="+", type=Path)
    ap.add_argument("--show", type=int, default=0, help="print up to K misses and false positives per kind")
    args = ap.parse_args(argv)

    from utspec.analyzers import AnalyzerOptions, analyze  # noqa: PLC0415
    from utspec.models import SourceText  # noqa: PLC0415

    paths = [p for r in args.roots for p in ([r] if r.is_file() else sorted(r.rglob("*.sql")))]
    gt_total: Counter = Counter()
    found_total: Counter = Counter()
    tp_total: Counter = Counter()
    misses: dict[str, list[str]] = {k: [] for k in KINDS}
    extras: dict[str, list[str]] = {k: [] for k in KINDS}
    functions = lines = 0
    for path in paths:
        text = path.read_text(encoding="utf-8", errors="replace").replace("\r\n", "\n")
        lines += text.count("\n") + 1
        truth, bodies, n = file_truth(text)
        functions += n
        if not bodies:
            continue
        got: Counter = Counter()
        for i in analyze([SourceText(path=path.name, text=text)], AnalyzerOptions(sql_dialect="postgres")).items:
            if i.kind.value not in KINDS or not any(a <= i.line <= b for a, b in bodies):
                continue
            if i.kind.value == "handler":
                got[("handler",)] += 1
            elif i.kind.value == "boundary":
                got[("boundary", i.line, i.operator)] += 1
            elif i.kind.value in ("sql_condition", "sql_case"):
                col = (i.column or "").replace('"', "").lower()
                col = col if col.replace(".", "").replace("_", "").isalnum() else "<expr>"
                got[(i.kind.value, i.line, col, i.op)] += 1
            elif i.kind.value == "sql_write":
                got[("sql_write", i.line, i.op, (i.table or "").replace('"', "").lower())] += 1
            else:
                got[(i.kind.value, i.line)] += 1
        for key in truth | got:
            kind = key[0]
            g, f = truth.get(key, 0), got.get(key, 0)
            gt_total[kind] += g
            found_total[kind] += f
            tp_total[kind] += min(g, f)
            if g > f and len(misses[kind]) < args.show:
                misses[kind].append(f"{path.name} {key[1:]}")
            if f > g and len(extras[kind]) < args.show:
                extras[kind].append(f"{path.name} {key[1:]}")
    roots = ", ".join(str(r) for r in args.roots)
    print(f"corpus: {roots}: {len(paths)} files, {lines:,} lines, {functions} PL/pgSQL functions pglast parses")
    return print_report(KINDS, gt_total, found_total, tp_total, misses, extras,
                        target_recall=TARGET_RECALL, target_precision=TARGET_PRECISION)  # fmt: skip


if __name__ == "__main__":
    sys.exit(main())
