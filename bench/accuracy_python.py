"""Recall and precision of the Python checklist against an independent ground truth: CPython's `ast`.

Usage: .venv/bin/python bench/accuracy_python.py [--root DIR] [--limit N] [--show K]

Ground truth (per file, as a multiset of keys; files `ast` cannot parse are left out of both sides):
- branch: `If` (if and elif), `IfExp`, `match_case`, `BoolOp`, at the node's first line;
- raise: `Raise`; handler: `ExceptHandler`;
- boundary: each adjacent operand pair of a `Compare` with an ordering/equality operator where
  exactly one side is a numeric literal (`-1` included); the key also holds the operator as
  `x <op> literal` and the literal's value, so a boundary only counts when they agree too;
  `x in range(lo, hi)` (integer literals, `a + b` / `a - b` of two, no step) is `x >= lo` and
  `x < hi`; `not in` is `x < lo` and `x >= hi`;
- early_return: `Return` or `Raise` whose nearest function is a def, with an `If`/`For`/`While`/
  `Try`/`ExceptHandler`/`Match`/`match_case` between the two, ending before the function body's
  last statement ends (the final statement of a function is its normal exit, not an early one).
Targets (issue 3): recall >= 0.95 for branch, early_return, raise, handler; >= 0.90 for boundary;
precision >= 0.90 for all.
"""

from __future__ import annotations

import argparse
import ast
import sys
import sysconfig
import warnings
from collections import Counter
from pathlib import Path

from _scoring import print_report  # bench/ is the script's folder, so on sys.path

from utspec.analyzers import analyze
from utspec.inputs.text import decode_bytes
from utspec.models import ChecklistItem, Kind, SourceText

KINDS = ("branch", "early_return", "raise", "handler", "boundary")
TARGET_RECALL = {"branch": 0.95, "early_return": 0.95, "raise": 0.95, "handler": 0.95, "boundary": 0.90}
TARGET_PRECISION = 0.90

_NESTING = (ast.If, ast.For, ast.AsyncFor, ast.While, ast.Try, ast.ExceptHandler, ast.Match, ast.match_case)
if sys.version_info >= (3, 11):
    _NESTING += (ast.TryStar,)
_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
_OPS = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!="}
_FLIP = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!="}

Key = tuple


def _number(node: ast.expr) -> int | float | None:
    if isinstance(node, ast.Constant) and type(node.value) in (int, float):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = _number(node.operand)
        return -inner if inner is not None and isinstance(node.operand, ast.Constant) else None
    return None


