"""A generator function of the module in `py_eval`'s runs: run to its end (or a bound) when called, its yields kept.

redo's `retry` loops `for _ in retrier(attempts=…, …):` over a generator of the same module; a reviewer reading the
loop knows it turns once per `yield`. The run is kept exact by running the generator's body eagerly, when it is
called, and handing its consumer the values it yielded in order:
- a generator is a function whose own body (not a nested function's) holds `yield`; `yield x` as a statement is
  the one form read (`x = yield`, `yield from` and a `send` give the run up);
- its arguments must be values the consumer cannot change afterwards (no list, dict or set): the body runs before
  the consumer's turns, so nothing the consumer does may reach it;
- a `return` ends it; an exception it raises is raised to the consumer when the consumer asks past the last value
  yielded before it (as Python does: the body runs up to the next `yield` only when asked);
- past `MAX_YIELDS` values it is open-ended (`while True: yield …`): a consumer asking past them gives the run up;
- a consumer is a `for` loop (or one that leaves early: the values it did not take are never looked at).
What the body does for its effects (a log line, a sleep) happens when the generator is called, not between the
consumer's turns: the outcome of a run (a return or a raise) does not depend on that order.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, NoReturn

#: Values one generator may yield in a run before it is taken as open-ended.
MAX_YIELDS = 1_000


def _unknown() -> NoReturn:
    from utspec.analyzers.py_eval import Unknown  # here: py_eval imports this module at its top

    raise Unknown


class Enough(Exception):
    """Raised out of a generator's body once it has yielded `MAX_YIELDS` values."""


@dataclass
class Generated:
    """A called generator: the values it yielded, and the exception (`_Raised`) or bound that ended it."""

    values: list[Any] = field(default_factory=list)
    raised: BaseException | None = None
    open_ended: bool = False

    def turns(self) -> Iterator[Any]:
        """The values a `for` loop takes; past them, the generator's exception or (open-ended) a given-up run."""
        yield from self.values
        if self.raised is not None:
            raise self.raised
        if self.open_ended:
            _unknown()


def is_generator(node: ast.FunctionDef | ast.Lambda) -> bool:
    """Whether the function's own body holds `yield` (a nested function's does not count).

    >>> is_generator(ast.parse("def g(n):\\n    for i in range(n):\\n        yield i\\n").body[0])
    True
    >>> is_generator(ast.parse("def f():\\n    def g():\\n        yield 1\\n    return g\\n").body[0])
    False
    """
    if isinstance(node, ast.Lambda):
        return False
    todo: list[ast.AST] = list(node.body)
    while todo:
        n = todo.pop()
        if isinstance(n, (ast.Yield, ast.YieldFrom)):
            return True
        if not isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            todo.extend(ast.iter_child_nodes(n))
    return False


def check_arguments(args: Any, kwargs: dict[str, Any]) -> None:
    """Give the run up when an argument is a value the consumer could change while the generator runs."""
    if any(isinstance(v, (list, dict, set)) for v in (*args, *kwargs.values())):
        _unknown()


def yielded(stmt: ast.stmt, collecting: list[Generated]) -> ast.expr | None | bool:
    """The expression a `yield x` statement yields (None for a bare `yield`), or False when `stmt` is no yield.

    A `yield` anywhere else (`x = yield`, `yield from`) or outside a generator being run gives the run up.
    """
    if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Yield):
        if not collecting:
            _unknown()
        return stmt.value.value
    if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.YieldFrom):
        _unknown()
    return False


def keep(value: Any, collecting: list[Generated]) -> None:
    """Keep one yielded value in the innermost generator being run; `Enough` past `MAX_YIELDS`."""
    current = collecting[-1]
    current.values.append(value)
    if len(current.values) >= MAX_YIELDS:
        current.open_ended = True
        raise Enough


__all__ = ["MAX_YIELDS", "Enough", "Generated", "check_arguments", "is_generator", "keep", "yielded"]
