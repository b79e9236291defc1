"""SQL that reaches an SQL call through a name, a concatenation or a wrapper call, not as one literal.

Enterprise code rarely writes `prepareStatement("… WHERE status IN (3, 5)")`; it writes

    static final String SQL = "SELECT … "
        + "WHERE status IN (3, 5)";
    …
    ps = conn.prepareStatement(SQL);

`resolve_sql_argument` follows the call's first argument back to string literals: names (constants,
fields, locals, `self.SQL`, `Queries.SQL`) through the definitions the language's
`rules/queries/sql_sources/*.scm` query finds, `+` concatenations, `+=` appends before the call,
and parentheses. A wrapper such as SQLAlchemy's `text(SQL)` is an SQL call itself (configured in
`analysis.sql_calls`), so `execute(text(SQL))` is read once, through `text`. A part that is no constant string
(`"… WHERE id = " + id`) becomes the placeholder `?`, which sqlglot parses as a parameter, exactly as
`${…}` in a template literal and `{…}` in an f-string do. The result must still parse as SQL (the
caller's rule), and each item keeps the line of its literal in the file plus the call site.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from dataclasses import dataclass, field

from utspec.analyzers import ts_adapter as ts
from utspec.analyzers.draft import Draft
from utspec.analyzers.registry import LanguageSpec
from utspec.analyzers.sql import analyze_embedded_sql
from utspec.models import Notice
from utspec.resources import rule_file

#: Node types per role, across the seven grammars (a type absent from a grammar simply never occurs).
_CONCAT = frozenset({"binary_expression", "binary_operator"})
_MEMBER_NAME = {"attribute": "attribute", "field_access": "field", "member_access_expression": "name",
                "member_expression": "property", "selector_expression": "field"}  # fmt: skip
_PARENS = frozenset({"parenthesized_expression"})
#: How deep names and concatenations are followed (a cycle `a = b; b = a` stops here).
MAX_DEPTH = 24


@dataclass(frozen=True)
class Part:
    """A piece of the SQL text: a string literal's content, or `?` for a value known only at run time."""

    line: int
    text: str
    literal: bool


@dataclass(frozen=True)
class _Def:
    start: int
    value: ts.Node
    append: bool


@dataclass
class Sources:
    """The definitions of one file, read once on first use."""

    parsed: ts.Parsed
    spec: LanguageSpec
    string_value: Callable[[ts.Node], str | None]
    _defs: dict[str, list[_Def]] | None = None
    analysed: set[tuple[int, ...]] = field(default_factory=set)

    def defs(self) -> dict[str, list[_Def]]:
        if self._defs is None:
            grammar = ts.load(self.spec.grammar, rule_file("queries", "sql_sources", self.spec.query_file))
            found: dict[str, list[_Def]] = {}
            for m in self.parsed.matches_of(grammar):
                node, name, value = m.first("def"), m.first("def.name"), m.first("def.value")
                if node is None or name is None or value is None or value.key == name.key:
                    continue
                between = m.source(name.end_byte, value.start_byte)
                append = "+=" in between or ".append" in between.lower()  # `q += …`, `sb.append(…)`
                found.setdefault(name.text, []).append(_Def(node.start_byte, value, append))
            for defs in found.values():
                defs.sort(key=lambda d: d.start)
            self._defs = found
        return self._defs


def _chain(defs: list[_Def], at: int) -> list[_Def]:
    """The definition in force at byte `at` and the appends after it; a later-declared constant otherwise."""
    before = defs[: bisect.bisect_left([d.start for d in defs], at)]
    for i in range(len(before) - 1, -1, -1):
        if not before[i].append:
            return before[i:]
    plain = [d for d in defs if not d.append and d.start >= at]
    return plain[:1]


def _name_of(node: ts.Node) -> str | None:
    if node.type == "identifier":
        return node.text
    if (fname := _MEMBER_NAME.get(node.type)) is not None and (leaf := node.field(fname)) is not None:
        return leaf.text
    return None


def _is_plus(node: ts.Node) -> bool:
    op = node.field("operator")
    if op is not None:
        return op.text == "+"
    return any(not c.is_named and c.text == "+" for c in node.children())


