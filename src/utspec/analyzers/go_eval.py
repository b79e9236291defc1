"""Run a Go function of the sources on literal arguments, as far as its text can be run exactly.

The Go side of `utspec.analyzers.py_eval` (see there why): go-humanize's key item `Ordinal(-1) は "-1st" を返すこと`
is checked by running `Ordinal` on -1, where Go's `%` keeps the sign (-1 % 10 is -1, no case matches: "-1th").

The source is read with tree-sitter (`ts_adapter`) and run node by node; anything not below gives up (`None`):
- top-level `func`s of the package (all the `.go` sources with the same package clause), constants (with `iota`)
  and variables written as literals, slices, maps and `type T <basic type>` declarations;
- `:=`, `var`, `=`, `op=`, `++`/`--`, `if` with its initializer, `for` (three-clause, condition, bare, `range` over
  a slice, a string or an integer), `switch` with or without a tag (no `fallthrough`), `break`/`continue`, `return`
  with several results, `panic(…)`;
- integers of a fixed width (`fixed_ints`: wrap on overflow, division truncated towards zero), float64, strings
  (ASCII: indexing gives bytes), runes, booleans, nil; the operators with Go's meaning;
- `len`, `append`, `make`, conversions, and a closed list of `strconv`, `strings`, `unicode`, `math`, `fmt` and
  `errors` functions that compute only; `errors.New`/`fmt.Errorf` give an error value;
- a variadic last parameter (the extra arguments as a slice, none: nil), `[]byte(s)`, and a `strings.Builder` /
  `bytes.Buffer` the function makes (`go_buffers`).

A function whose last result is an `error` and returns a non-nil one has the outcome "raise error"; a panic (the
code's own or Go's, an index out of range, a division by zero) is "raise panic". Structs, methods, pointers,
closures, goroutines, channels, `defer`: not run.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from utspec.analyzers import ts_adapter as ts
from utspec.analyzers.fixed_ints import Fixed
from utspec.analyzers.go_buffers import BUFFER_TYPES, GoBuffer, buffer_call
from utspec.analyzers.go_library import (
    CONSTANTS,
    FLOATS,
    INT_TYPES,
    LIBRARY,
    GoError,
    arith,
    ascii_only,
    convert,
    untyped,
    zero,
)
from utspec.analyzers.interp_scope import Break as _Break
from utspec.analyzers.interp_scope import Continue as _Continue
from utspec.analyzers.interp_scope import Scope as _Scope
from utspec.analyzers.py_eval import MAX_DEPTH, MAX_STEPS, Outcome, Unknown
from utspec.resources import rule_file


class _Panic(Exception):
    def __init__(self, line: int, file: str) -> None:
        super().__init__()
        self.line, self.file = line, file


class _Return(Exception):
    def __init__(self, values: tuple[Any, ...], line: int, file: str) -> None:
        super().__init__()
        self.values, self.line, self.file = values, line, file


class _Map(dict[Any, Any]):
    """A Go map; reading a missing key gives the element type's zero value."""

    def __init__(self, items: dict[Any, Any], zero: Any) -> None:
        super().__init__(items)
        self.zero = zero


# -- the package -----------------------------------------------------------------------------------------------
@dataclass
class _Package:
    functions: dict[str, tuple[str, ts.Node]] = field(default_factory=dict)
    """Each top-level function: (file, its declaration)."""
    globals: _Scope = field(default_factory=_Scope)
    named: dict[str, str] = field(default_factory=dict)
    """`type Version byte`: each named type's underlying basic type."""
    lazy: dict[str, tuple[str, ts.Node, int | None, str | None]] = field(default_factory=dict)
    """Package-level names not computed yet: (file, the expression, iota, declared type)."""


_GRAMMAR = ("go", "go.scm")


def _grammar() -> ts.Grammar:
    return ts.load(_GRAMMAR[0], rule_file("queries", _GRAMMAR[1]))


def _load(sources: Sequence[tuple[str, str]]) -> _Package:
    pkg = _Package()
    packages = set()
    for path, text in sources:
        if not path.endswith(".go") or path.endswith("_test.go"):
            continue
        root = ts.parse(_grammar(), text).root
        for node in root.named_children():
            if node.type == "package_clause":
                packages.add(node.text)
            elif node.type == "function_declaration" and (name := node.field("name")) is not None:
                if name.text in pkg.functions:
                    raise Unknown  # two files of different packages define it: which one is meant
                pkg.functions[name.text] = (path, node)
            elif node.type == "type_declaration":
                for spec in node.named_children():
                    n, t = spec.field("name"), spec.field("type")
                    if spec.type == "type_spec" and n is not None and t is not None:
                        pkg.named[n.text] = t.text
            elif node.type in ("const_declaration", "var_declaration"):
                _declare(node, path, pkg)
    if len(packages) > 1:
        raise Unknown
    return pkg


