"""Run a static Java method of the sources on literal arguments, as far as its text can be run exactly.

The Java side of `utspec.analyzers.py_eval` (see there why): Commons Lang's key item `NumberUtils.toInt("abc")
returns 0` is checked by running `toInt("abc")`, which calls `toInt(str, -1)` after the planted edit.

The source is read with tree-sitter (`ts_adapter`) and run node by node; anything not below gives up (`None`):
- the static methods of the sources' classes (an overload chosen by arity and the arguments' types, the most
  specific one), `static final` fields, calls between them;
- locals, `=` and compound assignment (with its implicit cast), `++`/`--`, `if`/`else`, `for`, enhanced `for` over
  an array, `while`, `do`, `switch` with fall-through, `break`/`continue`, `return`, `throw new X(…)`,
  `try`/`catch`/`finally`;
- the primitive types with their widths (`java_values`: `int` overflow wraps, division truncates, char arithmetic),
  `String` (its methods that compute only), `StringBuilder`, `BigInteger`, arrays, the conditional operator;
- `Math`, `Integer`/`Long` parsing and formatting, `String.valueOf`/`format`, `Character.isX` (ASCII),
  `Objects.requireNonNull`, `Arrays.fill` on a local array.

Java throws NullPointerException on a method of null, StringIndexOutOfBoundsException on a bad `substring`,
ArithmeticException on an integer division by zero: each is an outcome like the code's own `throw`. Instance
methods, fields that are not constants, I/O, reflection and lambdas: not run.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from utspec.analyzers import ts_adapter as ts
from utspec.analyzers.fixed_ints import Fixed, trunc_div, trunc_mod
from utspec.analyzers.interp_scope import Break as _Break
from utspec.analyzers.interp_scope import Continue as _Continue
from utspec.analyzers.interp_scope import Scope as _Scope
from utspec.analyzers.java_library import (
    CONSTANTS,
    STATICS,
    big_method,
    builder_method,
    give_up,
    string_method,
)
from utspec.analyzers.java_values import (
    CHAR,
    INT,
    INTEGRAL,
    LONG,
    BigInt,
    Builder,
    JArray,
    Opaque,
    assignable,
    cast,
    is_subclass,
    java_string,
    promote,
    to_text,
    type_of,
    widen,
)
from utspec.analyzers.py_eval import MAX_DEPTH, MAX_STEPS, Outcome, Unknown
from utspec.resources import rule_file


class Thrown(Exception):
    """A Java exception on its way up: its class and the line that threw it."""

    def __init__(self, name: str, line: int, file: str) -> None:
        super().__init__(name)
        self.name, self.line, self.file = name, line, file


class _Return(Exception):
    def __init__(self, value: Any, line: int, file: str, passed_through: bool = False) -> None:
        super().__init__()
        self.value, self.line, self.file, self.passed_through = value, line, file, passed_through


@dataclass
class _Class:
    name: str
    file: str
    methods: dict[str, list[ts.Node]] = field(default_factory=dict)
    """Static methods by name (each overload)."""
    fields: dict[str, tuple[str, ts.Node | None]] = field(default_factory=dict)
    """`static final` fields not computed yet: (declared type, initializer)."""
    values: _Scope = field(default_factory=_Scope)


@dataclass
class _Program:
    classes: dict[str, _Class] = field(default_factory=dict)
    parents: dict[str, str | None] = field(default_factory=dict)
    """Each class of the sources and the class it extends (for `catch` and a stated exception)."""


def _grammar() -> ts.Grammar:
    return ts.load("java", rule_file("queries", "java.scm"))


def _load(sources: Sequence[tuple[str, str]]) -> _Program:
    program = _Program()
    for path, text in sources:
        if not path.endswith(".java"):
            continue
        root = ts.parse(_grammar(), text).root
        for node in root.named_children():
            if node.type == "class_declaration":
                _declare(node, path, program)
    return program


def _modifiers(node: ts.Node) -> set[str]:
    mods = next((c for c in node.named_children() if c.type == "modifiers"), None)
    return set(mods.text.split()) if mods is not None else set()


def _declare(node: ts.Node, path: str, program: _Program) -> None:
    name = node.field("name")
    body = node.field("body")
    if name is None or body is None:
        return
    superclass = node.field("superclass")
    program.parents[name.text] = superclass.named_children()[0].text if superclass is not None else "Object"
    if name.text in program.classes:
        raise Unknown  # two classes of one simple name: which one a call means is not known
    cls = _Class(name.text, path)
    program.classes[name.text] = cls
    for member in body.named_children():
        mods = _modifiers(member)
        if (
            member.type == "method_declaration"
            and "static" in mods
            and (n := member.field("name")) is not None
        ):
            cls.methods.setdefault(n.text, []).append(member)
        elif member.type == "field_declaration" and {"static", "final"} <= mods:
            t = member.field("type")
            for decl in member.named_children():
                if (
                    decl.type == "variable_declarator"
                    and (n := decl.field("name")) is not None
                    and t is not None
                ):
                    cls.fields[n.text] = (t.text + _dims(decl), decl.field("value"))
        elif member.type == "class_declaration":
            _declare(member, path, program)


def _dims(node: ts.Node) -> str:
    """The `[]` a declarator or a method header adds to its type (`byte data[]`, `int f()[]`)."""
    dims = node.field("dimensions")
    return dims.text if dims is not None else ""


def _param_types(method: ts.Node) -> list[tuple[str, str]]:
    params = method.field("parameters")
    if params is None:
        raise Unknown
    out: list[tuple[str, str]] = []
    for p in params.named_children():
        if p.type != "formal_parameter":
            raise Unknown  # varargs, receiver parameters
        t, n = p.field("type"), p.field("name")
        if t is None or n is None:
            raise Unknown
        dims = p.field("dimensions")
        out.append((n.text, t.text + (dims.text if dims is not None else "")))
    return out


def choose(overloads: list[ts.Node], args: list[Any]) -> ts.Node:
    """The overload a call with these argument values runs (JLS §15.12.2, for the types held here): the applicable
    ones by arity and type, then the most specific; `Unknown` when that is not one method."""
    fits: list[tuple[ts.Node, list[int]]] = []
    for m in overloads:
        params = _param_types(m)
        if len(params) != len(args):
            continue
        ranks = [assignable(a, t) for a, (_, t) in zip(args, params, strict=True)]
        if all(r is not None for r in ranks):
            fits.append((m, [r for r in ranks if r is not None]))
    if not fits:
        raise Unknown
    best = [f for f in fits if all(all(x <= y for x, y in zip(f[1], g[1], strict=True)) for g in fits)]
    if len(best) != 1:
        raise Unknown
    return best[0][0]


class _Run:
    def __init__(self, program: _Program) -> None:
        self.program = program
        self.steps = 0
        self.depth = 0
        self.line = 0
        self.file = ""
        self.cls: _Class | None = None
        self.returned_at = (0, "")
        self.last_return = (0, "")
        self.passed_through = False
        """Whether the last finished call returned one of its parameters unchanged (`return defaultValue;`)."""
        self.parameters: set[int] = set()
        """The scopes that hold a method's parameters."""
        self.path: list[int] = []
        self.local: set[int] = set()
        self.assigned: dict[tuple[int, str], int] = {}
        """The line of each local's last assignment, by (its scope, its name)."""
        """The arrays and builders the run made itself (a caller's may be changed by nobody here)."""

    def tick(self) -> None:
        self.steps += 1
        if self.steps > MAX_STEPS:
            raise Unknown

    def throw(self, name: str) -> Thrown:
        return Thrown(name, self.line, self.file)

    # -- fields and calls ---------------------------------------------------------------------------------------
    def static_field(self, cls: _Class, name: str) -> Any:
        if name in cls.values.vars:
            value = cls.values.vars[name]
            if value is _PENDING:
                raise Unknown
            return value
        if name not in cls.fields:
            raise Unknown
        type_text, init = cls.fields.pop(name)
        if init is None:
            raise Unknown  # assigned in a static block
        cls.values.vars[name] = _PENDING
        saved = (self.cls, self.file, self.line)
        self.cls, self.file = cls, cls.file
        try:
            value = self.init_value(init, type_text, cls.values)
        finally:
            self.cls, self.file, self.line = saved
        cls.values.vars[name] = value
        return value

    def init_value(self, init: ts.Node, type_text: str, scope: _Scope) -> Any:
        if init.type == "array_initializer":
            element = type_text.removesuffix("[]")
            if element.endswith("[]"):
                raise Unknown
            return JArray(element, [widen(self.expr(e, scope), element) for e in init.named_children()])
        return widen(self.expr(init, scope), type_text)

    def invoke(self, cls: _Class, name: str, args: list[Any]) -> Any:
        method = choose(cls.methods[name], args)
        scope = _Scope(parent=cls.values)
        self.parameters.add(id(scope))
        for (pname, ptype), arg in zip(_param_types(method), args, strict=True):
            scope.vars[pname] = widen(arg, ptype) if not isinstance(arg, Opaque) else arg
            scope.types[pname] = ptype
        body = method.field("body")
        if body is None:
            raise Unknown
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise Unknown
        saved = (self.cls, self.file, self.line)
        self.cls, self.file = cls, cls.file
        try:
            self.block(body, scope)
        except _Return as r:
            self.last_return = (r.line, r.file)
            self.passed_through = r.passed_through
            if self.depth == 1:
                self.returned_at = (r.line, r.file)
            rtype = method.field("type")
            if rtype is None:
                raise Unknown from None
            return widen(r.value, rtype.text + _dims(method))
        finally:
            self.depth -= 1
            self.cls, self.file, self.line = saved
        rtype = method.field("type")
        if rtype is None or rtype.text != "void":
            raise Unknown
        self.last_return = (body.end_line, cls.file)
        self.passed_through = False
        if self.depth == 0:
            self.returned_at = self.last_return
        return None

    # -- statements ---------------------------------------------------------------------------------------------
    def block(self, node: ts.Node, scope: _Scope) -> None:
        inner = _Scope(parent=scope)
        for stmt in node.named_children():
            self.stmt(stmt, inner)

    def visit(self, line: int) -> None:
        """Put `line` on the path of the function the run was called with (once)."""
        if self.depth == 1 and line not in self.path:
            self.path.append(line)

    def stmt(self, node: ts.Node, scope: _Scope) -> None:
        self.tick()
        t = node.type
        if t in ("line_comment", "block_comment", ";"):
            return
        self.line = node.line
        self.visit(node.line)
        if t == "block":
            self.block(node, scope)
        elif t == "local_variable_declaration":
            type_node = node.field("type")
            if type_node is None:
                raise Unknown
            for decl in node.named_children():
                if decl.type != "variable_declarator" or (n := decl.field("name")) is None:
                    continue
                dims = decl.field("dimensions")
                type_text = type_node.text + (dims.text if dims is not None else "")
                if type_text == "var":
                    raise Unknown
                init = decl.field("value")
                scope.vars[n.text] = self.init_value(init, type_text, scope) if init is not None else _UNSET
                scope.types[n.text] = type_text
                self.assigned[(id(scope), n.text)] = node.line
        elif t == "expression_statement":
            self.expr(node.named_children()[0], scope)
        elif t == "if_statement":
            cond, then, alt = node.field("condition"), node.field("consequence"), node.field("alternative")
            if cond is None or then is None:
                raise Unknown
            if self.test(cond, scope):
                self.stmt(then, _Scope(parent=scope))
            elif alt is not None:
                self.stmt(alt, _Scope(parent=scope))
        elif t == "while_statement":
            cond, body = node.field("condition"), node.field("body")
            if cond is None or body is None:
                raise Unknown
            while self.test(cond, scope):
                if self.loop_body(body, scope):
                    break
        elif t == "do_statement":
            cond, body = node.field("condition"), node.field("body")
            if cond is None or body is None:
                raise Unknown
            while True:
                if self.loop_body(body, scope) or not self.test(cond, scope):
                    break
        elif t == "for_statement":
            self.for_loop(node, scope)
        elif t == "enhanced_for_statement":
            self.each_loop(node, scope)
        elif t in ("switch_expression", "switch_statement"):
            self.switch(node, scope)
        elif t == "return_statement":
            kids = node.named_children()
            if not kids:
                raise _Return(None, node.line, self.file)
            value = self.expr(kids[0], scope)
            line, file, passed = node.line, self.file, False
            if (
                kids[0].type == "method_invocation"
                and self.delegates(kids[0], scope)
                and not self.passed_through
            ):
                # `return toInt(str, 0)` → `return parsed;`: the callee's `return` made the value; but when the
                # callee only handed back a parameter (`return defaultValue;`), this call's argument is where it came
                # from (Commons Lang's forwarded default)
                line, file = self.last_return
            elif kids[0].type == "identifier" and (found := scope.find(kids[0].text)) is not None:
                # `return displaySize;`: the assignment that gave the local its value is where the result is made
                key = (id(found), kids[0].text)
                line = self.assigned.get(key, line)
                passed = key not in self.assigned and id(found) in self.parameters
            raise _Return(value, line, file, passed)
        elif t == "throw_statement":
            self.throw_stmt(node, scope)
        elif t == "try_statement":
            self.try_stmt(node, scope)
        elif t == "break_statement":
            if node.named_children():
                raise Unknown
            raise _Break
        elif t == "continue_statement":
            if node.named_children():
                raise Unknown
            raise _Continue
        else:
            raise Unknown  # labels, synchronized, assert, local classes, try-with-resources, yield

    def loop_body(self, body: ts.Node, scope: _Scope) -> bool:
        """Run one turn; True when it broke out of the loop."""
        self.tick()
        try:
            self.stmt(body, _Scope(parent=scope))
        except _Break:
            return True
        except _Continue:
            pass
        return False

    def for_loop(self, node: ts.Node, scope: _Scope) -> None:
        outer = _Scope(parent=scope)
        body = node.field("body")
        if body is None:
            raise Unknown
        cond = node.field("condition")
        updates: list[ts.Node] = []
        # children: `for (` init `;` condition `;` updates `)` body; a declaration holds its own semicolon
        semis = 0
        for c in node.children():
            if c.type == ";":
                semis += 1
            elif c.type == "local_variable_declaration":
                self.stmt(c, outer)
                semis += 1  # the declaration holds its own semicolon
            elif c.is_named and c.key != body.key:
                if semis == 0:
                    self.expr(c, outer)
                elif semis >= 2:
                    updates.append(c)
        while True:
            if cond is not None and not self.test(cond, outer):
                return
            if self.loop_body(body, outer):
                return
            for u in updates:
                self.expr(u, outer)

    def each_loop(self, node: ts.Node, scope: _Scope) -> None:
        name, value, body = node.field("name"), node.field("value"), node.field("body")
        type_node = node.field("type")
        if name is None or value is None or body is None or type_node is None:
            raise Unknown
        seq = self.expr(value, scope)
        if seq is None:
            raise self.throw("NullPointerException")
        if not isinstance(seq, JArray):
            raise Unknown
        for item in list(seq.items):
            inner = _Scope(parent=scope)
            inner.vars[name.text] = widen(item, type_node.text)
            inner.types[name.text] = type_node.text
            if self.loop_body(body, inner):
                return

    def switch(self, node: ts.Node, scope: _Scope) -> None:
        cond, body = node.field("condition"), node.field("body")
        if cond is None or body is None:
            raise Unknown
        subject = self.expr(cond, scope)
        if subject is None:
            raise self.throw("NullPointerException")
        groups = body.named_children()
        if any(g.type != "switch_block_statement_group" for g in groups):
            raise Unknown  # `case X ->` rules
        start = None
        for i, group in enumerate(groups):
            for label in (c for c in group.named_children() if c.type == "switch_label"):
                values = label.named_children()
                if not values:
                    if start is None:
                        start = ("default", i)
                    continue
                for v in values:
                    self.visit(label.line)  # a label read is a line of the run's path, as an `if` condition is
                    got = self.expr(v, scope)
                    if isinstance(subject, str) and isinstance(got, str):
                        hit = subject == got  # a switch on strings compares with equals
                    else:
                        hit = self.compare("==", subject, got)
                    if hit:
                        start = ("case", i)
                        break
                if start is not None and start[0] == "case":
                    break
            if start is not None and start[0] == "case":
                break
        if start is None:
            return
        inner = _Scope(parent=scope)
        try:
            for group in groups[start[1] :]:  # falls through until a break
                for stmt in group.named_children():
                    if stmt.type != "switch_label":
                        self.stmt(stmt, inner)
        except _Break:
            return

    def throw_stmt(self, node: ts.Node, scope: _Scope) -> None:
        kids = node.named_children()
        created = kids[0] if kids else None
        if created is None or created.type != "object_creation_expression":
            raise Unknown  # rethrowing a variable
        type_node = created.field("type")
        if type_node is None:
            raise Unknown
        arglist = created.field("arguments")
        for arg in arglist.named_children() if arglist is not None else []:
            # the arguments are built first and may throw on their own (`String.format`, `a / b`); a name or a
            # constant cannot (`LocalizedFormats.OVERFLOW_IN_ADDITION, x, y`), so one this run cannot read is skipped
            try:
                self.expr(arg, scope)
            except Unknown:
                if not _inert(arg):
                    raise
        self.line = node.line
        raise self.throw(type_node.text)

    def try_stmt(self, node: ts.Node, scope: _Scope) -> None:
        body = node.field("body")
        if body is None or node.type != "try_statement":
            raise Unknown
        handlers = [c for c in node.named_children() if c.type == "catch_clause"]
        final = next((c for c in node.named_children() if c.type == "finally_clause"), None)
        try:
            try:
                self.block(body, scope)
            except Thrown as e:
                for h in handlers:
                    param = next((c for c in h.named_children() if c.type == "catch_formal_parameter"), None)
                    if param is None:
                        raise Unknown from None
                    types = [t.text for t in param.named_children() if t.type == "catch_type"]
                    caught = [self.caught(e.name, t) for ct in types for t in ct.split("|")]
                    if any(c is None for c in caught):
                        raise Unknown from None
                    if any(caught):
                        h_body = h.field("body")
                        if h_body is None:
                            raise Unknown from None
                        inner = _Scope(parent=scope)
                        name = param.field("name")
                        if name is not None:
                            inner.vars[name.text] = _EXCEPTION
                        self.block(h_body, inner)
                        break
                else:
                    raise
        finally:
            if final is not None:
                # a `finally` that returns or throws would replace the outcome: that is run as it is written
                for b in final.named_children():
                    self.block(b, scope)

    def caught(self, thrown: str, handler: str) -> bool | None:
        return is_subclass(thrown, handler.strip(), self.program.parents)

    # -- expressions --------------------------------------------------------------------------------------------
    def test(self, node: ts.Node, scope: _Scope) -> bool:
        v = self.expr(node, scope)
        if not isinstance(v, bool):
            raise Unknown
        return v

    def expr(self, node: ts.Node, scope: _Scope) -> Any:
        self.tick()
        t = node.type
        if t in (
            "decimal_integer_literal",
            "hex_integer_literal",
            "octal_integer_literal",
            "binary_integer_literal",
        ):
            return _integer(node.text)
        if t == "decimal_floating_point_literal":
            text = node.text.replace("_", "")
            if text[-1] in "fF":
                raise Unknown
            return float(text.rstrip("dD"))
        if t == "string_literal":
            return java_string(_string(node))
        if t == "character_literal":
            text = _unescape(node.text[1:-1])
            if len(text) != 1:
                raise Unknown
            return CHAR(ord(text))
        if t in ("true", "false"):
            return t == "true"
        if t == "null_literal":
            return None
        if t == "parenthesized_expression":
            return self.expr(node.named_children()[0], scope)
        if t == "identifier":
            return self.name(node.text, scope)
        if t == "field_access":
            return self.field_access(node, scope)
        if t == "binary_expression":
            return self.binary(node, scope)
        if t == "unary_expression":
            return self.unary(node, scope)
        if t == "update_expression":
            return self.update(node, scope)
        if t == "assignment_expression":
            return self.assign(node, scope)
        if t == "ternary_expression":
            cond, a, b = node.field("condition"), node.field("consequence"), node.field("alternative")
            if cond is None or a is None or b is None:
                raise Unknown
            first = self.test(cond, scope)
            chosen = self.expr(a if first else b, scope)
            other = b if first else a
            if isinstance(chosen, (Fixed, float)) and other.type in _LITERALS:
                if type_of(self.expr(other, scope)) != type_of(chosen):
                    raise Unknown  # the two arms' types are promoted to one (§15.25): not modelled
            return chosen
        if t == "cast_expression":
            type_node, value = node.field("type"), node.field("value")
            if type_node is None or value is None:
                raise Unknown
            return cast(self.expr(value, scope), type_node.text)
        if t == "method_invocation":
            return self.method(node, scope)
        if t == "object_creation_expression":
            return self.create(node, scope)
        if t == "array_creation_expression":
            return self.new_array(node, scope)
        if t == "array_access":
            array, index = node.field("array"), node.field("index")
            if array is None or index is None:
                raise Unknown
            arr, i = self.expr(array, scope), self.expr(index, scope)
            if arr is None:
                raise self.throw("NullPointerException")
            if not isinstance(arr, JArray) or not isinstance(i, Fixed):
                raise Unknown
            if not 0 <= int(i) < len(arr.items):
                raise self.throw("ArrayIndexOutOfBoundsException")
            return arr.items[int(i)]
        raise Unknown  # lambdas, instanceof, class literals, this, switch expressions…

    def name(self, name: str, scope: _Scope) -> Any:
        found = scope.find(name)
        if found is not None:
            value = found.vars[name]
            if value is _UNSET or value is _EXCEPTION:
                raise Unknown
            return value
        if self.cls is not None and (name in self.cls.fields or name in self.cls.values.vars):
            return self.static_field(self.cls, name)
        raise Unknown  # an instance field, another class's import

    def field_access(self, node: ts.Node, scope: _Scope) -> Any:
        obj, fld = node.field("object"), node.field("field")
        if obj is None or fld is None:
            raise Unknown
        if obj.type == "identifier" and scope.find(obj.text) is None and not self.is_field(obj.text):
            owner = self.program.classes.get(obj.text)
            if owner is not None:
                return self.static_field(owner, fld.text)
            key = f"{obj.text}.{fld.text}"
            if key in CONSTANTS:
                return CONSTANTS[key]
            raise Unknown
        value = self.expr(obj, scope)
        if isinstance(value, JArray) and fld.text == "length":
            return INT(len(value.items))
        if value is None:
            raise self.throw("NullPointerException")
        raise Unknown

    def is_field(self, name: str) -> bool:
        return self.cls is not None and (name in self.cls.fields or name in self.cls.values.vars)

    def binary(self, node: ts.Node, scope: _Scope) -> Any:
        op_node, left, right = node.field("operator"), node.field("left"), node.field("right")
        if op_node is None or left is None or right is None:
            raise Unknown
        op = op_node.text
        a = self.expr(left, scope)
        if op in ("&&", "||"):
            if not isinstance(a, bool):
                raise Unknown
            if (op == "&&") != a:
                return a
            return self.test(right, scope)
        b = self.expr(right, scope)
        return self.operate(op, a, b)

    def operate(self, op: str, a: Any, b: Any) -> Any:
        if isinstance(a, Opaque) or isinstance(b, Opaque):
            raise Unknown
        if op == "+" and (isinstance(a, str) or isinstance(b, str)):
            return java_string(to_text(a) + to_text(b))
        if op in ("==", "!=", "<", "<=", ">", ">="):
            return self.compare(op, a, b)
        if isinstance(a, bool) and isinstance(b, bool) and op in ("&", "|", "^"):
            return {"&": a and b, "|": a or b, "^": a != b}[op]
        kind = promote(a, b) if op not in ("<<", ">>", ">>>") else promote(a, a)
        if kind == "double":
            x, y = float(a), float(b)
            if op == "+":
                return x + y
            if op == "-":
                return x - y
            if op == "*":
                return x * y
            if op == "/":
                if y == 0:
                    return (
                        math.nan
                        if x == 0 or math.isnan(x)
                        else math.copysign(math.inf, x) * math.copysign(1, y)
                    )
                return x / y
            if op == "%":
                return math.fmod(x, y) if y != 0 and math.isfinite(x) else math.nan
            raise Unknown
        typ = LONG if kind == "long" else INT
        x, y = int(a), int(b)
        if op in ("/", "%"):
            if y == 0:
                raise self.throw("ArithmeticException")
            return typ(trunc_div(x, y) if op == "/" else trunc_mod(x, y))
        bits = 64 if kind == "long" else 32
        if op in ("<<", ">>", ">>>"):
            y &= bits - 1
            if op == "<<":
                return typ(x << y)
            if op == ">>":
                return typ(x >> y)
            return typ((x & ((1 << bits) - 1)) >> y)
        ops = {"+": x + y, "-": x - y, "*": x * y, "&": x & y, "|": x | y, "^": x ^ y}
        if op not in ops:
            raise Unknown
        return typ(ops[op])

    def compare(self, op: str, a: Any, b: Any) -> bool:
        if op in ("==", "!="):
            if a is None or b is None:
                if isinstance(a, Opaque) or isinstance(b, Opaque):
                    raise Unknown
                return (a is None and b is None) == (op == "==")
            if isinstance(a, bool) and isinstance(b, bool):
                return (a == b) == (op == "==")
            if not (type_of(a) in _NUMERIC and type_of(b) in _NUMERIC):
                raise Unknown  # references compare by identity
        if type_of(a) not in _NUMERIC or type_of(b) not in _NUMERIC:
            raise Unknown
        x: Any = float(a) if promote(a, b) == "double" else int(a)
        y: Any = float(b) if promote(a, b) == "double" else int(b)
        return {"==": x == y, "!=": x != y, "<": x < y, "<=": x <= y, ">": x > y, ">=": x >= y}[op]

    def unary(self, node: ts.Node, scope: _Scope) -> Any:
        op_node, operand = node.field("operator"), node.field("operand")
        if op_node is None or operand is None:
            raise Unknown
        op = op_node.text
        if operand.type == "decimal_integer_literal" and op == "-":
            return _integer("-" + operand.text)  # -2147483648 is a literal of its own
        v = self.expr(operand, scope)
        if op == "!":
            if not isinstance(v, bool):
                raise Unknown
            return not v
        if type_of(v) not in _NUMERIC:
            raise Unknown
        if isinstance(v, float):
            return -v if op == "-" else v if op == "+" else give_up()
        typ = LONG if isinstance(v, LONG) else INT
        return (
            typ(-int(v))
            if op == "-"
            else typ(int(v))
            if op == "+"
            else typ(~int(v))
            if op == "~"
            else give_up()
        )

    def update(self, node: ts.Node, scope: _Scope) -> Any:
        target = node.named_children()[0]
        text = node.text
        op = "+" if "++" in text else "-"
        old = self.expr(target, scope)
        if type_of(old) not in _NUMERIC:
            raise Unknown
        new = self.operate(op, old, INT(1))
        new = cast(new, type_of(old)) if type_of(old) in INTEGRAL else new
        self.store(target, new, scope)
        return old if text.startswith(target.text) else new

    def assign(self, node: ts.Node, scope: _Scope) -> Any:
        left, right, op_node = node.field("left"), node.field("right"), node.field("operator")
        if left is None or right is None or op_node is None:
            raise Unknown
        op = op_node.text
        if op == "=":
            value = self.expr(right, scope)
        else:
            old = self.expr(left, scope)
            value = self.operate(op[:-1], old, self.expr(right, scope))
            declared = type_of(old)
            if declared in INTEGRAL or declared == "double":
                value = cast(value, declared)  # `i += 1.5` casts back to int (§15.26.2)
        self.store(left, value, scope)
        return value

    def store(self, target: ts.Node, value: Any, scope: _Scope) -> None:
        if target.type == "identifier":
            found = scope.find(target.text)
            if found is None or found.parent is None:
                raise Unknown  # a field: an effect outside the call
            declared = found.types.get(target.text)
            found.vars[target.text] = widen(value, declared) if declared else value
            self.assigned[(id(found), target.text)] = self.line
        elif target.type == "array_access":
            array, index = target.field("array"), target.field("index")
            if array is None or index is None:
                raise Unknown
            arr, i = self.expr(array, scope), self.expr(index, scope)
            if not isinstance(arr, JArray) or id(arr) not in self.local or not isinstance(i, Fixed):
                raise Unknown
            if not 0 <= int(i) < len(arr.items):
                raise self.throw("ArrayIndexOutOfBoundsException")
            arr.items[int(i)] = widen(value, arr.element)
        else:
            raise Unknown

    # -- calls and objects ---------------------------------------------------------------------------------------
    def args(self, node: ts.Node, scope: _Scope) -> list[Any]:
        arglist = node.field("arguments")
        if arglist is None:
            raise Unknown
        return [
            self.expr(a, scope)
            for a in arglist.named_children()
            if a.type not in ("line_comment", "block_comment")
        ]

    def delegates(self, node: ts.Node, scope: _Scope) -> bool:
        obj = node.field("object")
        return obj is None or (
            obj.type == "identifier" and obj.text in self.program.classes and scope.find(obj.text) is None
        )

    def method(self, node: ts.Node, scope: _Scope) -> Any:
        obj, name_node = node.field("object"), node.field("name")
        if name_node is None:
            raise Unknown
        name = name_node.text
        line = self.line
        if obj is None:
            if self.cls is None or name not in self.cls.methods:
                raise Unknown  # an instance method, an inherited or imported static method
            result = self.invoke(self.cls, name, self.args(node, scope))
            self.line = line
            return result
        if obj.type == "identifier" and scope.find(obj.text) is None and not self.is_field(obj.text):
            owner = self.program.classes.get(obj.text)
            if owner is not None:
                if name not in owner.methods:
                    raise Unknown
                result = self.invoke(owner, name, self.args(node, scope))
                self.line = line
                return result
            key = f"{obj.text}.{name}"
            if key in STATICS:
                return self.library(key, self.args(node, scope))
            raise Unknown
        target = self.expr(obj, scope)
        args = self.args(node, scope)
        if target is None:
            raise self.throw("NullPointerException")
        if isinstance(target, Opaque) or any(isinstance(a, Opaque) for a in args):
            raise Unknown
        if isinstance(target, str):
            return string_method(self, target, name, args)
        if isinstance(target, Builder):
            return builder_method(self, target, name, args)
        if isinstance(target, BigInt):
            return big_method(self, target, name, args)
        raise Unknown

    def library(self, key: str, args: list[Any]) -> Any:
        if any(isinstance(a, Opaque) for a in args):
            raise Unknown
        try:
            return STATICS[key](self, *args)
        except (Thrown, Unknown):
            raise
        except (TypeError, ValueError, IndexError, OverflowError, AttributeError) as e:
            raise Unknown from e

    def create(self, node: ts.Node, scope: _Scope) -> Any:
        type_node = node.field("type")
        if type_node is None or node.field("body") is not None:
            raise Unknown
        args = self.args(node, scope)
        if type_node.text == "StringBuilder":
            if not args:
                b = Builder()
            elif len(args) == 1 and isinstance(args[0], str):
                b = Builder(args[0])
            elif len(args) == 1 and isinstance(args[0], Fixed) and not isinstance(args[0], CHAR):
                if int(args[0]) < 0:
                    raise self.throw("NegativeArraySizeException")
                b = Builder()
            else:
                raise Unknown
            self.local.add(id(b))
            return b
        if (
            type_node.text == "String"
            and len(args) == 1
            and isinstance(args[0], JArray)
            and args[0].element == "char"
        ):
            return "".join(chr(int(c)) for c in args[0].items)
        raise Unknown

    def new_array(self, node: ts.Node, scope: _Scope) -> Any:
        type_node = node.field("type")
        dims = [c for c in node.named_children() if c.type == "dimensions_expr"]
        if type_node is None or len(dims) != 1 or any(c.type == "dimensions" for c in node.named_children()):
            raise Unknown
        size = self.expr(dims[0].named_children()[0], scope)
        if not isinstance(size, Fixed):
            raise Unknown
        if int(size) < 0:
            raise self.throw("NegativeArraySizeException")
        if int(size) > MAX_STEPS:
            raise Unknown
        element = type_node.text
        zero: Any = INTEGRAL[element](0) if element in INTEGRAL else 0.0 if element == "double" else (
            False if element == "boolean" else None)  # fmt: skip
        arr = JArray(element, [zero] * int(size))
        self.local.add(id(arr))
        return arr


