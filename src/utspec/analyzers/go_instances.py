"""Run Go methods, structs and fixed-length arrays on top of `go_eval`, and values a key item gives only in words.

google/uuid's key items are about methods and array types: `FromBytes` fills a `UUID` (`[16]byte`) through the
pointer-receiver method `UnmarshalBinary`, `Scan` is a method of `*UUID` with a type switch over its argument. This
module adds to `go_eval` (a subclass of its run, so `go_eval` itself only routes its conversions through methods):
- `type T struct {…}` and `type T [N]E` values with Go's value semantics (a copy on every read of a variable, on
  every value parameter and receiver; writes go to the variable itself), composite literals (keyed or positional),
  field reads and writes, `*p` and `&x` (a pointer is the object itself), `copy(dst[:], src)` into an array;
- method declarations, called on a variable (a pointer receiver changes it), on a conversion (`Version(15).String()`)
  or on a struct value; the receiver's type is the value's (a struct or array knows it) or the type it was declared
  or converted with; a method name several types define is not guessed;
- `switch x := v.(type)` over the types a value certainly has (a string, a fixed integer, a struct, nil, a slice of
  bytes); `%T` of those;
- a struct value whose type has an `Error` method is an error (`invalidLengthError{len(s)}`).

`Opaque` (in `go_types`, with the struct and array values) stands for an input the text fixes only in part ("a 17-byte slice" is 17 bytes whose values are not said,
"int 型の値" an int whose value is not said, a method's receiver whose contents are not said): it has a type (and a
string a length), and reading anything else of it gives up. A run that finishes without reading it holds for every
value the words allow, so its outcome is exact; one that reads it says nothing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from utspec.analyzers import go_eval, go_funcs
from utspec.analyzers import ts_adapter as ts
from utspec.analyzers.fixed_ints import Fixed
from utspec.analyzers.go_buffers import buffer_call
from utspec.analyzers.go_eval import _Package, _Panic, _Return, _Run, _Scope
from utspec.analyzers.go_library import FLOATS, INT_TYPES, GoError, ascii_only, sprintf
from utspec.analyzers.go_types import _ARRAY, GoArray, GoStruct, Opaque, Types, _array, _copied, load
from utspec.analyzers.py_eval import Outcome, Unknown


class _Objects(_Run):
    def __init__(self, pkg: _Package, types: Types) -> None:
        super().__init__(pkg)
        self.types = types
        self.origin: dict[str, tuple[str, int, tuple[int, ...]]] = {}
        """Each variable the called function set from a call: the (file, line) of the `return` that gave it and the
        lines that call ran."""
        self.frames: list[list[int]] = []
        """The lines each call in progress has run (innermost last)."""
        self.last_frame: tuple[int, ...] = ()
        """The lines the last call to finish ran."""
        self.top: str | None = None
        """The function or method whose results the written call gives (`String` of `Version(15).String()`)."""

    def call(
        self, name: str, args: list[Any], receiver: tuple[str, Any, str] | None = None
    ) -> tuple[Any, ...]:
        if self.depth == 0:
            self.top = name  # the outermost call starts last (`MustParse(…).String()`: String)
            self.path = []  # the lines of the call whose outcome it is, not of the ones that made its operands
        self.frames.append([])
        try:
            return super().call(name, args, receiver)
        finally:
            self.last_frame = tuple(self.frames.pop())

    # -- types ------------------------------------------------------------------------------------------------
    def convert(self, value: Any, type_text: str) -> Any:
        t = type_text.strip()
        if t.startswith("*") and self.is_composite(t[1:].strip()):
            if value is None or (isinstance(value, (GoArray, GoStruct)) and value.type_name == t[1:].strip()):
                return value  # a pointer is the object itself
            raise Unknown
        if self.is_composite(t):
            if isinstance(value, (GoArray, GoStruct)) and value.type_name == t:
                return value.copy()
            raise Unknown
        if isinstance(value, Opaque):
            if t in ("interface{}", "any") or value.type_text == t:
                return value
            raise Unknown
        if isinstance(value, (GoArray, GoStruct)):
            if t in ("interface{}", "any") or (t == "error" and self.is_error(value)):
                return value
            raise Unknown
        return super().convert(value, t)

    def is_composite(self, t: str) -> bool:
        return t in self.types.structs or t in self.types.arrays or _ARRAY.fullmatch(t) is not None

    def zero(self, type_text: str) -> Any:
        t = type_text.strip()
        if t in self.types.structs:
            return GoStruct(t, {n: self.zero(ft) for n, ft in self.types.structs[t]})
        size, elem = self.types.arrays.get(t) or _array(t) or (None, "")
        if size is not None:
            if size > 4096:
                raise Unknown
            return GoArray([self.zero(elem) for _ in range(size)], t)
        return super().zero(t)

    def unknown(self, type_text: str) -> Any:
        """A value of `type_text` whose contents are not said (a receiver the text does not describe)."""
        t = type_text.strip().lstrip("*")
        if t in self.types.structs:
            return GoStruct(t, {n: self.unknown(ft) for n, ft in self.types.structs[t]})
        size, elem = self.types.arrays.get(t) or _array(t) or (None, "")
        if size is not None:
            return GoArray([Opaque(elem) for _ in range(size)], t)
        return Opaque(t)

    def is_error(self, value: Any) -> bool:
        return isinstance(value, GoStruct) and (value.type_name, "Error") in self.types.methods

    def static_type(self, node: ts.Node, scope: _Scope) -> str | None:
        """The type an expression certainly has, from its text: a conversion `T(x)`, a declared variable."""
        if node.type == "parenthesized_expression":
            return self.static_type(node.named_children()[0], scope)
        if (
            node.type == "call_expression"
            and (fn := node.field("function")) is not None
            and fn.type == "identifier"
        ):
            return fn.text if fn.text in self.pkg.named else None
        if node.type == "identifier" and (found := scope.find(node.text)) is not None:
            t = found.types.get(node.text)
            return t.lstrip("*").strip() if t else None
        return None

    # -- places -----------------------------------------------------------------------------------------------
    def place(self, node: ts.Node, scope: _Scope) -> Any:
        """The object an addressable expression names (no copy): a variable, `*p`, `(p)`, a field."""
        if node.type == "identifier":
            return self.lookup(node.text, scope)
        if node.type == "parenthesized_expression":
            return self.place(node.named_children()[0], scope)
        if node.type == "unary_expression" and (op := node.field("operator")) is not None and op.text in "*&":
            operand = node.field("operand")
            if operand is None:
                raise Unknown
            return self.place(operand, scope)
        if node.type == "selector_expression":
            operand, name = node.field("operand"), node.field("field")
            holder = self.place(operand, scope) if operand is not None else None
            if not isinstance(holder, GoStruct) or name is None or name.text not in holder.fields:
                raise Unknown
            return holder.fields[name.text]
        raise Unknown

    # -- expressions ------------------------------------------------------------------------------------------
    def expr(self, node: ts.Node, scope: _Scope) -> Any:
        t = node.type
        if t == "func_literal":
            return go_funcs.GoFunc(node, scope)
        if t == "identifier":
            return _copied(super().expr(node, scope))  # Go copies an array or a struct it reads
        if t == "selector_expression" and (operand := node.field("operand")) is not None:
            if (
                operand.type == "identifier"
                and scope.find(operand.text) is None
                and operand.text not in self.pkg.lazy
            ):
                return super().expr(node, scope)  # a package's constant (`math.MaxInt64`)
            holder = self.expr(operand, scope)
            name = node.field("field")
            if isinstance(holder, GoStruct) and name is not None and name.text in holder.fields:
                return holder.fields[name.text]
            raise Unknown
        if t == "composite_literal":
            return self.literal(node, scope)
        if t == "unary_expression" and (op := node.field("operator")) is not None and op.text in ("*", "&"):
            operand = node.field("operand")
            if operand is None:
                raise Unknown
            if op.text == "&":
                if operand.type == "composite_literal":
                    return self.literal(operand, scope)
                return self.place(operand, scope)
            target = self.place(operand, scope)
            if not isinstance(target, (GoArray, GoStruct)):
                raise Unknown
            return target.copy()
        if t == "index_expression" and (operand := node.field("operand")) is not None:
            container = self.expr(operand, scope)
            if isinstance(container, Opaque):
                raise Unknown
        return super().expr(node, scope)

    def literal(self, node: ts.Node, scope: _Scope) -> Any:
        type_node, body = node.field("type"), node.field("body")
        if type_node is None or body is None:
            raise Unknown
        t = type_node.text
        elements = [e for e in body.named_children() if e.type != "comment"]
        if t in self.types.structs:
            fields = self.types.structs[t]
            made = self.zero(t)
            if elements and all(e.type == "keyed_element" for e in elements):
                for e in elements:
                    key, value = e.field("key"), e.field("value")
                    if key is None or value is None or key.text not in made.fields:
                        raise Unknown
                    ftype = dict(fields)[key.text]
                    made.fields[key.text] = self.convert(self.expr(value.named_children()[0], scope), ftype)
            elif elements:
                if len(elements) != len(fields) or any(e.type != "literal_element" for e in elements):
                    raise Unknown
                for (fname, ftype), e in zip(fields, elements, strict=True):
                    made.fields[fname] = self.convert(self.expr(e.named_children()[0], scope), ftype)
            return made
        size, elem = self.types.arrays.get(t) or _array(t) or (None, "")
        if size is not None:
            if any(e.type != "literal_element" for e in elements) or len(elements) > size:
                raise Unknown
            made = self.zero(t)
            for i, e in enumerate(elements):
                made[i] = self.convert(self.expr(e.named_children()[0], scope), elem)
            return made
        return super().expr(node, scope)

    # -- calls ------------------------------------------------------------------------------------------------
    def values_of_call(self, node: ts.Node, scope: _Scope) -> list[Any]:
        fn = node.field("function")
        if fn is None:
            raise Unknown
        if fn.type == "identifier" and isinstance(found := scope.find(fn.text), _Scope):
            closure = found.vars[fn.text]
            if isinstance(closure, go_funcs.GoFunc):
                line = self.line
                out = list(go_funcs.call(self, closure, self.args(node, scope)))
                self.line = line
                return out
        if fn.type == "identifier" and fn.text == "append" and scope.find("append") is None:
            return [self.append(node, scope)]
        if fn.type == "identifier" and fn.text == "make" and scope.find("make") is None:
            arglist = node.field("arguments")
            kids = arglist.named_children() if arglist is not None else []
            elem = kids[0].field("element") if len(kids) == 3 and kids[0].type == "slice_type" else None
            if elem is not None:
                # a capacity: what `append` fills is a new list here, and a reslice past the length gives up
                return [[self.zero(elem.text) for _ in range(self.size(kids[1], scope))]]
        if (
            fn.type == "selector_expression"
            and fn.text == "strings.IndexFunc"
            and scope.find("strings") is None
        ):
            s, f = self.args(node, scope)
            return [go_funcs.index_func(self, s, f)]
        if fn.type == "identifier" and scope.find(fn.text) is None:
            if fn.text == "copy":
                return [self.copy_into(node, scope)]
            if fn.text == "len":
                (arg,) = self.args(node, scope)
                if isinstance(arg, Opaque) and arg.type_text == "string" and arg.length is not None:
                    return [INT_TYPES["int"](arg.length)]
            if self.is_composite(fn.text):
                (arg,) = self.args(node, scope)
                if (
                    isinstance(arg, GoArray)
                    and fn.text in self.types.arrays
                    and len(arg) == self.types.arrays[fn.text][0]
                ):
                    return [GoArray(arg.copy(), fn.text)]
                return [self.convert(arg, fn.text)]
        if (
            fn.type == "selector_expression"
            and fn.text in ("fmt.Errorf", "fmt.Sprintf")
            and scope.find("fmt") is None
        ):
            fmt, *args = self.args(node, scope)
            if not isinstance(fmt, str):
                raise Unknown
            text = _sprintf_types(fmt.replace("%w", "%v") if fn.text == "fmt.Errorf" else fmt, args)
            return [GoError(text) if fn.text == "fmt.Errorf" else text]
        if (buf := self.buffer_of(fn, scope)) is not None and (field := fn.field("field")) is not None:
            # go_buffers, before a struct's methods
            return buffer_call(buf, field.text, self.args(node, scope))
        if fn.type == "selector_expression" and (operand := fn.field("operand")) is not None:
            name = fn.field("field")
            if name is not None and not (
                operand.type == "identifier"
                and scope.find(operand.text) is None
                and operand.text not in self.pkg.lazy
            ):
                return self.method_call(operand, name.text, node, scope)
        return super().values_of_call(node, scope)

    def method_call(self, operand: ts.Node, name: str, node: ts.Node, scope: _Scope) -> list[Any]:
        value = self.place(operand, scope) if _addressable(operand) else self.expr(operand, scope)
        if isinstance(value, GoError) and name == "Error" and not self.args(node, scope):
            return [value.message]
        if isinstance(value, (GoError, Opaque)) or value is None:
            raise Unknown  # an error's own methods, a method of nothing known
        rtype = (
            value.type_name if isinstance(value, (GoArray, GoStruct)) else self.static_type(operand, scope)
        )
        if rtype is None:
            owners = [t for (t, m) in self.types.methods if m == name]
            if len(owners) != 1:
                raise Unknown  # which type's method: not guessed
            rtype = owners[0]
        found = self.types.methods.get((rtype, name))
        if found is None:
            raise Unknown
        key, receiver, pointer = found
        if not pointer:
            value = self.convert(_copied(value), rtype)
        args = self.args(node, scope)
        line = self.line
        out = list(self.call(key, args, (receiver, value, ("*" if pointer else "") + rtype)))
        self.line = line
        return out

    def size(self, node: ts.Node, scope: _Scope) -> int:
        n = self.expr(node, scope)
        if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= 4096:
            raise Unknown
        return int(n)

    def append(self, node: ts.Node, scope: _Scope) -> list[Any]:
        """`append(s, x…)` and `append(s, t...)` where the result replaces `s` or is returned (as `go_eval`)."""
        allowed, self.append_allowed = self.append_allowed, False
        arglist = node.field("arguments")
        kids = arglist.named_children() if arglist is not None else []
        spread = bool(kids) and kids[-1].type == "variadic_argument"
        if not allowed or not kids:
            raise Unknown
        values = [
            self.expr(k.named_children()[0] if k.type == "variadic_argument" else k, scope) for k in kids
        ]
        first = values[0]
        if not (first is None or isinstance(first, list)) or isinstance(first, GoArray):
            raise Unknown
        rest = values[1:]
        if spread:
            if len(rest) != 1:
                raise Unknown
            more = rest[0]
            if isinstance(more, str):  # `append(b, s...)` of a []byte: the string's bytes
                rest = [INT_TYPES["uint8"](ord(c)) for c in ascii_only(more)]
            elif isinstance(more, (list, tuple)) or more is None:
                rest = list(more or ())
            else:
                raise Unknown
        return [*(first or ()), *rest]

    def assign(self, node: ts.Node, scope: _Scope) -> None:
        left, right, op = node.field("left"), node.field("right"), node.field("operator")
        targets = left.named_children() if left is not None else []
        rights = (
            (right.named_children() if right.type == "expression_list" else [right])
            if right is not None
            else []
        )
        if op is not None and op.text == "=" and len(targets) == len(rights) == 1:
            call = rights[0]
            fn, args = call.field("function"), call.field("arguments")
            first = args.named_children()[:1] if args is not None else []
            if fn is not None and fn.text == "append" and first and first[0].text == targets[0].text:
                self.append_allowed = True  # `v.Pre = append(v.Pre, p)`: the result replaces what it extends
        super().assign(node, scope)

    def slice(self, node: ts.Node, scope: _Scope) -> Any:
        try:
            return super().slice(node, scope)
        except _Panic:
            operand = node.field("operand")
            held = self.expr(operand, scope) if operand is not None and operand.type == "identifier" else None
            if isinstance(held, (str, tuple, GoArray)):
                raise  # a string's or an array's length is its capacity
            raise Unknown from None  # a slice's capacity may reach past its length: not modelled

    def copy_into(self, node: ts.Node, scope: _Scope) -> Any:
        """`copy(dst, src)` where `dst` is an array sliced whole (`uuid[:]`, `(*uuid)[:]`): written through."""
        arglist = node.field("arguments")
        kids = arglist.named_children() if arglist is not None else []
        if len(kids) != 2 or kids[0].type != "slice_expression":
            raise Unknown
        dst_node = kids[0]
        operand = dst_node.field("operand")
        if operand is None or any(dst_node.field(f) is not None for f in ("start", "end", "capacity")):
            raise Unknown
        target = self.place(operand, scope)
        src = self.expr(kids[1], scope)
        if not isinstance(target, GoArray) or not isinstance(src, (list, tuple)):
            raise Unknown
        n = min(len(target), len(src))
        target[:n] = list(src[:n])
        return INT_TYPES["int"](n)

    # -- statements -------------------------------------------------------------------------------------------
    def stmt(self, node: ts.Node, scope: _Scope) -> None:
        if self.frames and node.type != "comment" and node.line not in self.frames[-1]:
            self.frames[-1].append(node.line)
        if self.depth == 1 and node.type in ("assignment_statement", "short_var_declaration"):
            self.last_return = ("", 0)
            self.last_frame = ()
            super().stmt(node, scope)
            left, right = node.field("left"), node.field("right")
            rights = (
                right.named_children() if right is not None and right.type == "expression_list" else [right]
            )
            if (
                left is not None
                and len(rights) == 1
                and rights[0] is not None
                and rights[0].type == "call_expression"
            ):
                for target in left.named_children():
                    # the callee's `return` that made the value, and the lines it ran to get there
                    self.origin[target.text] = (*self.last_return, self.last_frame)
            return
        if self.depth == 1 and node.type == "return_statement":
            kids = node.named_children()
            exprs = kids[0].named_children() if kids and kids[0].type == "expression_list" else kids
            last = exprs[-1].text if exprs and exprs[-1].type == "identifier" else ""
            try:
                super().stmt(node, scope)
            except _Return as r:
                at = self.origin.get(last, ("", 0, ()))
                if not at[1]:
                    raise
                # `err = uuid.UnmarshalBinary(b); return uuid, err`: the error was decided in the callee
                self.path = list(at[2])
                raise _Return(r.values, at[1], at[0]) from None
            return
        if node.type == "expression_statement" and node.named_children()[0].type == "call_expression":
            self.tick()
            self.line = node.line
            if self.depth == 1 and node.line not in self.path:
                self.path.append(node.line)
            self.values_of_call(node.named_children()[0], scope)  # `c.Add()`: a method of no result
            return
        if node.type == "type_switch_statement":
            self.tick()
            self.line = node.line
            if self.depth == 1 and node.line not in self.path:
                self.path.append(node.line)
            self.type_switch(node, scope)
            return
        super().stmt(node, scope)

    def type_switch(self, node: ts.Node, scope: _Scope) -> None:
        inner = _Scope(parent=scope)
        if node.field("initializer") is not None:
            raise Unknown
        alias, value = node.field("alias"), node.field("value")
        if value is None:
            raise Unknown
        subject = self.expr(value, inner)
        kind = self.dynamic_type(subject)
        chosen = default = None
        for case in node.named_children():
            if case.type == "default_case":
                default = case
            elif case.type == "type_case":
                names = [c.text for c in case.named_children() if c.key in _case_types(case)]
                for n in names:
                    if not self.known_case(n):
                        raise Unknown  # an interface or a pointer type: what satisfies it is not modelled
                    if n == kind:
                        chosen = case
                if chosen is not None:
                    break
        chosen = chosen or default
        if chosen is None:
            return
        body = _Scope(parent=inner)
        if alias is not None:
            body.vars[alias.text] = subject
        try:
            for stmt in (c for c in chosen.named_children() if c.key not in _case_types(chosen)):
                for s in stmt.named_children() if stmt.type == "statement_list" else [stmt]:
                    self.stmt(s, body)
        except go_eval._Break:
            return

    def known_case(self, type_text: str) -> bool:
        return (
            type_text in ("nil", "string", "bool", "[]byte", *INT_TYPES, *FLOATS)
            or type_text in self.types.structs
        )

    def dynamic_type(self, v: Any) -> str:
        """The type a value certainly has once held in an interface (the cases `type_switch` reads)."""
        if v is None:
            return "nil"
        if isinstance(v, Opaque):
            return v.type_text
        if isinstance(v, bool):
            return "bool"
        if isinstance(v, str):
            return "string"
        if isinstance(v, Fixed):
            return "byte" if v.type_name == "uint8" else v.type_name
        if isinstance(v, float):
            return "float64"
        if isinstance(v, GoStruct):
            return v.type_name
        if (
            isinstance(v, list)
            and not isinstance(v, GoArray)
            and v
            and all(
                isinstance(b, Fixed)
                and b.type_name == "uint8"
                or isinstance(b, Opaque)
                and b.type_text == "byte"
                for b in v
            )
        ):
            return "[]byte"
        raise Unknown

    def store(self, target: ts.Node, value: Any, scope: _Scope) -> None:
        if target.type == "selector_expression":
            operand, name = target.field("operand"), target.field("field")
            holder = self.place(operand, scope) if operand is not None else None
            if not isinstance(holder, GoStruct) or name is None or name.text not in holder.fields:
                raise Unknown
            ftype = dict(self.types.structs[holder.type_name])[name.text]
            holder.fields[name.text] = self.convert(value, ftype)
            return
        if (
            target.type == "unary_expression"
            and (op := target.field("operator")) is not None
            and op.text == "*"
        ):
            operand = target.field("operand")
            obj = self.place(operand, scope) if operand is not None else None
            if isinstance(obj, GoArray) and isinstance(value, GoArray) and len(obj) == len(value):
                obj[:] = value.copy()
            elif (
                isinstance(obj, GoStruct) and isinstance(value, GoStruct) and obj.type_name == value.type_name
            ):
                obj.fields = value.copy().fields
            else:
                raise Unknown
            return
        if target.type == "index_expression" and (operand := target.field("operand")) is not None:
            index = target.field("index")
            container = self.place(operand, scope) if _addressable(operand) else None
            if isinstance(container, GoArray) and index is not None:
                key = self.expr(index, scope)
                if isinstance(key, bool) or not isinstance(key, int):
                    raise Unknown
                if not 0 <= key < len(container):
                    raise _Panic(self.line, self.file)
                container[key] = self.convert(value, self.element_type(container))
                return
        super().store(target, value, scope)

    def element_type(self, array: GoArray) -> str:
        size_elem = self.types.arrays.get(array.type_name) or _array(array.type_name)
        if size_elem is None:
            raise Unknown
        return size_elem[1]


def _case_types(case: ts.Node) -> set[tuple[int, int, str]]:
    """The keys of a type case's type nodes (the `type` fields, told apart from its statements)."""
    return {
        c.key
        for c in case.named_children()
        if c.type not in ("statement_list", "comment") and not c.type.endswith("statement")
    }


