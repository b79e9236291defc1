"""A text that writes a call is not contradicted at a test its own literal argument makes false.

PyPI redo 3.0.1 (bench/questions redo-ja-py, first run, session 29): "calculate_sleep_time(10) returns 120" was asked
as contradicted at `if attempt <= 0: return 0`: a text rule matched the function to its one guard and read the
guard's effect, while the call's own argument (`attempt` = 10) keeps that guard from being taken. The run of the
call itself gives up (`random.random()`), so nothing ran to say otherwise. What an untaken branch does says nothing
about the text (`questions.untaken_branch` reads the same for option settings).

Read: exactly one call `f(…)` in the text of a function the sources define, its arguments literals (positional in
the order of `f`'s parameters, or `name=literal`); the branch condition a conjunction (`and`, `&&`) of which one term
is `name OP number` or `number OP name` (`<`, `<=`, `>`, `>=`, `==`, `!=`, `===`, `!==`) on a parameter the call gives
a number. Anything else decides nothing. Pure function of the texts and the parameter names.
"""

from __future__ import annotations

import ast
import operator
import re
from collections.abc import Callable, Mapping, Sequence

from utspec.codetext import split_top_level
from utspec.models import SourceText
from utspec.questions.untaken_branch import _split

_OPS: dict[str, Callable[[float, float], bool]] = {
    "<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge, "==": operator.eq,
    "!=": operator.ne, "===": operator.eq, "!==": operator.ne,
}  # fmt: skip
_NUM = r"-?\d+(?:\.\d+)?"
_NAME = r"[A-Za-z_$][\w$]*"
_TERM = re.compile(
    rf"^\s*(?:(?P<name>{_NAME})\s*(?P<op>===|!==|==|!=|<=|>=|<|>)\s*(?P<num>{_NUM})"
    rf"|(?P<num2>{_NUM})\s*(?P<op2>===|!==|==|!=|<=|>=|<|>)\s*(?P<name2>{_NAME}))\s*$"
)
_CALL = re.compile(rf"(?<![\w$.])(?P<f>{_NAME})\((?P<args>[^()\n]*)\)")


def given_numbers(text: str, params: Mapping[str, Sequence[str]]) -> dict[str, float]:
    """The numbers the text's one call of a known function gives its parameters.

    >>> given_numbers("calculate_sleep_time(10) returns 120", {"calculate_sleep_time": ["attempt", "delay_factor"]})
    {'attempt': 10.0}
    >>> given_numbers("f(1, b=2.5) と g(3)", {"f": ["a", "b"], "g": ["x"]})  # two calls: nothing
    {}
    """
    calls = [m for m in _CALL.finditer(text) if m.group("f") in params]
    if len(calls) != 1:
        return {}
    names = list(params[calls[0].group("f")])
    out: dict[str, float] = {}
    for i, raw in enumerate(a.strip() for a in split_top_level(calls[0].group("args")) if a.strip()):
        key, _, value = raw.rpartition("=") if re.match(rf"{_NAME}\s*=[^=]", raw) else ("", "", raw)
        name = key.strip() if key else (names[i] if i < len(names) else "")
        try:
            number = ast.literal_eval(value.strip())
        except (ValueError, SyntaxError):
            continue
        if name and isinstance(number, (int, float)) and not isinstance(number, bool):
            out[name] = float(number)
    return out


def untaken_by_call(text: str, condition: str, params: Mapping[str, Sequence[str]]) -> bool:
    """Whether the numbers the text's call gives make the branch condition false.

    >>> p = {"calculate_sleep_time": ["attempt", "delay_factor"]}
    >>> untaken_by_call("calculate_sleep_time(10) returns 120", "attempt <= 0", p)
    True
    >>> untaken_by_call("calculate_sleep_time(-1) raises ValueError", "attempt <= 0", p)
    False
    >>> untaken_by_call("calculate_sleep_time(10) returns 120", "attempt <= 0 or x", p)  # a disjunction: not read
    False
    """
    given = given_numbers(text, params)
    if not given or len(_split(condition, "||")) > 1 or re.search(r"\bor\b", condition):
        return False
    terms = [t for part in _split(condition, "&&") for t in re.split(r"\band\b", part)]
    for term in terms:
        m = _TERM.match(term.strip().strip("()").strip())
        if m is None:
            continue
        name, op = m.group("name") or m.group("name2"), m.group("op") or m.group("op2")
        number = float(m.group("num") or m.group("num2"))
        if name not in given:
            continue
        holds = _OPS[op](given[name], number) if m.group("name") else _OPS[op](number, given[name])
        if not holds:
            return True
    return False


def writes_call(text: str) -> bool:
    """Whether the text writes a call at all (checked before the sources' parameters are read)."""
    return _CALL.search(text) is not None


def param_names(sources: Sequence[SourceText]) -> dict[str, list[str]]:
    """Each top-level function's parameter names (`questions.stand_in.params_of`)."""
    from utspec.questions.stand_in import params_of

    return {f: [p.name for p in ps] for f, ps in params_of(list(sources)).items()}


__all__ = ["given_numbers", "param_names", "untaken_by_call", "writes_call"]
