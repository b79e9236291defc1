"""Run a JavaScript function of the sources on literal arguments, as far as its text can be run exactly.

The JavaScript side of `utspec.analyzers.py_eval` (see there why): yn's key item "yn('mo') returns undefined
because lenient mode is off by default" is checked by running `yn` on 'mo' with the options it leaves out at
their defaults (`lenient = true` after the planted edit: the typo score says false).

The source is read with tree-sitter (`ts_adapter`) and run node by node; anything not below gives up (`None`):
- function declarations, arrow functions and function expressions, with default parameters and object / array
  destructuring; `const`/`let`/`var`; `if`/`else`; `return`; `throw new X(…)`; `for` of a known array or string
  and the classic counted `for`, both bounded; assignments to names, `+=`…, `++`/`--`;
- literals (numbers as JavaScript floats, strings, template strings, regex literals through `js_regex`, arrays,
  objects, `new Map([...])`), `typeof`, `!`, the arithmetic, comparison (`===`, and `==` only between null and
  undefined or two values of one type), logical and nullish operators, the conditional operator;
- `String`, `Number`, `Boolean`, `Math.*`, `Array.isArray`, `Number.isInteger`…, and methods of strings, arrays,
  maps and regexes that change nothing;
- modules: `require('./x')` / `import … from './x'` of another source, `module.exports` and `export`.

Reading a property of undefined or null throws a TypeError, as JavaScript does; that is an outcome like a `throw`.
"""

from __future__ import annotations

import functools
import math
import posixpath
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from utspec.analyzers import js_array_props as array_props
from utspec.analyzers import js_builtins, js_numbers, js_statements
from utspec.analyzers import ts_adapter as ts
from utspec.analyzers.interp_scope import Break as _Break
from utspec.analyzers.interp_scope import Continue as _Continue
from utspec.analyzers.interp_scope import Return as _Return
from utspec.analyzers.js_data import is_data, spread
from utspec.analyzers.js_regex import compiled, replacement
from utspec.analyzers.py_eval import MAX_DEPTH, MAX_STEPS, Outcome, Unknown
from utspec.resources import rule_file


class _Undefined:
    def __repr__(self) -> str:
        return "undefined"

    def __bool__(self) -> bool:
        return False


UNDEFINED = _Undefined()
_PENDING = object()
"""A module variable whose value could not be worked out (read: gives up)."""
_ERRORS = frozenset(
    {"Error", "TypeError", "RangeError", "SyntaxError", "ReferenceError", "EvalError", "URIError"}
)


class _Thrown(Exception):
    def __init__(self, name: str, line: int, file: str) -> None:
        super().__init__(name)
        self.name, self.line, self.file = name, line, file


class JSMap:
    """A `Map`: keys compared as JavaScript compares them (5 and '5' are two keys, true is not 1)."""

    def __init__(self, pairs: Sequence[Any] = ()) -> None:
        self.data: dict[tuple[str, Any], Any] = {}
        for pair in pairs:
            if not isinstance(pair, list) or len(pair) < 2:
                raise Unknown
            self.data[_key(pair[0])] = pair[1]


def _key(v: Any) -> tuple[str, Any]:
    return (_typeof(v), v)


@dataclass
class _Scope:
    vars: dict[str, Any] = field(default_factory=dict)
    parent: _Scope | None = None

    def find(self, name: str) -> _Scope | None:
        s: _Scope | None = self
        while s is not None:
            if name in s.vars:
                return s
            s = s.parent
        return None


class _Function:
    def __init__(self, node: ts.Node, scope: _Scope, module: _Module) -> None:
        self.node, self.scope, self.module = node, scope, module
        self.props: dict[str, Any] = {}
        """Properties set on the function: compiled TypeScript's static methods (`JapanMesh.toCode = function …`)."""


@dataclass
class _Module:
    path: str
    root: ts.Node
    scope: _Scope
    exports: dict[str, Any] = field(default_factory=dict)
    """`module.exports` / `export default` under "default", named exports by name."""
    state: str = "new"
    """"new", "declaring" (its top level is being run: a cycle through it is not read), "done"."""


def _typeof(v: Any) -> str:
    if v is UNDEFINED:
        return "undefined"
    if isinstance(v, bool):
        return "boolean"
    if isinstance(v, (int, float)):
        return "number"
    if isinstance(v, str):
        return "string"
    if isinstance(v, (_Function, _Native)):
        return "function"
    return "object"


def _number_text(v: float) -> str:
    if math.isnan(v):
        return "NaN"
    if math.isinf(v):
        return "Infinity" if v > 0 else "-Infinity"
    if v == int(v) and abs(v) < 1e21:
        return str(int(v))
    text = repr(v)
    if "e" in text:
        raise Unknown  # JavaScript writes exponents its own way
    return text


def to_string(v: Any) -> str:
    """`String(v)` for the values this evaluator holds."""
    if isinstance(v, str):
        return v
    if v is UNDEFINED:
        return "undefined"
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return _number_text(float(v))
    if isinstance(v, list):
        return ",".join("" if x is None or x is UNDEFINED else to_string(x) for x in v)
    raise Unknown


def _to_number(v: Any) -> float:
    if isinstance(v, bool):
        return 1.0 if v else 0.0
    if isinstance(v, (int, float)):
        return float(v)
    if v is None:
        return 0.0
    if v is UNDEFINED:
        return math.nan
    if isinstance(v, str):
        s = v.strip()
        if not s:
            return 0.0
        try:
            return float(int(s, 16)) if s.lower().startswith("0x") else float(s)
        except ValueError:
            return math.nan
    raise Unknown


def _truthy(v: Any) -> bool:
    if v is UNDEFINED or v is None:
        return False
    if isinstance(v, float) and math.isnan(v):
        return False
    if isinstance(v, (bool, int, float, str)):
        return bool(v)
    return True


def _strict_equal(a: Any, b: Any) -> bool:
    if _typeof(a) != _typeof(b):
        return False
    if a is None or b is None:
        return a is b
    if isinstance(a, (bool, int, float, str)):
        return bool(a == b)
    return a is b


class _Native:
    """A built-in function or a method bound to its value."""

    def __init__(self, fn: Callable[..., Any]) -> None:
        self.fn = fn