def _addressable(node: ts.Node) -> bool:
    if node.type == "parenthesized_expression":
        return _addressable(node.named_children()[0])
    if node.type == "unary_expression":
        op = node.field("operator")
        return op is not None and op.text == "*"
    return node.type in ("identifier", "selector_expression")


def _sprintf_types(fmt: str, args: list[Any]) -> str:
    """`fmt.Sprintf` with `%T` of a value whose type is certain (an Opaque's, a string's, a fixed integer's)."""
    parts = re.split(r"(%[-+# 0]*\d*(?:\.\d+)?[a-zA-Z%])", fmt)
    it = iter(args)
    out: list[str] = []
    rest: list[Any] = []
    for p in parts:
        if p == "%T":
            v = next(it, _END)
            if isinstance(v, Opaque):
                out.append(v.type_text)
            elif isinstance(v, str):
                out.append("string")
            elif isinstance(v, Fixed):
                out.append(v.type_name)
            else:
                raise Unknown
        elif p.startswith("%") and p != "%%" and len(p) > 1:
            v = next(it, _END)
            if v is _END or isinstance(v, (Opaque, GoArray, GoStruct)):
                raise Unknown
            rest.append(v)
            out.append(p)
        else:
            out.append(p)
    if next(it, _END) is not _END:
        raise Unknown
    return sprintf("".join(out), *rest)


