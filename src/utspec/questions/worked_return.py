"""A worked example whose result the function, evaluated on its literal arguments, does not return.

"_prevmonth(2024, 1) は (2024, 12) を返すこと" against

    def _prevmonth(year, month):
        if month == 1:
            return year-1, 12

With year = 2024 and month = 1 the function returns (2023, 12): the key item's value differs. Only
Python functions of the sources whose body up to the return is `if`/`elif`/`else`, assignments to
local names (`y1 -= 1`) and `return` over
arithmetic, comparisons and boolean operators of the parameters and literals (nothing called, nothing
read from outside): anything else and the example is not evaluated. The result must be a literal or a
tuple of literals.

The same evaluation answers a worked example that expects a raise: "Calendar(firstweekday=7) は
IllegalWeekdayError を送出すること" runs `Calendar.__init__` (`self.firstweekday = firstweekday`, through
the class's `firstweekday = property(getfirstweekday, setfirstweekday)` setter, `self._firstweekday =
firstweekday`) to its end without raising (`worked_call`). Pure functions of the text and the source texts.
"""

from __future__ import annotations

import ast
import operator
import re
import textwrap
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from utspec.models import SourceText

_CALL = re.compile(r"(?<![\w.])(?P<name>[A-Za-z_]\w*)\((?P<args>[^()]*)\)")
_RESULT = re.compile(
    r"(?:は|が|を|returns?|gives|==|->|→)\s*`?(?P<r>\([^()]*\)|-?\d+(?:\.\d+)?|'[^'\n]*'|True|False|None)`?\s*(?:を返|が返|になる|$|[,.;])"
)
_BIN = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.FloorDiv: operator.floordiv,
        ast.Mod: operator.mod, ast.Div: operator.truediv}  # fmt: skip
#: Built-in functions with no effect and one answer for their arguments: `data = sorted(data)`, `n = len(data)`
#: (statistics' median_low) are read; any other call is not.
_PURE: dict[str, Callable[..., Any]] = {"sorted": sorted, "len": len, "abs": abs, "min": min, "max": max, "sum": sum,
                                        "float": float, "int": int, "enumerate": lambda x: list(enumerate(x))}
#: The most iterations a `for` loop is run (a longer loop is not evaluated).
_MAX_LOOP = 10_000
_CMP = {ast.Eq: operator.eq, ast.NotEq: operator.ne, ast.Lt: operator.lt, ast.LtE: operator.le, ast.Gt: operator.gt,
        ast.GtE: operator.ge}  # fmt: skip


class _Unknown(Exception):
    """The function does something the evaluator does not read."""


class _Raised(Exception):
    """The evaluation reached a `raise`."""


class _Break(Exception):
    """The evaluation reached a `break` (the loop around it ends)."""


def _self_attr(node: ast.expr) -> str | None:
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self":
        return node.attr
    return None


def _method(cls: ast.ClassDef, name: str) -> ast.FunctionDef | None:
    return next((f for f in cls.body if isinstance(f, ast.FunctionDef) and f.name == name), None)


def _store(cls: ast.ClassDef, target: ast.expr, value: Any, depth: int) -> None:
    """`self.x = value`: a plain store, or the setter of the class's `x = property(getter, setter)` run."""
    name = _self_attr(target)
    for stmt in cls.body:
        if (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name)
                and stmt.targets[0].id == name and isinstance(stmt.value, ast.Call)):  # fmt: skip
            args = stmt.value.args
            setter = _method(cls, args[1].id) if len(args) > 1 and isinstance(args[1], ast.Name) else None
            if setter is None or depth > 2 or len(setter.args.args) != 2:
                raise _Unknown
            _run(setter.body, {setter.args.args[1].arg: value}, cls, depth + 1)
        elif isinstance(stmt, ast.FunctionDef) and stmt.name == name:
            raise _Unknown  # a decorated property: not read


@dataclass(frozen=True)
class WorkedReturn:
    file: str
    line: int
    """The `return` the example reaches."""
    statement: str
    expected: str
    actual: str


