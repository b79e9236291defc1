"""`try` / `except` and a bare `raise` in `py_eval`'s runs, a stand-in function that always fails, and the two
standard-library effects a retry loop makes between attempts (a log line, a sleep).

"When every attempt fails, retry_call returns None" is checked by giving `retry_call` a function that raises every
time it is called (`Failing`, the stand-in the words fix: `questions.failing_call`) and running the loop:
`try: return f()` / `except exceptions as e:` / `if not _tries: raise` re-raises the last failure. The run stays
exact only where Python's own rules are known:
- `except` clauses are tried in order; a clause matches when the raised class is the named builtin class or derives
  from it (a class of the module through its declared base); a class whose ancestry leaves the module and the
  builtins gives the run up. `except … as e` binds a `Caught` value that no operation may read but `is`, `raise e`
  and a bare `raise` (which re-raise it). `else:` runs when nothing was raised; `finally:` runs after all of these
  and after a `return`, `break` or `continue` in them, replacing them when it raises or returns itself (session 30).
- `logging.getLogger(…)` bound at the top of the module is a `Logger`: not None, and its `debug` … `critical`,
  `exception`, `log` calls return None (logging reports its own formatting errors and goes on).
- `time.sleep(x)` returns None for a number x >= 0, raises ValueError for a negative one and TypeError for any
  other value, as CPython does; the sleeps are recorded in order (`Effects.sleeps`).
Anything else a statement does for its effect still gives the run up.
"""

from __future__ import annotations

import ast
import builtins
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, NoReturn

from utspec.analyzers.py_opaque import Opaque, Partial


def _unknown() -> NoReturn:
    from utspec.analyzers.py_eval import Unknown  # here: py_eval imports this module at its top

    raise Unknown


class Failing(Opaque):
    """A stand-in function that raises the builtin exception class `name` each time it is called; any other read of
    it gives the run up, as an unsaid value's does (`py_opaque.Opaque`)."""

    __slots__ = ()


class Caught(Opaque):
    """The exception an `except … as e` clause bound (`name`: its class): only re-raised, never read (`str(e)`,
    `e.args` give the run up)."""

    __slots__ = ()


class Logger:
    """`logging.getLogger(…)`: its logging methods return None."""


class LogMethod:
    """`logger.info` read as a value (`logfn = log.info if n != 1 else log.debug`): calling it returns None."""


def log_method(owner: Any, attr: str) -> LogMethod | None:
    """The logging method `owner.attr` as a value, when `owner` is a `Logger`; else None."""
    return LogMethod() if isinstance(owner, Logger) and attr in _LOG_METHODS else None


class TimeModule:
    """`import time`, for `time.sleep` only."""


_LOG_METHODS = frozenset({"debug", "info", "warning", "warn", "error", "exception", "critical", "log"})


@dataclass
class Effects:
    sleeps: list[float] = field(default_factory=list)


def stdlib_globals(tree: ast.Module) -> dict[str, Any]:
    """`import time` as a `TimeModule` and `NAME = logging.getLogger(…)` (under `import logging`) as a `Logger`.

    >>> tree = ast.parse("import logging\\nimport time\\nLOG = logging.getLogger(__name__)\\n")
    >>> sorted((n, type(v).__name__) for n, v in stdlib_globals(tree).items())
    [('LOG', 'Logger'), ('time', 'TimeModule')]
    """
    out: dict[str, Any] = {}
    imported: set[str] = set()
    for stmt in tree.body:
        if isinstance(stmt, ast.Import):
            for a in stmt.names:
                if a.asname is None and a.name in ("time", "logging"):
                    imported.add(a.name)
                    if a.name == "time":
                        out["time"] = TimeModule()
    for stmt in tree.body:
        if (
            "logging" in imported
            and isinstance(stmt, ast.Assign)
            and len(stmt.targets) == 1
            and isinstance(stmt.targets[0], ast.Name)
            and isinstance(stmt.value, ast.Call)
            and ast.unparse(stmt.value.func) == "logging.getLogger"
        ):
            out[stmt.targets[0].id] = Logger()
    return out


def effect_call(
    owner: Any, attr: str, args: Sequence[Any], kwargs: dict[str, Any], effects: Effects, line: int = 0
) -> bool:
    """Whether `owner.attr(*args)` is one of the effects this module runs (and run it: a sleep is recorded, or
    raises the `_Raised` CPython's `time.sleep` would); False for any other call.

    >>> e = Effects()
    >>> effect_call(Logger(), "warning", ["%s", 1], {}, e), effect_call(TimeModule(), "sleep", [2], {}, e), e.sleeps
    (True, True, [2.0])
    >>> effect_call(TimeModule(), "time", [], {}, e)
    False
    """
    if isinstance(owner, Logger) and attr in _LOG_METHODS:
        return True
    if isinstance(owner, TimeModule) and attr == "sleep" and len(args) == 1 and not kwargs:
        (seconds,) = args
        if isinstance(seconds, bool) or not isinstance(seconds, (int, float)):
            _raise("TypeError", line)
        if seconds < 0:
            _raise("ValueError", line)  # "sleep length must be non-negative"
        effects.sleeps.append(float(seconds))
        return True
    return False


