"""Named constants of one file: what the query's `@constant` captures define, and what a name in a condition means.

`if subtotal >= FREE_SHIPPING_THRESHOLD:` is the same decision as `if subtotal >= 5000:`, so the
comparison becomes the same `boundary` item, plus where the number came from (`constant`,
`defined_at`). A definition counts when its value is literal: numbers, strings, tuples/lists/sets
of them, arithmetic over those and over other constants, unary minus, enum members with literal
(or implicit, counted) values. Anything else (a call, a variable, a mutable field) is not a constant.

What is a constant, per language (the query decides which declarations are candidates):

- Python: module-level and class-level `UPPER_CASE = value` (or annotated `Final`) assigned once;
  Enum members (`Rank.GOLD.value`; `Rank.GOLD` itself for IntEnum/StrEnum/int or str mix-ins);
- Java: `final` fields and locals, interface constants, enum constants with one literal argument
  (`Rank.GOLD.code()`: any accessor on the member gives that argument);
- C#: `const` fields and locals, `static readonly` fields, enum members (implicit values count on);
- JavaScript/TypeScript: `const` declarations, members of `as const` / `Object.freeze` object
  literals (`LIMITS.maxItems`), enum members, `static readonly` class fields;
- Go: `const` declarations, `iota` counted through a const block.

Resolution is lexical and deliberately conservative: a bare name resolves to the definition in the
innermost enclosing function (or the file), `self.X` / `this.X` / `cls.X` to the enclosing class's
member, `Owner.X` to an owner's member. A name defined twice in one place with different values is
ambiguous and resolves to nothing. Names imported from other analysed files are resolved by
`utspec.analyzers.constant_links` once every file is read.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from utspec.analyzers import ts_adapter as ts
from utspec.analyzers.boundary import parse_number
from utspec.analyzers.registry import LanguageSpec
from utspec.analyzers.scopes import innermost

Scalar = int | float | str
Value = Scalar | tuple[Scalar, ...]

#: A reference as written in a condition: dotted names, an optional trailing `()` (Java getters).
_REFERENCE = re.compile(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(\))?")
#: Python's convention for module and class constants (enum members need not follow it).
_UPPER = re.compile(r"_*[A-Z][A-Z0-9_]*")
#: Words that mean "this object" or "this class" at the start of a reference.
_SELF = frozenset({"self", "cls", "this", "Self", "static"})
#: Python enum bases whose members compare equal to their values (`rank == Rank.GOLD` is numeric).
_VALUE_ENUMS = re.compile(r"\b(?:IntEnum|IntFlag|StrEnum|int|str)\b")
_ENUMS = re.compile(r"\b\w*(?:Enum|Flag)\b")
#: Languages where a class member is visible by its bare name inside the class.
_BARE_MEMBERS = frozenset({"java", "csharp"})
#: Languages whose integer division truncates.
_INTEGER_DIVISION = frozenset({"java", "csharp", "go"})

#: Node types that only wrap the value (parentheses, casts, `as const`, TypeScript's `x!`).
_WRAPPERS = frozenset({"parenthesized_expression", "cast_expression", "as_expression", "satisfies_expression",
                       "non_null_expression", "expression_list", "literal_element", "type_assertion"})  # fmt: skip
#: Node types whose named children are the elements of a literal collection.
_COLLECTIONS = frozenset({"tuple", "list", "set", "array", "array_initializer", "initializer_expression",
                          "collection_expression", "literal_value"})  # fmt: skip
#: Node types that hold a collection literal after a type (`new int[] {1, 2}`, `[]int{1, 2}`).
_TYPED_COLLECTIONS = frozenset({"array_creation_expression", "implicit_array_creation_expression",
                                "composite_literal"})  # fmt: skip
_CALLS = frozenset(
    {"call", "call_expression", "method_invocation", "invocation_expression", "new_expression"}
)
#: Calls that build an immutable collection or object from literals.
_COLLECTION_CALLS = frozenset({"frozenset", "set", "tuple", "list", "List.of", "Set.of", "Arrays.asList",
                               "Collections.unmodifiableList", "Collections.unmodifiableSet", "ImmutableList.of",
                               "ImmutableSet.of", "new Set", "Object.freeze", "new List<int>", "new HashSet<int>"})  # fmt: skip
_BINARY = frozenset({"binary_operator", "binary_expression"})
_OBJECTS = frozenset({"object"})
#: Expressions nested deeper than this are not evaluated (generated code chains thousands of `+`).
MAX_DEPTH = 100
#: Types that never hold a literal: evaluating them stops at once.
_NOT_LITERAL = frozenset({"lambda", "arrow_function", "function_expression", "await", "await_expression"})


@dataclass(slots=True)
class Definition:
    """One named constant of a file.

    Attributes:
        name: its own name (`MAX`, `GOLD`, `maxItems`).
        owner: the class, enum or object it belongs to (`Limits`, `Rank`, `LIMITS`), None at top level.
        line: 1-based line of the name (`defined_at`).
        start: byte offset of the definition (where its lexical container is looked up).
        value_node: the value's syntax node until evaluated (None: implicit, see `implicit`).
        group: start byte of the enum / const block it belongs to (implicit values count within it).
        implicit: how a member without a value gets one: `next` (enums: previous + 1, from 0),
            `repeat` (Go const blocks: the previous expression with the next `iota`).
        accessor: the member itself is no number; `Owner.NAME.<accessor>` gives its value
            (Python Enum `.value`, Java enum getters).
        container: (start, end) of the function it is defined in (it resolves there only, never from
            another file); None at file or class level.
        value: the evaluated value (None when it is not literal).
        literal: the literal as written when the value is one literal (float test steps follow it).
    """

    name: str
    owner: str | None
    line: int
    start: int
    value_node: ts.Node | None = None
    group: int | None = None
    implicit: str | None = None
    accessor: bool = False
    value: Value | None = None
    literal: str | None = None
    container: tuple[int, int] | None = None

    @property
    def key(self) -> str:
        return f"{self.owner}.{self.name}" if self.owner else self.name


@dataclass(frozen=True, slots=True)
class Import:
    """One imported name: `alias` in this file is `name` of module `source` (name None: the module itself)."""

    source: str
    name: str | None
    alias: str


@dataclass(frozen=True, slots=True)
class Resolved:
    """What a reference in a condition stands for."""

    name: str
    value: Value
    literal: str
    defined_at: str


@dataclass
class FileConstants:
    """The constants, imports and class spans of one file, filled by the readers, then settled."""

    path: str
    language: str
    definitions: list[Definition] = field(default_factory=list)
    #: import matches, read only when a comparison may need them (most files never do).
    import_matches: list[ts.Match] = field(default_factory=list)
    _imports: list[Import] | None = None
    #: (start, end, class name) of every named class-like scope: `self.X`, bare members.
    classes: list[tuple[int, int, str]] = field(default_factory=list)
    _index: dict[str, list[Definition]] = field(default_factory=dict)

    # -- readers ------------------------------------------------------------------------------
    def add_definition(self, m: ts.Match, spec: LanguageSpec) -> None:
        name = m.text("constant.name")
        if name is None:
            return
        bases = m.text("constant.bases")
        accessor = False
        if spec.name == "python":
            if bases is not None and _ENUMS.search(bases):
                accessor = not _VALUE_ENUMS.search(bases)
            elif not _UPPER.fullmatch(name):
                return  # lower-case module and class attributes are state, not constants
        name_node = m.first("constant.name")
        node = m.first("constant")
        assert name_node is not None and node is not None
        owner = m.text("constant.owner")
        value = m.first("constant.value")
        group = m.start("constant.group")
        if spec.name == "java" and group is not None:
            accessor = True  # `Rank.GOLD` is an object; `Rank.GOLD.code()` is its number
        implicit = None
        if group is not None and value is None:
            implicit = "repeat" if spec.name == "go" else "next"
        if value is not None and _object_literal(value) is not None and owner is None:
            self._add_members(name, name_node.line, value)
            return
        self.definitions.append(Definition(name=name, owner=owner, line=name_node.line, start=node.start_byte,
                                           value_node=value, group=group, implicit=implicit, accessor=accessor))  # fmt: skip

    def _add_members(self, owner: str, line: int, value: ts.Node) -> None:
        """`const LIMITS = {maxItems: 100} as const`: each literal member is `LIMITS.maxItems`."""
        obj = _object_literal(value)
        assert obj is not None
        for pair in obj.named_children():
            key, val = pair.field("key"), pair.field("value")
            if pair.type != "pair" or key is None or val is None:
                continue
            name = key.text.strip("'\"")
            self.definitions.append(Definition(name=name, owner=owner, line=key.line, start=pair.start_byte,
                                               value_node=val))  # fmt: skip

    @property
    def imports(self) -> list[Import]:
        """The file's imports (read from their matches on first use)."""
        if self._imports is None:
            self._imports = [i for m in self.import_matches for i in _imports(m)]
            self.import_matches = []
        return self._imports

    def reference_heads(self) -> frozenset[str]:
        """Every first name a reference that resolves here can start with (`MAX`, `Limits`, `self`, …)."""
        heads: set[str] = set()
        for d in self.definitions:
            if d.owner is None:
                heads.add(d.name)
            else:
                heads.add(d.owner)
                if self.language in _BARE_MEMBERS:
                    heads.add(d.name)
                heads.update(_SELF)
        return frozenset(heads)

    def import_heads(self) -> frozenset[str]:
        """The first name of every imported local name (`*`: a whole class's members, C# `using static`)."""
        if not self.import_matches and not self._imports:
            return frozenset()
        return frozenset("*" if i.name is None and self.language in _BARE_MEMBERS else i.alias.split(".", 1)[0]
                         for i in self.imports)  # fmt: skip

    def add_class(self, start: int, end: int, name: str | None) -> None:
        if name:
            self.classes.append((start, end, name.rsplit(".", 1)[-1]))

    # -- settling -----------------------------------------------------------------------------
    def settle(self, spec: LanguageSpec, functions: list[tuple[int, int]], strings: StringReader) -> None:
        """Give every definition its container and value; drop ambiguous ones. Nodes are released."""
        if not self.definitions:
            return
        containers = innermost([(s, e, (s, e)) for s, e in functions], [d.start for d in self.definitions])
        for d, container in zip(self.definitions, containers, strict=True):
            d.container = container
        by_key: dict[str, list[Definition]] = {}
        for d in self.definitions:
            by_key.setdefault(d.key, []).append(d)
        self._index = by_key
        iotas = self._number_groups()
        evaluator = _Evaluator(self, spec, strings, iotas)
        for d in self.definitions:
            evaluator.value_of(d)
        # The same name defined twice in one place (a reassignment, two branches of an `if`) is no constant.
        for key, defs in by_key.items():
            seen: dict[tuple[int, int] | None, Definition] = {}
            clash: set[tuple[int, int] | None] = set()
            for d in defs:
                other = seen.setdefault(d.container, d)
                if other is not d and (other.value != d.value or other.line != d.line):
                    clash.add(d.container)
            if clash:
                by_key[key] = [d for d in defs if d.container not in clash]
        for d in self.definitions:
            d.value_node = None

    def _number_groups(self) -> dict[int, int]:
        """`iota` of each definition in a Go const block; implicit enum members get their node from the previous one."""
        iotas: dict[int, int] = {}
        groups: dict[int, list[Definition]] = {}
        for d in self.definitions:
            if d.group is not None:
                groups.setdefault(d.group, []).append(d)
        for members in groups.values():
            members.sort(key=lambda d: d.start)
            for i, d in enumerate(members):
                iotas[id(d)] = i
        return iotas

    # -- lookups ------------------------------------------------------------------------------
    def resolve(self, ref: str, pos: int | None) -> Resolved | None:
        """What `ref` (as written at byte `pos`; None: from another file) stands for, if a constant here."""
        d, accessor_used = self.lookup(ref, pos)
        if d is None or d.value is None:
            return None
        if d.accessor and not accessor_used:
            return None
        return Resolved(name=d.key, value=d.value, literal=d.literal or _literal_of(d.value),
                        defined_at=f"{self.path}:{d.line}")  # fmt: skip

    def lookup(self, ref: str, pos: int | None) -> tuple[Definition | None, bool]:
        """(definition, whether an accessor such as `.value` followed the member) for `ref`."""
        parts = ref.removesuffix("()").split(".")
        if parts[0] in _SELF and len(parts) > 1:
            owner = self._class_at(pos) if pos is not None else None
            if owner is None:
                return None, False
            parts[0] = owner
        index = self._index
        if len(parts) == 1:
            return self._bare(parts[0], pos), False
        if len(parts) >= 3:
            # `Rank.GOLD.value` (Python: only `.value`), `Rank.GOLD.code()` (Java: any accessor)
            for d in index.get(f"{parts[-3]}.{parts[-2]}", ()):
                python_value = self.language == "python" and parts[-1] == "value"
                if (python_value or d.accessor and self.language != "python") and self._visible(d, pos):
                    return d, True
        for d in index.get(f"{parts[-2]}.{parts[-1]}", ()):
            if self._visible(d, pos):
                return d, False
        return None, False

    def _bare(self, name: str, pos: int | None) -> Definition | None:
        best: Definition | None = None
        for d in self._index.get(name, ()):
            if self._visible(d, pos) and (best is None or _inner(d, best)):
                best = d
        if best is None and self.language in _BARE_MEMBERS and pos is not None:
            for owner in self._classes_at(pos):
                for d in self._index.get(f"{owner}.{name}", ()):
                    return d
        return best

    def _visible(self, d: Definition, pos: int | None) -> bool:
        """Top-level and class-level constants are visible everywhere; a function's own only inside it."""
        if d.container is None:
            return True
        return pos is not None and d.container[0] <= pos < d.container[1]

    def _classes_at(self, pos: int) -> list[str]:
        """Names of the classes around `pos`, innermost first."""
        around = [(s, name) for s, e, name in self.classes if s <= pos < e]
        return [name for _s, name in sorted(around, reverse=True)]

    def _class_at(self, pos: int) -> str | None:
        names = self._classes_at(pos)
        return names[0] if names else None


