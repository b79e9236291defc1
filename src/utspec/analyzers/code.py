"""Checklist items from code through tree-sitter: the query finds nodes, this module reads them.

`effect` (what the guarded code does, in the code's own words; one line, at most 200 chars):
- branch: the first statement the branch guards, e.g. `raise ValueError("email is required")`;
- raise / early_return: the statement itself;
- handler: the handler's statements joined by `; `, then ` (not re-raised)` when none re-raises,
  then ` | skipped: <last statement of the try body>` (what does not happen when the try fails).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from utspec.analyzers import ts_adapter as ts
from utspec.analyzers.registry import LanguageSpec
from utspec.analyzers.sql import analyze_sql_text
from utspec.models import ChecklistItem, Kind, Notice
from utspec.resources import rule_file

_NUMERIC = {"integer", "float"}
_COMPARATORS = {"<", "<=", ">", ">=", "==", "!="}
_FLIP = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!="}


def _text(node) -> str:
    return node.text.decode("utf-8", errors="replace")


def _one_line(text: str, limit: int = 200) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def _statements(block) -> list:
    return [c for c in (block.named_children if block is not None else []) if c.type != "comment"]


def _symbol(node, spec: LanguageSpec) -> str | None:
    names: list[str] = []
    cur = node.parent
    while cur is not None:
        if cur.type in spec.functions or cur.type in spec.classes:
            name = cur.child_by_field_name("name")
            if name is not None:
                names.append(_text(name))
        cur = cur.parent
    return ".".join(reversed(names)) or None


def _function_of(node, spec: LanguageSpec):
    cur = node.parent
    while cur is not None:
        if cur.type in spec.functions:
            return cur
        cur = cur.parent
    return None


def _is_early(node, spec: LanguageSpec) -> bool:
    """Nested in a conditional/loop/try of its function, and not the function's final statement."""
    fn = _function_of(node, spec)
    top = node
    nested = False
    cur = node.parent
    while cur is not None and cur is not fn:
        if cur.type in spec.nesting:
            nested = True
        if fn is not None and cur.parent is not None and cur.parent == fn.child_by_field_name("body"):
            top = cur
        cur = cur.parent
    if not nested:
        return False
    if fn is None:
        return True
    body = _statements(fn.child_by_field_name("body"))
    return not body or body[-1] != top or _in_loop(node, fn)


def _in_loop(node, fn) -> bool:
    cur = node.parent
    while cur is not None and cur is not fn:
        if cur.type in ("for_statement", "while_statement"):
            return True
        cur = cur.parent
    return False


def _branch_effect(node, spec: LanguageSpec) -> str | None:
    if node.type == "conditional_expression":
        first = node.named_children[0] if node.named_children else None
        return f"evaluates to {_text(first)}" if first is not None else None
    for field in spec.body_fields:
        body = node.child_by_field_name(field)
        if body is not None:
            stmts = _statements(body)
            return _one_line(_text(stmts[0])) if stmts else None
    return None


def _handler_effect(node) -> str:
    block = next((c for c in node.named_children if c.type == "block"), None)
    stmts = _statements(block)
    body = "; ".join(_one_line(_text(s), 80) for s in stmts[:3]) or "pass"
    reraises = any(s.type == "raise_statement" for s in _walk(block)) if block is not None else False
    effect = body + ("" if reraises else " (not re-raised)")
    try_stmt = node.parent
    if try_stmt is not None and try_stmt.type == "try_statement":
        tbody = _statements(try_stmt.child_by_field_name("body"))
        if len(tbody) > 1:
            effect += f" | skipped: {_one_line(_text(tbody[-1]), 80)}"
    return _one_line(effect)


def _walk(node) -> Iterator:
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(n.children)


def _number(node) -> float | int | None:
    t = _text(node).replace("_", "")
    neg = False
    if node.type == "unary_operator":
        if not t.startswith("-"):
            return None
        inner = node.named_children[-1] if node.named_children else None
        if inner is None or inner.type not in _NUMERIC:
            return None
        neg, t = True, _text(inner).replace("_", "")
    try:
        v: float | int = int(t, 0)
    except ValueError:
        try:
            v = float(t)
        except ValueError:
            return None
    return -v if neg else v


def _step(value: float | int, literal: str) -> float | int:
    if isinstance(value, int):
        return 1
    decimals = len(literal.split(".")[1]) if "." in literal and "e" not in literal.lower() else 1
    return 10 ** -max(decimals, 1)