_PENDING = object()
_UNSET = object()
_EXCEPTION = object()
_LITERALS = frozenset(
    {
        "decimal_integer_literal",
        "hex_integer_literal",
        "octal_integer_literal",
        "binary_integer_literal",
        "decimal_floating_point_literal",
        "character_literal",
    }
)
_NUMERIC = frozenset({"byte", "short", "char", "int", "long", "double"})


def _inert(node: ts.Node) -> bool:
    """Whether an expression only names a value: a literal, a local, a field or a constant (`Foo.BAR`), which reading
    cannot make throw.

    >>> root = ts.parse(_grammar(), "class C { Object o = f(LocalizedFormats.X, x, 1, a.b(), y / 0); }").root
    >>> call = next(n for n in _walk(root) if n.type == "method_invocation")
    >>> [_inert(a) for a in call.field("arguments").named_children()]
    [True, True, True, False, False]
    """
    if node.type in (
        "identifier",
        "null_literal",
        "true",
        "false",
        "string_literal",
        "character_literal",
    ) or (node.type in _LITERALS):
        return True
    if node.type == "field_access":
        obj = node.field("object")
        return obj is not None and _inert(obj)
    return False


def _integer(text: str) -> Fixed:
    t = text.replace("_", "")
    typ = LONG if t[-1] in "lL" else INT
    t = t.rstrip("lL")
    neg = t.startswith("-")
    body = t[1:] if neg else t
    if body[:2].lower() == "0x":
        v = int(body[2:], 16)
    elif body[:2].lower() == "0b":
        v = int(body[2:], 2)
    elif len(body) > 1 and body[0] == "0":
        v = int(body[1:], 8)
    else:
        v = int(body, 10)
    if body[:2].lower() in ("0x", "0b") or (len(body) > 1 and body[0] == "0"):
        return typ(-v if neg else v)  # hexadecimal, octal and binary literals are bit patterns
    v = -v if neg else v
    bits = 64 if typ is LONG else 32
    if not -(2 ** (bits - 1)) <= v < 2 ** (bits - 1):
        raise Unknown  # does not compile
    return typ(v)


