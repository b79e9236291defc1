"""Run a Python function of the sources on literal arguments, as far as its text can be run exactly.

A key item that writes a call and its outcome (`ordinal(-1021) は 'st' を返すこと`, `camelize("", False) は空文字列
を返すこと`) is checked by a reviewer the same way: run the named function on those arguments, the parameters it
leaves out at their defaults. Session 22 found that most contradicted key items no text rule reached were of
this kind (a default, a modulo of a negative number, a regular expression, a nested call).

This evaluator reads the code with `ast` and runs it statement by statement. It runs only what it can
run exactly and gives up (`None`) on anything else, never guessing:
- functions of the same module (recursion bounded), lambdas, module constants written as literals;
- `if`/`elif`/`else`, assignments (tuple unpacking, `+=`…), `return`, `raise`, `for` over a known sequence and
  `while` (both bounded), `break`/`continue`, `pass`, an expression statement calling a method of a local list;
- the operators, comparisons, `and`/`or` (short-circuit), conditional expressions, subscripts and slices,
  f-strings and `%` formatting, with Python's own semantics (the values are plain Python values);
- a closed list of builtins, of modules (`re`, `math`, `unicodedata`, `string`) and of methods of `str`,
  `bytes`, `list`, `tuple` and `dict` that change nothing but a local value.

An exception the code raises (`raise ValueError(...)`) or that Python raises on the operation it runs
(`string[0]` of `''`: IndexError) is an outcome like a return: the key item may expect it or not. Classes,
`self`, `try`, `with`, imports of other modules, globals, I/O: not run. Pure functions of the source text.
"""

from __future__ import annotations

import ast
import builtins
import copy
import datetime
import decimal
import fractions
import functools
import math
import numbers
import operator
import re
import string as string_module
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from utspec.analyzers import py_dates
from utspec.analyzers.interp_scope import Break as _Break
from utspec.analyzers.interp_scope import Continue as _Continue
from utspec.analyzers.interp_scope import Return as _Return
from utspec.analyzers.py_generators import Enough, Generated, check_arguments, is_generator, keep, yielded
from utspec.analyzers.py_handlers import (
    Caught,
    Effects,
    Failing,
    Logger,
    LogMethod,
    TimeModule,
    call_failing,
    effect_call,
    failing,
    log_method,
    reraised,
    run_try,
    stdlib_globals,
)
from utspec.analyzers.py_mutated import mutated_globals
from utspec.analyzers.py_opaque import (
    NOT_HANDLED,
    PARTIAL_MAKER,
    Opaque,
    apply,
    holds,
    opaque_globals,
    partial_import,
    plain,
    spread,
    unsaid_parameters,
)
from utspec.analyzers.py_random import PinnedRandom, draw, imports_random
from utspec.analyzers.py_registered import fastmcp_servers, registers_only
from utspec.analyzers.py_stand_in_reads import GETATTR, Returning, returned, stand_in_read

#: Steps (statements and loop turns) one evaluation may take; a longer run is not evaluated.
MAX_STEPS = 20_000
#: Nested calls one evaluation may make (a recursion deeper than this is not evaluated).
MAX_DEPTH = 25

_BIN: dict[type, Callable[[Any, Any], Any]] = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod, ast.BitAnd: operator.and_, ast.BitOr: operator.or_,
    ast.BitXor: operator.xor, ast.LShift: operator.lshift, ast.RShift: operator.rshift,
}  # fmt: skip
_CMP: dict[type, Callable[[Any, Any], Any]] = {
    ast.Eq: operator.eq, ast.NotEq: operator.ne, ast.Lt: operator.lt, ast.LtE: operator.le, ast.Gt: operator.gt,
    ast.GtE: operator.ge, ast.Is: operator.is_, ast.IsNot: operator.is_not,
    ast.In: lambda a, b: a in b, ast.NotIn: lambda a, b: a not in b,
}  # fmt: skip
#: Builtins with one answer for their arguments and no effect outside them.
_BUILTINS: dict[str, Any] = {
    f.__name__: f
    for f in (abs, all, any, bool, chr, divmod, enumerate, float, int, isinstance, iter, len, list, max, min, ord,
              repr, reversed, round, sorted, str, sum, tuple, zip, dict, set, frozenset, bytes, hex, oct, bin)
}  # fmt: skip
_BUILTINS.update({"range": lambda *a: _small(range(*a)), "True": True, "False": False, "None": None})
_BUILTINS.update({"callable": callable, "getattr": GETATTR})  # what a stand-in function answers (py_stand_in_reads)
#: Exception classes a `raise` may name and `isinstance` may test, by name (a user class is read from the source).
_EXCEPTIONS = {
    n: v for n, v in vars(builtins).items() if isinstance(v, type) and issubclass(v, BaseException)
}
#: An f-string's `!s`, `!r`, `!a` (by the character code `ast` keeps), or none (-1).
_CONVERSIONS: dict[int, Callable[[Any], Any]] = {
    -1: lambda v: v,
    ord("s"): str,
    ord("r"): repr,
    ord("a"): ascii,
}
#: Modules whose functions only compute; `re`'s compile cache is no effect a test can see.
_MODULES: dict[str, Any] = {"re": re, "math": math, "unicodedata": unicodedata, "string": string_module,
                            "numbers": numbers, "decimal": decimal, "fractions": fractions,
                            "datetime": datetime}  # fmt: skip