StringReader = Callable[[ts.Node, LanguageSpec], str | None]


def _imports(m: ts.Match) -> list[Import]:
    """The imports of one match: one name, or every name of a Python import statement (captured whole)."""
    source = m.text("import.source")
    if source is None:
        node = m.first("import")
        return _python_imports(node) if node is not None else []
    source = source.strip("\"'`")
    name = m.text("import.name")
    alias = m.text("import.alias")
    if alias is None:
        # `import a.b` binds `a.b`; `import "x/y"` (Go) binds `y`; `from m import n` binds `n`.
        alias = name if name is not None else source.rsplit("/", 1)[-1] if "/" in source else source
    return [Import(source=source, name=name, alias=alias)]


def _python_imports(node: ts.Node) -> list[Import]:
    """`from m import a, b as c` / `import a.b, c as d`, read from the statement's children.

    Python's patterns capture the statement once rather than each name: a file's imports are read
    only when a condition may need them, and most never are.
    """
    module = node.field("module_name")
    out: list[Import] = []
    for child in node.named_children():
        if (
            module is not None
            and child.key == module.key
            or child.type not in ("dotted_name", "aliased_import")
        ):
            continue
        if child.type == "aliased_import":
            name_node, alias_node = child.field("name"), child.field("alias")
            name, alias = (name_node.text if name_node else None), (alias_node.text if alias_node else None)
        else:
            name, alias = child.text, None
        if name is None:
            continue
        if module is None:  # `import a.b [as c]`: the module itself
            out.append(Import(source=name, name=None, alias=alias or name))
        else:
            out.append(Import(source=module.text, name=name, alias=alias or name))
    return out


