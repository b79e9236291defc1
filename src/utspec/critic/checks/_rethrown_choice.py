"""An exception a case names because its input's test double raises it, and the cited code rethrows what it caught.

exponential-backoff's `catch (e) { … throw e; }`: the case "`this.request` throws `new Error('boom')` (test
double)" expects "the caught `Error` reaches the caller unchanged". The code raises `e`, a variable: what it holds is
what the double raised, so `Error` contradicts nothing and is supported by the input that chose it. Only for a
rethrow (a bare `raise`, or a `throw`/`raise` of a lower-case name with no message or arguments) and only for an
exception the case's own input names.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.effects import effects_of
from utspec.models import ChecklistItem, ItemEffect


def rethrows_variable(e: ItemEffect) -> bool:
    """Whether an effect re-raises what was caught (a bare `raise`, `throw e` of a variable).

    >>> rethrows_variable(ItemEffect(kind="raise", name="e")), rethrows_variable(ItemEffect(kind="reraise"))
    (True, True)
    >>> rethrows_variable(ItemEffect(kind="raise", name="error_perm", args="resp"))
    False
    """
    if e.kind == "reraise":
        return True
    return e.kind == "raise" and bool(e.name) and re.fullmatch(r"[a-z_]\w*", e.name or "") is not None and (
        not e.message and not e.args)  # fmt: skip


def rethrown_choice(exc: str, case_input: str, items: Sequence[ChecklistItem]) -> bool:
    """Whether `exc` is the input's own choice of exception and a cited item rethrows what it caught.

    >>> from utspec.models import Kind
    >>> r = ChecklistItem(id="a.ts:32:raise", kind=Kind.RAISE, file="a.ts", line=32, end_line=32,
    ...                   language="typescript", text="throw e;", effect="throw e;")
    >>> rethrown_choice("Error", "`this.request` throws `new Error('boom')` (test double).", [r])
    True
    >>> rethrown_choice("TypeError", "`this.request` throws `new Error('boom')` (test double).", [r])
    False
    """
    if not re.search(rf"(?<![\w.]){re.escape(exc)}(?![\w])", case_input):
        return False
    return any(rethrows_variable(e) for i in items for e in effects_of(i))


__all__ = ["rethrown_choice", "rethrows_variable"]
