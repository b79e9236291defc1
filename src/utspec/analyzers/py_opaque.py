"""Values a Python key item leaves unsaid, carried through a run of `py_eval` and never read.

"retry_call with tries=0 raises ValueError" gives `tries` and says nothing of `f`: a reviewer checks it by calling
`retry_call(f, tries=0)` with any `f`, and sees it return None whatever `f` is, because `while 0:` never calls it.
The run is exact when nothing it does depends on what was not said, and that is what these values make sure of:
- `Opaque`: an input the key item does not fill (a required parameter), or a module global the evaluator cannot
  compute (`logging_logger = logging.getLogger(__name__)`, `import time`). It can be passed, stored and returned
  through, but any read of it (truth, comparison, identity, arithmetic, attribute, call, iteration, hashing,
  formatting, a builtin given it) gives up the run (`Unknown`): no outcome that depends on it is ever stated.
- `Partial`: `functools.partial(f, *args, **kwargs)` made without reading `f` (Python's own checks that `f` is
  callable, which would read an `Opaque`); calling it calls `f` with the arguments joined.
- `spread`: a call's `*args` and `**kwargs` of a list, tuple or dict the run holds (`partial(f, *args, **kwargs)`).

Hooks in `py_eval` stay additive: `opaque_globals` for the module, `unsaid_parameters` for the outermost call of a
run that allows it, `apply` before a builtin is called, `plain` on the final value.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterable, Sequence
from typing import Any, NoReturn


def _unknown() -> NoReturn:
    from utspec.analyzers.py_eval import Unknown  # here: py_eval imports this module at its top

    raise Unknown


def _unread(*_: Any) -> NoReturn:
    _unknown()


class Opaque:
    """A value not said: carried, never read (every operation Python would make on it raises `Unknown`)."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __deepcopy__(self, memo: dict[int, Any]) -> Opaque:
        return self

    def __getattr__(self, attr: str) -> NoReturn:
        _unknown()

    __bool__ = __eq__ = __ne__ = __lt__ = __le__ = __gt__ = __ge__ = __hash__ = _unread
    __str__ = __repr__ = __format__ = __bytes__ = __len__ = __iter__ = __contains__ = _unread
    __getitem__ = __setitem__ = __index__ = __int__ = __float__ = __complex__ = __round__ = _unread
    __neg__ = __pos__ = __abs__ = __invert__ = _unread
    __add__ = __radd__ = __sub__ = __rsub__ = __mul__ = __rmul__ = __truediv__ = __rtruediv__ = _unread
    __floordiv__ = __rfloordiv__ = __mod__ = __rmod__ = __pow__ = __rpow__ = __divmod__ = __rdivmod__ = (
        _unread
    )
    __and__ = __rand__ = __or__ = __ror__ = __xor__ = __rxor__ = __lshift__ = __rlshift__ = _unread
    __rshift__ = __rrshift__ = __matmul__ = __rmatmul__ = _unread


class Partial:
    """`functools.partial(func, *args, **kwargs)`: made without reading `func`."""

    def __init__(self, func: Any, args: Sequence[Any], kwargs: dict[str, Any]) -> None:
        self.func, self.args, self.kwargs = func, tuple(args), dict(kwargs)


#: What `from functools import partial` binds in a run (the run makes a `Partial` when it is called).
PARTIAL_MAKER = object()
#: What `apply` returns when the call is none of these values' business (py_eval calls the builtin itself).
NOT_HANDLED = object()


def holds(value: Any, depth: int = 0) -> bool:
    """Whether an Opaque is in the value (inside a tuple, list, set or dict too).

    >>> holds((1, [Opaque("f")])), holds((1, [2]))
    (True, False)
    """
    if isinstance(value, (Opaque, Partial)) or value is PARTIAL_MAKER:
        return True
    if depth > 20:
        return True  # a deeper (or self-containing) structure: treated as holding one
    if isinstance(value, dict):
        return any(holds(k, depth + 1) or holds(v, depth + 1) for k, v in value.items())
    if isinstance(value, (tuple, list, set, frozenset)):
        return any(holds(v, depth + 1) for v in value)
    return False


def plain(value: Any) -> bool:
    """Whether a run's final value can be compared with a stated one: no unsaid value in it, no class.

    >>> plain(None), plain((0.5, 1)), plain(Opaque("f")), plain(ValueError)
    (True, True, False, False)
    """
    return not holds(value) and not isinstance(value, type)


