"""What a run of `py_eval` may read of a stand-in function (`py_handlers.Failing`) without calling it.

redo's `retry(action)` begins `assert callable(action)` and `action_name = getattr(action, "__name__", action)`
(only logged). The stand-in the words fix is a function, so both questions have the answers any function gives:
- a stand-in function that returns (`Returning`, `questions.callable_stand_in`) gives a value not said when called;
- `callable(f)` is True for a stand-in function (and for a function of the module); of any other value it is
  Python's own answer, and of an unsaid value (`py_opaque.Opaque`) the run gives up;
- `getattr(f, "__name__", default)` of a stand-in is its name, a value not said (`Opaque`): it may be carried and
  logged, never read. Any other `getattr` gives the run up (an attribute of an object is not run here).
`assert test` itself is run by `py_eval`: AssertionError when the test is false.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NoReturn

from utspec.analyzers.py_handlers import Failing
from utspec.analyzers.py_opaque import NOT_HANDLED, Opaque


def _unknown() -> NoReturn:
    from utspec.analyzers.py_eval import Unknown  # here: py_eval imports this module at its top

    raise Unknown


class Returning(Opaque):
    """A stand-in function that returns a value each time it is called; what it returns is not said (`Opaque`)."""

    __slots__ = ()


def returned(target: Any) -> Opaque | None:
    """What calling `target` gives when it is a `Returning` stand-in (a value never read), else None."""
    return Opaque(f"{target.name}()") if isinstance(target, Returning) else None


class _GetAttr:
    """`getattr` as a run sees it (only the reads below)."""


GETATTR = _GetAttr()


def stand_in_read(target: Any, args: Sequence[Any], kwargs: dict[str, Any], functions: tuple[type, ...]) -> Any:
    """The value of `callable(x)` / `getattr(x, name, default)` when this module answers it, else `NOT_HANDLED`.

    `functions`: the run's own function types (a function of the module is callable).

    >>> stand_in_read(callable, [Failing("ValueError")], {}, ())
    True
    >>> type(stand_in_read(GETATTR, [Failing("ValueError"), "__name__", None], {}, ())).__name__
    'Opaque'
    >>> stand_in_read(callable, [None], {}, ()) is NOT_HANDLED
    True
    """
    if target is callable and len(args) == 1 and not kwargs:
        if isinstance(args[0], (Failing, Returning)) or isinstance(args[0], functions):
            return True
        return NOT_HANDLED  # Python's answer for plain values; an unsaid one is refused by `py_opaque.apply`
    if target is GETATTR:
        if len(args) in (2, 3) and not kwargs and isinstance(args[0], (Failing, Returning)) and args[1] == "__name__":
            return Opaque("__name__")
        _unknown()
    return NOT_HANDLED


__all__ = ["GETATTR", "Returning", "returned", "stand_in_read"]
