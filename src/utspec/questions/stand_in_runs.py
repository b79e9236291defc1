"""One verdict from the runs of a call made once per stand-in value (`questions.stand_in`, rule 3 of the lead's
decision): a contradiction only when every stand-in gives the same outcome.

- every run gives the outcome the statement states: it **agrees** (no text rule may call it contradicted);
- every run gives the same other outcome at the same line: **contradicted**, and the question says the stand-ins;
- the runs differ: **unsettled**: which input the statement means decides it, so it is asked as such, with each
  stand-in and what it gave, and never called contradicted;
- a run that cannot be made exactly: None (nothing is said).

Generic over the run's type (`evaluated_call.EvaluatedCall`): it reads `agrees`, `actual`, `file`, `line`.
"""

from __future__ import annotations

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


def combined(runs: Sequence[R | None], labels: Sequence[str]) -> tuple[R, tuple[str, ...]] | None:
    """The run that speaks for all and, when they differ, each stand-in with what it gave (else `()`); or None.

    >>> from collections import namedtuple
    >>> Run = namedtuple("Run", "agrees actual file line")
    >>> a, b = Run(False, "return -1", "i.js", 79), Run(False, "return -1", "i.js", 79)
    >>> combined([a, b], ["size = 0", "size = 1"])
    (Run(agrees=False, actual='return -1', file='i.js', line=79), ())
    >>> combined([a, Run(True, "return -2", "i.js", 35)], ["size = 0", "size = 1"])[1]
    ('size = 0: return -1', 'size = 1: return -2')
    >>> combined([a, None], ["size = 0", "size = 1"]) is None
    True
    """
    if len(runs) < 2 or any(r is None for r in runs):
        return None
    done = [r for r in runs if r is not None]
    first = done[0]
    if all(r.agrees for r in done):
        return first, ()
    if all(
        not r.agrees and (r.actual, r.file, r.line) == (first.actual, first.file, first.line) for r in done
    ):
        return first, ()
    return first, tuple(f"{label}: {r.actual}" for label, r in zip(labels, done, strict=True))


__all__ = ["combined"]