def _declare(node: ts.Node, path: str, pkg: _Package) -> None:
    """Record the package-level constants and variables of one declaration (computed when first read)."""
    previous: tuple[ts.Node | None, str | None] = (None, None)
    for iota, spec in enumerate(c for c in node.named_children() if c.type in ("const_spec", "var_spec")):
        names = [c.text for c in spec.named_children() if c.type == "identifier"]
        type_node = spec.field("type")
        values = spec.field("value")
        exprs = values.named_children() if values is not None else []
        if node.type == "const_declaration" and not exprs and previous[0] is not None:
            # `KiByte` under `Byte = 1 << (iota * 10)`: the previous expression with the next iota
            exprs_node, type_text = previous
            assert exprs_node is not None
            exprs = exprs_node.named_children()
        else:
            type_text = type_node.text if type_node is not None else None
            if values is not None:
                previous = (values, type_text)
        for i, name in enumerate(names):
            if name == "_":
                continue
            if i < len(exprs) and len(exprs) == len(names):
                pkg.lazy[name] = (
                    path,
                    exprs[i],
                    iota if node.type == "const_declaration" else None,
                    type_text,
                )
            elif not exprs and type_text is not None:
                pkg.lazy[name] = (path, spec, None, type_text)  # `var x T`: its zero value


