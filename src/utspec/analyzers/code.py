"""Checklist items from code through tree-sitter: the language's query finds nodes, this module reads them.

Each capture prefix of the vocabulary (`rules/queries/README.md`) has one small reader below,
registered in `READERS`; a reader turns one query match into drafts. What a query cannot say
(scopes, "early", which branch a comparison guards) is settled afterwards from byte ranges.

`effect` (what the guarded code does, in the code's own words; one line, at most 200 chars):

- branch: the first statement the branch guards, e.g. `raise ValueError("email is required")`;
  a ternary: `evaluates to <expr>`; a short-circuit guard: the guarded operand;
- boundary: the effect of the branch whose condition contains the comparison;
- raise / early_return: the statement itself;
- handler: the handler's statements joined by `; ` (at most three), then ` (not re-raised)` when
  none of them raises, then ` | skipped: <last statement of the try body>` when the try body has
  more than one statement (what does not happen when an earlier one fails). Example:
  `print(ex) (not re-raised) | skipped: logging.info("Email sent successfully.")`;
- call: the call itself.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

from utspec.analyzers import ts_adapter as ts
from utspec.analyzers.assertion import assertion
from utspec.analyzers.boundary import COMPARATORS, FLIP, normal_operator, parse_number, test_values
from utspec.analyzers.callees import CalleeBits
from utspec.analyzers.constant_links import (
    CROSS_FILE_BY_NAME,
    Comparison,
    ConstantFacts,
    settle_comparisons,
    settle_uses,
)
from utspec.analyzers.constants import FileConstants, reference
from utspec.analyzers.counting_loop import Counter, fixed_count, mark
from utspec.analyzers.draft import Draft, one_line
from utspec.analyzers.entries import entry_drafts
from utspec.analyzers.guard_calls import guard_item
from utspec.analyzers.options import CALL_ITEM, GUARD_CALL, SQL_CALL, AnalyzerOptions
from utspec.analyzers.range_membership import bounds, comparisons
from utspec.analyzers.registry import LanguageSpec
from utspec.analyzers.relational import comparison_text, relational_parts
from utspec.analyzers.scopes import Scope, enclosing, innermost, qualify
from utspec.codetext import drop_block_comments
from utspec.models import Kind, NoteKind, Notice
from utspec.notices import notice
from utspec.resources import rule_file

#: At most this many syntax errors are reported per file (the first one matters most).
MAX_SYNTAX_NOTICES = 3


@dataclass
class _File:
    """What the readers of one file share."""

    path: str
    spec: LanguageSpec
    options: AnalyzerOptions
    drafts: list[Draft] = field(default_factory=list)
    notices: list[Notice] = field(default_factory=list)
    scopes: list[Scope] = field(default_factory=list)
    #: (condition start, condition end, effect) of every branch: a boundary inside gets its effect.
    conditions: list[tuple[int, int, str | None]] = field(default_factory=list)
    #: start bytes of raise statements (a handler whose body holds one re-raises).
    raises: list[int] = field(default_factory=list)
    #: handlers waiting for `raises`: (draft, body start, body end, statements text, skipped).
    handlers: list[tuple[Draft, int, int, str, str | None]] = field(default_factory=list)
    #: (handler start, body start) of handlers with a body, and the bodiless handlers with their start:
    #: a bodiless one inside another's header (Go's `if r := recover(); …`) is that handler again.
    handler_heads: list[tuple[int, int]] = field(default_factory=list)
    bare_handlers: list[tuple[Draft, int]] = field(default_factory=list)
    #: boundaries waiting for `conditions`: (draft, start, end).
    boundaries: list[tuple[Draft, int, int]] = field(default_factory=list)
    #: function-like nodes (named or not): a return belongs to the innermost one.
    functions: list[tuple[int, int, ts.Match]] = field(default_factory=list)
    #: conditionals, loops, try and switch constructs: an exit inside one (within its function) is early.
    nestings: list[tuple[int, int]] = field(default_factory=list)
    #: returns and raises waiting for `functions` and `nestings`: (node, statement text).
    exits: list[tuple[ts.Node, str]] = field(default_factory=list)
    #: regions that are not code (C# preprocessor conditions): items starting inside are dropped.
    ignored: list[tuple[int, int]] = field(default_factory=list)
    #: counting loops' conditions (`utspec.analyzers.counting_loop`): their boundaries test no input.
    counters: list[Counter] = field(default_factory=list)
    #: short-circuit branches and their node keys; keys of guards that continue an outer chain.
    guards: list[tuple[Draft, tuple[int, int, str]]] = field(default_factory=list)
    inner_guards: set[tuple[int, int, str]] = field(default_factory=set)
    #: SQL statements seen in string literals so far (`statement_index` counts per file).
    sql_statements: int = 0
    #: (call, first argument) of SQL calls whose argument is no plain literal (see `sql_sources`).
    sql_refs: list[tuple[ts.Node, ts.Node]] = field(default_factory=list)
    #: `AnalyzerOptions.callee_bits`, looked up once per file (it is on the hot path).
    verdict: CalleeBits = field(init=False)
    #: named constants and imports (`@constant`, `@import`), and comparisons against a name, waiting for them.
    constants: FileConstants = field(init=False)
    comparisons: list[Comparison] = field(default_factory=list)
    #: (start, end) of every comparison read: a comparison the query matches twice is read once.
    compared: set[tuple[int, int]] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.verdict = self.options.callee_bits
        self.constants = FileConstants(self.path, self.spec.name)


# ---------------------------------------------------------------------------------------------
# Small helpers over nodes


def _first_statement(node: ts.Node, spec: LanguageSpec, exclude: ts.Node | None = None) -> ts.Node | None:
    """The first statement inside `node`, descending through blocks (Go's `block > statement_list`)."""
    cur: ts.Node | None = node
    skip_key = exclude.key if exclude is not None else None
    while cur is not None and cur.type in spec.blocks:
        cur = cur.first_named(spec.skip, skip_key)
    return cur


def _last_statement(node: ts.Node, spec: LanguageSpec) -> tuple[ts.Node | None, int]:
    """The last statement directly inside a block (through nested blocks) and how many there are."""
    cur: ts.Node | None = node
    count = 1
    while cur is not None and cur.type in spec.blocks:
        cur, count = cur.last_named(spec.skip)
    return cur, count


def _strip_parens(node: ts.Node) -> str:
    text = node.head().strip()
    if "parenthesized" in node.type and text.startswith("(") and text.endswith(")"):
        return text[1:-1]
    return text


def _header(node: ts.Node, body: ts.Node | None) -> str:
    """The text of `node` before its body (`for x in y`, `case 1 if x`, `except E as ex`)."""
    end = body.start_byte if body is not None and body.start_byte > node.start_byte else None
    # A comment between the header and the body (`case 1: // why`) is not part of the header.
    comment = node.first_comment_before(end if end is not None else node.end_byte)
    if comment is not None:
        end = comment
    if end is not None and end > node.start_byte:
        text = node.text_until(end)
    else:
        text = node.text_until(node.start_byte + 400).split("\n", 1)[0]
    return one_line(text.strip().rstrip(":{").rstrip() or text.split("\n", 1)[0])


_COMMENT_HINT = ("//", "/*", "#", "--")


def _draft(kind: Kind, node: ts.Node, text: str, effect: str | None = None, **fields: object) -> Draft:
    line, end_line = node.lines
    if "\n" in text and any(h in text for h in _COMMENT_HINT) and text == node.text:
        text = node.text_without_comments()  # a comment inside a multi-line node: not one-line text
    elif "/*" in text:
        text = drop_block_comments(text)  # `code === /* "1" */0x31`: the operand a case sets is `code`
    return Draft(kind, line, end_line, one_line(text), node.start_byte, None, effect, fields)


# ---------------------------------------------------------------------------------------------
# Readers: one per capture prefix


def _branch(m: ts.Match, f: _File) -> Iterator[Draft]:
    node = m.first("branch")
    assert node is not None
    spec = f.spec
    if (operator := m.text("branch.operator")) is not None:
        # `a and b and c` parses as `(a and b) and c`: one guard chain is one branch, as in Python's
        # ast. The inner operator is dropped once the file is read (see `_settle_guards`).
        left = m.first("branch.left")
        if left is not None and left.type == node.type:
            left_op = left.field("operator")
            if left_op is not None and left_op.text == operator:
                f.inner_guards.add(left.key)
        guarded = m.text("branch.guarded")
        draft = _draft(
            Kind.BRANCH, node, node.head(), effect=one_line(guarded) if guarded is not None else None
        )
        f.guards.append((draft, node.key))
        yield draft
        return
    cond = m.first("branch.condition")
    if node.type == "assert_statement" and cond is not None:
        # `assert x > 0, "msg"`: the branch is the failing side, its effect the AssertionError (assertion.py).
        message = next((c for c in node.children() if c.is_named and c.key != cond.key), None)
        failing, raised = assertion(cond.head(), message.head() if message is not None else None)
        f.conditions.append((cond.start_byte, cond.end_byte, raised))
        yield _draft(Kind.BRANCH, node, failing, effect=raised)
        return
    label = m.first("branch.label")
    cons = m.first("branch.consequence")
    _nest(f, node, cons)
    value = m.first("branch.value")
    effect: str | None = None
    first = None
    if value is not None:
        effect = one_line(f"evaluates to {value.head()}")
    elif cons is not None:
        first = _first_statement(cons, spec, exclude=label or cond)
        effect = one_line(first.head()) if first is not None else None
    if cond is not None:
        text = _strip_parens(cond)
        f.conditions.append((cond.start_byte, cond.end_byte, effect))
    else:
        text = _header(
            node, first if first is not None and cons is not None and cons.key == node.key else cons
        )
        if node.type == "expression_case" and (tested := node.field("value")) is not None:
            # Go's tagless `switch { case (b & 0xc0) == 0x80: return RFC4122 }`: the case's expression is a
            # condition, so a comparison in it guards the case's statements as one in an `if` does.
            f.conditions.append((tested.start_byte, tested.end_byte, effect))
    yield _draft(Kind.BRANCH, node, text, effect=effect)


def _loop(m: ts.Match, f: _File) -> Iterator[Draft]:
    node = m.first("loop")
    assert node is not None
    _nest(f, node)
    cond = m.first("loop.condition")
    text = _strip_parens(cond) if cond is not None else _header(node, m.first("loop.body"))
    if cond is not None and text.strip() in _ALWAYS:
        return  # `while (True):` runs until a return or break inside: "0 iterations" is no case to test
    yield _draft(Kind.LOOP, node, text)


#: Loop conditions that always hold.
_ALWAYS = frozenset({"True", "true", "1"})


def _counter(m: ts.Match, f: _File) -> tuple[()]:
    """A counting loop's condition on its own counter (`i < N`): see `utspec.analyzers.counting_loop`."""
    cond, name, loop = m.first("counter"), m.text("counter.name"), m.first("counter.loop")
    if cond is None or name is None or loop is None:
        return ()
    init = loop.field("init") or loop.field("initializer")
    if init is None and (clause := loop.named_children()) and clause[0].type == "for_clause":
        init = clause[0].field("initializer")  # Go: `for i := 0; i < n; i++` keeps its parts in a for_clause
    bound = cond.field("right")
    fixed = init is not None and bound is not None and fixed_count(init.text, bound.text)
    f.counters.append(Counter(cond.start_byte, cond.end_byte, name, loop.start_byte if fixed else None))
    return ()


def _nest(f: _File, *nodes: ts.Node | None) -> None:
    """Remember the nodes that are conditionals/loops/try/switch (exits inside them are early)."""
    for node in nodes:
        if node is not None and node.type in f.spec.nesting:
            f.nestings.append((node.start_byte, node.end_byte))


def _raise(m: ts.Match, f: _File) -> list[Draft]:
    node = m.first("raise")
    assert node is not None
    stmt = one_line(node.head())
    f.raises.append(node.start_byte)
    f.exits.append((node, stmt))
    return [_draft(Kind.RAISE, node, stmt, effect=stmt)]


def _return(m: ts.Match, f: _File) -> tuple[()]:
    node = m.first("return")
    assert node is not None
    f.exits.append((node, ""))
    return ()


def _nesting(m: ts.Match, f: _File) -> tuple[()]:
    span = m.span("nesting")
    assert span is not None
    f.nestings.append(span)
    return ()


def _ignore(m: ts.Match, f: _File) -> tuple[()]:
    span = m.span("ignore")
    assert span is not None
    f.ignored.append(span)
    return ()


def _handler(m: ts.Match, f: _File) -> Iterator[Draft]:
    node = m.first("handler")
    assert node is not None
    _nest(f, node)
    body = m.first("handler.body")
    if body is None:  # e.g. Go's bare `recover()`: the statement is all there is
        draft = _draft(Kind.HANDLER, node, node.head(), effect=one_line(node.head()))
        f.bare_handlers.append((draft, node.start_byte))
        yield draft
        return
    f.handler_heads.append((node.start_byte, body.start_byte))
    stmts, _count = body.first_named_list(f.spec.skip, 3)
    shown = "; ".join(one_line(s.head(), 80) for s in stmts) or "(empty)"
    skipped = None
    if (try_body := m.first("handler.try_body")) is not None:
        last, count = _last_statement(try_body, f.spec)
        if last is not None and count > 1:
            skipped = one_line(last.head(), 80)
    draft = _draft(Kind.HANDLER, node, _header(node, body))
    f.handlers.append((draft, body.start_byte, body.end_byte, shown, skipped))
    yield draft


def _literal(node: ts.Node, spec: LanguageSpec) -> tuple[int | float, str] | None:
    """(value, literal text) when `node` is a numeric literal, possibly negated or parenthesized."""
    while "parenthesized" in node.type:
        inner = node.named_children()
        if len(inner) != 1:
            return None
        node = inner[0]
    if node.type in spec.numbers:
        text = node.text
    elif node.type in spec.negations:
        kids = node.named_children()
        if len(kids) != 1 or kids[0].type not in spec.numbers or not node.text.lstrip().startswith("-"):
            return None
        text = "-" + kids[0].text
    else:
        return None
    value = parse_number(text)
    return (value, text) if value is not None else None


def _boundary(m: ts.Match, f: _File) -> Iterator[Draft]:
    span = m.span("boundary")
    assert span is not None
    if span in f.compared:
        return  # the same comparison again (the query matched it once per numeric operand or name)
    f.compared.add(span)
    node = m.first("boundary")
    assert node is not None
    kids = [c for c in node.children() if c.type not in f.spec.skip]
    # Chained comparisons (`0 < x <= 10`) alternate operand, operator, operand, …
    for i in range(1, len(kids) - 1):
        op = kids[i]
        if op.is_named or op.text not in COMPARATORS:
            continue
        left, right = _literal(kids[i - 1], f.spec), _literal(kids[i + 1], f.spec)
        if left is None and right is None:
            _against_name(f, node, kids[i - 1], kids[i + 1], op.text)
            continue
        if left is not None and right is not None:
            continue  # two literals: nothing varies
        operator = normal_operator(op.text)
        if right is not None:
            value, literal = right
        else:
            assert left is not None
            (value, literal), operator = left, FLIP[operator]
        draft = _draft(Kind.BOUNDARY, node, node.text, operator=operator, value=value,
                       test_values=test_values(operator, value, literal))  # fmt: skip
        f.boundaries.append((draft, node.start_byte, node.end_byte))
        yield draft


def _relational(m: ts.Match, f: _File) -> Iterator[Draft]:
    """Each comparison of a C# relational pattern (`input is < minValue or > maxValue`) as `_boundary` reads one."""
    subject, pattern = m.first("relational.subject"), m.first("relational.pattern")
    if subject is None or pattern is None:
        return
    for node, op, bound in relational_parts(pattern):
        text, operator = comparison_text(subject, op, bound), normal_operator(op)
        if (found := _literal(bound, f.spec)) is None:
            if (ref := reference(bound)) is not None:
                f.comparisons.append(Comparison(node, operator, reference(subject), ref, text=text))
            continue
        value, literal = found
        draft = _draft(Kind.BOUNDARY, node, text, operator=operator, value=value,
                       test_values=test_values(operator, value, literal))  # fmt: skip
        f.boundaries.append((draft, node.start_byte, node.end_byte))
        yield draft


def _range(m: ts.Match, f: _File) -> Iterator[Draft]:
    """Python `x in range(lo, hi)` as the comparisons `x >= lo` and `x < hi` (`utspec.analyzers.range_membership`)."""
    node, subject, arguments = m.first("range"), m.first("range.subject"), m.first("range.arguments")
    if node is None or subject is None or arguments is None:
        return
    operator = next((" ".join(k.text.split()) for k in node.children() if k.type in ("in", "not in")), None)
    interval = bounds([a.text for a in arguments.named_children()]) if operator else None
    if interval is None:
        return
    for text, op, value in comparisons(one_line(subject.text), interval, negated=operator == "not in"):
        draft = _draft(Kind.BOUNDARY, node, text, operator=op, value=value,
                       test_values=test_values(op, value, str(value)))  # fmt: skip
        f.boundaries.append((draft, node.start_byte, node.end_byte))
        yield draft


def _against_name(f: _File, node: ts.Node, left: ts.Node, right: ts.Node, op: str) -> None:
    """A comparison with a name on a side (`x >= LIMIT`): a boundary once the name resolves to a number."""
    left_ref, right_ref = reference(left), reference(right)
    if left_ref is not None or right_ref is not None:
        f.comparisons.append(Comparison(node, normal_operator(op), left_ref, right_ref))


_QUOTES = re.compile(r'^[A-Za-z@$]*("""|\'\'\'|"|\'|`)(.*)\1$', re.DOTALL)
_INTERPOLATION = re.compile(r"\$\{[^}]*\}|\{[^{}]*\}")


def _string_value(node: ts.Node, spec: LanguageSpec) -> str | None:
    """The content of a string literal (quotes and prefixes removed), interpolations as `?`."""
    if node.type not in spec.strings:
        return None
    if node.type == "concatenated_string":
        # Keep every part on its own line so SQL line numbers still map onto the file.
        out, line = "", node.line
        for part in node.named_children():
            if part.type == "comment":
                continue
            value = _string_value(part, spec)
            if value is None:
                return None
            out += "\n" * max(part.line - line, 0) + " " + value
            line = part.line + value.count("\n")
        return out
    raw = node.text
    m = _QUOTES.match(raw)
    if m is None:
        return None
    prefix = raw[: m.start(1)].lower()
    body = m.group(2)
    if "f" in prefix or "$" in prefix or m.group(1) == "`" and "${" in body:
        body = _INTERPOLATION.sub("?", body)
    if "r" not in prefix and "@" not in prefix and m.group(1) != "`":
        body = body.replace("\\n", " ").replace("\\t", " ").replace('\\"', '"').replace("\\'", "'")
    return body


def _first_argument(args: ts.Node) -> ts.Node | None:
    kids = [c for c in args.named_children() if "comment" not in c.type]
    if not kids:
        return None
    first = kids[0]
    if first.type == "argument":  # C# wraps each argument
        inner = first.named_children()
        first = inner[-1] if inner else first
    return first


def _callee(m: ts.Match) -> bytes | None:
    """The callee as written, in source bytes: the `@call.name` node, or the call's text before `@call.arguments`."""
    if (name := m.raw("call.name")) is not None:
        return name
    start, args_start = m.start("call"), m.start("call.arguments")
    return m.raw_source(start, args_start) if start is not None and args_start is not None else None


def _call(m: ts.Match, f: _File) -> Iterable[Draft]:
    callee = _callee(m)
    if callee is None or not (bits := f.verdict(callee)):
        return ()  # the common case, kept cheap: most calls are neither effects nor SQL
    node = m.first("call")
    assert node is not None
    args = m.first("call.arguments") or node.field("arguments")
    if args is None:
        return ()
    out: list[Draft] = []
    if bits & GUARD_CALL:
        # `Assert.hasText(userId, "…")` throws when its check fails: a branch per way it fails, as `if (…) throw` is.
        out.extend(_draft(Kind.BRANCH, node, cond, effect=effect)
                   for cond, effect in guard_item(callee.decode("utf-8", "replace"), args.text))  # fmt: skip
    if bits & CALL_ITEM:
        out.append(_draft(Kind.CALL, node, node.head(), effect=one_line(node.head())))
    if bits & SQL_CALL and (arg := _first_argument(args)) is not None:
        sql = _string_value(arg, f.spec)
        if sql is None:
            f.sql_refs.append((node, arg))  # a name or a concatenation: followed once the file is read
            return out
        from utspec.analyzers.sql import analyze_embedded_sql  # sqlglot only when a file has SQL

        drafts, notices, count = analyze_embedded_sql(
            f.path,
            sql,
            base_line=arg.line,
            order=arg.start_byte,
            first_index=f.sql_statements,
            dialect=f.options.sql_dialect,
        )
        f.sql_statements += count
        f.notices.extend(notices)
        for d in drafts:
            d.fields["call_site"] = f"{f.path}:{node.line}"
        out.extend(drafts)
    return out


def _scope(m: ts.Match, f: _File, capture: str) -> tuple[()]:
    span = m.span(capture)
    assert span is not None
    name = m.text(f"{capture}.name")
    if name is not None and (owner := m.text(f"{capture}.owner")) is not None:
        name = f"{owner}.{name}"
    f.scopes.append(Scope(span[0], span[1], name))
    if capture == "scope.class":
        f.constants.add_class(span[0], span[1], name)
    if capture == "scope.function":
        f.functions.append((span[0], span[1], m))  # the node is wrapped only if an exit needs it
    return ()


def _function_scope(m: ts.Match, f: _File) -> tuple[()]:
    return _scope(m, f, "scope.function")


def _class_scope(m: ts.Match, f: _File) -> tuple[()]:
    return _scope(m, f, "scope.class")


def _constant(m: ts.Match, f: _File) -> tuple[()]:
    f.constants.add_definition(m, f.spec)
    return ()


def _import(m: ts.Match, f: _File) -> tuple[()]:
    f.constants.import_matches.append(m)
    return ()


Reader = Callable[[ts.Match, _File], Iterable[Draft]]

#: Capture prefix -> reader. Explicit and ordered; a capture outside it is a query bug (a test checks).
READERS: dict[str, Reader] = {
    "branch": _branch,
    "loop": _loop,
    "counter": _counter,
    "raise": _raise,
    "return": _return,
    "handler": _handler,
    "boundary": _boundary,
    "relational": _relational,
    "range": _range,
    "call": _call,
    "nesting": _nesting,
    "ignore": _ignore,
    "scope.function": _function_scope,
    "scope.class": _class_scope,
    "constant": _constant,
    "import": _import,
}


#: Every capture name a query may use (see rules/queries/README.md); `_`-prefixed ones feed predicates.
VOCABULARY: frozenset[str] = frozenset({
    "branch", "branch.condition", "branch.consequence", "branch.value", "branch.label", "branch.operator",
    "branch.left", "branch.guarded",
    "loop", "loop.condition", "loop.body", "counter", "counter.name", "counter.loop",
    "raise", "return", "nesting", "ignore",
    "handler", "handler.body", "handler.try_body",
    "boundary", "relational", "relational.subject", "relational.pattern", "range", "range.subject", "range.arguments",
    "call", "call.name", "call.arguments",
    "scope.function", "scope.function.name", "scope.function.owner", "scope.class", "scope.class.name",
    "constant", "constant.name", "constant.value", "constant.owner", "constant.bases", "constant.group",
    "import", "import.source", "import.name", "import.alias",
})  # fmt: skip


def _main_capture(names: Iterable[str]) -> str:
    """The capture a match is about: the one every other capture of the match extends."""
    return min((n for n in names if not n.startswith("_")), key=lambda n: (n.count("."), len(n)))


def _is_call(names: list[str]) -> bool:
    """Whether a match with these captures is read by `_call` (what `CalleeGate` may leave out)."""
    return READERS[_main_capture(names)] is _call


# ---------------------------------------------------------------------------------------------
# Settling what needs the whole file


def _settle_exits(f: _File) -> None:
    """Early returns: inside a conditional/loop/try/switch of their innermost function, before its end."""
    if not f.exits or not f.functions or not f.nestings:
        return
    points = [node.start_byte for node, _ in f.exits]
    fns = innermost([(s, e, i) for i, (s, e, _) in enumerate(f.functions)], points)
    # Ranges nest properly: a conditional around the exit that starts after its function does is inside it.
    nests = innermost([(s, e, s) for s, e in f.nestings], points)
    final_end: dict[int, int] = {}
    for (node, stmt), fn, nest in zip(f.exits, fns, nests, strict=True):
        if fn is None or nest is None or nest <= f.functions[fn][0]:
            continue
        if fn not in final_end:
            fn_node = f.functions[fn][2].first("scope.function")
            assert fn_node is not None
            final_end[fn] = fn_node.last_descendant_end(f.spec.skip)
        if node.end_byte < final_end[fn]:
            text = stmt or one_line(node.head())
            f.drafts.append(_draft(Kind.EARLY_RETURN, node, text, effect=text))


def _settle_ignored(f: _File) -> None:
    """Drop what was read inside regions that are not code (`#if DEBUG || TRACE` is no branch)."""
    if f.ignored:
        chains = enclosing([(s, e, True) for s, e in f.ignored], [d.order for d in f.drafts])
        f.drafts = [d for d, chain in zip(f.drafts, chains, strict=True) if not chain]


def _settle_guards(f: _File) -> None:
    if f.inner_guards:
        drop = {id(d) for d, key in f.guards if key in f.inner_guards}
        f.drafts = [d for d in f.drafts if id(d) not in drop]


def _settle_handlers(f: _File) -> None:
    if f.bare_handlers and f.handler_heads:
        drop = {
            id(d) for d, at in f.bare_handlers if any(start <= at < end for start, end in f.handler_heads)
        }
        if drop:
            f.drafts = [d for d in f.drafts if id(d) not in drop]
    raises = sorted(f.raises)
    for draft, start, end, shown, skipped in f.handlers:
        i = bisect.bisect_left(raises, start)
        reraises = i < len(raises) and raises[i] < end
        effect = shown + ("" if reraises else " (not re-raised)")
        if skipped:
            effect += f" | skipped: {skipped}"
        draft.effect = one_line(effect)


def _settle_boundaries(f: _File) -> None:
    """A comparison inside a branch condition guards what that branch guards (innermost branch wins)."""
    if not f.boundaries or not f.conditions:
        return
    effects = innermost(f.conditions, [start for _, start, _ in f.boundaries])
    for (draft, _, _end), effect in zip(f.boundaries, effects, strict=True):
        draft.effect = effect


def _settle_sql_refs(f: _File, parsed: ts.Parsed) -> None:
    """SQL reaching a call through names and concatenations (`utspec.analyzers.sql_sources`)."""
    from utspec.analyzers.sql_sources import (  # imports sqlglot: only when SQL is passed on
        Sources,
        analyze_sql_refs,
    )

    src = Sources(parsed, f.spec, lambda node: _string_value(node, f.spec))
    drafts, notices, count = analyze_sql_refs(f.path, f.sql_refs, src, first_index=f.sql_statements,
                                              dialect=f.options.sql_dialect)  # fmt: skip
    f.sql_statements += count
    f.drafts.extend(drafts)
    f.notices.extend(notices)


def _settle_constants(f: _File) -> ConstantFacts | None:
    """Comparisons against names become boundaries when the name is a number here; others wait for other files."""
    fc = f.constants
    if not fc.definitions and not fc.import_matches and f.spec.name not in CROSS_FILE_BY_NAME:
        return None  # nothing here can resolve, and no other file can either
    fc.settle(f.spec, [(s, e) for s, e, _ in f.functions], _string_value)
    facts = ConstantFacts(fc)
    resolved = settle_comparisons(f.comparisons, facts)
    made = [*resolved, *(c.make_draft() for c in facts.pending)]
    if made and f.conditions:
        for draft, effect in zip(made, innermost(f.conditions, [d.order for d in made]), strict=True):
            draft.effect = effect
    f.drafts.extend(resolved)
    settle_uses(f.drafts, facts)
    if facts.pending or facts.uses:
        fc.imports  # noqa: B018  (read now: the matches keep the whole tree alive)
    fc.import_matches = []
    return facts


def analyze_code(
    path: str, text: str, spec: LanguageSpec, options: AnalyzerOptions
) -> tuple[list[Draft], list[Notice], ConstantFacts | None]:
    """Drafts and notices for one source file in a tree-sitter language, and its constants for other files."""
    grammar = ts.load(spec.grammar, rule_file("queries", spec.query_file))
    parsed = ts.parse(grammar, spec.prepare(text) if spec.prepare is not None else text)
    f = _File(path=path, spec=spec, options=options)
    spans = parsed.error_spans(MAX_SYNTAX_NOTICES)
    for e in spans:
        key = "broken_lines" if e.end_line > e.line else "broken_line"
        f.notices.append(notice(path, key, line=e.line, end_line=e.end_line, kind=NoteKind.BROKEN,
                                error=e.message, at=e.line, end=e.end_line))  # fmt: skip
    readers: dict[int, Reader] = {}  # per pattern: every match of a pattern has the same main capture
    extend = f.drafts.extend
    # Calls whose callee is neither an effect nor SQL are left out before they are wrapped (`_call` would drop them).
    gate = ts.CalleeGate("call", "call.name", "call.arguments", _is_call, f.verdict.__getitem__)
    for m in parsed.matches(gate):
        reader = readers.get(m.pattern)
        if reader is None:
            reader = readers[m.pattern] = READERS[_main_capture(m.names)]
        extend(reader(m, f))
    if parsed.match_limit_hit:
        f.notices.append(notice(path, "match_limit", limit=ts.MATCH_LIMIT))
    if f.sql_refs:
        _settle_sql_refs(f, parsed)
    _settle_ignored(f)
    _settle_guards(f)
    _settle_exits(f)
    _settle_handlers(f)
    _settle_boundaries(f)
    facts = _settle_constants(f)
    if f.functions:  # after every other item is known: a function holding one needs no entry
        f.drafts.extend(entry_drafts(f.functions, f.drafts, f.spec))
    mark([*f.drafts, *(c.make_draft() for c in facts.pending)] if facts is not None else f.drafts, f.counters)
    qualify(
        [*f.drafts, *(c.make_draft() for c in facts.pending)] if facts is not None else f.drafts, f.scopes
    )
    return outside_errors(f.drafts, spans), f.notices, facts


def outside_errors(drafts: list[Draft], spans: list[ts.ErrorSpan]) -> list[Draft]:
    """Drop items whose node starts inside an ERROR node: tree-sitter guessed their shape."""
    if not spans:
        return drafts
    regions = [(e.start_byte, e.end_byte) for e in spans if e.end_byte > e.start_byte]
    return [d for d in drafts if not any(start <= d.order < end for start, end in regions)]