def _string_method(s: str, name: str) -> Callable[..., Any] | None:
    def idx(i: Any) -> int:
        return int(_to_number(i)) if i is not UNDEFINED else 0

    def slice_(a: Any = 0, b: Any = UNDEFINED) -> str:
        return s[idx(a) : (None if b is UNDEFINED else idx(b))]

    table: dict[str, Callable[..., Any]] = {
        "trim": lambda: s.strip(" \t\n\r\v\f\u00a0\ufeff\u2028\u2029\u3000"),
        "trimStart": lambda: s.lstrip(), "trimEnd": lambda: s.rstrip(),
        "toLowerCase": lambda: s.lower(), "toUpperCase": lambda: s.upper(),
        "toLocaleLowerCase": lambda: s.lower(), "toLocaleUpperCase": lambda: s.upper(),
        "slice": slice_,
        "substring": lambda a=0, b=UNDEFINED: s[max(0, idx(a)) : (None if b is UNDEFINED else max(0, idx(b)))],
        "charAt": lambda i=0: s[idx(i)] if 0 <= idx(i) < len(s) else "",
        "indexOf": lambda sub, start=0: float(s.find(to_string(sub), idx(start))),
        "lastIndexOf": lambda sub: float(s.rfind(to_string(sub))),
        "includes": lambda sub: to_string(sub) in s,
        "startsWith": lambda sub, pos=0: s.startswith(to_string(sub), idx(pos)),
        "endsWith": lambda sub: s.endswith(to_string(sub)),
        "repeat": lambda n: s * int(_to_number(n)) if 0 <= _to_number(n) <= MAX_STEPS else _unknown(),
        "padStart": lambda n, f=" ": s.rjust(int(_to_number(n)), to_string(f)[:1] or " "),
        "padEnd": lambda n, f=" ": s.ljust(int(_to_number(n)), to_string(f)[:1] or " "),
        "split": lambda sep=UNDEFINED: [s] if sep is UNDEFINED else (list(s) if sep == "" else s.split(to_string(sep))) if isinstance(sep, str) else _unknown(),
        "concat": lambda *parts: s + "".join(to_string(p) for p in parts),
        "charCodeAt": lambda i=0: float(ord(s[idx(i)])) if 0 <= idx(i) < len(s) else math.nan,
        "replace": lambda pat, rep: s.replace(pat, rep, 1) if isinstance(pat, str) and isinstance(rep, str) and "$" not in rep else _unknown(),
    }  # fmt: skip
    return table.get(name)


def _unknown() -> Any:
    raise Unknown


def _regex_string_method(s: str, name: str, pat: Any, rep: Any) -> Any:
    """`s.match(/…/g)` (the matches, or null) and `s.replace(/…/g, 'text')`; other forms are not read."""
    if name == "replace" and isinstance(pat, _RegExp) and isinstance(rep, str):
        # `$1`, `$&`… read as JavaScript does (js_regex.replacement); without the g flag only the first match
        return pat.pattern.sub(lambda m: replacement(m, rep), s, count=0 if "g" in pat.flags else 1)
    if not isinstance(pat, _RegExp) or "g" not in pat.flags:
        if name == "replace" and isinstance(pat, str) and isinstance(rep, str) and "$" not in rep:
            return s.replace(pat, rep, 1)
        raise Unknown
    if name == "match":
        found = [m.group(0) for m in pat.pattern.finditer(s)]
        return found or None
    raise Unknown


_MATH: dict[str, Any] = {
    "floor": lambda x: float(math.floor(_to_number(x))), "ceil": lambda x: float(math.ceil(_to_number(x))),
    "abs": lambda x: abs(_to_number(x)), "round": lambda x: float(math.floor(_to_number(x) + 0.5)),
    "trunc": lambda x: float(math.trunc(_to_number(x))),
    "max": lambda *xs: max((_to_number(x) for x in xs), default=-math.inf),
    "min": lambda *xs: min((_to_number(x) for x in xs), default=math.inf),
    "pow": lambda a, b: _to_number(a) ** _to_number(b), "sqrt": lambda x: math.sqrt(_to_number(x)),
    "log": lambda x: math.log(_to_number(x)), "PI": math.pi, "E": math.e,
    "log10": lambda x: math.log10(_to_number(x)), "log2": lambda x: math.log2(_to_number(x)),
}  # fmt: skip
_GLOBALS: dict[str, Any] = {
    "String": _Native(lambda v="": to_string(v)),
    "Number": _Native(lambda v=0: _to_number(v)),
    "Boolean": _Native(lambda v=False: _truthy(v)),
    "isNaN": _Native(lambda v: math.isnan(_to_number(v))),
    "parseInt": _Native(lambda v, base=10: _parse_int(to_string(v), base)),
    "parseFloat": _Native(lambda v: _parse_float(to_string(v))),
    "undefined": UNDEFINED, "NaN": math.nan, "Infinity": math.inf,
}  # fmt: skip
_STATICS: dict[tuple[str, str], Any] = {
    ("Array", "isArray"): lambda v: isinstance(v, list),
    # a string's code points (as Python's), an array copied; an iterable of another kind or a map function: unknown
    ("Array", "from"): lambda v, *more: list(v) if isinstance(v, (str, list)) and not more else _unknown(),
    ("Number", "isInteger"): lambda v: isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and v == int(v),
    ("Number", "isFinite"): lambda v: isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v),
    ("Number", "isNaN"): lambda v: isinstance(v, float) and math.isnan(v),
    ("Object", "keys"): lambda v: list(v) if isinstance(v, dict) else _unknown(),
    ("Object", "values"): lambda v: list(v.values()) if isinstance(v, dict) and _PENDING not in v.values() else _unknown(),
    ("String", "fromCharCode"): lambda *codes: js_builtins.from_char_code([_to_number(c) for c in codes]),
    ("Object", "assign"): lambda target, *more: _assign(target, more),
}  # fmt: skip


def _assign(target: Any, more: tuple[Any, ...]) -> Any:
    """`Object.assign(target, …sources)` over plain objects (undefined and null sources are skipped, as in JS);
    pretty-bytes' `options = Object.assign({bits: false, binary: false}, options)`."""
    if not isinstance(target, dict):
        raise Unknown
    for source in more:
        if source is UNDEFINED or source is None:
            continue
        if not isinstance(source, dict):
            raise Unknown
        target.update(source)
    return target


#: What every plain object inherits (`Object.prototype`): read off an object the run made, none is undefined.
_OBJECT_PROTOTYPE = frozenset({"constructor", "toString", "toLocaleString", "valueOf", "hasOwnProperty",
                               "isPrototypeOf", "propertyIsEnumerable", "__proto__"})  # fmt: skip
#: `Number.prototype` methods that format (js_numbers): a size formatter's rounding decides its result.
_NUMBER_METHODS = {"toFixed": js_numbers.to_fixed, "toPrecision": js_numbers.to_precision}


def _number_method(x: float, name: str, arg: Any) -> str:
    if arg is UNDEFINED:
        if name == "toPrecision":
            return _number_text(x)  # `x.toPrecision()` is `String(x)`
        arg = 0.0
    if isinstance(arg, bool) or not isinstance(arg, (int, float)):
        raise Unknown
    try:
        return _NUMBER_METHODS[name](x, arg)
    except ValueError:
        raise Unknown from None


def _parse_int(s: str, base: Any) -> float:
    m = re.match(r"\s*([+-]?\d+)", s)
    if _to_number(base) != 10:
        raise Unknown
    return float(int(m.group(1))) if m else math.nan


def _parse_float(s: str) -> float:
    m = re.match(r"\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)", s)
    return float(m.group(1)) if m else math.nan


@dataclass
class _RegExp:
    pattern: re.Pattern[str]
    flags: str = ""