class _Run:
    def __init__(self, pkg: _Package) -> None:
        self.pkg = pkg
        self.steps = 0
        self.depth = 0
        self.line = 0
        self.file = ""
        self.returned_at = 0
        self.returned_file = ""
        self.last_return = ("", 0)
        """The file and line of the `return` the last finished call ended on."""
        self.path: list[int] = []
        self.iota: int | None = None
        self.append_allowed = False
        """Set just before an `append` whose result replaces its slice or is returned (`_appends_to`)."""

    def convert(self, value: Any, type_text: str) -> Any:
        """`value` held in a variable of `type_text` (a method, so `go_instances` can add structs and arrays)."""
        if isinstance(value, GoBuffer) and type_text.lstrip("*") in BUFFER_TYPES:
            return value
        return convert(value, type_text, self.pkg.named)

    def zero(self, type_text: str) -> Any:
        if type_text in BUFFER_TYPES:
            return GoBuffer()  # `var buf bytes.Buffer` is ready to use
        return zero(type_text, self.pkg.named)

    def tick(self) -> None:
        self.steps += 1
        if self.steps > MAX_STEPS:
            raise Unknown

    # -- names ------------------------------------------------------------------------------------------------
    def lookup(self, name: str, scope: _Scope) -> Any:
        found = scope.find(name)
        if found is not None:
            return found.vars[name]
        if name in self.pkg.lazy:
            return self.package_value(name)
        if name == "iota" and self.iota is not None:
            return self.iota
        if name in ("true", "false"):
            return name == "true"
        if name == "nil":
            return None
        raise Unknown

    def package_value(self, name: str) -> Any:
        path, node, iota, type_text = self.pkg.lazy.pop(name)
        self.pkg.globals.vars[name] = _PENDING
        saved = (self.iota, self.file)
        self.iota, self.file = iota, path
        try:
            if node.type == "var_spec":
                value = self.zero(type_text or "")
            else:
                value = self.expr(node, self.pkg.globals)
                if type_text is not None:
                    value = self.convert(value, type_text)
        finally:
            self.iota, self.file = saved
        if value is _PENDING:
            raise Unknown
        self.pkg.globals.vars[name] = value
        return value

    # -- calls ------------------------------------------------------------------------------------------------
    def call(
        self, name: str, args: list[Any], receiver: tuple[str, Any, str] | None = None
    ) -> tuple[Any, ...]:
        """Run a function of the package (`receiver`: a method's receiver name, value and type, `go_instances`)."""
        path, node = self.pkg.functions[name]
        if node.field("type_parameters") is not None:
            raise Unknown
        scope = _Scope(parent=self.pkg.globals)
        if receiver is not None:
            scope.vars[receiver[0]], scope.types[receiver[0]] = receiver[1], receiver[2]
        params = node.field("parameters")
        if params is None:
            raise Unknown
        names: list[tuple[str, str]] = []
        decls = params.named_children()
        rest: tuple[str, str] | None = None
        for i, decl in enumerate(decls):
            t = decl.field("type")
            if t is None:
                raise Unknown
            if decl.type == "variadic_parameter_declaration" and i == len(decls) - 1:
                idents = [c.text for c in decl.named_children() if c.type == "identifier"]
                if len(idents) != 1:
                    raise Unknown
                rest = (idents[0], t.text)  # `args ...string`: the arguments left over, as a slice
                continue
            if decl.type != "parameter_declaration":
                raise Unknown
            for ident in (c for c in decl.named_children() if c.type == "identifier"):
                names.append((ident.text, t.text))
        if len(names) != len(args) and (rest is None or len(args) < len(names)):
            raise Unknown
        if rest is not None:
            extra = [self.convert(a, rest[1]) for a in args[len(names) :]]
            # none given: a nil slice
            scope.vars[rest[0]], scope.types[rest[0]] = extra or None, f"[]{rest[1]}"
            args = args[: len(names)]
        for (pname, ptype), arg in zip(names, args, strict=True):
            scope.vars[pname] = self.convert(arg, ptype)
            scope.types[pname] = ptype
        results = self.result_types(node)
        named_results = [(rname, rtype) for rname, rtype in results if rname]
        for rname, rtype in named_results:
            scope.vars[rname] = self.zero(rtype)
            scope.types[rname] = rtype
        body = node.field("body")
        if body is None:
            raise Unknown
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise Unknown
        saved = (self.line, self.file)
        self.file = path
        try:
            try:
                self.block(body, _Scope(parent=scope))
            except _Return as r:
                self.last_return = (r.file, r.line)
                if self.depth == 1:
                    self.returned_at, self.returned_file = r.line, r.file
                values = r.values
                if not values and named_results:
                    values = tuple(scope.vars[n] for n, _ in named_results)
                if len(values) != len(results):
                    raise Unknown from None
                return tuple(self.convert(v, t) for v, (_, t) in zip(values, results, strict=True))
            if results:
                raise Unknown  # a function with results that falls off its end does not compile
            if self.depth == 1:
                self.returned_at = body.end_line
            return ()
        finally:
            self.depth -= 1
            self.line, self.file = saved

    @staticmethod
    def result_types(node: ts.Node) -> list[tuple[str, str]]:
        """(name or "", type) of each result of a function declaration."""
        result = node.field("result")
        if result is None:
            return []
        if result.type != "parameter_list":
            return [("", result.text)]
        out: list[tuple[str, str]] = []
        for decl in result.named_children():
            t = decl.field("type")
            if t is None:
                raise Unknown
            idents = [c.text for c in decl.named_children() if c.type == "identifier"]
            out.extend((n, t.text) for n in idents) if idents else out.append(("", t.text))
        return out

    # -- statements -------------------------------------------------------------------------------------------
    def block(self, node: ts.Node, scope: _Scope) -> None:
        for stmt in node.named_children():
            if stmt.type == "statement_list":
                self.block(stmt, scope)
            else:
                self.stmt(stmt, scope)

    def visit(self, line: int) -> None:
        """Put `line` on the path of the function the run was called with (once)."""
        if self.depth == 1 and (not self.path or self.path[-1] != line) and line not in self.path:
            self.path.append(line)

    def stmt(self, node: ts.Node, scope: _Scope) -> None:
        self.tick()
        t = node.type
        if t == "comment" or t == "empty_statement":
            return
        self.line = node.line
        self.visit(node.line)
        if t == "block":
            self.block(node, _Scope(parent=scope))
        elif t == "short_var_declaration":
            left, right = node.field("left"), node.field("right")
            if left is None or right is None:
                raise Unknown
            values = self.values(right, scope, len(left.named_children()))
            for target, value in zip(left.named_children(), values, strict=True):
                if target.text != "_":
                    if target.text in scope.vars:
                        self.store(target, value, scope)
                    else:
                        scope.vars[target.text] = value
        elif t == "var_declaration":
            for spec in node.named_children():
                self.var_spec(spec, scope)
        elif t == "assignment_statement":
            self.assign(node, scope)
        elif t in ("inc_statement", "dec_statement"):
            target = node.named_children()[0]
            self.store(
                target, arith("+" if t == "inc_statement" else "-", self.expr(target, scope), 1), scope
            )
        elif t == "expression_statement":
            called = node.named_children()[0]
            if called.type == "call_expression":
                self.values_of_call(called, scope)  # a call statement drops its results, however many
            else:
                self.expr(called, scope)
        elif t == "if_statement":
            self.if_stmt(node, scope)
        elif t == "for_statement":
            self.for_stmt(node, scope)
        elif t == "expression_switch_statement":
            self.switch(node, scope)
        elif t == "return_statement":
            kids = node.named_children()
            returned: tuple[Any, ...] = ()
            if kids:
                exprs = kids[0].named_children() if kids[0].type == "expression_list" else kids
                if len(exprs) == 1 and exprs[0].type == "call_expression":
                    self.append_allowed = _appends_to(exprs[0], None)  # `return append(s, x)`
                    returned = tuple(self.values_of_call(exprs[0], scope))
                    if self.delegated(exprs[0], scope):
                        # `return humanateBytes(s, 1000, sizes)`: the value comes from the callee's own return
                        raise _Return(returned, self.last_return[1], self.last_return[0])
                else:
                    returned = tuple(self.expr(e, scope) for e in exprs)
            raise _Return(returned, node.line, self.file)
        elif t == "break_statement":
            if node.named_children():
                raise Unknown  # a labelled break
            raise _Break
        elif t == "continue_statement":
            if node.named_children():
                raise Unknown
            raise _Continue
        else:
            raise Unknown  # defer, go, select, labels, goto, fallthrough, type switches, channels

    def var_spec(self, spec: ts.Node, scope: _Scope) -> None:
        names = [c for c in spec.named_children() if c.type == "identifier"]
        type_node, value = spec.field("type"), spec.field("value")
        if value is not None:
            values = self.values(value, scope, len(names))
        elif type_node is not None:
            values = [self.zero(type_node.text) for _ in names]
        else:
            raise Unknown
        for ident, v in zip(names, values, strict=True):
            if type_node is not None:
                v = self.convert(v, type_node.text)
                scope.types[ident.text] = type_node.text
            scope.vars[ident.text] = v

    def values(self, exprs: ts.Node, scope: _Scope, count: int) -> list[Any]:
        nodes = exprs.named_children() if exprs.type == "expression_list" else [exprs]
        if len(nodes) == count:
            return [self.expr(n, scope) for n in nodes]
        if len(nodes) == 1 and count == 2 and nodes[0].type == "index_expression":
            return list(self.comma_ok(nodes[0], scope))  # `m, ok := table[key]`
        if len(nodes) == 1 and nodes[0].type == "call_expression":
            out = self.values_of_call(nodes[0], scope)
            if len(out) == count:
                return out
        raise Unknown

    def comma_ok(self, node: ts.Node, scope: _Scope) -> tuple[Any, bool]:
        operand, index = node.field("operand"), node.field("index")
        if operand is None or index is None:
            raise Unknown
        container, key = self.expr(operand, scope), self.expr(index, scope)
        if not isinstance(container, _Map):
            raise Unknown
        key = _map_key(key)
        return (container[key], True) if key in container else (container.zero, False)

    def assign(self, node: ts.Node, scope: _Scope) -> None:
        left, right, op = node.field("left"), node.field("right"), node.field("operator")
        if left is None or right is None or op is None:
            raise Unknown
        targets = left.named_children()
        if op.text == "=":
            rights = right.named_children() if right.type == "expression_list" else [right]
            if len(targets) == len(rights) == 1 and _appends_to(rights[0], targets[0].text):
                self.append_allowed = True  # `parts = append(parts, p)`
            values = self.values(right, scope, len(targets))
            for target, value in zip(targets, values, strict=True):
                if target.text != "_":
                    self.store(target, value, scope)
            return
        if len(targets) != 1:
            raise Unknown
        value = self.expr(right.named_children()[0] if right.type == "expression_list" else right, scope)
        self.store(targets[0], arith(op.text[:-1], self.expr(targets[0], scope), value), scope)

    def store(self, target: ts.Node, value: Any, scope: _Scope) -> None:
        if target.type == "identifier":
            found = scope.find(target.text)
            if found is None:
                raise Unknown  # a package variable: an effect outside the call
            t = found.types.get(target.text)
            if t is not None:
                value = self.convert(value, t)
            old = found.vars[target.text]
            if isinstance(old, Fixed) and untyped(value):
                value = type(old)(value)
            elif isinstance(old, float) and untyped(value):
                value = float(value)
            found.vars[target.text] = value
        elif target.type == "index_expression":
            operand, index = target.field("operand"), target.field("index")
            if operand is None or index is None:
                raise Unknown
            container, key = self.expr(operand, scope), self.expr(index, scope)
            if isinstance(container, _Map):
                container[_map_key(key)] = value
            elif isinstance(container, list) and isinstance(key, int) and not isinstance(key, bool):
                if not 0 <= key < len(container):
                    raise _Panic(self.line, self.file)
                old = container[key]
                container[key] = type(old)(value) if isinstance(old, Fixed) and untyped(value) else value
            else:
                raise Unknown
        elif target.type == "parenthesized_expression":
            self.store(target.named_children()[0], value, scope)
        else:
            raise Unknown

    def if_stmt(self, node: ts.Node, scope: _Scope) -> None:
        inner = _Scope(parent=scope)
        init = node.field("initializer")
        if init is not None:
            self.stmt(init, inner)
        cond = node.field("condition")
        if cond is None:
            raise Unknown
        test = self.expr(cond, inner)
        if not isinstance(test, bool):
            raise Unknown
        if test:
            body = node.field("consequence")
            if body is None:
                raise Unknown
            self.block(body, _Scope(parent=inner))
        elif (alt := node.field("alternative")) is not None:
            if alt.type == "if_statement":
                self.if_stmt(alt, inner)
            else:
                self.block(alt, _Scope(parent=inner))

    def for_stmt(self, node: ts.Node, scope: _Scope) -> None:
        body = node.field("body")
        if body is None:
            raise Unknown
        header = next((c for c in node.named_children() if c.key != body.key), None)
        outer = _Scope(parent=scope)
        if header is not None and header.type == "range_clause":
            self.range_loop(header, body, outer)
            return
        init = cond = update = None
        if header is not None and header.type == "for_clause":
            init, cond, update = (
                header.field("initializer"),
                header.field("condition"),
                header.field("update"),
            )
        elif header is not None:
            cond = header
        if init is not None:
            self.stmt(init, outer)
        while True:
            self.tick()
            if cond is not None:
                test = self.expr(cond, outer)
                if not isinstance(test, bool):
                    raise Unknown
                if not test:
                    return
            try:
                self.block(body, _Scope(parent=outer))
            except _Break:
                return
            except _Continue:
                pass
            if update is not None:
                self.stmt(update, outer)

    def range_loop(self, header: ts.Node, body: ts.Node, scope: _Scope) -> None:
        left, right = header.field("left"), header.field("right")
        if right is None:
            raise Unknown
        seq = self.expr(right, scope)
        items: list[tuple[int, Any]]
        if isinstance(seq, str):
            if not seq.isascii():
                raise Unknown  # runes of more than one byte advance the index by their length
            items = [(i, INT_TYPES["rune"](ord(c))) for i, c in enumerate(seq)]
        elif isinstance(seq, (list, tuple)):
            items = [
                (i, _LIVE) for i in range(len(seq))
            ]  # the length is fixed at the start, elements read live
        elif seq is None:
            items = []
        elif isinstance(seq, int) and not isinstance(seq, bool):
            items = [(i, None) for i in range(int(seq))]
        else:
            raise Unknown  # a map's order is random
        targets = left.named_children() if left is not None else []
        declare = any(c.type == ":=" for c in header.children())
        for i, v in items:
            self.tick()
            if v is _LIVE:
                v = seq[i]
            inner = _Scope(parent=scope)
            for target, value in zip(targets, (INT_TYPES["int"](i), v), strict=False):
                if target.text == "_":
                    continue
                if value is None and not isinstance(seq, (list, tuple)):
                    raise Unknown
                if declare:
                    inner.vars[target.text] = value
                else:
                    self.store(target, value, scope)
            try:
                self.block(body, _Scope(parent=inner))
            except _Break:
                return
            except _Continue:
                continue

    def switch(self, node: ts.Node, scope: _Scope) -> None:
        inner = _Scope(parent=scope)
        init = node.field("initializer")
        if init is not None:
            self.stmt(init, inner)
        tag = node.field("value")
        subject = self.expr(tag, inner) if tag is not None else True
        chosen = None
        default = None
        for case in node.named_children():
            if case.type == "default_case":
                default = case
            elif case.type == "expression_case":
                values = case.field("value")
                if values is None:
                    raise Unknown
                self.visit(case.line)  # a label read is a line of the run's path, as an `if` condition is
                for v in values.named_children():
                    got = self.expr(v, inner)
                    if arith("==", subject, got) if tag is not None else got is True:
                        chosen = case
                        break
                    if tag is None and got is not False:
                        raise Unknown
                if chosen is not None:
                    break
        chosen = chosen or default
        if chosen is None:
            return
        if any(c.type == "fallthrough_statement" for c in _statements(chosen)):
            raise Unknown
        try:
            for stmt in _statements(chosen):
                self.stmt(stmt, _Scope(parent=inner))
        except _Break:
            return

    # -- expressions ------------------------------------------------------------------------------------------
    def expr(self, node: ts.Node, scope: _Scope) -> Any:
        self.tick()
        t = node.type
        if t == "int_literal":
            return (
                int(node.text.replace("_", ""), 0)
                if not re.fullmatch(r"0\d+", node.text)
                else int(node.text, 8)
            )
        if t == "float_literal":
            if "x" in node.text.lower() or "_" in node.text:
                raise Unknown
            return float(node.text)
        if t in ("interpreted_string_literal", "raw_string_literal"):
            return _string_value(node)
        if t == "rune_literal":
            text = _unescape(node.text[1:-1])
            if len(text) != 1:
                raise Unknown
            return ord(text)
        if t == "true" or t == "false":
            return t == "true"
        if t == "nil":
            return None
        if t == "iota":
            if self.iota is None:
                raise Unknown
            return self.iota
        if t == "identifier":
            return self.lookup(node.text, scope)
        if t == "parenthesized_expression":
            return self.expr(node.named_children()[0], scope)
        if t == "unary_expression":
            op, operand = node.field("operator"), node.field("operand")
            if op is None or operand is None:
                raise Unknown
            v = self.expr(operand, scope)
            if op.text == "!" and isinstance(v, bool):
                return not v
            if op.text == "-" and isinstance(v, (int, float)) and not isinstance(v, bool):
                return type(v)(-v) if isinstance(v, Fixed) else -v
            if op.text == "+" and isinstance(v, (int, float)) and not isinstance(v, bool):
                return v
            if op.text == "^" and isinstance(v, int) and not isinstance(v, bool):
                return type(v)(~v) if isinstance(v, Fixed) else ~v
            if op.text == "&" and isinstance(v, GoBuffer):
                return v  # a pointer to a buffer is the buffer (go_buffers)
            raise Unknown  # & and * (pointers), <- (channels)
        if t == "binary_expression":
            return self.binary(node, scope)
        if t == "call_expression":
            out = self.values_of_call(node, scope)
            if len(out) != 1:
                raise Unknown
            return out[0]
        if t == "selector_expression":
            if node.text in CONSTANTS:
                return CONSTANTS[node.text]
            raise Unknown  # struct fields
        if t == "index_expression":
            return self.index(node, scope)
        if t == "slice_expression":
            return self.slice(node, scope)
        if t == "composite_literal":
            return self.composite(node, scope)
        if t == "type_conversion_expression":
            return self.type_conversion(node, scope)
        raise Unknown

    def type_conversion(self, node: ts.Node, scope: _Scope) -> Any:
        """`[]byte(s)`: the text's UTF-8 bytes (strcase ranges over them); other conversions written so give up."""
        type_node, operand = node.field("type"), node.field("operand")
        if type_node is None or operand is None or type_node.text != "[]byte":
            raise Unknown
        value = self.expr(operand, scope)
        if not isinstance(value, str):
            raise Unknown
        return [INT_TYPES["uint8"](b) for b in value.encode("utf-8")]

    def binary(self, node: ts.Node, scope: _Scope) -> Any:
        op_node, left, right = node.field("operator"), node.field("left"), node.field("right")
        if op_node is None or left is None or right is None:
            raise Unknown
        op = op_node.text
        a = self.expr(left, scope)
        if op in ("&&", "||"):
            if not isinstance(a, bool):
                raise Unknown
            if (op == "&&" and not a) or (op == "||" and a):
                return a
            b = self.expr(right, scope)
            if not isinstance(b, bool):
                raise Unknown
            return b
        b = self.expr(right, scope)
        try:
            return arith(op, a, b)
        except ZeroDivisionError:
            raise _Panic(self.line, self.file) from None

    def index(self, node: ts.Node, scope: _Scope) -> Any:
        operand, index = node.field("operand"), node.field("index")
        if operand is None or index is None:
            raise Unknown
        container, key = self.expr(operand, scope), self.expr(index, scope)
        if isinstance(container, _Map):
            return container.get(_map_key(key), container.zero)
        if isinstance(key, bool) or not isinstance(key, int):
            raise Unknown
        if isinstance(container, str):
            s = ascii_only(container)
            if not 0 <= key < len(s):
                raise _Panic(self.line, self.file)
            return INT_TYPES["uint8"](ord(s[key]))
        if isinstance(container, (list, tuple)):
            if not 0 <= key < len(container):
                raise _Panic(self.line, self.file)
            return container[key]
        if container is None:
            raise _Panic(self.line, self.file)
        raise Unknown

    def slice(self, node: ts.Node, scope: _Scope) -> Any:
        operand = node.field("operand")
        if operand is None or node.field("capacity") is not None:
            raise Unknown
        seq = self.expr(operand, scope)
        start_node, end_node = node.field("start"), node.field("end")
        start = self.expr(start_node, scope) if start_node is not None else 0
        if isinstance(seq, str):
            seq = ascii_only(seq)
        elif isinstance(seq, list):
            seq = tuple(seq)  # a sub-slice shares its array: writes through it are not modelled
        elif not isinstance(seq, tuple):
            raise Unknown
        end = self.expr(end_node, scope) if end_node is not None else len(seq)
        if not all(isinstance(i, int) and not isinstance(i, bool) for i in (start, end)):
            raise Unknown
        if not 0 <= start <= end <= len(seq):
            raise _Panic(self.line, self.file)
        return seq[start:end]

    def composite(self, node: ts.Node, scope: _Scope) -> Any:
        type_node, body = node.field("type"), node.field("body")
        if type_node is None or body is None:
            raise Unknown
        elements = [e for e in body.named_children() if e.type != "comment"]
        if type_node.text in BUFFER_TYPES and not elements:
            return GoBuffer()
        if type_node.type == "slice_type":
            elem = type_node.field("element")
            if elem is None or any(e.type != "literal_element" for e in elements):
                raise Unknown
            return [self.convert(self.expr(e.named_children()[0], scope), elem.text) for e in elements]
        if type_node.type == "map_type":
            key_t, value_t = type_node.field("key"), type_node.field("value")
            if key_t is None or value_t is None:
                raise Unknown
            out = _Map({}, self.zero(value_t.text))
            for e in elements:
                if e.type != "keyed_element":
                    raise Unknown
                k, v = (c.named_children()[0] for c in e.named_children())
                key = self.convert(self.expr(k, scope), key_t.text)
                out[_map_key(key)] = self.convert(self.expr(v, scope), value_t.text)
            return out
        raise Unknown  # structs, arrays of fixed length, pointers to them

    def args(self, node: ts.Node, scope: _Scope) -> list[Any]:
        arglist = node.field("arguments")
        if arglist is None:
            raise Unknown
        if any(c.type == "..." for c in arglist.children()):
            raise Unknown
        return [self.expr(a, scope) for a in arglist.named_children()]

    def values_of_call(self, node: ts.Node, scope: _Scope) -> list[Any]:
        fn = node.field("function")
        if fn is None:
            raise Unknown
        name = fn.text
        line = self.line
        if fn.type == "identifier" and name in self.pkg.functions and scope.find(name) is None:
            out = list(self.call(name, self.args(node, scope)))
            self.line = line
            return out
        if fn.type == "identifier" and name == "panic":
            raise _Panic(self.line, self.file)
        if fn.type == "identifier" and (name in INT_TYPES or name in FLOATS or name in ("string", "bool")):
            (arg,) = self.args(node, scope)
            return [self.convert(arg, name)]
        if fn.type == "identifier" and name in self.pkg.named:
            (arg,) = self.args(node, scope)
            return [self.convert(arg, self.pkg.named[name])]
        if fn.type == "identifier" and name == "len":
            (arg,) = self.args(node, scope)
            if isinstance(arg, str):
                return [INT_TYPES["int"](len(arg.encode("utf-8")))]
            if isinstance(arg, (list, tuple, dict)):
                return [INT_TYPES["int"](len(arg))]
            if arg is None:
                return [INT_TYPES["int"](0)]
            raise Unknown
        if fn.type == "identifier" and name == "append":
            allowed, self.append_allowed = self.append_allowed, False
            args = self.args(node, scope)
            # Go's append writes into the slice's array when its capacity allows, which a copy does not model: run only
            # `s = append(s, …)` and `return append(s, …)` on a whole slice (a sub-slice may have room after it)
            if not allowed or not args or not (args[0] is None or isinstance(args[0], list)):
                raise Unknown
            return [[*(args[0] or ()), *args[1:]]]
        if fn.type == "identifier" and name == "make":
            return [self.make(node, scope)]
        if fn.type == "identifier" and name == "new" and scope.find("new") is None:
            kids = (arglist := node.field("arguments")) and arglist.named_children()
            if kids and len(kids) == 1 and kids[0].text in BUFFER_TYPES:
                return [GoBuffer()]
            raise Unknown
        if (buf := self.buffer_of(fn, scope)) is not None and (field := fn.field("field")) is not None:
            return buffer_call(buf, field.text, self.args(node, scope))
        if fn.type == "selector_expression" and name in LIBRARY and scope.find(name.split(".")[0]) is None:
            args = self.args(node, scope)
            try:
                result = LIBRARY[name](*args)
            except Unknown:
                raise
            except ZeroDivisionError:
                raise _Panic(self.line, self.file) from None
            except (TypeError, ValueError, AttributeError, IndexError, KeyError, OverflowError) as e:
                raise Unknown from e  # called with values this evaluator does not read that way
            return list(result) if isinstance(result, tuple) else [result]
        raise Unknown

    def buffer_of(self, fn: ts.Node, scope: _Scope) -> GoBuffer | None:
        """The buffer a method call `buf.WriteString` is made on (a local or parameter holding one), else None."""
        operand = fn.field("operand") if fn.type == "selector_expression" else None
        if operand is None or operand.type != "identifier" or (found := scope.find(operand.text)) is None:
            return None
        value = found.vars[operand.text]
        return value if isinstance(value, GoBuffer) else None

    def delegated(self, node: ts.Node, scope: _Scope) -> bool:
        """Whether a call is one of a function of the package (whose own `return` gave its value)."""
        fn = node.field("function")
        return (
            fn is not None
            and fn.type == "identifier"
            and fn.text in self.pkg.functions
            and scope.find(fn.text) is None
        )

    def make(self, node: ts.Node, scope: _Scope) -> Any:
        arglist = node.field("arguments")
        kids = arglist.named_children() if arglist is not None else []
        if not kids:
            raise Unknown
        type_text = kids[0].text
        if type_text.startswith("map["):
            key_t, value_t = kids[0].field("key"), kids[0].field("value")
            if value_t is None or key_t is None:
                raise Unknown
            return _Map({}, self.zero(value_t.text))
        if type_text.startswith("[]") and len(kids) == 2:  # a capacity beyond the length: not modelled
            n = self.expr(kids[1], scope)
            if not isinstance(n, int) or isinstance(n, bool) or n < 0 or n > MAX_STEPS:
                raise Unknown
            return [self.zero(type_text[2:]) for _ in range(n)]
        raise Unknown