def _value(node: ast.expr, env: dict[str, Any]) -> Any:
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, str, bool, type(None))):
        return node.value
    if isinstance(node, ast.Name) and node.id in env:
        return env[node.id]
    if isinstance(node, ast.Tuple):
        return tuple(_value(e, env) for e in node.elts)
    if isinstance(node, ast.List):
        return [_value(e, env) for e in node.elts]
    if isinstance(node, ast.Dict) and all(k is not None for k in node.keys):
        return {_value(k, env): _value(v, env) for k, v in zip(node.keys, node.values, strict=True) if k is not None}
    if isinstance(node, ast.Subscript) and not isinstance(node.slice, ast.Slice):
        seq, index = _value(node.value, env), _value(node.slice, env)
        if isinstance(seq, dict) and isinstance(index, (str, int)) and index in seq:
            return seq[index]  # `suffixes["gnu"]` of a module constant
        if not isinstance(seq, (list, tuple, str)) or not isinstance(index, int) or isinstance(index, bool):
            raise _Unknown
        return seq[index]
    if isinstance(node, ast.IfExp):
        return _value(node.body if _value(node.test, env) else node.orelse, env)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow):
        base, exp = _value(node.left, env), _value(node.right, env)
        if not isinstance(exp, int) or isinstance(exp, bool) or not 0 <= exp <= 64:
            raise _Unknown  # `base ** (i + 2)` of a loop: small; anything else is not worked out
        return base**exp
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _PURE
            and node.func.id not in env and not node.keywords):  # fmt: skip
        return _PURE[node.func.id](*(_value(a, env) for a in node.args))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.Not)):
        v = _value(node.operand, env)
        return -v if isinstance(node.op, ast.USub) else not v
    if isinstance(node, ast.BinOp) and type(node.op) in _BIN:
        return _BIN[type(node.op)](_value(node.left, env), _value(node.right, env))
    if isinstance(node, ast.BoolOp):
        vals = [_value(v, env) for v in node.values]
        return all(vals) if isinstance(node.op, ast.And) else any(vals)
    if isinstance(node, ast.Compare):
        left = _value(node.left, env)
        for op, right_node in zip(node.ops, node.comparators, strict=True):
            if type(op) not in _CMP:
                raise _Unknown
            right = _value(right_node, env)
            if not _CMP[type(op)](left, right):
                return False
            left = right
        return True
    raise _Unknown


def _run(
    body: list[ast.stmt], env: dict[str, Any], cls: ast.ClassDef | None = None, depth: int = 0
) -> ast.Return | None:
    """The `return` the body reaches (None at its end); `_Raised` when it reaches a `raise`."""
    for stmt in body:
        if isinstance(stmt, ast.Return):
            return stmt
        if isinstance(stmt, ast.Raise):
            raise _Raised
        if isinstance(stmt, ast.Pass):
            continue
        if (
            cls is not None
            and isinstance(stmt, ast.Assign)
            and len(stmt.targets) == 1
            and _self_attr(stmt.targets[0])
        ):
            _store(cls, stmt.targets[0], _value(stmt.value, env), depth)
            continue
        if isinstance(stmt, ast.AugAssign) and isinstance(stmt.target, ast.Name) and type(stmt.op) in _BIN:
            env[stmt.target.id] = _BIN[type(stmt.op)](_value(stmt.target, env), _value(stmt.value, env))
            continue
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
            env[stmt.targets[0].id] = _value(stmt.value, env)
            continue
        if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and stmt.value is not None:
            env[stmt.target.id] = _value(stmt.value, env)  # `ret: str = format % (…)`
            continue
        if isinstance(stmt, ast.Break):
            raise _Break
        if isinstance(stmt, ast.For):
            found = _loop(stmt, env, cls, depth)
            if found is not None:
                return found
            continue
        if isinstance(stmt, ast.If):
            found = _run(stmt.body if _value(stmt.test, env) else stmt.orelse, env, cls, depth)
            if found is not None:
                return found
            continue
        raise _Unknown
    return None


def _bind(target: ast.expr, value: Any, env: dict[str, Any]) -> None:
    """`for i, s in enumerate(suffix)`: the loop's names take the item's parts."""
    if isinstance(target, ast.Name):
        env[target.id] = value
    elif isinstance(target, ast.Tuple) and all(isinstance(e, ast.Name) for e in target.elts):
        parts = tuple(value) if isinstance(value, (tuple, list)) else ()
        if len(parts) != len(target.elts):
            raise _Unknown
        for e, v in zip(target.elts, parts, strict=True):
            _bind(e, v, env)
    else:
        raise _Unknown


def _loop(stmt: ast.For, env: dict[str, Any], cls: ast.ClassDef | None, depth: int) -> ast.Return | None:
    """A `for` over a list, tuple, string or `enumerate(…)` the evaluator knows, to its `break`, `return` or end
    (then its `else:`); humanize's `naturalsize` finds its unit that way."""
    items = _value(stmt.iter, env)
    if not isinstance(items, (list, tuple, str)) or len(items) > _MAX_LOOP:
        raise _Unknown
    for item in items:
        _bind(stmt.target, item, env)
        try:
            found = _run(stmt.body, env, cls, depth)
        except _Break:
            return None
        if found is not None:
            return found
    return _run(stmt.orelse, env, cls, depth) if stmt.orelse else None


def _module_constants(src: SourceText) -> dict[str, Any]:
    """A Python module's top-level `NAME = literal` assignments (`suffixes = {"gnu": "KMGTPEZY", …}`)."""
    try:
        tree = ast.parse(src.text)
    except SyntaxError:
        return {}
    out: dict[str, Any] = {}
    for stmt in tree.body:
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
            try:
                out[stmt.targets[0].id] = ast.literal_eval(stmt.value)
            except (ValueError, SyntaxError, TypeError):
                continue
    return out