class _Run:
    def __init__(self, modules: dict[str, _Module]) -> None:
        self.modules = modules
        self.steps = 0
        self.depth = 0
        self.line = 0
        self.file = ""
        self.returned_at = 0
        self.path: list[int] = []
        self.local_arrays: set[int] = set()
        self.array_props: dict[int, dict[str, Any]] = {}  # `ranges.type = …` (js_array_props)

    def tick(self) -> None:
        self.steps += 1
        if self.steps > MAX_STEPS:
            raise Unknown

    # -- calls -----------------------------------------------------------------------------------------
    def call(self, fn: Any, args: list[Any]) -> Any:
        if isinstance(fn, _Native):
            line = self.line
            try:
                result = fn.fn(*args)
            except (Unknown, _Thrown, _Return):
                raise
            except (TypeError, ValueError, IndexError, KeyError, ZeroDivisionError, OverflowError) as e:
                raise Unknown from e  # the built-in was called in a way this evaluator does not read
            self.line = line
            if isinstance(result, list):
                self.local_arrays.add(id(result))
            return result
        if not isinstance(fn, _Function):
            if fn is UNDEFINED or fn is None:
                raise _Thrown("TypeError", self.line, self.file)  # `x is not a function`
            raise Unknown
        node = fn.node
        scope = _Scope(parent=fn.scope)
        params = node.field("parameters") or node.field("parameter")
        if params is None:
            raise Unknown
        plist = params.named_children() if params.type == "formal_parameters" else [params]
        if node.type != "arrow_function":
            scope.vars["arguments"] = list(args)  # `arguments[1]` of a non-arrow function
        for i, p in enumerate(plist):
            if p.type == "comment":
                continue
            self.bind(p, args[i] if i < len(args) else UNDEFINED, scope, fn.module, declare=True)
        body = node.field("body")
        if body is None:
            raise Unknown
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise Unknown
        line = self.line
        try:
            if body.type != "statement_block":
                value = self.expr(body, scope, fn.module)
                if self.depth == 1:
                    self.returned_at = body.line
                return value
            self.hoist(body, scope, fn.module)
            try:
                self.block(body, scope, fn.module)
            except _Return as r:
                if self.depth == 1:
                    self.returned_at = r.line
                return r.value
            if self.depth == 1:
                self.returned_at = body.end_line
            return UNDEFINED
        finally:
            self.depth -= 1
            self.line = line

    def bind(self, target: ts.Node, value: Any, scope: _Scope, module: _Module, declare: bool) -> None:
        t = target.type
        if t in ("identifier", "shorthand_property_identifier_pattern"):
            self.store(target.text, value, scope, declare)
        elif t in ("required_parameter", "optional_parameter"):
            # TypeScript's `value: string` / `n = 2` / `m?: number`: the type says nothing about the value
            pattern, default = target.field("pattern"), target.field("value")
            if pattern is None or any(k.type == "accessibility_modifier" for k in target.named_children()):
                raise Unknown
            if default is not None and value is UNDEFINED:
                value = self.expr(default, scope, module)
            self.bind(pattern, value, scope, module, declare)
        elif t == "assignment_pattern":
            left, right = target.field("left"), target.field("right")
            if left is None or right is None:
                raise Unknown
            self.bind(
                left, self.expr(right, scope, module) if value is UNDEFINED else value, scope, module, declare
            )
        elif t == "object_pattern":
            if value is UNDEFINED or value is None:
                raise _Thrown("TypeError", target.line, module.path)  # destructuring undefined
            for prop in target.named_children():
                if prop.type == "shorthand_property_identifier_pattern":
                    self.bind(prop, self.member(value, prop.text), scope, module, declare)
                elif prop.type == "object_assignment_pattern":
                    left, right = prop.field("left"), prop.field("right")
                    if left is None or right is None:
                        raise Unknown
                    got = self.member(value, left.text)
                    self.bind(
                        left,
                        self.expr(right, scope, module) if got is UNDEFINED else got,
                        scope,
                        module,
                        declare,
                    )
                elif prop.type == "pair_pattern":
                    key, val = prop.field("key"), prop.field("value")
                    if key is None or val is None or key.type not in ("property_identifier", "string"):
                        raise Unknown
                    name = key.text.strip("'\"")
                    self.bind(val, self.member(value, name), scope, module, declare)
                elif prop.type != "comment":
                    raise Unknown
        elif t == "array_pattern":
            items = list(value) if isinstance(value, (str, list)) else None
            if items is None:
                raise Unknown
            for i, el in enumerate(e for e in target.named_children() if e.type != "comment"):
                self.bind(el, items[i] if i < len(items) else UNDEFINED, scope, module, declare)
        else:
            raise Unknown

    def store(self, name: str, value: Any, scope: _Scope, declare: bool) -> None:
        if declare:
            scope.vars[name] = value
            return
        owner = scope.find(name)
        if owner is None:
            raise Unknown  # a global: state outside the sources
        # a module variable may be written: every run loads the modules afresh, so this is the first call's state
        # (babel's `_typeof` helper replaces itself on its first call)
        owner.vars[name] = value

    # -- statements ------------------------------------------------------------------------------------
    def hoist(self, block: ts.Node, scope: _Scope, module: _Module) -> None:
        for st in block.named_children():
            if st.type == "function_declaration" and (name := st.field("name")) is not None:
                scope.vars[name.text] = _Function(st, scope, module)

    def block(self, block: ts.Node, scope: _Scope, module: _Module) -> None:
        for st in block.named_children():
            self.stmt(st, scope, module)

    def stmt(self, st: ts.Node, scope: _Scope, module: _Module) -> None:  # noqa: C901 - one case per statement
        self.tick()
        t = st.type
        if t in ("comment", "empty_statement", "function_declaration"):
            return
        self.line, self.file = st.line, module.path
        self.visit(st.line)
        if t == "expression_statement":
            inner = st.named_children()[0] if st.named_children() else None
            if inner is None or inner.type == "string":
                return  # 'use strict'
            if inner.type in (
                "assignment_expression",
                "augmented_assignment_expression",
                "update_expression",
            ):
                self.expr(inner, scope, module)
                return
            if (
                inner.type == "binary_expression"
                and (op := inner.field("operator")) is not None
                and op.text == "&&"
            ):
                # `matched && matched.forEach(…)`: the call runs only when the left side holds
                right = inner.field("right")
                if right is None or right.type != "call_expression":
                    raise Unknown
                if _truthy(self.expr(inner.field("left"), scope, module)):
                    self._effect_call(right, scope, module)
                return
            if inner.type == "call_expression":
                self._effect_call(inner, scope, module)
                return
            raise Unknown
        if t in ("lexical_declaration", "variable_declaration"):
            for d in st.named_children():
                if d.type != "variable_declarator":
                    continue
                name, value = d.field("name"), d.field("value")
                if name is None:
                    raise Unknown
                self.bind(
                    name,
                    self.expr(value, scope, module) if value is not None else UNDEFINED,
                    scope,
                    module,
                    True,
                )
            return
        if t == "return_statement":
            kids = [k for k in st.named_children() if k.type != "comment"]
            raise _Return(self.expr(kids[0], scope, module) if kids else UNDEFINED, st.line)
        if t == "throw_statement":
            kids = st.named_children()
            thrown = kids[0] if kids else None
            ctor = (
                thrown.field("constructor")
                if thrown is not None and thrown.type == "new_expression"
                else None
            )
            if ctor is not None and ctor.type == "identifier" and ctor.text in _ERRORS:
                raise _Thrown(ctor.text, st.line, module.path)
            if ctor is not None and ctor.type == "identifier" and self._error_class(ctor.text, module):
                raise _Thrown(ctor.text, st.line, module.path)
            raise Unknown
        if t == "if_statement":
            cond, cons, alt = st.field("condition"), st.field("consequence"), st.field("alternative")
            if cond is None or cons is None:
                raise Unknown
            if _truthy(self.expr(cond, scope, module)):
                self.stmt(cons, scope, module)
            elif alt is not None:
                for k in alt.named_children():
                    self.stmt(k, scope, module)
            return
        if t == "statement_block":
            block_scope = _Scope(parent=scope)
            self.hoist(st, block_scope, module)
            self.block(st, block_scope, module)
            return
        if t == "for_in_statement":
            self._for_of(st, scope, module)
            return
        if t == "for_statement":
            self._for(st, scope, module)
            return
        if t == "switch_statement":
            js_statements.run_switch(self, st, scope, module, _strict_equal)
            return
        if t in ("while_statement", "do_statement"):
            js_statements.run_while(self, st, scope, module, _truthy)
            return
        if t == "break_statement":
            raise _Break
        if t == "continue_statement":
            raise _Continue
        raise Unknown

    def _effect_call(self, call: ts.Node, scope: _Scope, module: _Module) -> None:
        """A call made for its effect: an array's own `push`…, a `forEach` or a function of the sources, run; any
        other (a log, a write outside the run) gives up."""
        if self._array_effect(call, scope, module):
            return
        if _called_property(call) == "forEach":
            # `Array.from(str).forEach(function (c) {…})`: the callback runs as a function of the sources, and
            # what it writes is read like any other assignment (only the run's own objects)
            self.expr(call, scope, module)
            return
        if isinstance(self.expr(call.field("function"), scope, module), _Function):
            # `assertString(str);`: a function of the sources, run (an effect it has on anything but its own
            # locals and the fresh modules of this run is not read, and gives up)
            self.expr(call, scope, module)
            return
        raise Unknown  # a call for its effect (a log, a write): not run

    def _error_class(self, name: str, module: _Module) -> bool:
        """`class InvalidTokenError extends Error` in the module."""
        for st in module.root.named_children():
            node = st.named_children()[0] if st.type == "export_statement" and st.named_children() else st
            if node.type == "class_declaration" and (n := node.field("name")) is not None and n.text == name:
                heritage = next((k for k in node.named_children() if k.type == "class_heritage"), None)
                return heritage is not None and any(x in heritage.text for x in _ERRORS)
        return False

    def _array_effect(self, call: ts.Node, scope: _Scope, module: _Module) -> bool:
        fn = call.field("function")
        if fn is None or fn.type != "member_expression":
            return False
        obj, prop = fn.field("object"), fn.field("property")
        if obj is None or prop is None or prop.text not in ("push", "pop", "shift", "unshift"):
            return False
        arr = self.expr(obj, scope, module)
        if not isinstance(arr, list) or id(arr) not in self.local_arrays:
            return False
        args = self.args(call, scope, module)
        if prop.text == "push":
            arr.extend(args)
        elif prop.text == "unshift":
            arr[:0] = args
        elif arr:
            arr.pop() if prop.text == "pop" else arr.pop(0)
        return True

    def visit(self, line: int) -> None:
        """Record a line of the called function's own body on the run's path."""
        if self.depth == 1 and line not in self.path:
            self.path.append(line)

    def new_scope(self, parent: _Scope) -> _Scope:
        return _Scope(parent=parent)

    def loop_turn(self, body: ts.Node, scope: _Scope, module: _Module) -> bool:
        return self._loop_body(body, scope, module)

    def _loop_body(self, body: ts.Node, scope: _Scope, module: _Module) -> bool:
        """Run one turn; False when the loop ends (`break`)."""
        self.tick()
        try:
            self.stmt(body, scope, module)
        except _Break:
            return False
        except _Continue:
            pass
        return True

    def _for_of(self, st: ts.Node, scope: _Scope, module: _Module) -> None:
        left, right, body = st.field("left"), st.field("right"), st.field("body")
        if left is None or right is None or body is None:
            raise Unknown
        items = self.expr(right, scope, module)
        if " of " not in st.text_until(body.start_byte):  # `for (key in obj)`: the keys, in insertion order
            if items is UNDEFINED or items is None:
                return
            if not isinstance(items, dict):
                raise Unknown
            items = list(items)
        if not isinstance(items, (list, str)):
            raise Unknown
        for item in list(items):
            inner = _Scope(parent=scope)
            self.bind(left, item, inner, module, True)
            if not self._loop_body(body, inner, module):
                return

    def _for(self, st: ts.Node, scope: _Scope, module: _Module) -> None:
        init, cond, inc, body = (
            st.field("initializer"),
            st.field("condition"),
            st.field("increment"),
            st.field("body"),
        )
        if body is None:
            raise Unknown
        inner = _Scope(parent=scope)
        if init is not None:
            self.stmt(init, inner, module)
        while True:
            if cond is not None and cond.type == "expression_statement":
                kids = cond.named_children()
                if kids and not _truthy(self.expr(kids[0], inner, module)):
                    return
            elif (
                cond is not None
                and cond.type != "empty_statement"
                and not _truthy(self.expr(cond, inner, module))
            ):
                return
            if not self._loop_body(body, inner, module):
                return
            if inc is not None:
                self.expr(inc, inner, module)

    # -- expressions -----------------------------------------------------------------------------------
    def args(self, call: ts.Node, scope: _Scope, module: _Module) -> list[Any]:
        node = call.field("arguments")
        if node is None:
            return []
        out = []
        for a in node.named_children():
            if a.type == "comment":
                continue
            if a.type == "spread_element":
                raise Unknown
            out.append(self.expr(a, scope, module))
        return out

    def member(self, obj: Any, name: Any) -> Any:
        if obj is UNDEFINED or obj is None:
            raise _Thrown("TypeError", self.line, self.file)  # reading a property of undefined or null
        if isinstance(obj, dict):
            if to_string(name) not in obj and to_string(name) in _OBJECT_PROTOTYPE:
                raise Unknown  # `input.constructor.name` of `{}` is "Object" in JavaScript, not undefined
            value = obj.get(to_string(name), UNDEFINED)
            if value is _PENDING:
                raise Unknown  # a module's export whose value could not be worked out
            return value
        if isinstance(obj, (_Function, _Native)) and name in ("apply", "call"):
            # `String.fromCharCode.apply(null, codes)`: `this` is not read by the functions run here
            if name == "apply":
                return _Native(lambda this=None, args=UNDEFINED: self.call(obj, _spread(args)))
            return _Native(lambda this=None, *args: self.call(obj, list(args)))
        if isinstance(obj, _Function) and to_string(name) in obj.props:
            return obj.props[to_string(name)]
        if isinstance(obj, (str, list)):
            if name == "length":
                return float(len(obj))
            if isinstance(name, (int, float)) and not isinstance(name, bool):
                i = int(name)
                return obj[i] if i == name and 0 <= i < len(obj) else UNDEFINED
            if isinstance(obj, str) and name in ("match", "replace"):
                return _Native(lambda pat, rep=UNDEFINED: self._regex_method(obj, to_string(name), pat, rep))
            if isinstance(obj, str) and (m := _string_method(obj, to_string(name))) is not None:
                return _Native(m)
            if isinstance(obj, list) and (named := array_props.read(self.array_props, obj, name))[0]:
                return named[1]
            if isinstance(obj, list):
                return self._array_method(obj, to_string(name))
            raise Unknown
        if isinstance(obj, JSMap):
            methods = {
                "has": lambda k: _key(k) in obj.data,
                "get": lambda k: obj.data.get(_key(k), UNDEFINED),
            }
            if name == "size":
                return float(len(obj.data))
            if name in methods:
                return _Native(methods[to_string(name)])
            raise Unknown
        if isinstance(obj, (int, float)) and not isinstance(obj, bool) and name == "toString":
            return _Native(
                lambda radix=UNDEFINED: _number_text(float(obj)) if radix in (UNDEFINED, 10.0) else _unknown()
            )
        if isinstance(obj, (int, float)) and not isinstance(obj, bool) and name in _NUMBER_METHODS:
            return _Native(lambda arg=UNDEFINED: _number_method(float(obj), to_string(name), arg))
        if isinstance(obj, _RegExp) and name == "test":
            return _Native(lambda s=UNDEFINED: obj.pattern.search(to_string(s)) is not None)
        raise Unknown

    def _array_write(self, arr: list[Any], slot: Any, value: Any) -> None:
        """`a[i] = v` on an array the run made (`const a = []`): past its end the array grows, the gap read as
        undefined (a hole reads so); an argument's array, a negative or fractional index is not written."""
        if array_props.write(self.array_props, self.local_arrays, arr, slot, value):
            return  # a named label on the run's own array (`ranges.type = …`)
        if id(arr) not in self.local_arrays or isinstance(slot, bool) or not isinstance(slot, (int, float)):
            raise Unknown
        i = int(slot) if slot == int(slot) and slot >= 0 else -1
        if i < 0 or i > MAX_STEPS:
            raise Unknown
        if i >= len(arr):
            arr.extend([UNDEFINED] * (i + 1 - len(arr)))
        arr[i] = value

    def _regex_method(self, s: str, name: str, pat: Any, rep: Any) -> Any:
        """`s.match(…)` / `s.replace(…)`: a string pattern is a regex of its text for `match`; a function replacement
        of the sources is called for each match."""
        if name == "match" and isinstance(pat, str):
            found = compiled(pat, "")
            if found is None:
                raise Unknown
            pat = _RegExp(found, "")
        if name == "match" and isinstance(pat, _RegExp) and "g" not in pat.flags:
            result = js_builtins.match_once(pat.pattern, s, UNDEFINED)
            if result is not None:
                self.local_arrays.add(id(result))
            return result
        if name == "replace" and isinstance(pat, _RegExp) and isinstance(rep, _Function):
            return js_builtins.replaced_by_function(
                pat.pattern, s, "g" in pat.flags, lambda args: to_string(self.call(rep, args)), UNDEFINED
            )
        return _regex_string_method(s, name, pat, rep)

    def _array_method(self, arr: list[Any], name: str) -> Any:
        table: dict[str, Callable[..., Any]] = {
            "includes": lambda v: any(_strict_equal(v, x) or (isinstance(v, float) and math.isnan(v) and isinstance(x, float) and math.isnan(x)) for x in arr),
            "indexOf": lambda v: float(next((i for i, x in enumerate(arr) if _strict_equal(v, x)), -1)),
            "join": lambda sep=",": to_string(sep).join("" if x is None or x is UNDEFINED else to_string(x) for x in arr),
            "slice": lambda a=0, b=UNDEFINED: arr[int(_to_number(a)) : (None if b is UNDEFINED else int(_to_number(b)))],
            "concat": lambda *more: arr + [y for m in more for y in (m if isinstance(m, list) else [m])],
        }  # fmt: skip
        if name in ("map", "filter", "some", "every", "reduce", "forEach", "find"):
            return _Native(lambda fn, *rest: self._array_callback(arr, name, fn, rest))
        if name in ("pop", "shift", "push", "unshift") and id(arr) in self.local_arrays:
            # `tld = labels.pop()`: the run's own array (an argument's is the caller's, not written)
            return _Native(lambda *args: _changed(arr, name, list(args)))
        if name not in table:
            raise Unknown
        return _Native(table[name])

    def _array_callback(self, arr: list[Any], name: str, fn: Any, rest: tuple[Any, ...]) -> Any:
        if len(arr) > MAX_STEPS:
            raise Unknown
        results = []
        if name == "reduce":
            acc, items = (rest[0], arr) if rest else (arr[0] if arr else _unknown(), arr[1:])
            for i, x in enumerate(items):
                acc = self.call(fn, [acc, x, float(i)])
            return acc
        for i, x in enumerate(arr):
            self.tick()
            results.append(self.call(fn, [x, float(i), arr]))
        if name == "map":
            return results
        if name == "filter":
            return [x for x, r in zip(arr, results, strict=True) if _truthy(r)]
        if name == "some":
            return any(_truthy(r) for r in results)
        if name == "every":
            return all(_truthy(r) for r in results)
        if name == "find":
            return next((x for x, r in zip(arr, results, strict=True) if _truthy(r)), UNDEFINED)
        return UNDEFINED

    def lookup(self, name: str, scope: _Scope, module: _Module) -> Any:
        owner = scope.find(name)
        if owner is not None:
            value = owner.vars[name]
            if value is _PENDING:
                raise Unknown  # a module variable whose value could not be worked out
            return value
        if name in _GLOBALS:
            return _GLOBALS[name]
        raise Unknown

    def expr(self, node: ts.Node | None, scope: _Scope, module: _Module) -> Any:  # noqa: C901 - one case per node type
        if node is None:
            raise Unknown
        t = node.type
        if t == "parenthesized_expression":
            kids = [k for k in node.named_children() if k.type != "comment"]
            if len(kids) != 1:
                raise Unknown
            return self.expr(kids[0], scope, module)
        if t in ("as_expression", "non_null_expression", "satisfies_expression"):
            # TypeScript's `x as T`, `x!`, `x satisfies T`: the value of `x` (types are erased at run time)
            kids = [k for k in node.named_children() if k.type != "comment"]
            return self.expr(kids[0] if kids else None, scope, module)
        if t == "number":
            text = node.text.replace("_", "")
            try:
                return float(int(text, 0)) if re.match(r"0[xob]", text, re.I) else float(text)
            except ValueError as e:
                raise Unknown from e
        if t == "string":
            return _string_value(node)
        if t == "template_string":
            out = []
            for part in node.children():
                if part.type == "template_substitution":
                    kids = part.named_children()
                    out.append(to_string(self.expr(kids[0], scope, module)) if kids else "")
                elif part.type == "string_fragment":
                    out.append(part.text)
                elif part.type == "escape_sequence":
                    out.append(_escape(part.text))
            return "".join(out)
        if t == "true":
            return True
        if t == "false":
            return False
        if t == "null":
            return None
        if t == "undefined":
            return UNDEFINED
        if t == "identifier":
            return self.lookup(node.text, scope, module)
        if t == "regex":
            pat, flags = node.field("pattern"), node.field("flags")
            found = compiled(pat.text if pat else "", flags.text if flags else "")
            if found is None:
                raise Unknown
            return _RegExp(found, flags.text if flags else "")
        if t == "array":
            items = []
            for k in node.named_children():
                if k.type == "comment":
                    continue
                if k.type == "spread_element":
                    items.extend(spread(self.expr(k.named_children()[0], scope, module)))
                    continue
                items.append(self.expr(k, scope, module))
            self.local_arrays.add(id(items))
            return items
        if t == "object":
            obj: dict[str, Any] = {}
            for k in node.named_children():
                if k.type == "pair":
                    key, val = k.field("key"), k.field("value")
                    if key is None or key.type not in ("property_identifier", "string", "number"):
                        raise Unknown
                    name = _string_value(key) if key.type == "string" else key.text
                    obj[name if key.type != "number" else _number_text(self.expr(key, scope, module))] = (
                        self.expr(val, scope, module)
                    )
                elif k.type == "shorthand_property_identifier":
                    obj[k.text] = self.lookup(k.text, scope, module)
                elif k.type != "comment":
                    raise Unknown
            return obj
        if t in ("arrow_function", "function_expression", "function"):
            return _Function(node, scope, module)
        if t == "unary_expression":
            op, arg = node.field("operator"), node.field("argument")
            if op is None:
                raise Unknown
            if (
                op.text == "typeof"
                and arg is not None
                and arg.type == "identifier"
                and scope.find(arg.text) is None
                and arg.text not in _GLOBALS
            ):
                return "undefined"
            v = self.expr(arg, scope, module)
            ops: dict[str, Callable[[Any], Any]] = {"!": lambda x: not _truthy(x), "-": lambda x: -_to_number(x),
                                                     "+": _to_number, "typeof": _typeof, "void": lambda x: UNDEFINED}  # fmt: skip
            if op.text not in ops:
                raise Unknown
            return ops[op.text](v)
        if t == "binary_expression":
            return self._binary(node, scope, module)
        if t == "ternary_expression":
            cond = node.field("condition")
            branch = (
                node.field("consequence")
                if _truthy(self.expr(cond, scope, module))
                else node.field("alternative")
            )
            return self.expr(branch, scope, module)
        if t == "member_expression":
            obj_node, prop = node.field("object"), node.field("property")
            if obj_node is None or prop is None:
                raise Unknown
            if obj_node.type == "identifier" and obj_node.text == "Math" and scope.find("Math") is None:
                value = _MATH.get(prop.text)
                if value is None:
                    raise Unknown
                return _Native(value) if callable(value) else value
            if (
                obj_node.type == "identifier"
                and (obj_node.text, prop.text) in _STATICS
                and scope.find(obj_node.text) is None
            ):
                return _Native(_STATICS[(obj_node.text, prop.text)])
            obj = self.expr(obj_node, scope, module)
            if node.text_until(prop.start_byte).rstrip().endswith("?.") and (obj is None or obj is UNDEFINED):
                return UNDEFINED
            return self.member(obj, prop.text)
        if t == "subscript_expression":
            obj = self.expr(node.field("object"), scope, module)
            return self.member(obj, self.expr(node.field("index"), scope, module))
        if t == "call_expression":
            fn_node = node.field("function")
            if fn_node is not None and fn_node.type == "identifier" and fn_node.text == "require":
                return self._require(node, module)
            fn = self.expr(fn_node, scope, module)
            return self.call(fn, self.args(node, scope, module))
        if t == "new_expression":
            ctor = node.field("constructor")
            if ctor is not None and ctor.text == "Map" and scope.find("Map") is None:
                args = self.args(node, scope, module)
                return JSMap(args[0] if args else [])
            if ctor is not None and ctor.text == "RegExp" and scope.find("RegExp") is None:
                # `new RegExp(`(.+)${key}`)`: the pattern's text read as a literal's body is
                args = self.args(node, scope, module)
                source, given = (args + [UNDEFINED, UNDEFINED])[:2]
                given = "" if given is UNDEFINED else given
                if not isinstance(source, str) or not isinstance(given, str):
                    raise Unknown
                found = compiled(source, given)
                if found is None:
                    raise Unknown
                return _RegExp(found, given)
            raise Unknown
        if t == "assignment_expression":
            left, right = node.field("left"), node.field("right")
            value = self.expr(right, scope, module)
            if left is not None and left.type in ("member_expression", "subscript_expression"):
                # every object of a run is made by the run itself (the call's literals, the fresh modules)
                target = self.expr(left.field("object"), scope, module)
                named = left.field("property")
                slot = (
                    named.text
                    if left.type == "member_expression" and named is not None
                    else self.expr(left.field("index"), scope, module)
                )
                if isinstance(target, list):
                    self._array_write(target, slot, value)
                    return value
                if isinstance(target, _Function) and isinstance(slot, str):
                    target.props[slot] = value  # `JapanMesh.toCode = function (…) {…}` in a compiled class
                    return value
                if not isinstance(target, dict):
                    raise Unknown
                target[to_string(slot)] = value
                return value
            if left is None or left.type != "identifier":
                raise Unknown
            self.store(left.text, value, scope, declare=False)
            return value
        if t == "augmented_assignment_expression":
            left, right, op = node.field("left"), node.field("right"), node.field("operator")
            if (
                left is not None
                and op is not None
                and left.type in ("member_expression", "subscript_expression")
            ):
                # `result[c] += 1`, `analysis.count += n`: on an object the run made, as an assignment is
                target = self.expr(left.field("object"), scope, module)
                named = left.field("property")
                slot_key: Any = (
                    named.text
                    if left.type == "member_expression" and named is not None
                    else self.expr(left.field("index"), scope, module)
                )
                if isinstance(target, list):
                    # `charArray[ i ] -= 0xfee0` on an array the run made
                    old = self.member(target, slot_key)
                    if old is UNDEFINED:
                        raise Unknown
                    value = _arith(op.text[:-1], old, self.expr(right, scope, module))
                    self._array_write(target, slot_key, value)
                    return value
                slot = to_string(slot_key)
                if not isinstance(target, dict) or slot not in target:
                    raise Unknown
                target[slot] = _arith(op.text[:-1], target[slot], self.expr(right, scope, module))
                return target[slot]
            if left is None or left.type != "identifier" or op is None:
                raise Unknown
            value = _arith(
                op.text[:-1], self.lookup(left.text, scope, module), self.expr(right, scope, module)
            )
            self.store(left.text, value, scope, declare=False)
            return value
        if t == "update_expression":
            arg = node.field("argument")
            if arg is None or arg.type != "identifier":
                raise Unknown
            old = _to_number(self.lookup(arg.text, scope, module))
            new = old + (1 if "++" in node.text else -1)
            self.store(arg.text, new, scope, declare=False)
            return new if node.text.strip().startswith(("++", "--")) else old
        raise Unknown

    def _binary(self, node: ts.Node, scope: _Scope, module: _Module) -> Any:
        op_node = node.field("operator")
        op = op_node.text if op_node is not None else ""
        left = self.expr(node.field("left"), scope, module)
        if op in ("&&", "||", "??"):
            if op == "&&":
                return self.expr(node.field("right"), scope, module) if _truthy(left) else left
            if op == "||":
                return left if _truthy(left) else self.expr(node.field("right"), scope, module)
            return (
                self.expr(node.field("right"), scope, module) if left is None or left is UNDEFINED else left
            )
        # `opts instanceof Object`: the constructor is read by name below, not as a value (no global `Object`)
        right = self.expr(node.field("right"), scope, module) if op != "instanceof" else None
        if op == "===":
            return _strict_equal(left, right)
        if op == "!==":
            return not _strict_equal(left, right)
        if op in ("==", "!="):
            if {left is None or left is UNDEFINED, right is None or right is UNDEFINED} == {True}:
                same = True
            elif (left is None or left is UNDEFINED) != (right is None or right is UNDEFINED):
                same = False
            elif _typeof(left) == _typeof(right):
                same = _strict_equal(left, right)
            else:
                raise Unknown  # coercion between types: not read
            return same if op == "==" else not same
        if op in ("<", "<=", ">", ">="):
            if isinstance(left, str) and isinstance(right, str):
                a, b = left, right
            else:
                a, b = _to_number(left), _to_number(right)  # type: ignore[assignment]
            return {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[op]
        if op == "instanceof":
            ctor = node.field("right")
            name = (
                ctor.text
                if ctor is not None and ctor.type == "identifier" and scope.find(ctor.text) is None
                else ""
            )
            kinds = {
                "String": (),
                "Number": (),
                "Boolean": (),
                "Array": (list,),
                "Object": (dict, list, _Function),
            }
            if name not in kinds:
                raise Unknown
            return isinstance(left, kinds[name])  # a primitive is no instance of its wrapper
        if op == "in":
            # `charCode in halfwidthKanaMap`: a key of a plain object (the key as its string)
            if (
                not isinstance(right, dict)
                or not isinstance(left, (str, int, float))
                or isinstance(left, bool)
            ):
                raise Unknown
            return to_string(left) in right
        return _arith(op, left, right)

    def _require(self, call: ts.Node, module: _Module) -> Any:
        args = call.field("arguments")
        kids = args.named_children() if args is not None else []
        if len(kids) != 1 or kids[0].type != "string":
            raise Unknown
        target = _resolve(module.path, _string_value(kids[0]), self.modules)
        if target is None:
            raise Unknown
        _declare(self.modules[target], self)
        exports = self.modules[target].exports
        if "default" not in exports and exports:
            # compiled TypeScript (`exports.MESH = {…}`): `require` gives the exports object, read by name
            return exports
        value = exports.get("default", _PENDING)
        if value is _PENDING:
            raise Unknown
        return value


def _spread(args: Any) -> list[Any]:
    """The argument list `f.apply(this, args)` passes (undefined or null: none)."""
    if args is UNDEFINED or args is None:
        return []
    if not isinstance(args, list):
        raise Unknown
    return list(args)


def _called_property(call: ts.Node) -> str:
    """The method a call names (`xs.forEach(f)` → `forEach`), else ""."""
    fn = call.field("function")
    prop = fn.field("property") if fn is not None and fn.type == "member_expression" else None
    return prop.text if prop is not None else ""


def _arith(op: str, a: Any, b: Any) -> Any:
    if op == "+":
        if isinstance(a, str) or isinstance(b, str):
            return to_string(a) + to_string(b)
        return _to_number(a) + _to_number(b)
    x, y = _to_number(a), _to_number(b)
    if op == "-":
        return x - y
    if op == "*":
        return x * y
    if op == "/":
        if y == 0:
            return math.nan if x == 0 or math.isnan(x) else math.copysign(math.inf, x) * math.copysign(1, y)
        return x / y
    if op == "%":
        return math.nan if y == 0 else math.fmod(x, y)
    if op == "**":
        return x**y
    if op in ("&", "|", "^", "<<", ">>"):
        i, j = _int32(x), _int32(y)
        return float(
            _int32({"&": i & j, "|": i | j, "^": i ^ j, "<<": i << (j & 31), ">>": i >> (j & 31)}[op])
        )
    raise Unknown


def _int32(x: float) -> int:
    if math.isnan(x) or math.isinf(x):
        return 0
    n = int(x) & 0xFFFFFFFF
    return n - (1 << 32) if n >= 1 << 31 else n


_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "v": "\v", "0": "\0"}