_END = object()


def run(
    sources: Sequence[tuple[str, str]], function: str, args: list[Any], receiver_type: str | None = None
) -> Outcome | None:
    """What calling `function` (a top-level function, or with `receiver_type` a method of it on a receiver whose
    contents are not said) on `args` (Go values, `Opaque` ones included) does, or None when not exact.

    >>> src = [("u.go", "package u\\n\\ntype UUID [16]byte\\n\\nfunc (u *UUID) Set(b []byte) error {\\n\\tif len(b) < 16 {\\n\\t\\treturn errors.New(\\"short\\")\\n\\t}\\n\\tcopy(u[:], b)\\n\\treturn nil\\n}\\n")]
    >>> run(src, "Set", [[Opaque("byte")] * 17], "UUID")
    Outcome(kind='return', value=None, line=10, path=(6, 9, 10), file='u.go')
    >>> run(src, "Set", [[Opaque("byte")] * 3], "UUID").kind
    'raise'
    """
    try:
        pkg, types = load(sources)
    except (Unknown, RecursionError, ValueError):
        return None
    r = _Objects(pkg, types)
    bound = None
    if receiver_type is None:
        key = function
    elif (found := types.methods.get((receiver_type, function))) is not None:
        key, name, pointer = found
        bound = (name, "*" if pointer else "")
    else:
        return None
    if key not in pkg.functions:
        return None
    path, node = pkg.functions[key]
    try:
        receiver = (
            (bound[0], r.unknown(receiver_type or ""), bound[1] + (receiver_type or "")) if bound else None
        )
        values = r.call(key, list(args), receiver)
    except _Panic as p:
        return Outcome("raise", "panic", p.line, tuple(r.path), p.file or path)
    except (Unknown, _Return, go_eval._Break, go_eval._Continue, RecursionError, ValueError, TypeError):
        return None
    try:
        results = r.result_types(node)
    except Unknown:
        return None
    return _outcome(r, values, results, path)


