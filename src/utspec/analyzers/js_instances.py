"""Run a sequence of calls on one instance of a JavaScript class of the sources, as far as exact.

A key item about a stateful object says a constructor and then calls on what it made: "new QuickLRU({maxSize: 10})
で set('a', 1) の後に delete('a') を呼ぶと true を返すこと". A reviewer checks it by running those calls in that order
on one instance; `js_eval` runs one call of a top-level function only. This module adds, on top of `js_eval`
(a subclass of its run, so `js_eval` itself is unchanged):
- `class` declarations (constructor, methods, getters, field initialisers; `extends` only of an `Error` class, which
  `js_eval` already throws by name) and constructor functions with `X.prototype.m = function…` methods;
- `new X(…)`, `this`, `obj.m(…)` calling a method with `this` bound to `obj`, and writes to an instance's fields
  (`this.x = …`, `this.x++`, `this.x += …`);
- the `Map` methods that change the map (`set`, `delete`, `clear`) and its `keys`/`values`/`entries` read as arrays.

Anything else gives up as `js_eval` does: a generator method, `super`, a static member, a plain function reading
`this`, a built-in called for its effect (`clearTimeout`, `console.log`), `Date`. Every object of a run is made by the
run itself (the call's literals, the fresh modules), so changing it changes nothing outside the run.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from utspec.analyzers import js_eval
from utspec.analyzers import ts_adapter as ts
from utspec.analyzers.js_eval import UNDEFINED, JSMap, to_string
from utspec.analyzers.py_eval import Outcome, Unknown

#: A fake module path for the statements of the sequence itself (a throw there is the sequence's, not the code's).
_SEQUENCE = "<sequence>"
#: Names every object inherits from `Object.prototype`: reading one of them is not read as `undefined`.
_INHERITED = frozenset({"constructor", "toString", "valueOf", "hasOwnProperty", "isPrototypeOf", "__proto__",
                        "propertyIsEnumerable", "toLocaleString"})  # fmt: skip
#: Map methods that change the map they are called on.
_MAP_EFFECTS = frozenset({"set", "delete", "clear"})


class _NoThis:
    """`this` of a function called without an object: reading it is not run (strict mode's undefined, or the global)."""


_NO_THIS = _NoThis()


@dataclass
class JSClass:
    """A class of the sources: `class X {…}`, or a constructor function with methods on `X.prototype`."""

    name: str
    module: js_eval._Module
    constructor: ts.Node | None = None
    """The `constructor(…)` method, or the constructor function itself."""
    methods: dict[str, ts.Node] = field(default_factory=dict)
    getters: dict[str, ts.Node] = field(default_factory=dict)
    fields: list[ts.Node] = field(default_factory=list)
    opaque: frozenset[str] = frozenset()
    """Members that are not run: generators, setters, static and computed members."""
    prototype: dict[str, Any] | None = None
    """A constructor function's `X.prototype` (its methods, as the module's top level assigned them)."""
    error: bool = False
    """`class X extends Error`: `js_eval` throws it by name, it is never constructed here."""


class Instance(dict[str, Any]):
    """An object made by `new`: its own properties (a dict, so `js_eval`'s object writes store into it) and its class."""

    def __init__(self, cls: JSClass) -> None:
        super().__init__()
        self.cls = cls

    def __hash__(self) -> int:  # type: ignore[override]  # an object key of a Map is compared by identity, as JavaScript does
        return id(self)

    def __eq__(self, other: object) -> bool:
        return self is other


def _class_of(node: ts.Node, module: js_eval._Module) -> JSClass | None:
    name = node.field("name")
    body = node.field("body")
    if name is None or body is None:
        return None
    heritage = next((k for k in node.named_children() if k.type == "class_heritage"), None)
    cls = JSClass(name.text, module)
    # TypeScript's `implements I` inherits nothing; `extends` (JavaScript's heritage is the parent itself) does
    parts = {k.type for k in heritage.named_children()} if heritage is not None else set()
    if heritage is not None and parts != {"implements_clause"}:
        cls.error = "Error" in heritage.text
        cls.opaque = frozenset({"*"})  # a subclass: its parent's members are not read here
        return cls
    opaque: set[str] = set()
    for member in body.named_children():
        if member.type == "method_definition":
            key = member.field("name")
            tokens = {c.type for c in member.children()}
            if key is None or key.type not in ("property_identifier", "private_property_identifier"):
                continue  # `[Symbol.iterator]`: a computed name is never said in a key item
            if tokens & {"*", "static", "set", "async"}:
                opaque.add(key.text)
            elif "get" in tokens:
                cls.getters[key.text] = member
            elif key.text == "constructor":
                cls.constructor = member
            else:
                cls.methods[key.text] = member
        elif member.type in ("field_definition", "public_field_definition"):
            if any(c.type == "static" for c in member.children()):
                continue
            cls.fields.append(member)
        elif member.type != "comment":
            opaque.add("*")
    cls.opaque = frozenset(opaque)
    return cls


def _register_classes(module: js_eval._Module) -> None:
    for st in module.root.named_children():
        node = st.named_children()[0] if st.type == "export_statement" and st.named_children() else st
        if node.type == "class_declaration" and (cls := _class_of(node, module)) is not None:
            module.scope.vars[cls.name] = cls
            if st.type == "export_statement":
                default = "default" in st.text_until(st.start_byte + 16)
                module.exports["default" if default else cls.name] = cls


class _InstanceRun(js_eval._Run):
    """`js_eval`'s run with instances, `this` and the effects on them (module docstring)."""

    def __init__(self, modules: dict[str, js_eval._Module]) -> None:
        super().__init__(modules)
        self.prototypes: dict[tuple[str, int], JSClass] = {}

    # -- classes ---------------------------------------------------------------------------------------
    def _function_class(self, fn: js_eval._Function) -> JSClass:
        """The class a constructor function stands for (`function RetryOperation(…)` and its prototype)."""
        key = (fn.module.path, fn.node.start_byte)
        if key not in self.prototypes:
            name = fn.node.field("name")
            self.prototypes[key] = JSClass(
                name.text if name is not None else "", fn.module, constructor=fn.node, prototype={}
            )
        return self.prototypes[key]

    def construct(self, cls: JSClass, args: list[Any], scope: js_eval._Scope) -> Instance:
        if cls.error or "*" in cls.opaque:
            raise Unknown
        obj = Instance(cls)
        if cls.prototype is not None:
            # a constructor function: run with `this` bound to the new object; an object it returns is not read
            if cls.constructor is None:
                raise Unknown
            ctor = js_eval._Function(cls.constructor, cls.module.scope, cls.module)
            if self.call_with(ctor, args, obj) is not UNDEFINED:
                raise Unknown
            return obj
        if (
            cls.constructor is not None
            and _parameter_properties(cls.constructor)
            and any("this" in f.text for f in cls.fields)
        ):
            raise Unknown  # whether fields or parameter properties are set first depends on the TypeScript settings
        class_scope = js_eval._Scope({"this": obj}, parent=cls.module.scope)
        for f in cls.fields:
            key = f.field("property") or f.field("name")
            value = f.field("value")
            if key is None or key.type not in ("property_identifier", "private_property_identifier"):
                raise Unknown
            obj[key.text] = self.expr(value, class_scope, cls.module) if value is not None else UNDEFINED
        if cls.constructor is not None:
            self.call_with(js_eval._Function(cls.constructor, cls.module.scope, cls.module), args, obj)
        return obj

    def call_with(self, fn: js_eval._Function, args: list[Any], this: Any) -> Any:
        """Call a function with `this` bound (a method called on its object, a constructor on the new object)."""
        bound = js_eval._Function(fn.node, js_eval._Scope({"this": this}, parent=fn.scope), fn.module)
        return js_eval._Run.call(self, bound, args)

    # -- overrides of js_eval's run --------------------------------------------------------------------
    def call(self, fn: Any, args: list[Any]) -> Any:
        if isinstance(fn, js_eval._Function) and fn.node.type != "arrow_function":
            # a function called on no object: its `this` is not read (an arrow function keeps its maker's)
            fn = js_eval._Function(fn.node, js_eval._Scope({"this": _NO_THIS}, parent=fn.scope), fn.module)
        return super().call(fn, args)

    def member(self, obj: Any, name: Any) -> Any:
        if isinstance(obj, Instance):
            return self._instance_member(obj, to_string(name))
        if isinstance(obj, js_eval._Function) and name == "prototype":
            proto = self._function_class(obj).prototype
            assert proto is not None
            return proto
        if isinstance(obj, JSMap) and name in ("set", "delete", "clear", "keys", "values", "entries"):
            return js_eval._Native(_map_method(obj, to_string(name)))
        return super().member(obj, name)

    def _instance_member(self, obj: Instance, name: str) -> Any:
        cls = obj.cls
        if name in obj:
            return obj[name]
        if name in cls.opaque or "*" in cls.opaque or name in _INHERITED:
            raise Unknown
        if name in cls.getters:
            getter = js_eval._Function(cls.getters[name], cls.module.scope, cls.module)
            return self.call_with(getter, [], obj)
        if name in cls.methods:
            return js_eval._Function(cls.methods[name], cls.module.scope, cls.module)
        if cls.prototype is not None and name in cls.prototype:
            return cls.prototype[name]
        return UNDEFINED

    def expr(self, node: ts.Node | None, scope: js_eval._Scope, module: js_eval._Module) -> Any:
        t = node.type if node is not None else ""
        if node is not None and t == "this":
            owner = scope.find("this")
            value = owner.vars["this"] if owner is not None else _NO_THIS
            if value is _NO_THIS:
                raise Unknown
            return value
        if node is not None and t == "new_expression":
            ctor = node.field("constructor")
            if ctor is not None and ctor.type == "identifier" and scope.find(ctor.text) is not None:
                target = self.lookup(ctor.text, scope, module)
                if isinstance(target, js_eval._Function) and target.node.type != "arrow_function":
                    target = self._function_class(target)
                if isinstance(target, JSClass):
                    return self.construct(target, self.args(node, scope, module), scope)
        if node is not None and t == "call_expression":
            fn_node = node.field("function")
            if fn_node is not None and fn_node.type == "member_expression":
                obj_node, prop = fn_node.field("object"), fn_node.field("property")
                if obj_node is not None and prop is not None and _local(obj_node, scope):
                    obj = self.expr(obj_node, scope, module)
                    if isinstance(obj, Instance):
                        fn = self.member(obj, prop.text)
                        args = self.args(node, scope, module)
                        if isinstance(fn, js_eval._Function) and fn.node.type != "arrow_function":
                            return self.call_with(fn, args, obj)
                        return self.call(fn, args)
        if node is not None and t == "assignment_expression":
            left = node.field("left")
            obj_node = left.field("object") if left is not None and left.type == "member_expression" else None
            if obj_node is not None and _local(obj_node, scope):
                obj = self.expr(obj_node, scope, module)
                prop = left.field("property") if left is not None else None
                if isinstance(obj, Instance) and prop is not None:
                    if prop.text in obj.cls.opaque or prop.text in obj.cls.getters:
                        raise Unknown  # a setter (or a getter without one) would run instead of a plain write
                    value = self.expr(node.field("right"), scope, module)
                    obj[prop.text] = value
                    return value
        if node is not None and t in ("as_expression", "non_null_expression", "satisfies_expression"):
            inner = node.named_children()  # TypeScript's `x as T`, `x!`: the value is x's
            return self.expr(inner[0] if inner else None, scope, module)
        if node is not None and t in ("augmented_assignment_expression", "update_expression"):
            target = node.field("left") if t == "augmented_assignment_expression" else node.field("argument")
            if target is not None and target.type == "member_expression":
                return self._update_member(node, target, scope, module)
        return super().expr(node, scope, module)

    def _update_member(
        self, node: ts.Node, target: ts.Node, scope: js_eval._Scope, module: js_eval._Module
    ) -> Any:
        """`this._size++`, `this.count += n`: a field of an object the run made."""
        obj_node, prop = target.field("object"), target.field("property")
        if obj_node is None or prop is None:
            raise Unknown
        obj = self.expr(obj_node, scope, module)
        if not isinstance(obj, dict):
            raise Unknown
        old = self.member(obj, prop.text)
        if node.type == "update_expression":
            before = js_eval._to_number(old)
            new: Any = before + (1 if "++" in node.text else -1)
            obj[prop.text] = new
            return new if node.text.strip().startswith(("++", "--")) else before
        op = node.field("operator")
        if op is None or op.text in ("&&=", "||=", "??="):
            raise Unknown
        new = js_eval._arith(op.text[:-1], old, self.expr(node.field("right"), scope, module))
        obj[prop.text] = new
        return new

    def bind(
        self, target: ts.Node, value: Any, scope: js_eval._Scope, module: js_eval._Module, declare: bool
    ) -> None:
        if target.type not in ("required_parameter", "optional_parameter"):
            super().bind(target, value, scope, module, declare)
            return
        # a TypeScript parameter (`threshold: number`, `z = 2`, `y?: string`); one with an accessibility modifier or
        # `readonly` is also a field of the object being made (`constructor(private readonly threshold: number)`)
        pattern, default = target.field("pattern"), target.field("value")
        if pattern is None:
            raise Unknown
        if value is UNDEFINED and default is not None:
            value = self.expr(default, scope, module)
        self.bind(pattern, value, scope, module, declare)
        if any(c.type in ("accessibility_modifier", "readonly", "override") for c in target.children()):
            owner = scope.find("this")
            this = owner.vars["this"] if owner is not None else None
            if not isinstance(this, Instance) or pattern.type != "identifier":
                raise Unknown
            this[pattern.text] = value

    def stmt(self, st: ts.Node, scope: js_eval._Scope, module: js_eval._Module) -> None:
        if (
            st.type == "for_in_statement"
            and (right := st.field("right")) is not None
            and _local(right, scope)
        ):
            # `for (k in obj)` over an instance would also visit the enumerable methods of a constructor function's
            # prototype; `for (x of obj)` would call its iterator: neither is read
            if right.type in ("this", "identifier", "member_expression") and isinstance(
                self.expr(right, scope, module), Instance
            ):
                raise Unknown
        inner = st.named_children()[0] if st.type == "expression_statement" and st.named_children() else None
        fn_node = inner.field("function") if inner is not None and inner.type == "call_expression" else None
        if fn_node is not None and fn_node.type == "member_expression":
            # `this.cache.set(key, value);`, `this._set(key, value);`: a call for its effect on an object the run
            # made (js_eval runs only calls of functions of the sources as statements)
            obj_node, prop = fn_node.field("object"), fn_node.field("property")
            obj = (
                self.expr(obj_node, scope, module)
                if obj_node is not None and _local(obj_node, scope)
                else None
            )
            if prop is not None and (
                isinstance(obj, Instance) or (isinstance(obj, JSMap) and prop.text in _MAP_EFFECTS)
            ):
                self.tick()
                self.line, self.file = st.line, module.path
                if self.depth == 1 and st.line not in self.path:
                    self.path.append(st.line)
                assert inner is not None
                self.expr(inner, scope, module)
                return
        super().stmt(st, scope, module)


def _parameter_properties(ctor: ts.Node) -> bool:
    params = ctor.field("parameters")
    return any(
        c.type in ("accessibility_modifier", "readonly")
        for p in (params.named_children() if params is not None else [])
        for c in p.children()
    )


def _local(node: ts.Node, scope: js_eval._Scope) -> bool:
    """Not a global (`Math.min`, `console.log`: js_eval reads those itself) nor `super`."""
    return node.type != "super" and not (node.type == "identifier" and scope.find(node.text) is None)


def _map_method(m: JSMap, name: str) -> Any:
    def set_(k: Any, v: Any = UNDEFINED) -> JSMap:
        m.data[js_eval._key(k)] = v
        return m

    def delete(k: Any) -> bool:
        return m.data.pop(js_eval._key(k), _ABSENT) is not _ABSENT

    def clear() -> Any:
        m.data.clear()
        return UNDEFINED

    table = {
        "set": set_,
        "delete": delete,
        "clear": clear,
        # read as a copy (an array): what a loop over the iterator sees while the loop changes nothing
        "keys": lambda: [k[1] for k in m.data],
        "values": lambda: list(m.data.values()),
        "entries": lambda: [[k[1], v] for k, v in m.data.items()],
    }
    return table[name]


_ABSENT = object()


def load(sources: Sequence[tuple[str, str]]) -> tuple[dict[str, js_eval._Module], _InstanceRun]:
    """The modules (as `js_eval` loads them) with their classes, and the run that declared them."""
    modules: dict[str, js_eval._Module] = {}
    for path, text in sources:
        grammar = js_eval._grammar(path)
        if grammar is not None:
            modules[path] = js_eval._Module(path, ts.parse(grammar, text).root, js_eval._Scope())
    run = _InstanceRun(modules)
    for module in modules.values():
        _register_classes(module)
    for module in modules.values():
        js_eval._declare(module, run)
    for module in modules.values():
        _prototype_methods(module, run)
    return modules, run


def _prototype_methods(module: js_eval._Module, run: _InstanceRun) -> None:
    """`X.prototype.m = function…` (and `X.prototype.start = X.prototype.try`) at the module's top level."""
    for st in module.root.named_children():
        inner = st.named_children()[0] if st.type == "expression_statement" and st.named_children() else None
        if inner is None or inner.type != "assignment_expression":
            continue
        left = inner.field("left")
        if left is None or ".prototype." not in left.text:
            continue
        try:
            run.expr(inner, module.scope, module)
        except (Unknown, js_eval._Thrown, js_eval._Return, js_eval._Break, js_eval._Continue, RecursionError):
            continue


def classes(sources: Sequence[tuple[str, str]]) -> dict[str, JSClass]:
    """The classes of the sources by name (class declarations and constructor functions with prototype methods);
    a name two modules define is left out."""
    return dict(_classes(tuple(sources)))


@functools.lru_cache(maxsize=8)
def _classes(sources: tuple[tuple[str, str], ...]) -> tuple[tuple[str, JSClass], ...]:
    # read once per set of sources: every key item and design statement of a run asks for the same classes
    try:
        modules, run = load(sources)
    except (Unknown, RecursionError, ValueError):
        return ()
    found: dict[str, list[JSClass]] = {}
    for module in modules.values():
        for value in module.scope.vars.values():
            if isinstance(value, JSClass) and not value.error:
                found.setdefault(value.name, []).append(value)
    for cls in run.prototypes.values():
        if cls.prototype and cls.name:
            found.setdefault(cls.name, []).append(cls)
    return tuple((name, c[0]) for name, c in found.items() if len(c) == 1)


def sequence_outcome(sources: Sequence[tuple[str, str]], program: str) -> Outcome | None:
    """What the last statement of `program` does, after the statements before it ran on the sources' modules.

    `program` is JavaScript that names the sources' classes and functions (`const o = new Q({max: 2}); o.add(1);
    o.size`): each statement is run in order in one scope; the outcome is the last one's value, or the exception
    one of them throws (at the line of the source that threw it). None when any part cannot be run exactly.

    >>> src = [("q.js", "class Q {\\n  constructor(n) {\\n    if (!(n > 0)) throw new TypeError('n');\\n    this.n = n;\\n    this.items = [];\\n  }\\n  add(x) {\\n    if (this.items.length >= this.n) return false;\\n    this.items.push(x);\\n    return true;\\n  }\\n  get size() {\\n    return this.items.length;\\n  }\\n}\\nmodule.exports = Q;\\n")]
    >>> sequence_outcome(src, "const o = new Q(1); o.add('a'); o.add('b')")
    Outcome(kind='return', value=False, line=8, path=(8,), file='q.js')
    >>> sequence_outcome(src, "const o = new Q(2); o.add('a'); o.size").value
    1.0
    >>> sequence_outcome(src, "new Q(0)")
    Outcome(kind='raise', value='TypeError', line=3, path=(3,), file='q.js')
    """
    try:
        modules, run = load(sources)
        grammar = js_eval._grammar("sequence.js")
        assert grammar is not None
        root = ts.parse(grammar, program.strip()).root
    except (Unknown, RecursionError, ValueError):
        return None
    stmts = [k for k in root.named_children() if k.type != "comment"]
    if not stmts or stmts[-1].type != "expression_statement":
        return None
    home = next(iter(modules.values()))
    names = {n for n in _names(root)}
    for module in modules.values():  # the module that defines the names the program uses
        if names & set(module.scope.vars):
            home = module
            break
    scope = js_eval._Scope(parent=home.scope)
    seq_module = js_eval._Module(_SEQUENCE, root, scope)
    try:
        for st in stmts[:-1]:
            if st.type == "expression_statement":
                run.expr(st.named_children()[0], scope, seq_module)
            else:
                run.stmt(st, scope, seq_module)
        run.path, run.returned_at = [], 0
        last = stmts[-1].named_children()
        if not last:
            return None
        value = run.expr(last[0], scope, seq_module)
    except js_eval._Thrown as t:
        if t.file in ("", _SEQUENCE):
            return None  # thrown by the sequence's own text, not by the code under test
        return Outcome("raise", t.name, t.line, tuple(run.path), t.file)
    except (Unknown, js_eval._Return, js_eval._Break, js_eval._Continue, RecursionError):
        return None
    if isinstance(value, Instance):
        # a constructor that ends without throwing: the instance, shown as the constructor's own `return this`
        return Outcome("return", value, run.returned_at, tuple(run.path), value.cls.module.path)
    if not (value is UNDEFINED or value is None or isinstance(value, (bool, int, float, str))):
        return None
    if not run.returned_at or run.file not in modules:
        return None  # a value the sequence read itself (an own field): no line of the code returned it
    return Outcome("return", value, run.returned_at, tuple(run.path), run.file)


def _names(root: ts.Node) -> list[str]:
    out: list[str] = []
    stack = [root]
    while stack:
        n = stack.pop()
        if n.type == "identifier":
            out.append(n.text)
        stack.extend(n.named_children())
    return out


__all__ = ["Instance", "JSClass", "classes", "load", "sequence_outcome"]