def _escape(text: str) -> str:
    body = text[1:]
    if body[:1] == "u" and re.fullmatch(r"u[0-9a-fA-F]{4}", body):
        return chr(int(body[1:], 16))
    if body[:1] == "x" and re.fullmatch(r"x[0-9a-fA-F]{2}", body):
        return chr(int(body[1:], 16))
    return _ESCAPES.get(body, body)


def _string_value(node: ts.Node) -> str:
    out = []
    for part in node.children():
        if part.type == "string_fragment":
            out.append(part.text)
        elif part.type == "escape_sequence":
            out.append(_escape(part.text))
    text = "".join(out)
    if any(ord(c) > 0xFFFF for c in text):
        # JavaScript counts '𠮷' as two UTF-16 units (its length, indexes and regexes); Python as one character
        raise Unknown
    return text


def _resolve(from_path: str, spec: str, modules: dict[str, Any]) -> str | None:
    if not spec.startswith("."):
        return None
    base = posixpath.normpath(posixpath.join(posixpath.dirname(from_path), spec))
    for cand in (base, *(base + ext for ext in (".js", ".ts", ".mjs", ".cjs", "/index.js", "/index.ts"))):
        if cand in modules:
            return cand
    return None


_GRAMMARS = {".js": ("javascript", "javascript.scm"), ".mjs": ("javascript", "javascript.scm"),
             ".cjs": ("javascript", "javascript.scm"), ".ts": ("typescript", "typescript.scm")}  # fmt: skip