def _inner(a: Definition, b: Definition) -> bool:
    """Whether `a`'s container lies inside `b`'s (a local constant shadows the file's)."""
    if a.container is None:
        return False
    return b.container is None or a.container[0] >= b.container[0]


def _object_literal(node: ts.Node) -> ts.Node | None:
    """The object literal of `{…} as const` or `Object.freeze({…})`; None for anything else (mutable objects)."""
    if node.type == "as_expression" and node.text.rstrip().endswith("const"):
        inner = node.named_children()
        return inner[0] if inner and inner[0].type in _OBJECTS else None
    if node.type in _CALLS and node.text.startswith("Object.freeze"):
        args = node.field("arguments")
        kids = args.named_children() if args is not None else []
        return kids[0] if len(kids) == 1 and kids[0].type in _OBJECTS else None
    return None


def _literal_of(value: Value) -> str:
    if isinstance(value, tuple):
        return ", ".join(_literal_of(v) for v in value)
    return value if isinstance(value, str) else repr(value)


#: Node types a reference can be (any language), wrappers included: anything else is rejected before reading text.
_REFERENCE_TYPES = frozenset({"identifier", "attribute", "member_expression", "field_access", "member_access_expression",
                              "selector_expression", "scoped_identifier", "method_invocation"}) | _WRAPPERS  # fmt: skip