def parts_of(node: ts.Node, src: Sources, at: int, depth: int = 0) -> list[Part] | None:
    """The pieces of text `node` evaluates to at byte `at`; None when it is no string at all."""
    if depth > MAX_DEPTH:
        return None
    if node.type in src.spec.strings:
        value = src.string_value(node)
        return [Part(node.line, value, True)] if value is not None else None
    if node.type in _PARENS:
        inner = node.named_children()
        return parts_of(inner[0], src, at, depth + 1) if len(inner) == 1 else None
    if node.type == "object_creation_expression":
        return _new_builder(node, src, at, depth)
    if (builder := _to_string_target(node)) is not None:
        return parts_of(builder, src, at, depth + 1)  # `sb.toString()`: what the builder holds
    if node.type in _CONCAT and _is_plus(node):
        left, right = node.field("left"), node.field("right")
        if left is None or right is None:
            return None
        lp = parts_of(left, src, at, depth + 1)
        rp = parts_of(right, src, at, depth + 1)
        if lp is None and rp is None:
            return None  # `a + b` of two unknowns: a number, as likely as a string
        return (lp or [Part(left.line, "?", False)]) + (rp or [Part(right.line, "?", False)])
    name = _name_of(node)
    if name is None:
        return None
    chain = _chain(src.defs().get(name, []), at)
    if not chain:
        return None
    out: list[Part] = []
    for d in chain:
        got = parts_of(d.value, src, d.start, depth + 1)
        if got is None:
            if not out:
                return None
            got = [Part(d.value.line, "?", False)]
        out.extend(got)
    return out


_BUILDERS = ("StringBuilder", "StringBuffer")


def _new_builder(node: ts.Node, src: Sources, at: int, depth: int) -> list[Part] | None:
    """`new StringBuilder("…")` holds its argument; `new StringBuilder()` holds nothing yet."""
    kind = node.field("type")
    if kind is None or not kind.text.endswith(_BUILDERS):
        return None
    args = node.field("arguments")
    kids = [c for c in args.named_children() if "comment" not in c.type] if args is not None else []
    if not kids:
        return []
    first = (
        kids[0].named_children()[-1] if kids[0].type == "argument" and kids[0].named_children() else kids[0]
    )
    return parts_of(first, src, at, depth + 1) or []  # `new StringBuilder(256)`: a capacity, no text


def _to_string_target(node: ts.Node) -> ts.Node | None:
    """The object of `x.toString()` (Java) or `x.ToString()` (C#)."""
    if node.type == "method_invocation":
        name, obj = node.field("name"), node.field("object")
    elif node.type == "invocation_expression" and (fn := node.field("function")) is not None:
        name, obj = fn.field("name"), fn.field("expression")
    else:
        return None
    return obj if name is not None and obj is not None and name.text in ("toString", "ToString") else None


def assemble(parts: list[Part]) -> tuple[str, list[int]]:
    """(SQL text, file line of each of its lines).

    Parts that follow each other in the file keep their line distance, so a concatenation over
    several lines maps line for line; a part from elsewhere (a constant defined above its use)
    starts a line of its own, mapped to where it is written.
    """
    text = ""
    line_map: list[int] = []
    for part in parts:
        if not line_map:
            text, line_map = part.text, [part.line]
        else:
            last = line_map[-1]
            if part.line > last and part.line - last <= 50:
                text += "\n" * (part.line - last)
                line_map.extend(range(last + 1, part.line + 1))
                text += part.text
            elif part.line == last:
                text += " " + part.text
            else:
                text += "\n" + part.text
                line_map.append(part.line)
        extra = part.text.count("\n")
        if extra:
            line_map.extend(range(line_map[-1] + 1, line_map[-1] + extra + 1))
    return text, line_map


def resolve_sql_argument(arg: ts.Node, src: Sources) -> tuple[str, list[int], int] | None:
    """(SQL text, line map, order) for an SQL call's first argument; None when it holds no string literal.

    The same literals reached from a second call are not read again (None): their items exist.
    """
    parts = parts_of(arg, src, arg.start_byte)
    if not parts or not any(p.literal for p in parts):
        return None
    key = tuple(p.line for p in parts if p.literal) + (len(parts),)
    if key in src.analysed:
        return None
    src.analysed.add(key)
    text, line_map = assemble(parts)
    return text, line_map, arg.start_byte


def _file_line(line_map: list[int], line: int) -> int:
    """The file line of line `line` of the assembled SQL text."""
    return line_map[min(max(line, 1), len(line_map)) - 1]


def analyze_sql_refs(
    path: str, refs: list[tuple[ts.Node, ts.Node]], src: Sources, *, first_index: int, dialect: str | None
) -> tuple[list[Draft], list[Notice], int]:
    """Drafts of the SQL each (call, first argument) reaches, on the lines of its literals, with the call site."""
    drafts: list[Draft] = []
    notices: list[Notice] = []
    count = 0
    for call, arg in refs:
        found = resolve_sql_argument(arg, src)
        if found is None:
            continue
        text, line_map, order = found
        got, notes, n = analyze_embedded_sql(path, text, base_line=1, order=order, first_index=first_index + count,
                                             dialect=dialect)  # fmt: skip
        count += n
        for d in got:
            d.line, d.end_line = _file_line(line_map, d.line), _file_line(line_map, d.end_line)
            d.fields["call_site"] = f"{path}:{call.line}"
        drafts.extend(got)
        notices.extend(
            n.model_copy(update={"line": _file_line(line_map, n.line)}) if n.line else n for n in notes
        )
    return drafts, notices, count