def _grammar(path: str) -> ts.Grammar | None:
    spec = _GRAMMARS.get(posixpath.splitext(path)[1])
    return ts.load(spec[0], rule_file("queries", spec[1])) if spec else None


@functools.lru_cache(maxsize=256)
def _parsed(path: str, text: str) -> ts.Node | None:
    """The source's tree, parsed once: the argument search runs one function hundreds of times, and parsing every
    file of the project each time was most of its cost (a tree is only read, never changed)."""
    grammar = _grammar(path)
    return ts.parse(grammar, text).root if grammar is not None else None


def _load(sources: Sequence[tuple[str, str]]) -> dict[str, _Module]:
    modules: dict[str, _Module] = {}
    for path, text in sources:
        root = _parsed(path, text)
        if root is not None:
            modules[path] = _Module(path, root, _Scope())
    run = _Run(modules)
    for module in modules.values():
        _declare(module, run)
    return modules


def _declare(module: _Module, run: _Run) -> None:
    """Bind the module's top-level functions, constants and imports; record its exports (in source order).

    A module another one requires or imports is declared first; a cycle leaves the requiring value unknown."""
    if module.state == "done":
        return
    if module.state == "declaring":
        raise Unknown
    module.state = "declaring"
    try:
        _declare_body(module, run)
    finally:
        module.state = "done"


