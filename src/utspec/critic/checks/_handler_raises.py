"""The exception a handler raises itself (`except TypeError: error = ...; raise TypeError(error)`).

A handler that ends in `raise NewError(...)` lets an exception reach the caller as surely as a bare
re-raise, but its effects carry a `raise` (with the new type), not a `reraise`, so a result saying the
caught exception "does not reach the caller (swallowed)" was checked against nothing. Only a handler
whose last effect is that raise and that returns, swallows or skips nothing counts: a raise under a
condition inside the handler is not told apart by the effects, and a handler with another way out
is left alone.

>>> from utspec.models import ItemEffect as E
>>> handler_raises([E(kind="assign", name="error", value="'x'"), E(kind="raise", name="TypeError", args="error")])
'TypeError'
>>> handler_raises([E(kind="raise", name="TypeError"), E(kind="return", value="None")]) is None
True
>>> handler_raises([E(kind="swallow", name="ValueError"), E(kind="raise", name="KeyError")]) is None
True
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.models import ItemEffect


def handler_raises(effects: Sequence[ItemEffect]) -> str | None:
    """The type the handler's own final `raise` names, when it has no other way out; else None."""
    if not effects or any(e.kind in ("return", "swallow", "skip") for e in effects):
        return None
    last = effects[-1]
    return last.name if last.kind == "raise" and last.name else None