_MODULE_ATTRS: dict[str, frozenset[str]] = {
    "re": frozenset({"sub", "subn", "search", "match", "fullmatch", "findall", "split", "escape", "compile",
                     "I", "IGNORECASE", "M", "MULTILINE", "S", "DOTALL", "X", "VERBOSE", "A", "ASCII", "U"}),
    "math": frozenset({"floor", "ceil", "trunc", "fabs", "sqrt", "log", "log10", "log2", "exp", "pow", "isnan",
                       "isinf", "isfinite", "pi", "e", "inf", "nan", "copysign", "fsum", "gcd", "isclose"}),
    "unicodedata": frozenset({"normalize", "category", "east_asian_width", "combining", "decimal", "digit",
                              "numeric", "name"}),
    "string": frozenset({"ascii_letters", "ascii_lowercase", "ascii_uppercase", "digits", "hexdigits",
                         "octdigits", "punctuation", "whitespace", "printable"}),
    # the number tower, for `isinstance(x, (numbers.Real, Decimal))` (statistics' harmonic_mean)
    "numbers": frozenset({"Number", "Complex", "Real", "Rational", "Integral"}),
    "decimal": frozenset({"Decimal"}),
    "fractions": frozenset({"Fraction"}),
    "datetime": py_dates.MODULE_ATTRS,
}  # fmt: skip
#: Methods that return a new value and leave their object as it was.
_PURE_METHODS: dict[type, frozenset[str]] = {
    str: frozenset({"capitalize", "casefold", "center", "count", "encode", "endswith", "find", "format", "index",
                    "isalnum", "isalpha", "isascii", "isdecimal", "isdigit", "islower", "isnumeric", "isspace",
                    "istitle", "isupper", "join", "ljust", "lower", "lstrip", "partition", "removeprefix",
                    "removesuffix", "replace", "rfind", "rindex", "rjust", "rpartition", "rsplit", "rstrip",
                    "split", "splitlines", "startswith", "strip", "swapcase", "title", "upper", "zfill"}),
    bytes: frozenset({"decode", "startswith", "endswith", "lower", "upper", "strip", "split", "find", "count",
                      "replace", "hex"}),
    list: frozenset({"count", "index", "copy"}),
    tuple: frozenset({"count", "index"}),
    dict: frozenset({"get", "keys", "values", "items", "copy"}),
    re.Match: frozenset({"group", "groups", "start", "end", "span", "groupdict"}),
    re.Pattern: frozenset({"sub", "subn", "search", "match", "fullmatch", "findall", "split"}),
    **py_dates.METHODS,
}  # fmt: skip
#: Methods that change a list the function built itself (a parameter's list is the caller's: not run).
_LIST_EFFECTS = frozenset({"append", "extend", "insert", "pop", "remove", "sort", "reverse", "clear"})