def _declare_body(module: _Module, run: _Run) -> None:
    scope = module.scope
    # CommonJS's `exports` object, which compiled TypeScript writes and reads (`exports.AREA_MESH_LEVELS =
    # Object.values(exports.MESH)…`); `module.exports = x` and `exports.default = x` are its default
    scope.vars["exports"] = module.exports
    for st in module.root.named_children():
        node = st
        exported_default = st.type == "export_statement" and "default" in st.text_until(st.start_byte + 16)
        if st.type == "export_statement":
            kids = [k for k in st.named_children() if k.type != "comment"]
            if not kids:
                continue
            node = kids[0]
        if node.type == "function_declaration" and (name := node.field("name")) is not None:
            fn = _Function(node, scope, module)
            scope.vars[name.text] = fn
            if st.type == "export_statement":
                module.exports["default" if exported_default else name.text] = fn
    for st in module.root.named_children():
        node = st.named_children()[0] if st.type == "export_statement" and st.named_children() else st
        if node.type in ("lexical_declaration", "variable_declaration"):
            for d in node.named_children():
                name, value = d.field("name"), d.field("value")
                if d.type != "variable_declarator" or name is None or name.type != "identifier":
                    continue
                try:
                    scope.vars[name.text] = run.expr(value, scope, module) if value is not None else UNDEFINED
                except (Unknown, _Thrown, _Return, _Break, _Continue, RecursionError):
                    scope.vars[name.text] = _PENDING
                if st.type == "export_statement":
                    module.exports[name.text] = scope.vars[name.text]
        elif node.type == "import_statement":
            _import(node, module, run)
        elif node.type == "expression_statement":
            _export_assignment(node, module, run)
        elif st.type == "export_statement" and exported_default and node.type == "identifier":
            module.exports["default"] = scope.vars.get(node.text, _PENDING)