def _raise(name: str, line: int = 0) -> NoReturn:
    from utspec.analyzers.py_eval import _Raised

    raise _Raised(name, line)


def failing(target: Any) -> Failing | None:
    """The stand-in a call reaches: the target itself, or the function of a `partial(f, …)` made of it."""
    if isinstance(target, Partial):
        target = target.func
    return target if isinstance(target, Failing) else None


def call_failing(target: Failing, line: int) -> NoReturn:
    """The stand-in called: it raises its exception at the caller's line."""
    _raise(target.name, line)


def _derives(name: str, cls: Any, classes: dict[str, str | None]) -> bool:
    """Whether the class called `name` (builtin, or the module's through its declared bases) is `cls` or derives
    from it; unknown ancestry gives the run up."""
    seen: set[str] = set()
    while name in classes and name not in seen:
        seen.add(name)
        base = classes[name]
        if base is None:
            _unknown()
        name = base
    raised = getattr(builtins, name, None)
    if not isinstance(raised, type) or not issubclass(raised, BaseException):
        _unknown()
    return issubclass(raised, cls)


def _matches(
    handler: ast.ExceptHandler, name: str, evaluate: Callable[[ast.expr], Any], classes: dict[str, str | None]
) -> bool:
    if handler.type is None:
        return True
    caught = evaluate(handler.type)
    kinds = caught if isinstance(caught, tuple) else (caught,)
    if not all(isinstance(k, type) and issubclass(k, BaseException) for k in kinds):
        _unknown()  # a handler naming something this run cannot read as a class
    return any(_derives(name, k, classes) for k in kinds)


def run_try(
    stmt: ast.Try,
    env: dict[str, Any],
    block: Callable[[Sequence[ast.stmt], dict[str, Any]], None],
    evaluate: Callable[[ast.expr], Any],
    classes: dict[str, str | None],
    handling: list[Caught],
) -> None:
    """Run a `try` statement (module docstring); `block` runs statements, `evaluate` an expression of `env`,
    `handling` is the run's stack of exceptions being handled (for a bare `raise`)."""
    from utspec.analyzers.interp_scope import Break, Continue, Return
    from utspec.analyzers.py_eval import _Raised

    if not stmt.finalbody:
        _run_try(stmt, env, block, evaluate, classes, handling)
        return
    try:
        _run_try(stmt, env, block, evaluate, classes, handling)
    except (_Raised, Return, Break, Continue):
        # the `finally:` runs after a raise, return, break or continue of the body or a handler; what it raises or
        # returns itself replaces that, as in Python. A run given up (`Unknown`) stays given up: it skips this
        block(stmt.finalbody, env)
        raise
    block(stmt.finalbody, env)


def _run_try(
    stmt: ast.Try,
    env: dict[str, Any],
    block: Callable[[Sequence[ast.stmt], dict[str, Any]], None],
    evaluate: Callable[[ast.expr], Any],
    classes: dict[str, str | None],
    handling: list[Caught],
) -> None:
    from utspec.analyzers.py_eval import _Raised

    try:
        block(stmt.body, env)
    except _Raised as r:
        for handler in stmt.handlers:
            if _matches(handler, r.name, evaluate, classes):
                caught = Caught(r.name)
                if handler.name:
                    env[handler.name] = caught
                handling.append(caught)
                try:
                    block(handler.body, env)
                finally:
                    handling.pop()
                    if handler.name:
                        env.pop(handler.name, None)  # Python deletes the name at the end of the clause
                return
        raise
    block(stmt.orelse, env)


def reraised(stmt: ast.Raise, env: dict[str, Any], handling: list[Caught]) -> str | None:
    """The class name a bare `raise` (or `raise e` of a caught exception) raises again, else None."""
    if stmt.exc is None:
        if not handling:
            _unknown()  # "No active exception to re-raise": not read here
        return handling[-1].name
    if isinstance(stmt.exc, ast.Name) and isinstance(env.get(stmt.exc.id), Caught) and stmt.cause is None:
        return env[stmt.exc.id].name
    return None


__all__ = [
    "Caught",
    "Effects",
    "Failing",
    "LogMethod",
    "Logger",
    "TimeModule",
    "call_failing",
    "effect_call",
    "failing",
    "log_method",
    "reraised",
    "run_try",
    "stdlib_globals",
]
