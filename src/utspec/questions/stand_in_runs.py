"""One verdict from the runs of a call made once per stand-in value (`questions.stand_in`, rules of the lead's
decisions of sessions 29 and 30): a contradiction only when every stand-in's outcome differs from the statement's and
all the outcomes are of one kind.

- every run gives the outcome the statement states: it **agrees** (no text rule may call it contradicted);
- every run gives another outcome, and all of them are of one kind (`kind`: all return a value of the same type, or
  all raise the same exception): **contradicted**. The same outcome at the same line is said as before; outcomes
  that differ (`'-1B'`, `'-100B'`: both strings, where the statement says null) are listed each with its stand-in
  (`each`), so a person sees that the stand-in chose the value;
- the runs agree for some stand-ins and not others, or give outcomes of different kinds (one raises, one returns):
  **unsettled**: which input the statement means decides it, so it is asked as such, with each stand-in and what
  it gave, and never called contradicted;
- a run that cannot be made exactly: None (nothing is said).

Generic over the run's type (`evaluated_call.EvaluatedCall`): it reads `agrees`, `actual`, `file`, `line`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol, TypeVar


class _Run(Protocol):
    @property
    def agrees(self) -> bool: ...
    @property
    def actual(self) -> str: ...
    @property
    def file(self) -> str: ...
    @property
    def line(self) -> int: ...


R = TypeVar("R", bound=_Run)

#: A returned value's type read off the way a run writes it (`evaluated_call._shown`, Python's or JavaScript's).
_RETURN_KINDS = (
    (re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\""), "string"),
    (re.compile(r"-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|-?Infinity|NaN|-?inf|nan"), "number"),
    (re.compile(r"true|false|True|False"), "boolean"),
    (re.compile(r"null|None"), "null"),
    (re.compile(r"undefined"), "undefined"),
    (re.compile(r"\[.*\]", re.S), "list"),
    (re.compile(r"\(.*\)", re.S), "tuple"),
    (re.compile(r"\{.*\}", re.S), "object"),
)


def kind(actual: str) -> str | None:
    """The kind of an outcome: `raise X` (the exception), `return <type>`, or None when the text does not say.

    >>> kind("raise RangeError"), kind("return '-1B'"), kind("return -100"), kind("return null")
    ('raise RangeError', 'return string', 'return number', 'return null')
    >>> kind("return <object>") is None
    True
    """
    if actual.startswith("raise "):
        return actual
    if actual == "raise":  # a stand-in's own exception raised again (`failing_call`)
        return actual
    value = actual.removeprefix("return ").strip()
    if not actual.startswith("return"):
        return None
    return next((f"return {k}" for p, k in _RETURN_KINDS if p.fullmatch(value)), None)


def combined(runs: Sequence[R | None], labels: Sequence[str]) -> tuple[R, tuple[str, ...], tuple[str, ...]] | None:
    """The run that speaks for all, the unsettled stand-ins (else `()`) and, for a contradiction of one kind whose
    outcomes differ, each stand-in with its outcome (else `()`); or None.

    >>> from collections import namedtuple
    >>> Run = namedtuple("Run", "agrees actual file line")
    >>> a, b = Run(False, "return -1", "i.js", 79), Run(False, "return -1", "i.js", 79)
    >>> combined([a, b], ["size = 0", "size = 1"])
    (Run(agrees=False, actual='return -1', file='i.js', line=79), (), ())
    >>> combined([a, Run(True, "return -2", "i.js", 35)], ["size = 0", "size = 1"])[1]
    ('size = 0: return -1', 'size = 1: return -2')
    >>> combined([Run(False, "return '-1B'", "i.js", 9), Run(False, "return '-100B'", "i.js", 9)], ["n = 1", "n = 100"])[1:]
    ((), ("n = 1: return '-1B'", "n = 100: return '-100B'"))
    >>> combined([Run(False, "raise TypeError", "i.js", 4), Run(False, "return 'x'", "i.js", 9)], ["a", "b"])[1]
    ('a: raise TypeError', "b: return 'x'")
    >>> combined([a, None], ["size = 0", "size = 1"]) is None
    True
    """
    if len(runs) < 2 or any(r is None for r in runs):
        return None
    done = [r for r in runs if r is not None]
    first = done[0]
    listed = tuple(f"{label}: {r.actual}" for label, r in zip(labels, done, strict=True))
    if all(r.agrees for r in done):
        return first, (), ()
    if all(
        not r.agrees and (r.actual, r.file, r.line) == (first.actual, first.file, first.line) for r in done
    ):
        return first, (), ()
    kinds = {kind(r.actual) for r in done}
    if not any(r.agrees for r in done) and len(kinds) == 1 and None not in kinds:
        return first, (), listed  # every stand-in wrong, all in one kind: contradicted, each outcome said
    return first, listed, ()


__all__ = ["combined", "kind"]