def test_values(op: str, value: float | int, literal: str) -> list[float | int]:
    """The on and off points of `x <op> value` (for ==/!= the value and its two neighbours)."""
    s = _step(value, literal)

    def r(v: float) -> float | int:
        return v if isinstance(value, int) else round(v, 10)

    return {
        ">": [value, r(value + s)], ">=": [r(value - s), value],
        "<": [r(value - s), value], "<=": [value, r(value + s)],
        "==": [r(value - s), value, r(value + s)], "!=": [r(value - s), value, r(value + s)],
    }[op]  # fmt: skip


def _boundaries(node) -> Iterator[tuple[str, float | int, str]]:
    """(operator as `x <op> literal`, value, literal text) for each literal comparison in a chain."""
    kids = node.children
    for i, k in enumerate(kids):
        op = _text(k)
        if k.is_named or op not in _COMPARATORS or i == 0 or i + 1 >= len(kids):
            continue
        left, right = kids[i - 1], kids[i + 1]
        if (rv := _number(right)) is not None and _number(left) is None:
            yield op, rv, _text(right)
        elif (lv := _number(left)) is not None and _number(right) is None:
            yield _FLIP[op], lv, _text(left)


def _guarding_branch(node):
    """The if/elif/while whose condition contains `node` (so a boundary knows what it guards)."""
    cur = node
    while cur.parent is not None:
        parent = cur.parent
        cond = parent.child_by_field_name("condition")
        if cond is not None and cond.start_byte <= node.start_byte and node.end_byte <= cond.end_byte:
            return parent if parent.type != "while_statement" else None
        if parent.type in ("block", "module"):
            return None
        cur = parent
    return None


def analyze_code(
    path: str, text: str, spec: LanguageSpec, *, sql_dialect: str | None = None
) -> tuple[list[ChecklistItem], list[Notice]]:
    data = text.encode("utf-8")
    tree = ts.parse(spec.grammar, data)
    notices = [
        Notice(file=path, line=e.start_point[0] + 1, message="syntax error: extracted what parses")
        for e in ts.error_nodes(tree.root_node, limit=1)
    ]
    query_src = rule_file("queries", spec.query_file).read_text(encoding="utf-8")
    items: list[ChecklistItem] = []

    def add(kind: Kind, node, text_: str, **extra) -> None:
        line = node.start_point[0] + 1
        items.append(
            ChecklistItem(
                id=f"{path}:{line}:{kind.value}", kind=kind, file=path, line=line, end_line=node.end_point[0] + 1,
                language=spec.name, symbol=_symbol(node, spec), text=_one_line(text_), **extra,
            )
        )  # fmt: skip

    caps = ts.captures(spec.grammar, query_src, tree.root_node)
    for cap in caps:
        node = cap.node
        if cap.name == "branch":
            cond = node.child_by_field_name("condition")
            if node.type == "case_clause":
                shown = _text(node).split(":")[0]
            elif cond is not None:
                shown = _text(cond)
            else:
                shown = _text(node)
            add(Kind.BRANCH, node, shown, effect=_branch_effect(node, spec))
        elif cap.name == "loop":
            header = _text(node).split("\n")[0].rstrip(":")
            add(Kind.LOOP, node, header, must_cover=False)
        elif cap.name == "raise":
            stmt = _one_line(_text(node))
            add(Kind.RAISE, node, stmt, effect=stmt)
            if _is_early(node, spec):
                add(Kind.EARLY_RETURN, node, stmt, effect=stmt)
        elif cap.name == "return":
            if _is_early(node, spec):
                stmt = _one_line(_text(node))
                add(Kind.EARLY_RETURN, node, stmt, effect=stmt)
        elif cap.name == "handler":
            header = _text(node).split("\n")[0].rstrip(":").strip()
            add(Kind.HANDLER, node, header, effect=_handler_effect(node))
        elif cap.name == "boundary":
            guard = _guarding_branch(node)
            effect = _branch_effect(guard, spec) if guard is not None else None
            for op, value, literal in _boundaries(node):
                add(Kind.BOUNDARY, node, _text(node), operator=op, value=value,
                    test_values=test_values(op, value, literal), effect=effect)  # fmt: skip
        elif cap.name == "sql.string":
            content = "".join(_text(c) for c in node.named_children if c.type == "string_content")
            if not content.strip() or not re.match(r"\s*(select|insert|update|delete|merge|with)\b", content, re.I):
                continue
            sql_items, sql_notes = analyze_sql_text(
                path, content, base_line=node.start_point[0] + 1, dialect=sql_dialect,
                symbol=_symbol(node, spec), language=spec.name,
            )  # fmt: skip
            items.extend(sql_items)
            notices.extend(sql_notes)
    return items, notices
