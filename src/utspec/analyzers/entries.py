"""Function entries: an item for each public function that has no other item, so it still gets a case.

A branchless getter (go-version's `func (v *Version) Metadata() string { return v.metadata }`), a
wrapper (`def trim(s): return s.strip()`) had no checklist item at all: no case was drafted for them,
the key items and design statements about them had nowhere to land (session 18: 28 linking misses
over 8 projects), and a spec that never called them was "complete". A `function` item stands for one
call of such a function; its id is `path:line:function` (the line of its header) and it spans the
whole function, so a diff touching any line of it keeps it.

Only functions a test calls directly get one: not nested in another function, not a constructor,
public by the language's own rule (`is_public`), with a body that does something (`does_something`).
A function with a branch, loop, exit, handler, boundary or SQL item of its own (not inside a callback it
passes on) is covered by those items' cases (its normal path among them); calls and configuration values are advisory, so a function
with only those still gets an entry.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers import ts_adapter as ts
from utspec.analyzers.draft import Draft, one_line
from utspec.analyzers.registry import LanguageSpec
from utspec.analyzers.scopes import enclosing, innermost
from utspec.models import Kind

#: Items whose cases already call their function: a function holding one needs no entry of its own.
COVERING: frozenset[Kind] = frozenset(Kind) - {Kind.CALL, Kind.CONFIG, Kind.FUNCTION}

#: Constructors (and C# destructors) run when a test builds the object the other cases use.
_CONSTRUCTORS = frozenset(
    {"constructor_declaration", "compact_constructor_declaration", "destructor_declaration"}
)

#: C# members are private unless a modifier says otherwise.
_CSHARP_VISIBLE = frozenset({"public", "internal", "protected"})

#: Python statements that do nothing a test can observe (a stub, an abstract method's docstring).
_PY_NOTHING = frozenset({"pass_statement", "ellipsis"})


def _modifiers(node: ts.Node) -> set[str]:
    """The modifier words of a declaration (`public static`), whatever the grammar calls their node."""
    words: set[str] = set()
    for c in node.children():
        if c.type in ("modifiers", "modifier", "accessibility_modifier"):
            words.update(c.text.split())
    return words


def is_public(language: str, name: str, node: ts.Node) -> bool:
    """Whether a test outside the file calls this function by its name.

    Python: no leading `_` (dunders included: `__eq__` is reached through `==`, tested with the class);
    Go: an exported (capitalised) name; Java: not `private`; C#: `public`, `internal` or `protected`
    (members are private by default); JavaScript/TypeScript: no `_`/`#` prefix, not `private`.

    >>> class N:  # a stand-in node: only `children()` and `text` are read
    ...     def __init__(self, *mods): self.mods = mods
    ...     def children(self): return [type("C", (), {"type": "modifiers", "text": m})() for m in self.mods]
    >>> is_public("python", "trim", N()), is_public("python", "_helper", N()), is_public("go", "Metadata", N())
    (True, False, True)
    >>> is_public("go", "compareParts", N()), is_public("java", "get", N("public static")), is_public("java", "f", N("private"))
    (False, True, False)
    >>> is_public("csharp", "F", N()), is_public("csharp", "G", N("internal")), is_public("typescript", "#k", N())
    (False, True, False)
    """
    if language == "python":
        return not name.startswith("_")
    if language == "go":
        return name[:1].isupper()
    mods = _modifiers(node)
    if language == "java":
        return "private" not in mods
    if language == "csharp":
        return bool(mods & _CSHARP_VISIBLE)
    return not name.startswith(("_", "#")) and name != "constructor" and "private" not in mods


def _statements(body: ts.Node, spec: LanguageSpec) -> list[ts.Node]:
    """The statements of a block body (through Go's `statement_list`), comments left out."""
    out: list[ts.Node] = []
    for c in body.named_children():
        if c.type in spec.skip or "comment" in c.type:
            continue
        if c.type in spec.blocks:
            out.extend(_statements(c, spec))
        else:
            out.append(c)
    return out


def es5_constructor(name: str, stmts: Sequence[ts.Node]) -> bool:
    """A capitalised JavaScript function that sets `this.…` is a class written before `class` (moji's `function
    Moji(mojisyu, str) { this.origin = str; … }`): it runs when a test builds the object, as a constructor does."""
    return name[:1].isupper() and any(s.text.lstrip().startswith("this.") for s in stmts)


def _is_docstring(node: ts.Node) -> bool:
    """A string standing alone in a body (the grammar gives it bare, or inside an `expression_statement`)."""
    if node.type in ("string", "concatenated_string"):
        return True
    kids = node.named_children()
    return (
        node.type == "expression_statement"
        and len(kids) == 1
        and kids[0].type in ("string", "concatenated_string")
    )


def does_something(body: ts.Node, spec: LanguageSpec) -> list[ts.Node] | None:
    """The body's statements when one of them does something (None: empty, `pass`, `...`, a docstring).

    An expression body (`s => s.trim()`, C#'s `=> 1`) is one statement.
    """
    if body.type not in spec.blocks and body.type not in ("constructor_body", "arrow_expression_clause"):
        return [body]  # an arrow function's expression
    if body.type == "arrow_expression_clause":
        return [body]
    stmts = _statements(body, spec)
    if spec.name == "python":
        stmts = [s for s in stmts if s.type not in _PY_NOTHING and not _is_docstring(s)
                 and not (s.type == "expression_statement" and s.text.strip() == "...")]  # fmt: skip
    return stmts or None


def _effect(last: ts.Node, body: ts.Node) -> str:
    """What the function does last, in the code's words: an expression body is what it returns."""
    if last is body and body.type == "arrow_expression_clause":
        return one_line("return " + body.text.strip().removeprefix("=>").strip())
    if last is body and body.type not in ("block", "statement_block"):
        return one_line("return " + body.text)
    return one_line(last.text)


def _header(node: ts.Node, body: ts.Node, name: str) -> str:
    """The function's signature, one line (`def trim(s: str) -> str`); an arrow function is named by its variable."""
    text = (
        node.text_until(body.start_byte).strip().rstrip(":{").rstrip()
        if body.start_byte > node.start_byte
        else name
    )
    if node.type in ("arrow_function", "function_expression", "function", "generator_function"):
        text = f"{name} = {text}"
    return one_line(text)


#: What follows an immediately invoked function: its call (`}()`), or the parenthesis closing it first (`})()`).
#: CoffeeScript wraps a whole file as `(function() { … }).call(this);` (japanese-holidays' `lib/`), so the call may go
#: through `.call` or `.apply`.
_INVOKED_AFTER = re.compile(rb"\s*\)?\s*(?:\.(?:call|apply)\s*)?\(")
#: What precedes one: the opening parenthesis, maybe after a `/** @class */` comment on the same line.
_INVOKED_BEFORE = re.compile(rb"\(\s*$")


def invoked_wrapper(before: bytes, after: bytes) -> bool:
    """Whether a function is called where it stands (`var X = (function () { … }())`), by the source just `before`
    it and just `after` it.

    tsc and Babel compile a class (and old code writes a module) as such a wrapper: the members assigned inside it
    (`X.toCode = function …`, `X.prototype.getCenter = function …`) are the module's API, not local functions.

    >>> invoked_wrapper(b"var X = /** @class */ (", b"());"), invoked_wrapper(b"var m = (", b")();")
    (True, True)
    >>> invoked_wrapper(b"\\n(", b").call(this);")  # CoffeeScript's file wrapper
    True
    >>> invoked_wrapper(b"xs.map(", b");"), invoked_wrapper(b"var f = ", b";")
    (False, False)
    """
    return bool(_INVOKED_BEFORE.search(before)) and bool(_INVOKED_AFTER.match(after))


def entry_drafts(
    functions: Sequence[tuple[int, int, ts.Match]], drafts: Sequence[Draft], spec: LanguageSpec
) -> list[Draft]:
    """An entry draft for every public, top-level, non-trivial function that no covering draft lies in.

    `functions` are the file's function-like nodes (named or not) as `(start byte, end byte, match)`;
    `drafts` the file's other drafts (their `order` is a byte offset).
    """
    spans = {(s, e) for s, e, _ in functions}
    named: dict[tuple[int, int], tuple[str, ts.Match]] = {}
    for s, e, m in functions:
        if (name := m.text("scope.function.name")) is not None and (s, e) not in named:
            named[(s, e)] = (name, m)
    if not named:
        return []
    # The function each covering draft sits in, anonymous ones included: a branch inside a callback the function
    # passes on (`xs.map(x => { if (x) … })`) is the callback's, and its cases do not make the function's own call
    # (jwt-decode's `b64DecodeUnicode`, whose only branch sits in a `replace` callback, had no case of its own).
    ranges = [(s, e, (s, e)) for s, e in spans]
    covering = [d for d in drafts if d.kind in COVERING]
    covered = set(innermost(ranges, [d.order for d in covering]))
    # A function inside another (a closure, a local function, a method of a local class) is no entry point; a wrapper
    # invoked where it stands (a compiled class, a module pattern) is no function a member sits inside.
    wrappers = {
        (s, e)
        for s, e, m in functions
        if invoked_wrapper(m.raw_source(max(0, s - 40), s), m.raw_source(e, e + 8))
    }
    chains = enclosing([(s, e, (s, e)) for s, e in spans if (s, e) not in wrappers], [s for s, _ in named])
    out: list[Draft] = []
    for ((s, e), (name, m)), chain in zip(named.items(), chains, strict=True):
        if (s, e) in covered or chain != [(s, e)]:
            continue
        node = m.first("scope.function")
        if node is None or node.type in _CONSTRUCTORS or not is_public(spec.name, name, node):
            continue
        body = node.field("body")
        if body is None or (stmts := does_something(body, spec)) is None or es5_constructor(name, stmts):
            continue
        # On the header's line, spanning the body (`input.diff` keeps it for a change anywhere in the function). The
        # body's first line was tried (a getter's `return`, where a reader points): 3 right links fewer on go-units.
        line, end_line = node.lines
        # Past annotations and modifiers on lines of their own (`@ForceInline`, `public static` above `int
        # checkIndex(int index, int length) {`): the header is the line that names the function, where the
        # designer reads its parameters.
        named_at = m.first("scope.function.name")
        if named_at is not None and line < named_at.line <= end_line:
            line = named_at.line
        out.append(
            Draft(
                Kind.FUNCTION,
                line,
                end_line,
                _header(node, body, name),
                s,
                None,
                _effect(stmts[-1], body),
                {},
            )
        )
    return out