def reference(node: ts.Node) -> str | None:
    """The dotted name a comparison operand is, casts and parentheses removed (`(int) Rank.Gold` → `Rank.Gold`)."""
    if node.type not in _REFERENCE_TYPES:
        return None
    for _ in range(4):
        if node.type not in _WRAPPERS:
            break
        kids = node.named_children()
        if not kids:
            return None
        node = kids[-1] if node.type == "cast_expression" else kids[0]
    text = node.text
    if len(text) > 120:
        return None
    if " " in text or "\n" in text:
        text = "".join(text.split())
    return text if _REFERENCE.fullmatch(text) else None


class _Evaluator:
    """Evaluates definition values over the syntax tree; other constants resolve through the file."""

    def __init__(
        self, fc: FileConstants, spec: LanguageSpec, strings: StringReader, iotas: dict[int, int]
    ) -> None:
        self.fc = fc
        self.spec = spec
        self.strings = strings
        self.iotas = iotas
        self.depth = 0
        self.busy: set[int] = set()
        self.done: set[int] = set()
        self.previous: dict[int, Definition] = {}
        groups: dict[int, list[Definition]] = {}
        for d in fc.definitions:
            if d.group is not None:
                groups.setdefault(d.group, []).append(d)
        for members in groups.values():
            members.sort(key=lambda d: d.start)
            for a, b in zip(members, members[1:], strict=False):
                self.previous[id(b)] = a

    def value_of(self, d: Definition) -> Value | None:
        if id(d) in self.done:
            return d.value
        if id(d) in self.busy:
            return None  # a cycle: `A = B`, `B = A`
        self.busy.add(id(d))
        value: Value | None = None
        literal: str | None = None
        iota = self.iotas.get(id(d))
        if d.value_node is not None:
            value, literal = self.evaluate(d.value_node, d.start, iota)
        elif d.implicit == "next":
            prev = self.previous.get(id(d))
            if prev is None:
                value = 0
            else:
                before = self.value_of(prev)
                value = before + 1 if isinstance(before, int) and not isinstance(before, bool) else None
        elif d.implicit == "repeat":
            prev = self.previous.get(id(d))
            # Go repeats the last written expression of the block with this spec's iota.
            while prev is not None and prev.value_node is None:
                prev = self.previous.get(id(prev))
            if prev is not None and prev.value_node is not None:
                value, literal = self.evaluate(prev.value_node, d.start, iota)
        d.value, d.literal = value, literal
        self.busy.discard(id(d))
        self.done.add(id(d))
        return value

    def evaluate(self, node: ts.Node, pos: int, iota: int | None) -> tuple[Value | None, str | None]:
        """(value, literal text when the value is one literal) of an expression; (None, None) when not literal."""
        if self.depth >= MAX_DEPTH:
            return None, None
        self.depth += 1
        try:
            return self._evaluate(node, pos, iota)
        finally:
            self.depth -= 1

    def _evaluate(self, node: ts.Node, pos: int, iota: int | None) -> tuple[Value | None, str | None]:
        spec = self.spec
        t = node.type
        while t in _WRAPPERS:
            kids = [k for k in node.named_children() if "comment" not in k.type]
            if not kids or t == "expression_list" and len(kids) != 1:
                return None, None
            node = kids[-1] if t == "cast_expression" else kids[0]
            t = node.type
        if t in spec.numbers:
            number = parse_number(node.text)
            return (number, node.text) if number is not None else (None, None)
        if t in spec.strings:
            raw = node.text
            if raw[:1] in "fF" or "${" in raw or raw.startswith("$"):
                return None, None  # interpolated: not a constant
            text = self.strings(node, spec)
            return (text, None) if text is not None else (None, None)
        if t == "iota":
            return (iota, None) if iota is not None else (None, None)
        if t in spec.negations:
            kids = node.named_children()
            sign = node.text.lstrip()[:1]
            if len(kids) != 1 or sign not in "-+~":
                return None, None
            inner, literal = self.evaluate(kids[0], pos, iota)
            if not _is_number(inner):
                return None, None
            assert isinstance(inner, int | float)
            if sign == "~":
                return (~inner, None) if isinstance(inner, int) else (None, None)
            return (-inner if sign == "-" else inner), (f"{sign}{literal}" if literal else None)
        if t in _BINARY:
            return self._binary(node, pos, iota), None
        if t in _COLLECTIONS:
            return self._elements(
                [k for k in node.named_children() if "comment" not in k.type], pos, iota
            ), None
        if t in _TYPED_COLLECTIONS:
            for k in node.named_children():
                if k.type in _COLLECTIONS:
                    return self.evaluate(k, pos, iota)
            return None, None
        if t in _CALLS:
            return self._call(node, pos, iota), None
        if t in _NOT_LITERAL:
            return None, None
        ref = reference(node)
        if ref is not None:
            d, accessor_used = self.fc.lookup(ref, pos)
            if d is not None and (not d.accessor or accessor_used):
                return self.value_of(d), d.literal
        return None, None

    def _elements(self, kids: list[ts.Node], pos: int, iota: int | None) -> tuple[Scalar, ...] | None:
        out: list[Scalar] = []
        for k in kids:
            v, _ = self.evaluate(k, pos, iota)
            if v is None or isinstance(v, tuple):
                return None
            out.append(v)
        return tuple(out)

    def _call(self, node: ts.Node, pos: int, iota: int | None) -> Value | None:
        args = node.field("arguments")
        if args is None:
            return None
        callee = " ".join(node.text_until(args.start_byte).split())
        if callee not in _COLLECTION_CALLS:
            return None
        kids = [k for k in args.named_children() if "comment" not in k.type]
        if len(kids) == 1:
            v, _ = self.evaluate(kids[0], pos, iota)
            if isinstance(v, tuple):
                return v
            return (v,) if v is not None else None
        return self._elements(kids, pos, iota)

    def _binary(self, node: ts.Node, pos: int, iota: int | None) -> Value | None:
        kids = [k for k in node.children() if "comment" not in k.type]
        if len(kids) != 3:
            return None
        left, _ = self.evaluate(kids[0], pos, iota)
        right, _ = self.evaluate(kids[2], pos, iota)
        return arithmetic(kids[1].text, left, right, integer_division=self.spec.name in _INTEGER_DIVISION)