def _flags(node: ast.expr) -> int:
    """`re.VERBOSE`, `re.I | re.M`: the flags of a module-level `re.compile`, else ValueError."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        return _flags(node.left) | _flags(node.right)
    if (
        isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "re"
        and node.attr in _MODULE_ATTRS["re"]
        and isinstance(flag := getattr(re, node.attr), re.RegexFlag)
    ):
        return int(flag)
    raise ValueError("not a flag")


def _compiled(node: ast.expr) -> re.Pattern[str] | None:
    """A module constant `NAME = re.compile("…", re.VERBOSE)` (roman's `romanNumeralPattern`), compiled; else None.
    Its `search`/`match` are pure methods (`_PURE_METHODS`), so a function testing input against it can be run."""
    if not (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and isinstance(node.func.value, ast.Name)
        and node.func.value.id == "re"
        and node.func.attr == "compile"
        and 1 <= len(node.args) <= 2
        and not node.keywords
        and isinstance(node.args[0], ast.Constant)
        and isinstance(node.args[0].value, str)
    ):
        return None
    return re.compile(node.args[0].value, _flags(node.args[1]) if len(node.args) == 2 else 0)


class Unknown(Exception):
    """The code does something this evaluator does not run exactly."""


class StepLimit(Unknown):
    """The run took more than `MAX_STEPS` statements: a loop these values do not leave (shortuuid's
    `int_to_string(1, ['a'])`), told apart from code the evaluator cannot run (`filled_run.py` refuses the first)."""


class _Raised(Exception):
    def __init__(self, name: str, line: int) -> None:
        super().__init__(name)
        self.name, self.line = name, line


@dataclass(frozen=True)
class Outcome:
    """What a call does: the value it returns or the exception it raises, and the line that does it."""

    kind: Literal["return", "raise"]
    value: Any
    """The returned value, or the exception's class name."""
    line: int
    """The `return` or `raise` (or the statement Python raised on), as a line of the source file."""
    path: tuple[int, ...] = ()
    """The statements the called function itself ran, in order, each line once (not those of the calls it made)."""
    file: str = ""
    """The source file of `line` when it may be another than the called function's (a JavaScript module)."""


def _small(seq: Any) -> Any:
    if len(seq) > MAX_STEPS:
        raise Unknown
    return seq


#: The arithmetic a module constant may be written with (`ONE_THIRD = 1.0/3.0`); no `**`, whose result may be huge.
_CONSTANT_OPS: dict[type, Callable[[Any, Any], Any]] = {
    k: v for k, v in _BIN.items() if k in (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod)
}


def _constant(node: ast.expr) -> Any:
    """A module constant's value: a literal, or numbers combined by `+ - * / // %` (colorsys' `ONE_THIRD = 1.0/3.0`),
    computed as Python computes it; anything else raises ValueError.

    >>> _constant(ast.parse("2.0/3.0", mode="eval").body), _constant(ast.parse("(1 + 2) * 4", mode="eval").body)
    (0.6666666666666666, 12)
    """
    if isinstance(node, ast.BinOp) and type(node.op) in _CONSTANT_OPS:
        left, right = _constant(node.left), _constant(node.right)
        if not all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in (left, right)):
            raise ValueError("not a number")
        try:
            return _CONSTANT_OPS[type(node.op)](left, right)
        except ZeroDivisionError as e:
            raise ValueError("no value") from e
    return ast.literal_eval(node)


class _Module:
    """One source file's functions, literal constants, imported modules and exception classes."""

    def __init__(self, text: str) -> None:
        self.tree = ast.parse(text)
        self.functions: dict[str, ast.FunctionDef] = {}
        self.globals: dict[str, Any] = {}
        self.classes: dict[str, str | None] = {}  # exception class → its base's name
        # `@mcp.tool()` hands the function back unchanged (py_registered): it runs as the function it decorates
        servers = fastmcp_servers(self.tree)
        for stmt in self.tree.body:
            if isinstance(stmt, ast.FunctionDef) and all(
                registers_only(d, servers) for d in stmt.decorator_list
            ):
                self.functions[stmt.name] = stmt
            elif isinstance(stmt, ast.Import):
                for alias in stmt.names:
                    if alias.name in _MODULES:
                        self.globals[alias.asname or alias.name] = _MODULES[alias.name]
            elif isinstance(stmt, ast.ImportFrom) and stmt.module in _MODULES and not stmt.level:
                for alias in stmt.names:
                    if alias.name in _MODULE_ATTRS[stmt.module]:
                        self.globals[alias.asname or alias.name] = getattr(_MODULES[stmt.module], alias.name)
            elif isinstance(stmt, ast.ClassDef):
                bases = [b.id for b in stmt.bases if isinstance(b, ast.Name)]
                self.classes[stmt.name] = bases[0] if bases else None
            elif isinstance(stmt, ast.Assign) and all(isinstance(t, ast.Name) for t in stmt.targets):
                try:
                    # a pattern compiled at the top, only under `import re` above it
                    compiled = _compiled(stmt.value) if self.globals.get("re") is re else None
                    value = compiled or _constant(stmt.value)
                except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError, re.error):
                    continue
                for t in stmt.targets:
                    assert isinstance(t, ast.Name)
                    self.globals[t.id] = value
        # a name assigned twice at the top (or by a function's `global`) is not a constant: dropped
        seen: dict[str, int] = {}
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Global):
                for n in node.names:
                    seen[n] = 2
        # `_ERA_BY_KEY = {}` filled by a top-level loop: its literal is not its value (py_mutated)
        for name in mutated_globals(self.tree):
            seen[name] = 2
        for stmt in self.tree.body:
            for t in stmt.targets if isinstance(stmt, ast.Assign) else []:
                if isinstance(t, ast.Name):
                    seen[t.id] = seen.get(t.id, 0) + 1
        for name, count in seen.items():
            if count > 1:
                self.globals.pop(name, None)
        # `functools.partial` and what the run cannot compute (an imported module, `getLogger(…)`), carried unread
        for stmt in self.tree.body:
            if (bound := partial_import(stmt)) is not None and seen.get(bound, 0) <= 1:
                self.globals[bound] = PARTIAL_MAKER
        for unread, opaque in opaque_globals(self.tree, (*self.globals, *self.functions)).items():
            self.globals[unread] = opaque
        for name, value in stdlib_globals(self.tree).items():  # `time.sleep`, a logger (py_handlers)
            if isinstance(self.globals.get(name), Opaque):
                self.globals[name] = value

    def is_exception(self, name: str) -> bool:
        seen: set[str] = set()
        while name in self.classes and name not in seen:
            seen.add(name)
            base = self.classes[name]
            if base is None:
                return False
            name = base
        return name in _EXCEPTIONS