_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "s": " ", "0": "\0", "\\": "\\", "'": "'",
            '"': '"'}  # fmt: skip


def _unescape(text: str) -> str:
    def one(m: re.Match[str]) -> str:
        esc = m.group(1)
        if esc.startswith("u"):
            return chr(int(esc.lstrip("u"), 16))
        if esc in _ESCAPES:
            return _ESCAPES[esc]
        if esc.isdigit():
            return chr(int(esc, 8))
        raise Unknown

    return re.sub(r"\\(u+[0-9a-fA-F]{4}|[0-7]{1,3}|.)", one, text)


def _string(node: ts.Node) -> str:
    text = node.text
    if text.startswith('"""'):
        raise Unknown  # text blocks strip indentation by rules of their own
    return _unescape(text[1:-1])


def methods(sources: Sequence[tuple[str, str]]) -> dict[str, list[str]]:
    """Each static method of the sources' classes by name, with the classes that define it (`truncate` →
    `["StringUtils"]`); empty when the sources do not parse as this evaluator reads them."""
    try:
        program = _load(sources)
    except Unknown:
        return {}
    out: dict[str, list[str]] = {}
    for cls in program.classes.values():
        for name in cls.methods:
            out.setdefault(name, []).append(cls.name)
    return out


def exception_parents(sources: Sequence[tuple[str, str]]) -> dict[str, str | None]:
    """Each class of the sources and the class it extends."""
    try:
        return _load(sources).parents
    except Unknown:
        return {}


