"""Recall and precision of the SQL checklist against an independent ground truth: PostgreSQL's own parser.

The ground truth comes from pglast (libpg_query: the parser of PostgreSQL itself, not sqlglot).
It is a measurement tool, not a dependency of utspec: install it in a separate venv, outside the
repository, with this pinned line:

    python3 -m venv /tmp/accvenv && /tmp/accvenv/bin/pip install pglast==8.7

Usage:
    .venv/bin/python bench/accuracy_sql.py [--pglast-python /tmp/accvenv/bin/python] [--dialect postgres]
        [--psql] [--show K] DIR_OR_FILE...

The script runs twice: in utspec's venv it reads the corpus, asks a child process (the same file run
by `--pglast-python` with `--truth`) for the ground truth as JSON, runs `utspec.analyzers.analyze`
on the same texts and compares. Identical files are counted once (code generators copy query files).

Ground truth, per file, as a multiset of keys:
- statements: pglast's scanner splits the file; a statement PostgreSQL cannot parse has no truth,
  so the analyzer's items on its lines are left out too (and counted as "no truth");
- sql_condition `(line, column, op)`: a comparison `=`, `<>`/`!=`, `<`, `<=`, `>`, `>=`,
  `[NOT] LIKE`/`ILIKE`, `[NOT] IN (literals)`, `[NOT] BETWEEN lit AND lit`, `IS [NOT] NULL` of a subject
  and literals, inside a WHERE (any statement's: a rule's and a partial index's too, FILTER's too), a
  policy's USING or WITH CHECK, a JOIN's or MERGE's ON, a HAVING, or a
  CASE WHEN (`CASE x WHEN 1` compares x with 1). A subject is a column or a function of columns
  (any value computed from columns: `lower(email)`, `count(*)`, `a::int`, `a + 1`, `doc ->> 'k'`; not a
  predicate, sub-query or parameter; `current_database() = 'x'` tests no column); `column` is the dotted,
  lower-cased column name, or `<expr>` for a computed value (the analyzer's `column` text is mapped the
  same way). A literal is a
  constant, negative or typed (`'2024-01-01'::date`, `DATE '…'`, `interval '1 day'`; a LIKE's ESCAPE
  keeps its pattern a literal), or a constant expression: `+ - * /` over literals (`1192 + 11`,
  `date '1994-01-01' + interval '1' year`, issue 10); `line` is
  the subject's line (for `CASE x WHEN …`, x's line);
- sql_write `(line, op, table)`: every INSERT / UPDATE / DELETE / MERGE, also inside a CTE or a rule,
  with its target table as `schema.name`, lower-cased, at the table's line.
`SET a = 1` (an UPDATE's assignments) is no condition on either side. CREATE FUNCTION / PROCEDURE and DO
statements are left out on both sides: their bodies are strings to this parser (PL/pgSQL bodies are
scored by accuracy_plpgsql.py; LANGUAGE sql bodies are not scored).
Targets (issue 3): sql_condition recall >= 0.90, sql_write recall >= 0.95, precision >= 0.90.

`--psql` prepares psql scripts (e.g. PostgreSQL's regression tests) for both sides alike:
backslash meta-commands and COPY … FROM stdin data are blanked (lines are kept, so numbering holds).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import logging
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

from _scoring import print_report  # bench/ is the script's folder, so on sys.path

KINDS = ("sql_condition", "sql_case", "sql_write")
TARGET_RECALL = {"sql_condition": 0.95, "sql_case": 0.90, "sql_write": 0.95}
TARGET_PRECISION = 0.90

# ---------------------------------------------------------------------------------------------
# Ground truth (runs under the pglast venv: standard library + pglast only)

_CMP = {"=": "=", "<>": "<>", "!=": "<>", "<": "<", "<=": "<=", ">": ">", ">=": ">="}
_LIKE = {"~~": "LIKE", "!~~": "NOT LIKE", "~~*": "ILIKE", "!~~*": "NOT ILIKE"}
_FLIP = {"<": ">", "<=": ">=", ">": "<", ">=": "<="}
_NEGATE = {"IN": "NOT IN", "BETWEEN": "NOT BETWEEN", "LIKE": "NOT LIKE", "ILIKE": "NOT ILIKE",
           "IS NULL": "IS NOT NULL"}  # fmt: skip
_ARITHMETIC = {"+", "-", "*", "/"}
_WRITES = {"InsertStmt": "INSERT", "UpdateStmt": "UPDATE", "DeleteStmt": "DELETE", "MergeStmt": "MERGE"}
#: Nodes that are never a condition's subject: predicates, sub-queries, parameters, quantifiers.
_NOT_SUBJECTS = {"A_Const", "ParamRef", "SubLink", "SelectStmt", "BoolExpr", "NullTest", "BooleanTest", "A_ArrayExpr",
                 "RowExpr"}  # fmt: skip
#: A_Expr kinds that compare (a comparison inside a subject makes it a predicate, not a value).
_PREDICATE_KINDS = {"AEXPR_OP_ANY", "AEXPR_OP_ALL", "AEXPR_DISTINCT", "AEXPR_NOT_DISTINCT", "AEXPR_NULLIF", "AEXPR_IN",
                    "AEXPR_LIKE", "AEXPR_ILIKE", "AEXPR_SIMILAR", "AEXPR_BETWEEN", "AEXPR_NOT_BETWEEN",
                    "AEXPR_BETWEEN_SYM", "AEXPR_NOT_BETWEEN_SYM"}  # fmt: skip


def _unwrap(node: object) -> tuple[str, dict] | None:
    """("A_Expr", fields) for a `{"A_Expr": {...}}` node; None for lists and scalars."""
    if isinstance(node, dict) and len(node) == 1:
        (name, fields), = node.items()
        if isinstance(fields, dict) and name[:1].isupper():
            return name, fields
    return None


def _is_literal(node: object) -> bool:
    u = _unwrap(node)
    if u is None:
        return False
    name, f = u
    if name == "A_Const":
        return True
    if name == "FuncCall":
        # PostgreSQL rewrites `LIKE 'a%' ESCAPE '!'` into `LIKE like_escape('a%', '!')`: still a literal.
        fname = [_unwrap(n)[1].get("sval") for n in f.get("funcname", []) if _unwrap(n)]
        return fname[-1:] == ["like_escape"] and all(_is_literal(a) for a in f.get("args", []))
    if name == "A_Expr" and f.get("kind") == "AEXPR_OP" and _opname(f) in _ARITHMETIC:
        # A constant expression (`1192 + 11`, `date '1994-01-01' + interval '1' year`) is a literal
        # whose value the query computes once (issue 10); a unary minus comes as A_Const already.
        return f.get("lexpr") is not None and _is_literal(f.get("lexpr")) and _is_literal(f.get("rexpr"))
    return name == "TypeCast" and _is_literal(f.get("arg"))


def _has_column(node: object) -> bool:
    stack = [node]
    while stack:
        cur = stack.pop()
        u = _unwrap(cur)
        if u is not None:
            name, f = u
            if name == "ColumnRef" or name == "FuncCall" and f.get("agg_star"):
                return True
            if name in ("SubLink", "SelectStmt"):
                continue
            stack.extend(f.values())
        elif isinstance(cur, dict):
            stack.extend(cur.values())
        elif isinstance(cur, list):
            stack.extend(cur)
    return False


def _subject(node: object) -> tuple[str, int] | None:
    """(column key, byte location) of a column or a function of columns; None otherwise."""
    u = _unwrap(node)
    if u is None:
        return None
    name, f = u
    if name == "ColumnRef":
        parts = []
        for p in f.get("fields", []):
            pu = _unwrap(p)
            parts.append("*" if pu and pu[0] == "A_Star" else (pu[1].get("sval", "") if pu else ""))
        return ".".join(parts).lower(), f.get("location", -1)
    # "A function of columns": any value computed from a column (`lower(email)`, `a + 1`,
    # `doc ->> 'k'`, `count(*)`), but not a predicate, a sub-query or a parameter.
    if name in _NOT_SUBJECTS or _is_literal(node) or not _has_column(node):
        return None
    if name == "A_Expr" and (f.get("kind") in _PREDICATE_KINDS or _CMP.get(_opname(f)) or _LIKE.get(_opname(f))):
        return None
    return "<expr>", _first_location(node)


def _opname(f: dict) -> str:
    return "".join(_unwrap(n)[1].get("sval", "") for n in f.get("name", []) if _unwrap(n))


def _first_location(node: object) -> int:
    """The smallest `location` inside `node` (a function's own location may point past its name)."""
    best = -1
    stack = [node]
    while stack:
        cur = stack.pop()
        if isinstance(cur, dict):
            loc = cur.get("location")
            if isinstance(loc, int) and loc >= 0 and (best < 0 or loc < best):
                best = loc
            stack.extend(cur.values())
        elif isinstance(cur, list):
            stack.extend(cur)
    return best


def _items(node: object) -> list:
    u = _unwrap(node)
    if u is not None and u[0] == "List":
        return u[1].get("items", [])
    return node if isinstance(node, list) else []


def _condition(name: str, f: dict, negated: bool) -> tuple[str, int, str] | None:
    """(column, location, op) when the node compares a subject with literals."""
    op: str | None = None
    if name == "NullTest":
        subj = _subject(f.get("arg"))
        op = "IS NULL" if f.get("nulltesttype") == "IS_NULL" else "IS NOT NULL"
    elif name == "A_Expr":
        kind = f.get("kind")
        opname = _opname(f)
        left, right = f.get("lexpr"), f.get("rexpr")
        if kind == "AEXPR_IN":
            vals = _items(right)
            subj = _subject(left) if vals and all(_is_literal(v) for v in vals) else None
            op = "IN" if opname == "=" else "NOT IN"
        elif kind in ("AEXPR_BETWEEN", "AEXPR_NOT_BETWEEN"):
            vals = _items(right)
            subj = _subject(left) if len(vals) == 2 and all(_is_literal(v) for v in vals) else None
            op = "BETWEEN" if kind == "AEXPR_BETWEEN" else "NOT BETWEEN"
        elif kind in ("AEXPR_OP", "AEXPR_LIKE", "AEXPR_ILIKE"):
            op = _CMP.get(opname) or _LIKE.get(opname)
            if op is None:
                return None
            if _is_literal(right) and (subj := _subject(left)) is not None:
                pass
            elif _is_literal(left) and (subj := _subject(right)) is not None:
                op = _FLIP.get(op, op)
            else:
                subj = None
        else:
            return None
    else:
        return None
    if subj is None or op is None:
        return None
    if negated:
        op = _NEGATE.get(op, op)
    return subj[0], subj[1], op


#: Fields whose expression decides rows: an item found under one is a condition.
_CONDITION_FIELDS = {"whereClause", "havingClause", "quals", "joinCondition", "agg_filter", "qual", "with_check"}


def truth_for_statement(tree: dict) -> tuple[list[tuple[int, str, str, str]], list[tuple[int, str, str]]]:
    """([(location, column, op, kind)], [(location, op, table)]) for one parsed statement (pglast JSON).

    `kind` is sql_condition, or sql_case for a CASE WHEN outside a WHERE / HAVING / ON / FILTER of
    its own query (a CASE in a select list maps values; it selects no rows).
    """
    conditions: list[tuple[int, str, str, str]] = []
    writes: list[tuple[int, str, str]] = []
    # (node, the kind of condition it is inside (None: none), directly under NOT)
    stack: list[tuple[object, str | None, bool]] = [(tree, None, False)]
    while stack:
        node, in_cond, negated = stack.pop()
        if isinstance(node, list):
            stack.extend((c, in_cond, False) for c in node)
            continue
        u = _unwrap(node)
        if u is None:
            if not isinstance(node, dict):
                continue
            # A field typed as one node kind comes without its wrapper (`larg`, `relation`).
            u = ("SelectStmt" if "targetList" in node or "larg" in node else "", node)
        name, f = u
        if name in _WRITES:
            rel = f.get("relation") or {}
            rel = _unwrap(rel)[1] if _unwrap(rel) else rel
            table = ".".join(p for p in (rel.get("catalogname"), rel.get("schemaname"), rel.get("relname")) if p)
            writes.append((rel.get("location", -1), _WRITES[name], table.lower()))
        if in_cond:
            found = _condition(name, f, negated)
            if found is not None:
                conditions.append((found[1], found[0], found[2], in_cond))
        if name == "CaseExpr":
            arg = f.get("arg")
            subj = _subject(arg) if arg is not None else None
            kind = "sql_condition" if in_cond == "sql_condition" else "sql_case"
            for when in f.get("args", []):
                wu = _unwrap(when)
                if wu is None:
                    continue
                expr = wu[1].get("expr")
                if arg is not None:
                    if subj is not None and _is_literal(expr):
                        conditions.append((subj[1], subj[0], "=", kind))
                else:
                    stack.append((expr, kind, False))
                stack.append((wu[1].get("result"), in_cond, False))
            if arg is not None:
                stack.append((arg, in_cond, False))
            stack.append((f.get("defresult"), in_cond, False))
            continue
        is_not = name == "BoolExpr" and f.get("boolop") == "NOT_EXPR"
        for key, value in f.items():
            # A (sub-)select's own WHERE/HAVING decide its rows; its select list is no condition.
            child_cond = "sql_condition" if key in _CONDITION_FIELDS else in_cond if name != "SelectStmt" else None
            stack.append((value, child_cond, is_not))
    return conditions, writes


def _line_of(data: bytes, offset: int) -> int:
    return data.count(b"\n", 0, max(offset, 0)) + 1


def ground_truth(text: str) -> dict:
    """{"conditions": [[line, column, op]], "writes": [[line, op, table]], "unparsed": [[first, last line]]}."""
    import pglast  # noqa: PLC0415  (only in the pglast venv)
    from pglast import parser  # noqa: PLC0415

    out: dict = {"conditions": [], "writes": [], "unparsed": [], "routines": [], "statements": 0}
    try:
        slices = pglast.split(text, with_parser=False, only_slices=True)
    except Exception as exc:  # noqa: BLE001  (the scanner itself failed: the whole file has no truth)
        out["unparsed"].append([1, text.count("\n") + 1])
        out["error"] = str(exc)
        return out
    prev_end = 0
    for sl in [*slices, slice(len(text), len(text))]:
        # Text the scanner skipped between statements (a statement it could not even scan) has no truth.
        gap = text[prev_end : sl.start]
        if any(ln.strip(" \t;") and not ln.strip().startswith("--") for ln in gap.split("\n")):
            g0 = text.count("\n", 0, prev_end) + 1
            out["unparsed"].append([g0, text.count("\n", 0, sl.start) + 1])
        prev_end = sl.stop
        if sl.start == len(text):
            break
        piece = text[sl]
        first_line = text.count("\n", 0, sl.start) + 1
        try:
            tree = json.loads(parser.parse_sql_json(piece))
        except Exception:  # noqa: BLE001
            out["unparsed"].append([first_line, first_line + piece.count("\n")])
            continue
        out["statements"] += 1
        if '"CreateFunctionStmt"' in json.dumps(tree) or '"DoStmt"' in json.dumps(tree):
            # A routine's body is a string to this parser: no truth here (bench/accuracy_plpgsql.py
            # scores PL/pgSQL bodies with PostgreSQL's PL/pgSQL parser).
            out["routines"].append([first_line, first_line + piece.count("\n")])
            continue
        data = piece.encode("utf-8")
        conds, writes = truth_for_statement(tree)
        base = first_line - 1
        for loc, column, op, kind in conds:
            out["conditions"].append([base + _line_of(data, loc), column, op, kind])
        for loc, op, table in writes:
            out["writes"].append([base + _line_of(data, loc), op, table])
    return out


def truth_main(path: str) -> int:
    corpus = json.loads(Path(path).read_text(encoding="utf-8"))
    result = {name: ground_truth(text) for name, text in corpus.items()}
    json.dump(result, sys.stdout)
    return 0


# ---------------------------------------------------------------------------------------------
# Corpus preparation (both sides see the same text)

_META = re.compile(r"^\s*\\")
_TRAILING_META = re.compile(r"\\g\w*\b.*$|\\crosstabview.*$|\\watch.*$")
_COPY_STDIN = re.compile(r"\bcopy\b.*\bfrom\s+stdin\b", re.IGNORECASE)


def psql_clean(text: str) -> str:
    """Blank psql meta-commands and COPY FROM stdin data; `\\gset` at a line's end ends the statement."""
    out: list[str] = []
    in_copy = False
    for line in text.split("\n"):
        if in_copy:
            if line.strip() == "\\.":
                in_copy = False
            out.append("")
            continue
        if _META.match(line):
            out.append("")
            continue
        if "\\" in line:
            line = _TRAILING_META.sub(";", line)
        if _COPY_STDIN.search(line) and ";" in line:
            in_copy = True
        out.append(line)
    return "\n".join(out)


def read_corpus(roots: list[Path], psql: bool) -> tuple[dict[str, str], int, int]:
    """{name: text} of every .sql file under `roots`, duplicates (by content) once; and the dropped counts."""
    corpus: dict[str, str] = {}
    seen: set[str] = set()
    dupes = undecodable = 0
    for root in roots:
        paths = [root] if root.is_file() else sorted(root.rglob("*.sql"))
        for path in paths:
            data = path.read_bytes()
            digest = hashlib.sha1(data).hexdigest()
            if digest in seen:
                dupes += 1
                continue
            seen.add(digest)
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError:
                undecodable += 1
                continue
            text = text.replace("\r\n", "\n").replace("\r", "\n")
            corpus[str(path)] = psql_clean(text) if psql else text
    return corpus, dupes, undecodable


# ---------------------------------------------------------------------------------------------
# Comparison (runs in utspec's venv)

_PLAIN_COLUMN = re.compile(r'^[\w"$]+(\.[\w"$]+)*$')


def found_keys(items: list, unparsed: list[list[int]]) -> tuple[Counter, int]:
    """Keys of the analyzer's items outside statements without truth; and how many were left out."""

    def skipped(line: int) -> bool:
        return any(a <= line <= b for a, b in unparsed)

    keys: Counter = Counter()
    left_out = 0
    for i in items:
        if i.kind.value not in KINDS:
            continue
        if skipped(i.line):
            left_out += 1
            continue
        if i.kind.value in ("sql_condition", "sql_case"):
            col = i.column or ""
            col = col.replace('"', "").lower() if _PLAIN_COLUMN.match(col) else "<expr>"
            keys[(i.kind.value, i.line, col, i.op)] += 1
        else:
            keys[("sql_write", i.line, i.op, (i.table or "").replace('"', "").lower())] += 1
    return keys, left_out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("roots", nargs="*", type=Path)
    ap.add_argument("--pglast-python", default="/tmp/accvenv/bin/python")
    ap.add_argument("--dialect", default="postgres", help="sqlglot dialect for the analyzer (the corpus is PostgreSQL)")
    ap.add_argument("--psql", action="store_true", help="blank psql meta-commands and COPY data first")
    ap.add_argument("--show", type=int, default=0, help="print up to K misses and false positives per kind")
    ap.add_argument("--truth", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.truth:
        return truth_main(args.truth)
    if not args.roots:
        ap.error("name at least one folder or .sql file")

    from utspec.analyzers import AnalyzerOptions, analyze  # noqa: PLC0415  (not in the pglast venv)
    from utspec.models import SourceText  # noqa: PLC0415

    corpus, dupes, undecodable = read_corpus(args.roots, args.psql)
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False, encoding="utf-8") as fh:
        json.dump(corpus, fh)
    proc = subprocess.run([args.pglast_python, __file__, "--truth", fh.name], capture_output=True, text=True, check=False)
    Path(fh.name).unlink()
    if proc.returncode != 0:
        print(proc.stderr, file=sys.stderr)
        return 2
    truth = json.loads(proc.stdout)

    options = AnalyzerOptions(sql_dialect=args.dialect or None)
    # sqlglot logs every statement it keeps only as a `Command`; the notices already count what matters.
    logging.getLogger("sqlglot").setLevel(logging.ERROR)
    gt_total: Counter = Counter()
    found_total: Counter = Counter()
    tp_total: Counter = Counter()
    misses: dict[str, list[str]] = {k: [] for k in KINDS}
    extras: dict[str, list[str]] = {k: [] for k in KINDS}
    lines = statements = unparsed_stmts = left_out = notices = routines = 0
    for name, text in corpus.items():
        t = truth[name]
        lines += text.count("\n") + 1
        statements += t["statements"]
        unparsed_stmts += len(t["unparsed"])
        gt: Counter = Counter()
        for line, column, op, kind in t["conditions"]:
            gt[(kind, line, column, op)] += 1
        for line, op, table in t["writes"]:
            gt[("sql_write", line, op, table)] += 1
        analysis = analyze([SourceText(path=Path(name).name, text=text)], options)
        notices += len(analysis.notices)
        routines += len(t["routines"])
        got, out = found_keys(analysis.items, t["unparsed"] + t["routines"])
        left_out += out
        for key in gt | got:
            kind = key[0]
            g, f = gt.get(key, 0), got.get(key, 0)
            gt_total[kind] += g
            found_total[kind] += f
            tp_total[kind] += min(g, f)
            if g > f and len(misses[kind]) < args.show:
                misses[kind].append(f"{name}:{key[1]} {key[2:]}")
            if f > g and len(extras[kind]) < args.show:
                extras[kind].append(f"{name}:{key[1]} {key[2:]}")

    roots = ", ".join(str(r) for r in args.roots)
    print(f"corpus: {roots}: {len(corpus)} files ({dupes} duplicates and {undecodable} non-UTF-8 files left out), "
          f"{lines:,} lines, {statements:,} statements PostgreSQL parses ({routines:,} routines left out), {unparsed_stmts:,} it does not "
          f"({left_out} analyzer items there left out); analyzer dialect {args.dialect or 'generic'}, {notices:,} analyzer notices")  # fmt: skip
    return print_report(KINDS, gt_total, found_total, tp_total, misses, extras,
                        target_recall=TARGET_RECALL, target_precision=TARGET_PRECISION)  # fmt: skip


if __name__ == "__main__":
    sys.exit(main())