def _import(node: ts.Node, module: _Module, run: _Run) -> None:
    source = node.field("source")
    target = _resolve(module.path, _string_value(source), run.modules) if source is not None else None
    clause = next((k for k in node.named_children() if k.type == "import_clause"), None)
    if target is None or clause is None:
        return
    try:
        _declare(run.modules[target], run)
    except Unknown:
        return
    exports = run.modules[target].exports
    for part in clause.named_children():
        if part.type == "identifier":
            module.scope.vars[part.text] = exports.get("default", _PENDING)
        elif part.type == "named_imports":
            for spec in part.named_children():
                name, alias = spec.field("name"), spec.field("alias")
                if name is not None:
                    module.scope.vars[(alias or name).text] = exports.get(name.text, _PENDING)


def _export_assignment(node: ts.Node, module: _Module, run: _Run) -> None:
    """`module.exports = yn`, `module.exports.format = format`, `exports.parse = parse`."""
    kids = node.named_children()
    expr = kids[0] if kids else None
    if expr is None or expr.type != "assignment_expression":
        return
    left, right = expr.field("left"), expr.field("right")
    if left is None or right is None:
        return
    try:
        value = run.expr(right, module.scope, module)
    except (Unknown, _Thrown, _Return, _Break, _Continue, RecursionError):
        value = _PENDING
    if left.text == "module.exports":
        module.exports["default"] = value
    elif m := re.fullmatch(r"(?:module\.)?exports\.([A-Za-z_$][\w$]*)", left.text):
        module.exports[m.group(1)] = value