def _function(sources: Sequence[SourceText], name: str, kind: str = "def") -> tuple[SourceText, Any, int] | None:
    for src in sources:
        if not src.path.endswith(".py"):
            continue
        lines = src.text.split("\n")
        for n, line in enumerate(lines, start=1):
            if re.match(rf"\s*{kind}\s+{re.escape(name)}\s*[(:]", line):
                indent = len(line) - len(line.lstrip())
                # a signature over several lines closes at its own indent (`) -> str:`): the body starts after it
                opened, head = 0, n - 1
                for head in range(n - 1, min(len(lines), n + 30)):
                    opened += lines[head].count("(") - lines[head].count(")")
                    if opened <= 0:
                        break
                end = next((k for k in range(head + 1, len(lines)) if lines[k].strip() and len(lines[k]) - len(lines[k].lstrip()) <= indent), len(lines))
                try:
                    tree = ast.parse(textwrap.dedent("\n".join(lines[n - 1 : end])))
                except SyntaxError:
                    return None
                fn = tree.body[0]
                return (src, fn, n - 1) if isinstance(fn, (ast.FunctionDef, ast.ClassDef)) else None
    return None


def worked_return(text: str, sources: Sequence[SourceText]) -> WorkedReturn | None:
    """The return a worked example reaches when its value differs from the example's, else None.

    >>> src = SourceText(path="c.py", text="def _prev(year, month):\\n    if month == 1:\\n        return year-1, 12\\n    return year, month-1\\n")
    >>> w = worked_return("_prev(2024, 1) は (2024, 12) を返すこと", [src])
    >>> (w.line, w.actual)
    (3, '(2023, 12)')
    >>> worked_return("_prev(2024, 1) は (2023, 12) を返すこと", [src]) is None
    True
    """
    m = _CALL.search(text)
    r = _RESULT.search(text, m.end()) if m else None
    if m is None or r is None:
        return None
    found = _function(sources, m.group("name"))
    if found is None:
        return None
    src, fn, offset = found
    try:
        args = ast.literal_eval(f"({m.group('args')},)") if m.group("args").strip() else ()
        claimed = ast.literal_eval(r.group("r"))
        if not isinstance(fn, ast.FunctionDef):
            return None
        params = [a.arg for a in fn.args.args]
        # parameters the call leaves out take their literal defaults (`naturalsize(3000000)`: format="%.1f")
        defaults = [ast.literal_eval(d) for d in fn.args.defaults]
        if fn.args.vararg or fn.args.kwarg or fn.args.kwonlyargs or not len(params) - len(defaults) <= len(args) <= len(params):
            return None
        env = {k: v for k, v in _module_constants(src).items() if k not in params}
        env.update(zip(params[len(params) - len(defaults) :], defaults, strict=True))
        env.update(zip(params, args, strict=False))
        reached = _run(fn.body, env)
        if reached is None or reached.value is None:
            return None
        actual = _value(reached.value, env)
    except (_Unknown, _Raised, _Break, ValueError, SyntaxError, TypeError, ZeroDivisionError, KeyError, OverflowError):
        return None
    if actual == claimed:
        return None
    line = reached.lineno + offset
    return WorkedReturn(
        src.path, line, src.text.split("\n")[line - 1].strip(), f"return {r.group('r')}", repr(actual)
    )


@dataclass(frozen=True)
class WorkedCall:
    call: str
    """The call as the key item writes it (`Calendar(firstweekday=7)`)."""
    file: str
    line: int
    """The `def` (or the class's `__init__`) the call runs."""
    statement: str


def worked_call(text: str, sources: Sequence[SourceText]) -> WorkedCall | None:
    """For a key item expecting a raise: the call it writes when the function (or the class's `__init__`),
    evaluated on its literal arguments, ends without raising; else None (tests/questions/test_effect_comparison.py).
    """
    m = _CALL.search(text)
    if m is None:
        return None
    found = _function(sources, m.group("name")) or _function(sources, m.group("name"), "class")
    if found is None:
        return None
    src, node, offset = found
    cls = node if isinstance(node, ast.ClassDef) else None
    fn = _method(node, "__init__") if cls is not None else node
    if fn is None:
        return None
    try:
        call = ast.parse(m.group(0), mode="eval").body
        assert isinstance(call, ast.Call)
        params = [a.arg for a in fn.args.args][1 if cls is not None else 0 :]
        defaults = dict(
            zip(reversed(params), (ast.literal_eval(d) for d in reversed(fn.args.defaults)), strict=False)
        )
        env = dict(defaults)
        env.update(zip(params, (ast.literal_eval(a) for a in call.args), strict=False))
        env.update({k.arg: ast.literal_eval(k.value) for k in call.keywords if k.arg})
        if fn.args.vararg or fn.args.kwarg or set(env) != set(params):
            return None
        _run(fn.body, env, cls)
    except (_Unknown, _Raised, ValueError, SyntaxError, TypeError, ZeroDivisionError, AssertionError):
        return None
    line = fn.lineno + offset
    return WorkedCall(m.group(0), src.path, line, src.text.split("\n")[line - 1].strip())