def _int_bound(node: ast.expr) -> int | None:
    """An integer literal, or `a + b` / `a - b` of two."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Sub):
        a, b = _int_bound(node.left), _int_bound(node.right)
        if a is None or b is None:
            return None
        return a + b if isinstance(node.op, ast.Add) else a - b
    value = _number(node)
    return value if isinstance(value, int) else None


def _range_members(node: ast.expr) -> tuple[int, int] | None:
    """(start, end) of `range(lo, hi)` / `range(hi)` with literal bounds and no step (the end excluded)."""
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "range"):
        return None
    if node.keywords or not 1 <= len(node.args) <= 2:
        return None
    ends = [_int_bound(a) for a in node.args]
    low, end = (0, ends[0]) if len(ends) == 1 else (ends[0], ends[1])
    if low is None or end is None or end <= low:
        return None
    return low, end


def _boundaries(node: ast.Compare) -> list[Key]:
    out: list[Key] = []
    operands = [node.left, *node.comparators]
    for op, left, right in zip(node.ops, operands, operands[1:]):
        sym = _OPS.get(type(op))
        if isinstance(op, ast.In | ast.NotIn) and (members := _range_members(right)) is not None:
            low, high = members
            pairs = (("<", low), (">=", high)) if isinstance(op, ast.NotIn) else ((">=", low), ("<", high))
            out.extend(("boundary", node.lineno, s, float(v)) for s, v in pairs)
            continue
        if sym is None:
            continue
        lv, rv = _number(left), _number(right)
        if (lv is None) == (rv is None):
            continue
        if rv is not None:
            out.append(("boundary", node.lineno, sym, float(rv)))
        else:
            assert lv is not None
            out.append(("boundary", node.lineno, _FLIP[sym], float(lv)))
    return out


def _end(node: ast.AST) -> tuple[int, int]:
    return (node.end_lineno or 0, node.end_col_offset or 0)  # type: ignore[attr-defined]


def ground_truth(tree: ast.AST) -> Counter[Key]:
    """Expected keys, walking with an explicit stack of (node, nearest function, nested-since-function)."""
    keys: Counter[Key] = Counter()
    stack: list[tuple[ast.AST, ast.AST | None, bool]] = [(tree, None, False)]
    while stack:
        node, fn, nested = stack.pop()
        if isinstance(node, ast.If | ast.IfExp | ast.BoolOp):
            keys[("branch", node.lineno)] += 1
        elif isinstance(node, ast.match_case):
            keys[("branch", node.pattern.lineno)] += 1
        elif isinstance(node, ast.ExceptHandler):
            keys[("handler", node.lineno)] += 1
        elif isinstance(node, ast.Compare):
            keys.update(_boundaries(node))
        if isinstance(node, ast.Raise):
            keys[("raise", node.lineno)] += 1
        if isinstance(node, ast.Return | ast.Raise) and isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            if nested and _end(node) < _end(fn.body[-1]):
                keys[("early_return", node.lineno)] += 1
        if isinstance(node, _FUNCTIONS):
            child_fn, child_nested = node, False
        else:
            child_fn, child_nested = fn, nested or isinstance(node, _NESTING)
        for child in ast.iter_child_nodes(node):
            stack.append((child, child_fn, child_nested))
    return keys


def found_keys(items: list[ChecklistItem]) -> Counter[Key]:
    keys: Counter[Key] = Counter()
    for i in items:
        if i.kind is Kind.BOUNDARY:
            keys[("boundary", i.line, i.operator, float(i.value if i.value is not None else "nan"))] += 1
        elif i.kind.value in KINDS:
            keys[(i.kind.value, i.line)] += 1
    return keys


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--root", type=Path, default=Path(sysconfig.get_paths()["stdlib"]))
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--show", type=int, default=0, help="print up to K misses and false positives per kind")
    args = ap.parse_args(argv)

    gt_total: Counter[str] = Counter()
    found_total: Counter[str] = Counter()
    tp_total: Counter[str] = Counter()
    misses: dict[str, list[str]] = {k: [] for k in KINDS}
    extras: dict[str, list[str]] = {k: [] for k in KINDS}
    files = skipped = lines = 0
    for path in sorted(args.root.rglob("*.py")):
        if "site-packages" in path.relative_to(args.root).parts or not path.is_file():
            continue
        data = path.read_bytes()
        try:
            decoded = decode_bytes(data)
        except (ValueError, UnicodeDecodeError):
            skipped += 1
            continue
        if decoded.text is None:
            skipped += 1
            continue
        text = decoded.text.replace("\r\n", "\n").replace("\r", "\n")
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                tree = ast.parse(text)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            skipped += 1  # not Python 3 (or deliberately broken): no ground truth
            continue
        files += 1
        lines += text.count("\n") + 1
        rel = path.relative_to(args.root).as_posix()
        gt = ground_truth(tree)
        got = found_keys(analyze([SourceText(path=rel, text=text)]).items)
        for key in gt | got:
            kind = key[0]
            g, f = gt.get(key, 0), got.get(key, 0)
            gt_total[kind] += g
            found_total[kind] += f
            tp_total[kind] += min(g, f)
            if g > f and len(misses[kind]) < args.show:
                misses[kind].append(f"{rel}:{key[1]} {key[2:] or ''}")
            if f > g and len(extras[kind]) < args.show:
                extras[kind].append(f"{rel}:{key[1]} {key[2:] or ''}")
        if args.limit and files >= args.limit:
            break

    print(f"corpus: {args.root} ({files} files, {lines:,} lines with ground truth; {skipped} skipped: not parseable by ast)")
    return print_report(KINDS, gt_total, found_total, tp_total, misses, extras,
                        target_recall=TARGET_RECALL, target_precision=TARGET_PRECISION)  # fmt: skip


if __name__ == "__main__":
    sys.exit(main())
