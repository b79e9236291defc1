"""`random` in a stand-in run of `py_eval`: each draw taken at one end of its range, the same end for the whole run.

redo's `retrier` adds `random.uniform(-jitter, jitter)` to each sleep before the retry loop goes on; a key item that
says "every attempt fails" is about what `retry` does then, whatever was drawn. A reviewer would run it with the
draws pinned; a stand-in run does the same, twice: once with every draw at the low end of its range and once at the
high end (`ENDS`), and a verdict is claimed only when the runs agree (`questions.stand_in_runs`). Read only when the
caller asks for it (`call_outcome(…, draws=PinnedRandom(end))`, stand-in runs; the caller reads `drawn` after); an ordinary run still gives up at `random`:
- `random.uniform(a, b)`: `a` / `b`; `random.random()`: 0.0 / the largest float below 1.0; `random.randint(a, b)`:
  `a` / `b` (numbers only); any other function of `random` gives the run up.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Literal, NoReturn

End = Literal["low", "high"]
#: The ends a stand-in run pins the draws at, in the order they are run.
ENDS: tuple[End, ...] = ("low", "high")


def _unknown() -> NoReturn:
    from utspec.analyzers.py_eval import Unknown  # here: py_eval imports this module at its top

    raise Unknown


class PinnedRandom:
    """`import random` in a run whose draws are pinned at one end."""

    def __init__(self, end: End) -> None:
        self.end = end
        self.drawn = False
        """Whether the run drew at all (a run that never did needs no run at the other end)."""


def _number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def imports_random(source: str) -> bool:
    """Whether the module binds `random` by a plain `import random` at its top (the one form pinned).

    >>> imports_random("import random\\n"), imports_random("from random import uniform\\n")
    (True, False)
    """
    return re.search(r"^import random\s*$", source, re.M) is not None


def draw(owner: PinnedRandom, attr: str, args: Sequence[Any], kwargs: dict[str, Any]) -> Any:
    """The value `random.attr(*args)` gives at the run's end.

    >>> draw(PinnedRandom("low"), "uniform", [-1, 1], {}), draw(PinnedRandom("high"), "uniform", [-1, 1], {})
    (-1, 1)
    >>> draw(PinnedRandom("high"), "random", [], {}) < 1.0
    True
    """
    low = owner.end == "low"
    owner.drawn = True
    if kwargs:
        _unknown()
    if attr == "random" and not args:
        return 0.0 if low else 1.0 - 2.0**-53
    if attr in ("uniform", "randint") and len(args) == 2 and all(_number(a) for a in args):
        if attr == "randint" and not all(isinstance(a, int) for a in args):
            _unknown()
        return args[0] if low else args[1]
    _unknown()


__all__ = ["ENDS", "End", "PinnedRandom", "draw", "imports_random"]