def opaque_globals(tree: ast.Module, known: Iterable[str]) -> dict[str, Opaque]:
    """The module's top-level names the evaluator cannot compute, each as an Opaque: an import of a module it does
    not run (`import time`, `from retry.compat import decorator`) or a name assigned once from a value it does not
    compute (`logging_logger = logging.getLogger(__name__)`). Names in `known` (computed constants, run modules),
    defined twice or rebound by a function's `global` are left out (a read of them still gives up).

    >>> tree = ast.parse("import time\\nfrom x import y as z\\nLOG = get(__name__)\\nN = 3\\nN = 4\\n")
    >>> sorted(opaque_globals(tree, {"N"}))
    ['LOG', 'time', 'z']
    """
    known = set(known)
    counts: dict[str, int] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Global):
            for n in node.names:
                counts[n] = 2
    for stmt in tree.body:
        names: list[str] = []
        if isinstance(stmt, ast.Import):
            names = [(a.asname or a.name).split(".", 1)[0] for a in stmt.names]
        elif isinstance(stmt, ast.ImportFrom):
            names = [a.asname or a.name for a in stmt.names if a.name != "*"]
        elif isinstance(stmt, ast.Assign):
            names = [t.id for t in stmt.targets if isinstance(t, ast.Name)]
        elif isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names = [stmt.name]
        for n in names:
            counts[n] = counts.get(n, 0) + 1
    opaque: dict[str, Opaque] = {}
    for stmt in tree.body:
        names = []
        if isinstance(stmt, ast.Import):
            names = [(a.asname or a.name).split(".", 1)[0] for a in stmt.names]
        elif isinstance(stmt, ast.ImportFrom):
            names = [a.asname or a.name for a in stmt.names if a.name != "*"]
        elif isinstance(stmt, ast.Assign) and all(isinstance(t, ast.Name) for t in stmt.targets):
            names = [t.id for t in stmt.targets if isinstance(t, ast.Name)]
        opaque.update((n, Opaque(n)) for n in names if n not in known and counts.get(n) == 1)
    return opaque


def partial_import(stmt: ast.stmt) -> str | None:
    """The name `from functools import partial [as p]` binds, else None."""
    if isinstance(stmt, ast.ImportFrom) and stmt.module == "functools" and not stmt.level:
        return next((a.asname or a.name for a in stmt.names if a.name == "partial"), None)
    return None


def unsaid_parameters(names: Iterable[str]) -> dict[str, Opaque]:
    """The required parameters a key item does not fill, each an Opaque."""
    return {n: Opaque(n) for n in names}


def spread(node: ast.Call, value: Callable[[ast.expr], Any]) -> tuple[list[Any], dict[str, Any]]:
    """The call's arguments, `*seq` of a list or tuple and `**mapping` of a dict with string keys spread as Python
    spreads them; `value` evaluates an expression. Anything else (an Opaque spread, a name given twice) gives up.

    >>> call = ast.parse("f(1, *a, k=2, **d)", mode="eval").body
    >>> spread(call, lambda e: {"a": (2, 3), "d": {"m": 4}}.get(getattr(e, "id", ""), getattr(e, "value", None)))
    ([1, 2, 3], {'k': 2, 'm': 4})
    """
    args: list[Any] = []
    for a in node.args:
        if isinstance(a, ast.Starred):
            seq = value(a.value)
            if not isinstance(seq, (list, tuple)):
                _unknown()
            args.extend(seq)
        else:
            args.append(value(a))
    kwargs: dict[str, Any] = {}
    for k in node.keywords:
        items = {k.arg: value(k.value)} if k.arg is not None else value(k.value)
        if (
            not isinstance(items, dict)
            or not all(isinstance(n, str) for n in items)
            or set(items) & set(kwargs)
        ):
            _unknown()
        kwargs.update(items)
    return args, kwargs


def apply(target: Any, args: Sequence[Any], kwargs: dict[str, Any], call: Callable[..., Any]) -> Any:
    """A call whose target or arguments are these values: `partial(...)` made, a `Partial` called through `call`
    (py_eval's own call of a value), a builtin given an Opaque refused; else `NOT_HANDLED`."""
    if target is PARTIAL_MAKER:
        if not args:
            _unknown()  # partial() without a function: Python's TypeError, not read here
        return Partial(args[0], args[1:], kwargs)
    if isinstance(target, Partial):
        if isinstance(target.func, Opaque):
            _unknown()  # calling what was not said
        # partial's own rule: a keyword given at the call wins over the one given to partial
        return call(target.func, [*target.args, *args], {**target.kwargs, **kwargs})
    if isinstance(target, Opaque) or any(holds(a) for a in args) or any(holds(v) for v in kwargs.values()):
        _unknown()  # `isinstance(f, …)`, `len(args)`: a builtin would read the unsaid value
    return NOT_HANDLED


__all__ = [
    "NOT_HANDLED",
    "PARTIAL_MAKER",
    "Opaque",
    "Partial",
    "apply",
    "holds",
    "opaque_globals",
    "partial_import",
    "plain",
    "spread",
    "unsaid_parameters",
]