def _outcome(
    r: _Objects, values: tuple[Any, ...], results: list[tuple[str, str]], path: str
) -> Outcome | None:
    """As `go_eval`'s outcome, with a struct error (`invalidLengthError{…}`) an error, and a nil error beside values
    no literal states (a `UUID`) the outcome `return nil` (what a key item says of such a call is its error)."""
    line, file, ran = r.returned_at, r.returned_file or path, tuple(r.path)
    if results and results[-1][1] == "error":
        err = values[-1]
        if err is not None:
            if not isinstance(err, GoError) and not r.is_error(err):
                return None
            return Outcome("raise", "error", line, ran, file)
        values = values[:-1]
        if not values or any(isinstance(v, (GoArray, GoStruct, Opaque)) for v in values):
            return Outcome("return", None, line, ran, file)
    if any(isinstance(v, (list, dict, tuple, GoError, GoStruct, Opaque)) for v in values):
        return None
    if not values:
        return None
    return Outcome("return", values[0] if len(values) == 1 else values, line, ran, file)


def call_outcome(sources: Sequence[tuple[str, str]], call: str) -> Outcome | None:
    """What a written Go call does (`FromBytes([]byte{1, 2})`, `Version(15).String()`, a method whose name one type
    alone defines, called on a receiver whose contents are not said), or None when not exact.

    >>> src = [("v.go", "package v\\n\\ntype Version byte\\n\\nfunc (v Version) String() string {\\n\\tif v > 15 {\\n\\t\\treturn \\"BAD\\"\\n\\t}\\n\\treturn fmt.Sprintf(\\"V%d\\", v)\\n}\\n")]
    >>> call_outcome(src, "Version(15).String()").value
    'V15'
    """
    try:
        pkg, types = load(sources)
        root = ts.parse(go_eval._grammar(), f"package p\n\nvar _ = {call.strip()}\n").root
    except (Unknown, RecursionError, ValueError):
        return None
    spec = next((c for c in root.named_children() if c.type == "var_declaration"), None)
    values = spec.named_children()[0].field("value") if spec is not None and spec.named_children() else None
    exprs = values.named_children() if values is not None else []
    if len(exprs) != 1 or exprs[0].type != "call_expression" or (fn := exprs[0].field("function")) is None:
        return None
    if fn.type == "identifier" and fn.text not in pkg.functions:
        owners = [t for (t, m) in types.methods if m == fn.text]
        if len(owners) != 1 or fn.text in pkg.named:
            return None
        r = _Objects(pkg, types)
        try:
            args = r.args(exprs[0], _Scope(parent=pkg.globals))
        except (Unknown, RecursionError, ValueError, TypeError, _Panic):
            return None
        return run(sources, fn.text, args, owners[0])
    r = _Objects(pkg, types)
    try:
        out = tuple(r.values_of_call(exprs[0], _Scope(parent=pkg.globals)))
    except _Panic as p:
        return Outcome("raise", "panic", p.line, tuple(r.path), p.file) if r.top else None
    except (Unknown, _Return, go_eval._Break, go_eval._Continue, RecursionError, ValueError, TypeError):
        return None
    if r.top is None or r.top not in pkg.functions:
        return None
    path, node = pkg.functions[r.top]
    try:
        results = r.result_types(node)
    except Unknown:
        return None
    return _outcome(r, out, results, path)


__all__ = ["GoArray", "GoStruct", "Opaque", "call_outcome", "run"]