class _Function:
    """A function of the module (or a lambda) as a value: calling it runs it here."""

    def __init__(self, run: _Run, node: ast.FunctionDef | ast.Lambda, closure: dict[str, Any]) -> None:
        self.run, self.node, self.closure = run, node, closure

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.run.call(self, args, kwargs)


class _Run:
    """One evaluation: its step count and call depth."""

    def __init__(self, module: _Module) -> None:
        self.module = module
        self.steps = 0
        self.depth = 0
        self.line = 0
        self.returned_at = 0
        self.path: list[int] = []
        """The line where the outermost function returned (its last line when it ends without `return`)."""
        self.local_lists: set[int] = set()
        self.unsaid = False
        """Whether the outermost call's required parameters left out are unsaid values (`py_opaque.Opaque`)."""
        self.handling: list[Caught] = []  # the exceptions `except` clauses are handling (py_handlers)
        self.effects = Effects()
        self.collecting: list[Generated] = []  # the generators being run, innermost last (py_generators)

    # -- calls -----------------------------------------------------------------------------------------
    def function(self, name: str) -> _Function | None:
        node = self.module.functions.get(name)
        return _Function(self, node, {}) if node is not None else None

    def call(self, fn: _Function, args: Sequence[Any], kwargs: dict[str, Any]) -> Any:
        a = fn.node.args
        if a.vararg or a.kwarg or a.posonlyargs:
            raise Unknown
        params = [p.arg for p in a.args]
        keyword_only = [p.arg for p in a.kwonlyargs]  # `quantiles(data, *, n=4, method='exclusive')`
        if len(args) > len(params) or set(kwargs) - set(params) - set(keyword_only):
            raise Unknown
        if set(kwargs) & set(params[: len(args)]):
            raise Unknown  # a parameter given twice: Python's TypeError, not read here
        env: dict[str, Any] = dict(fn.closure)
        defaults = a.defaults
        for p, d in zip(params[len(params) - len(defaults) :], defaults, strict=True):
            env[p] = self.expr(d, {})
        for p, kd in zip(keyword_only, a.kw_defaults, strict=True):
            if kd is not None:
                env[p] = self.expr(kd, {})
        env.update(zip(params, args, strict=False))
        env.update(kwargs)
        if any(p not in env for p in (*params, *keyword_only)):
            if not (self.unsaid and self.depth == 0):
                raise Unknown  # a required parameter left out
            env.update(unsaid_parameters(p for p in (*params, *keyword_only) if p not in env))
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise Unknown
        try:
            if is_generator(fn.node):
                return self._generate(fn, env, args, kwargs)
            if isinstance(fn.node, ast.Lambda):
                return self.expr(fn.node.body, env)
            try:
                self.block(fn.node.body, env)
            except _Return as r:
                if self.depth == 1:
                    self.returned_at = r.line
                return r.value
            if self.depth == 1:
                self.returned_at = fn.node.end_lineno or fn.node.lineno
            return None
        finally:
            self.depth -= 1

    def _generate(self, fn: _Function, env: dict[str, Any], args: Sequence[Any], kwargs: dict[str, Any]) -> Generated:
        """A generator function called: its body run now, its yields kept (py_generators)."""
        check_arguments(args, kwargs)
        made = Generated()
        self.collecting.append(made)
        try:
            self.block(fn.node.body, env)  # type: ignore[arg-type]
        except _Return:
            pass  # a generator's return ends it
        except _Raised as r:
            made.raised = r
        except Enough:
            pass
        finally:
            self.collecting.pop()
        return made

    # -- statements ------------------------------------------------------------------------------------
    def block(self, body: Sequence[ast.stmt], env: dict[str, Any]) -> None:
        for stmt in body:
            self.stmt(stmt, env)

    def stmt(self, stmt: ast.stmt, env: dict[str, Any]) -> None:  # noqa: C901 - one case per statement type
        self.steps += 1
        if self.steps > MAX_STEPS:
            raise StepLimit
        self.line = stmt.lineno
        if self.depth == 1 and stmt.lineno not in self.path:
            self.path.append(stmt.lineno)
        if isinstance(stmt, ast.Return):
            value = self.expr(stmt.value, env) if stmt.value is not None else None
            raise _Return(value, stmt.lineno)
        if isinstance(stmt, ast.Raise):
            raise _Raised(reraised(stmt, env, self.handling) or self._raised_name(stmt), stmt.lineno)
        if isinstance(stmt, ast.Pass):
            return
        if (value := yielded(stmt, self.collecting)) is not False:
            keep(self.expr(value, env) if isinstance(value, ast.expr) else None, self.collecting)
            return
        if isinstance(stmt, ast.Assert):
            if not self._truth(stmt.test, env):
                raise _Raised("AssertionError", stmt.lineno)
            return
        if isinstance(stmt, ast.Expr):
            if isinstance(stmt.value, ast.Constant):
                return  # a docstring
            if self._list_effect(stmt.value, env) or self._stdlib_effect(stmt.value, env):
                return
            if (
                isinstance(stmt.value, ast.Call)
                and isinstance(stmt.value.func, ast.Name)
                and isinstance(env.get(stmt.value.func.id), (LogMethod, Failing, Returning))
            ):
                # `logfn(*logfn_args)`: a log line; `action()`: a stand-in function, which does nothing else
                self._call(stmt.value, env)
                return
            raise Unknown  # a call for its effect (a log, a write): not run
        if isinstance(stmt, ast.Assign):
            value = self.expr(stmt.value, env)
            for target in stmt.targets:
                self.bind(target, value, env)
            return
        if isinstance(stmt, ast.AnnAssign) and stmt.value is not None:
            self.bind(stmt.target, self.expr(stmt.value, env), env)
            return
        if isinstance(stmt, ast.AugAssign) and isinstance(stmt.target, ast.Name) and type(stmt.op) in _BIN:
            current = self.expr(stmt.target, env)
            self.bind(
                stmt.target, self._real(lambda: _BIN[type(stmt.op)](current, self.expr(stmt.value, env))), env
            )
            return
        if isinstance(stmt, ast.If):
            self.block(stmt.body if self._truth(stmt.test, env) else stmt.orelse, env)
            return
        if isinstance(stmt, ast.For):
            self._for(stmt, env)
            return
        if isinstance(stmt, ast.While):
            self._while(stmt, env)
            return
        if isinstance(stmt, ast.Break):
            raise _Break
        if isinstance(stmt, ast.Continue):
            raise _Continue
        if isinstance(stmt, ast.FunctionDef) and not stmt.decorator_list:
            env[stmt.name] = _Function(self, stmt, dict(env))
            return
        if isinstance(stmt, ast.Try):
            run_try(stmt, env, self.block, lambda e: self.expr(e, env), self.module.classes, self.handling)
            return
        raise Unknown

    def _stdlib_effect(self, node: ast.expr, env: dict[str, Any]) -> bool:
        """`logger.warning(…)`, `time.sleep(x)` (py_handlers)."""
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            return False
        owner = self.expr(node.func.value, env)
        if not isinstance(owner, (Logger, TimeModule)):
            return False
        args, kwargs = spread(node, lambda e: self.expr(e, env))
        return effect_call(owner, node.func.attr, args, kwargs, self.effects, self.line)

    def _raised_name(self, stmt: ast.Raise) -> str:
        exc = stmt.exc
        if exc is None:
            raise Unknown  # a bare re-raise: which exception depends on the handler
        target = exc.func if isinstance(exc, ast.Call) else exc
        if isinstance(target, ast.Name) and (target.id in _EXCEPTIONS or self.module.is_exception(target.id)):
            return target.id
        raise Unknown

    def _list_effect(self, node: ast.expr, env: dict[str, Any]) -> bool:
        """`parts.append(x)` on a list the function built itself."""
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr in _LIST_EFFECTS and isinstance(node.func.value, ast.Name)):  # fmt: skip
            return False
        target = env.get(node.func.value.id)
        if not isinstance(target, list) or id(target) not in self.local_lists:
            return False
        args = [self.expr(a, env) for a in node.args]
        self._real(lambda: getattr(target, node.func.attr)(*args))  # type: ignore[attr-defined]
        return True

    def _for(self, stmt: ast.For, env: dict[str, Any]) -> None:
        items = self.expr(stmt.iter, env)
        if isinstance(items, Generated):
            items = items.turns()  # taken one by one: past its values, what ended the generator
        elif not isinstance(items, (list, tuple, str, bytes, dict, range, enumerate, zip, reversed)):
            raise Unknown
        else:
            items = list(items)
            if len(items) > MAX_STEPS:
                raise Unknown
        for item in items:
            self.steps += 1
            self.bind(stmt.target, item, env)
            try:
                self.block(stmt.body, env)
            except _Break:
                return
            except _Continue:
                continue
        self.block(stmt.orelse, env)

    def _while(self, stmt: ast.While, env: dict[str, Any]) -> None:
        while self._truth(stmt.test, env):
            self.steps += 1
            if self.steps > MAX_STEPS:
                raise StepLimit
            try:
                self.block(stmt.body, env)
            except _Break:
                return
            except _Continue:
                continue
        self.block(stmt.orelse, env)

    def bind(self, target: ast.expr, value: Any, env: dict[str, Any]) -> None:
        if isinstance(target, ast.Name):
            env[target.id] = value
            return
        if isinstance(target, (ast.Tuple, ast.List)) and not any(
            isinstance(e, ast.Starred) for e in target.elts
        ):
            parts = self._real(lambda: list(value))
            if len(parts) != len(target.elts):
                raise _Raised("ValueError", self.line)  # Python's "too many / not enough values to unpack"
            for e, v in zip(target.elts, parts, strict=True):
                self.bind(e, v, env)
            return
        raise Unknown  # a store into an attribute or an item: an effect on an object

    # -- expressions -----------------------------------------------------------------------------------
    def _truth(self, node: ast.expr, env: dict[str, Any]) -> bool:
        value = self.expr(node, env)
        if isinstance(value, (_Function, type)) or value.__class__.__module__ not in ("builtins", "re"):
            raise Unknown
        return bool(value)

    def _real(self, op: Callable[[], Any]) -> Any:
        """An operation on plain values: a Python exception it raises is the code's (`''[0]`: IndexError)."""
        try:
            return op()
        except (Unknown, _Raised, _Return, _Break, _Continue):
            raise
        except RecursionError as e:
            raise Unknown from e
        except (ArithmeticError, LookupError, ValueError, TypeError, AttributeError, UnicodeError) as e:
            raise _Raised(type(e).__name__, self.line) from e

    def expr(self, node: ast.expr | None, env: dict[str, Any]) -> Any:  # noqa: C901 - one case per node type
        if node is None:
            raise Unknown
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.Name):
            return self._name(node.id, env)
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            if any(isinstance(e, ast.Starred) for e in node.elts):
                raise Unknown
            items = [self.expr(e, env) for e in node.elts]
            if isinstance(node, ast.List):
                self.local_lists.add(id(items))
                return items
            return tuple(items) if isinstance(node, ast.Tuple) else self._real(lambda: set(items))
        if isinstance(node, ast.Dict):
            if any(k is None for k in node.keys):
                raise Unknown
            pairs = [
                (self.expr(k, env), self.expr(v, env)) for k, v in zip(node.keys, node.values, strict=True)
            ]
            return self._real(lambda: dict(pairs))
        if isinstance(node, ast.BoolOp):
            value: Any = None
            for part in node.values:
                value = self.expr(part, env)
                if bool(value) != isinstance(node.op, ast.And):
                    return value
            return value
        if isinstance(node, ast.UnaryOp):
            operand = self.expr(node.operand, env)
            ops: dict[type, Callable[[Any], Any]] = {ast.USub: operator.neg, ast.UAdd: operator.pos,
                                                      ast.Not: operator.not_, ast.Invert: operator.invert}  # fmt: skip
            return self._real(lambda: ops[type(node.op)](operand))
        if isinstance(node, ast.BinOp):
            left, right = self.expr(node.left, env), self.expr(node.right, env)
            if isinstance(node.op, ast.Pow):
                if not isinstance(right, (int, float)) or abs(right) > 256:
                    raise Unknown
                return self._real(lambda: left**right)
            if type(node.op) not in _BIN:
                raise Unknown
            if isinstance(node.op, ast.Mult) and any(
                isinstance(v, int) and v > MAX_STEPS for v in (left, right)
            ):
                raise Unknown  # `"-" * n` of a large n: not built
            return self._real(lambda: _BIN[type(node.op)](left, right))
        if isinstance(node, ast.Compare):
            left = self.expr(node.left, env)
            for op, right_node in zip(node.ops, node.comparators, strict=True):
                right = self.expr(right_node, env)
                if isinstance(op, (ast.Is, ast.IsNot)) and holds((left, right)):
                    raise Unknown  # `f is None` of an unsaid f
                if not self._real(functools.partial(_CMP[type(op)], left, right)):
                    return False
                left = right
            return True
        if isinstance(node, ast.IfExp):
            return self.expr(node.body if self._truth(node.test, env) else node.orelse, env)
        if isinstance(node, ast.Subscript):
            seq = self.expr(node.value, env)
            if isinstance(node.slice, ast.Slice):
                s = node.slice
                parts = [self.expr(p, env) if p is not None else None for p in (s.lower, s.upper, s.step)]
                return self._real(lambda: seq[slice(*parts)])
            index = self.expr(node.slice, env)
            if not isinstance(seq, (str, bytes, list, tuple, dict, re.Match)):
                raise Unknown
            return self._real(lambda: seq[index])
        if isinstance(node, ast.JoinedStr):
            return "".join(str(self.expr(v, env)) for v in node.values)
        if isinstance(node, ast.FormattedValue):
            value = self.expr(node.value, env)
            spec = self.expr(node.format_spec, env) if node.format_spec is not None else ""
            conv = _CONVERSIONS[node.conversion]
            return self._real(lambda: format(conv(value), spec))
        if isinstance(node, ast.Lambda):
            return _Function(self, node, dict(env))
        if isinstance(node, ast.Attribute):
            owner = self.expr(node.value, env)
            if owner in _MODULES.values():
                name = next(k for k, v in _MODULES.items() if v is owner)
                if node.attr not in _MODULE_ATTRS[name]:
                    raise Unknown
                return getattr(owner, node.attr)
            if (method := log_method(owner, node.attr)) is not None:
                return method  # `logfn = log.info if n != 1 else log.debug`
            known, value = py_dates.field(owner, node.attr)  # `date.month`
            if known:
                return value
            raise Unknown
        if isinstance(node, ast.Call):
            return self._call(node, env)
        raise Unknown

    def _name(self, name: str, env: dict[str, Any]) -> Any:
        if name in env:
            return env[name]
        if name in self.module.functions:
            return self.function(name)
        if name in self.module.globals:
            value = self.module.globals[name]
            return copy.deepcopy(value) if isinstance(value, (list, dict, set)) else value
        if name in _BUILTINS:
            return _BUILTINS[name]
        if name in _EXCEPTIONS:
            # `exceptions=Exception` as a default: a class carried (`_truth` refuses it)
            return _EXCEPTIONS[name]
        raise Unknown

    def _call(self, node: ast.Call, env: dict[str, Any]) -> Any:
        func = node.func
        if isinstance(func, ast.Attribute) and isinstance(self.expr(func.value, env), PinnedRandom):
            args, kwargs = spread(node, lambda e: self.expr(e, env))
            return draw(self.expr(func.value, env), func.attr, args, kwargs)  # a stand-in run's pinned draw
        if isinstance(func, ast.Attribute) and (owner := self.expr(func.value, env)) not in _MODULES.values():
            allowed = next(
                (names for kind, names in _PURE_METHODS.items() if isinstance(owner, kind)), frozenset()
            )
            if func.attr not in allowed:
                raise Unknown
            target = getattr(owner, func.attr)
        else:
            target = self.expr(func, env)
        args, kwargs = spread(node, lambda e: self.expr(e, env))
        return self._invoke(target, args, kwargs)

    def _invoke(self, target: Any, args: list[Any], kwargs: dict[str, Any]) -> Any:
        if (stand_in := failing(target)) is not None:
            call_failing(stand_in, self.line)  # a stand-in that always fails (py_handlers)
        if isinstance(target, LogMethod):
            return None
        if (value := returned(target)) is not None:
            return value  # a stand-in function that returns: its value is never read (py_stand_in_reads)
        if (read := stand_in_read(target, args, kwargs, (_Function,))) is not NOT_HANDLED:
            return read  # `callable(f)`, `getattr(f, "__name__", f)` of a stand-in function
        if isinstance(target, _Function):
            line = self.line
            result = self.call(target, args, kwargs)
            self.line = line
            return result
        if (made := apply(target, args, kwargs, self._invoke)) is not NOT_HANDLED:
            return made  # `partial(f, …)` and its call; a builtin given an unsaid value gives up
        if not callable(target) or not (target in _BUILTINS.values() or _from_allowed(target)):
            raise Unknown
        line = self.line
        result = self._real(lambda: target(*args, **kwargs))
        self.line = line
        if isinstance(result, list):
            self.local_lists.add(id(result))
        return result