_PENDING = object()
_LIVE = object()


def _appends_to(node: ts.Node, name: str | None) -> bool:
    """Whether `node` is `append(name, …)` (`name` None: any identifier first)."""
    fn, args = node.field("function"), node.field("arguments")
    if node.type != "call_expression" or fn is None or fn.text != "append" or args is None:
        return False
    first = args.named_children()[:1]
    return bool(first) and first[0].type == "identifier" and (name is None or first[0].text == name)


def _map_key(key: Any) -> Any:
    if isinstance(key, Fixed):
        return int(key)
    if isinstance(key, (str, int, float, bool)):
        return key
    raise Unknown


def _statements(case: ts.Node) -> list[ts.Node]:
    """The statements of a `case` (its value list left out)."""
    value = case.field("value")
    out: list[ts.Node] = []
    for c in case.named_children():
        if value is not None and c.key == value.key:
            continue
        out.extend(c.named_children() if c.type == "statement_list" else [c])
    return out


_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "a": "\a", "b": "\b", "f": "\f", "v": "\v", "\\": "\\", "'": "'",
            '"': '"'}  # fmt: skip


def _unescape(text: str) -> str:
    def one(m: re.Match[str]) -> str:
        esc = m.group(1)
        if esc in _ESCAPES:
            return _ESCAPES[esc]
        if esc[0] in "xuU":
            return chr(int(esc[1:], 16))
        if esc[0] in "01234567":
            return chr(int(esc, 8))
        raise Unknown

    return re.sub(r"\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{3}|.)", one, text)