def _changed(arr: list[Any], name: str, args: list[Any]) -> Any:
    """`arr.pop()` / `shift()` (the item taken, undefined when empty), `push(…)` / `unshift(…)` (the new length)."""
    if name == "push":
        arr.extend(args)
    elif name == "unshift":
        arr[:0] = args
    else:
        return (arr.pop() if name == "pop" else arr.pop(0)) if arr else UNDEFINED
    return float(len(arr))


def _function_named(modules: dict[str, _Module], name: str) -> list[tuple[_Module, _Function]]:
    found: dict[int, tuple[_Module, _Function]] = {}
    for module in modules.values():
        value = module.scope.vars.get(name)
        if not isinstance(value, _Function):
            # `module.exports = function isValidDomain (value, opts) {…}`: the package's function, called by its
            # own name (which JavaScript binds only inside it)
            value = module.exports.get("default")
            own = value.node.field("name") if isinstance(value, _Function) else None
            value = value if own is not None and own.text == name else None
        if isinstance(value, _Function):
            # one function imported elsewhere (`import { toAscii } from './to-ascii'`) is still one function
            found.setdefault(id(value), (value.module, value))
    return list(found.values())


def _static_named(modules: dict[str, _Module], fn: ts.Node) -> list[tuple[_Module, _Function]]:
    """`JapanMesh.getCodes`: a function set on a top-level function of the sources (a compiled class's static
    method); an instance method or anything else is not found."""
    obj, prop = fn.field("object"), fn.field("property")
    if obj is None or prop is None or obj.type != "identifier":
        return []
    found: list[tuple[_Module, _Function]] = []
    for module in modules.values():
        owner = module.scope.vars.get(obj.text)
        if isinstance(owner, _Function) and isinstance(method := owner.props.get(prop.text), _Function):
            if all(method is not f for _, f in found):
                found.append((method.module, method))
    return found


def call_outcome(
    sources: Sequence[tuple[str, str]], call: str, *, data: bool = False
) -> Outcome | None:
    """What `call` (a JavaScript call of a function the sources define at their top level, with literal
    arguments) does, or None when it cannot be run exactly. `sources` are (path, text) pairs. `data`: a result
    that is an array or object of primitives (`['二千', '三百五十']`, a pair of coordinates, `{valid: true}`) is
    given too (`js_data.is_data`), else only a primitive.

    >>> src = [("a.js", "const half = (n, {exact = false} = {}) => {\\n  if (n < 0) {\\n    throw new RangeError('neg');\\n  }\\n  return exact ? n / 2 : Math.floor(n / 2);\\n};\\nmodule.exports = half;\\n")]
    >>> call_outcome(src, "half(7)")
    Outcome(kind='return', value=3.0, line=5, path=(2, 5), file='a.js')
    >>> call_outcome(src, "half(7, {exact: true})").value, call_outcome(src, "half(-1)").value
    (3.5, 'RangeError')
    >>> call_outcome(src, "log(1)") is None
    True
    """
    try:
        modules = _load(sources)
        grammar = _grammar("call.js")
        assert grammar is not None
        root = ts.parse(grammar, call.strip()).root
    except (Unknown, RecursionError, ValueError):
        return None
    stmts = root.named_children()
    expr = stmts[0].named_children()[0] if len(stmts) == 1 and stmts[0].named_children() else None
    if (
        expr is None
        or expr.type != "call_expression"
        or (fn := expr.field("function")) is None
        or fn.type not in ("identifier", "member_expression")
    ):
        return None
    if fn.type == "member_expression" and fn.text != "module.exports":
        found = _static_named(modules, fn)
    elif fn.type == "member_expression":
        # the package's anonymous default export (pretty-bytes' `module.exports = (number, options) => …`)
        found = [(m, f) for m in modules.values() if isinstance(f := m.exports.get("default"), _Function)]
    else:
        found = _function_named(modules, fn.text)
    if len(found) != 1:
        return None
    module, function = found[0]
    run = _Run(modules)
    try:
        if fn.type == "member_expression" or module.scope.vars.get(fn.text) is not function:
            # a static method, a default export: called as found (its name is bound nowhere the call can see)
            value = run.call(function, run.args(expr, _Scope(parent=module.scope), module))
        else:
            value = run.expr(expr, _Scope(parent=module.scope), module)
    except _Thrown as t:
        return Outcome("raise", t.name, t.line, tuple(run.path), t.file or module.path)
    except (Unknown, _Return, _Break, _Continue, RecursionError):
        return None
    if not (_plain(value) or data and is_data(value, UNDEFINED)):
        return None  # `data`: an array or object of primitives is a result a statement can state (js_data.py)
    return Outcome("return", value, run.returned_at, tuple(run.path), module.path)


def _plain(value: Any) -> bool:
    return value is UNDEFINED or value is None or isinstance(value, (bool, int, float, str))


def literal(text: str) -> Any:
    """A JavaScript literal as this evaluator holds it (`undefined`, `'x'`, `1.5`, `[1, 2]`), else `Unknown`."""
    grammar = _grammar("x.js")
    assert grammar is not None
    stmts = ts.parse(grammar, f"({text.strip()})").root.named_children()
    expr = stmts[0].named_children()[0] if len(stmts) == 1 and stmts[0].named_children() else None
    module = _Module("x.js", ts.parse(grammar, "").root, _Scope())
    return _Run({}).expr(expr, _Scope(parent=module.scope), module)


__all__ = ["UNDEFINED", "call_outcome", "literal", "to_string"]