def _is_number(v: object) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool)


def arithmetic(op: str, a: Value | None, b: Value | None, integer_division: bool = False) -> Value | None:
    """`a op b` for literal values; None when the operation is not simple arithmetic or concatenation.

    >>> arithmetic("*", 3, 4), arithmetic("+", "a", "b"), arithmetic("/", 7, 2), arithmetic("/", 7, 2, True)
    (12, 'ab', 3.5, 3)
    """
    if isinstance(a, str) and isinstance(b, str):
        return a + b if op == "+" else None
    if not (_is_number(a) and _is_number(b)):
        return None
    assert isinstance(a, int | float) and isinstance(b, int | float)
    try:
        if op == "+":
            return a + b
        if op == "-":
            return a - b
        if op == "*":
            return a * b
        if op in ("/", "//"):
            if b == 0:
                return None
            if isinstance(a, int) and isinstance(b, int) and (op == "//" or integer_division):
                return a // b if op == "//" or a * b >= 0 else -(abs(a) // abs(b))
            return a / b
        if op == "%" and b != 0:
            return a % b
        if isinstance(a, int) and isinstance(b, int):
            if op == "<<" and 0 <= b < 64:
                return a << b
            if op == ">>" and 0 <= b < 64:
                return a >> b
            if op == "|":
                return a | b
            if op == "&":
                return a & b
            if op == "^":
                return a ^ b
        if op == "**" and isinstance(a, int) and isinstance(b, int) and 0 <= b < 64:
            return int(a**b)
    except (OverflowError, ValueError):
        return None
    return None


def is_number(v: object) -> bool:
    """Whether a resolved value is a number a boundary can test (not a bool, not NaN)."""
    return _is_number(v) and not (isinstance(v, float) and (math.isnan(v) or math.isinf(v)))