def _string_value(node: ts.Node) -> str:
    text = node.text
    if node.type == "raw_string_literal":
        return text[1:-1].replace("\r", "")
    return _unescape(text[1:-1])


def _outcome(
    values: tuple[Any, ...], results: list[tuple[str, str]], line: int, path: tuple[int, ...], file: str
) -> Outcome | None:
    """A finished call's results as an outcome: a non-nil last `error` is "raise error"; else the one result (or
    the results but a nil error, or all of them as a tuple)."""
    if results and results[-1][1] == "error":
        err = values[-1]
        if err is not None:
            if not isinstance(err, GoError):
                return None
            return Outcome("raise", "error", line, path, file)
        values = values[:-1]
        if not values:
            return Outcome("return", None, line, path, file)  # `return nil` where the one result is an error
    if any(isinstance(v, (list, dict, tuple, GoError)) for v in values):
        return None  # a slice or map result: compared by no stated literal here
    value = values[0] if len(values) == 1 else values
    return Outcome("return", value, line, path, file)


def error_message(sources: Sequence[tuple[str, str]], call: str) -> str | None:
    """The message of the error `call` returns (`unhandled size name: xb`), or None when it returns none or
    cannot be run."""
    run = _run(sources, call)
    if run is None or not isinstance(run[0], tuple) or not run[0]:
        return None
    err = run[0][-1]
    return err.message if isinstance(err, GoError) else None