def _from_allowed(target: Any) -> bool:
    """A bound method of a value (allowed by `_PURE_METHODS` before it was read) or a module function."""
    owner = getattr(target, "__self__", None)
    if owner is not None and not isinstance(owner, type(re)):
        return True
    module = getattr(target, "__module__", None) or getattr(owner, "__name__", None)
    return module in _MODULES or owner in _MODULES.values()


def call_outcome(
    source: str,
    call: str,
    unsaid: bool = False,
    names: dict[str, Any] | None = None,
    draws: PinnedRandom | None = None,
) -> Outcome | None:
    """What `call` (a Python call expression of the source's functions, arguments literal or calls themselves)
    does when run on the source, or None when it cannot be run exactly. With `unsaid`, the called function's
    required parameters the call leaves out are values not said (`py_opaque.Opaque`): the run gives up only if
    it reads them. `names`: values the call's own names stand for (a stand-in function, `py_handlers.Failing`).
    `draws`: in a stand-in run, `random` with every draw pinned at one end (`py_random`; else `random` gives up).
    A generator called is run at once (`py_generators`): one that raises before its first value is that raise.

    >>> src = "def half(n, exact=False):\\n    if n < 0:\\n        raise ValueError('negative')\\n    return n / 2 if exact else n // 2\\n"
    >>> call_outcome(src, "half(7)")
    Outcome(kind='return', value=3, line=4, path=(2, 4), file='')
    >>> call_outcome(src, "half(-1)")
    Outcome(kind='raise', value='ValueError', line=3, path=(2, 3), file='')
    >>> call_outcome(src, "half(half(9), exact=True)")
    Outcome(kind='return', value=2.0, line=4, path=(2, 4), file='')
    >>> call_outcome(src, "print(1)") is None
    True
    """
    try:
        module = _Module(source)
        tree = ast.parse(call.strip(), mode="eval").body
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    if not isinstance(tree, ast.Call) or not isinstance(tree.func, ast.Name):
        return None
    if tree.func.id not in module.functions:
        return None
    if draws is not None and imports_random(source):
        module.globals["random"] = draws
    run = _Run(module)
    run.unsaid = unsaid
    try:
        value = run.expr(tree, dict(names or {}))
    except _Raised as r:
        return Outcome("raise", r.name, r.line, tuple(run.path))
    except _Return:  # pragma: no cover - a return outside a function cannot be reached
        return None
    except (Unknown, _Break, _Continue, RecursionError):
        return None
    if isinstance(value, Generated) and not value.values and isinstance(value.raised, _Raised):
        # `retrier(sleeptime=1, jitter=2)` raises when iteration starts: the one outcome a key item can state of it
        return Outcome("raise", value.raised.name, value.raised.line, tuple(run.path))
    if isinstance(value, _Function) or value.__class__.__module__ not in ("builtins",):
        return None
    if not plain(value):
        return None  # an unsaid value returned (or inside the result): no outcome a key item could state
    return Outcome("return", value, run.returned_at, tuple(run.path))


def runs_out(source: str, call: str) -> bool:
    """Whether running `call` on the source hits the step limit (None-giving runs are otherwise alike).

    >>> src = "def spin(n):\\n    while n:\\n        n = n * 1\\n    return n\\n"
    >>> runs_out(src, "spin(1)"), runs_out(src, "spin(0)"), runs_out(src, "nothing(1)")
    (True, False, False)
    """
    try:
        module = _Module(source)
        tree = ast.parse(call.strip(), mode="eval").body
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    if (
        not isinstance(tree, ast.Call)
        or not isinstance(tree.func, ast.Name)
        or tree.func.id not in module.functions
    ):
        return False
    try:
        _Run(module).expr(tree, {})
    except StepLimit:
        return True
    except (Exception, RecursionError):
        return False
    return False


__all__ = ["MAX_DEPTH", "MAX_STEPS", "Outcome", "StepLimit", "Unknown", "call_outcome", "runs_out"]
