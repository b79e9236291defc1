"""Go function literals (closures) for `go_instances`: made, called, and passed to `strings.IndexFunc`.

blang/semver's `containsOnly` is `strings.IndexFunc(s, func(r rune) bool { return !strings.ContainsRune(set, r) })`;
robfig/cron's `Parse` keeps a `field := func(…)` that writes the `err` around it. A literal closes over the scope it
is written in (Go closures capture variables, not values: the scope object itself is kept); a call runs its body in a
scope of its own under that one. Named results, variadic parameters and a closure that outlives its run are not
modelled (a closure is only ever called within the run that made it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from utspec.analyzers import ts_adapter as ts
from utspec.analyzers.go_eval import _Return, _Scope
from utspec.analyzers.go_library import INT_TYPES, ascii_only
from utspec.analyzers.py_eval import MAX_DEPTH, Unknown

if TYPE_CHECKING:
    from utspec.analyzers.go_instances import _Objects


@dataclass(eq=False)
class GoFunc:
    node: ts.Node
    """The `func_literal`."""
    scope: _Scope
    """The scope it was written in (what it closes over)."""


def call(run: _Objects, fn: GoFunc, args: list[Any]) -> tuple[Any, ...]:
    """Run a closure's body on `args` (converted to its parameters' types); its results."""
    params, body = fn.node.field("parameters"), fn.node.field("body")
    if params is None or body is None:
        raise Unknown
    scope = _Scope(parent=fn.scope)
    names: list[tuple[str, str]] = []
    for decl in params.named_children():
        t = decl.field("type")
        if decl.type != "parameter_declaration" or t is None:
            raise Unknown
        names.extend((c.text, t.text) for c in decl.named_children() if c.type == "identifier")
    if len(names) != len(args):
        raise Unknown
    for (name, type_text), arg in zip(names, args, strict=True):
        scope.vars[name], scope.types[name] = run.convert(arg, type_text), type_text
    result = fn.node.field("result")
    if result is not None and result.type == "parameter_list":
        raise Unknown  # several or named results
    run.depth += 1
    if run.depth > MAX_DEPTH:
        raise Unknown
    line, file = run.line, run.file
    try:
        run.block(body, _Scope(parent=scope))
    except _Return as r:
        if result is None or len(r.values) != 1:
            raise Unknown from None
        return (run.convert(r.values[0], result.text),)
    finally:
        run.depth -= 1
        run.line, run.file = line, file
    if result is not None:
        raise Unknown
    return ()


def index_func(run: _Objects, s: Any, fn: Any) -> Any:
    """`strings.IndexFunc(s, f)`: the byte index of the first rune `f` holds for, else -1 (ASCII strings only)."""
    if not isinstance(s, str) or not isinstance(fn, GoFunc):
        raise Unknown
    for i, c in enumerate(ascii_only(s)):
        (held,) = call(run, fn, [INT_TYPES["rune"](ord(c))])
        if not isinstance(held, bool):
            raise Unknown
        if held:
            return INT_TYPES["int"](i)
    return INT_TYPES["int"](-1)


__all__ = ["GoFunc", "call", "index_func"]