def _run(sources: Sequence[tuple[str, str]], call: str) -> tuple[Any, _Run, str, ts.Node] | None:
    try:
        pkg = _load(sources)
        root = ts.parse(_grammar(), f"package p\n\nvar _ = {call.strip()}\n").root
    except (Unknown, RecursionError, ValueError):
        return None
    spec = next((c for c in root.named_children() if c.type == "var_declaration"), None)
    values = spec.named_children()[0].field("value") if spec is not None and spec.named_children() else None
    exprs = values.named_children() if values is not None else []
    expr = exprs[0] if len(exprs) == 1 else None
    if expr is None or expr.type != "call_expression" or (fn := expr.field("function")) is None:
        return None
    if fn.type != "identifier" or fn.text not in pkg.functions:
        return None
    run = _Run(pkg)
    path, node = pkg.functions[fn.text]
    try:
        args = run.args(expr, _Scope(parent=pkg.globals))
        result: Any = run.call(fn.text, args)
    except _Panic as p:
        result = p
    except (Unknown, _Return, _Break, _Continue, RecursionError, ValueError, TypeError):
        return None
    return result, run, path, node


def call_outcome(sources: Sequence[tuple[str, str]], call: str) -> Outcome | None:
    """What `call` (a Go call of a top-level function of the sources, with literal arguments) does, or None when it
    cannot be run exactly. `sources` are (path, text) pairs.

    >>> src = [("o.go", 'package h\\n\\nfunc Half(n int) (int, error) {\\n\\tif n < 0 {\\n\\t\\treturn 0, errors.New("neg")\\n\\t}\\n\\treturn n / 2, nil\\n}\\n')]
    >>> call_outcome(src, "Half(-7)")
    Outcome(kind='raise', value='error', line=5, path=(4, 5), file='o.go')
    >>> call_outcome(src, "Half(7)").value
    int(3)
    >>> call_outcome(src, "Twice(7)") is None
    True
    """
    found = _run(sources, call)
    if found is None:
        return None
    result, run, path, node = found
    if isinstance(result, _Panic):
        return Outcome("raise", "panic", result.line, tuple(run.path), result.file or path)
    try:
        results = run.result_types(node)
    except Unknown:
        return None
    return _outcome(result, results, run.returned_at, tuple(run.path), run.returned_file or path)


__all__ = ["call_outcome", "error_message"]