def call_outcome(sources: Sequence[tuple[str, str]], call: str) -> Outcome | None:
    """What `call` (`Class.method(…)` or `method(…)` of a static method of the sources, with literal arguments)
    does, or None when it cannot be run exactly. `sources` are (path, text) pairs. An argument named but not
    given (`input`) is passed on unread.

    >>> src = [("N.java", "class N {\\n  static int toInt(String s, int d) {\\n    try {\\n      return Integer.parseInt(s);\\n    } catch (NumberFormatException e) {\\n      return d;\\n    }\\n  }\\n}\\n")]
    >>> call_outcome(src, 'N.toInt("12x", 5)')
    Outcome(kind='return', value=int(5), line=6, path=(3, 4, 6), file='N.java')
    >>> call_outcome(src, 'toInt("42", 5)').value, call_outcome(src, 'N.toInt(null, 5)').value
    (int(42), int(5))
    """
    try:
        program = _load(sources)
        root = ts.parse(_grammar(), f"class Call {{ Object call = {call.strip()}; }}").root
    except (Unknown, RecursionError, ValueError):
        return None
    decl = next((c for c in _walk(root) if c.type == "variable_declarator"), None)
    expr = decl.field("value") if decl is not None else None
    if expr is None or expr.type != "method_invocation" or (name := expr.field("name")) is None:
        return None
    obj = expr.field("object")
    if obj is None:
        owners = [c for c in program.classes.values() if name.text in c.methods]
    elif obj.type == "identifier" and obj.text in program.classes:
        owners = [program.classes[obj.text]] if name.text in program.classes[obj.text].methods else []
    else:
        return None
    if len(owners) != 1:
        return None
    run = _Run(program)
    scope = _Scope(parent=_Scope())
    arglist = expr.field("arguments")
    try:
        if arglist is None:
            return None
        args = []
        for a in arglist.named_children():
            if a.type == "identifier":
                args.append(Opaque(a.text))  # `input`: named, not given
            else:
                args.append(run.expr(a, scope))
        value = run.invoke(owners[0], name.text, args)
    except Thrown as t:
        return Outcome("raise", t.name, t.line, tuple(run.path), t.file or owners[0].file)
    except (Unknown, _Return, _Break, _Continue, RecursionError):
        return None
    line, file = run.returned_at
    return Outcome("return", value, line, tuple(run.path), file or owners[0].file)


def _walk(node: ts.Node) -> list[ts.Node]:
    out = [node]
    for c in node.named_children():
        out.extend(_walk(c))
    return out


__all__ = ["Thrown", "call_outcome", "choose", "exception_parents", "methods"]
