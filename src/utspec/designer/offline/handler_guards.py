"""An except/catch block that leaves the function is a guard the normal path passes (session 15, hlink15).

Found on jp-business-calendar-mcp (bench/linking/projects/jp-calendar-ja-py): each tool starts with
`try: d = _parse(date)` / `except ValueError: return {"ok": False, ...}` and has no `if` that leaves, so
no normal-path case was drafted. The function's summary ("指定日の年度を返す") and its key items
(`fiscal_year("2026-03-31")`) then had only the handler's case to land on, and landed there: wrong. A
handler whose block leaves is a guard like `if not ok: return {...}`: a normal run passes it.

A handler whose try block goes on after the failing statement already drafts "the try block completes"
(handler_cases.py): that case is the normal path of its try, so the handler is no guard here. Functions with
an `if` guard keep their normal path as it was (the handler is not added to its guards).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.effects import split_effect
from utspec.models import ChecklistItem, Kind

_LEAVES = re.compile(r"(?:raise|throw|return|panic)\b")


def leaving_handler(item: ChecklistItem) -> bool:
    """Whether a handler's block leaves the function at once and drafts no "try completes" case.

    >>> h = lambda effect: ChecklistItem(id="a.py:5:handler", kind=Kind.HANDLER, file="a.py", line=5, end_line=6,
    ...     language="python", symbol="f", text="except ValueError", effect=effect)
    >>> leaving_handler(h('return {"ok": False} (not re-raised)')), leaving_handler(h("raise BadInput(e)"))
    (True, True)
    >>> leaving_handler(h("log.warning(e) (not re-raised)"))  # goes on after the try: no guard
    False
    >>> leaving_handler(h("return None (not re-raised) | skipped: g(x)"))  # its "try completes" case is the normal path
    False
    """
    if item.kind is not Kind.HANDLER or item.symbol is None:
        return False
    stmts, _, skipped = split_effect(item.effect)
    return skipped is None and bool(stmts) and _LEAVES.match(stmts[0].strip()) is not None


def handler_guards(
    items: Sequence[ChecklistItem], guarded: set[tuple[str, str | None]]
) -> dict[tuple[str, str | None], list[ChecklistItem]]:
    """Per function with no normal path yet (not in `guarded`), its handlers that leave: the guards of its normal
    path.

    >>> h = lambda n, sym: ChecklistItem(id=f"a.py:{n}:handler", kind=Kind.HANDLER, file="a.py", line=n,
    ...     end_line=n + 1, language="python", symbol=sym, text="except ValueError", effect="return {} (not re-raised)")
    >>> sorted(handler_guards([h(5, "f"), h(15, "g")], {("a.py", "g")}))
    [('a.py', 'f')]
    """
    out: dict[tuple[str, str | None], list[ChecklistItem]] = {}
    for item in items:
        key = (item.file, item.symbol)
        if key not in guarded and leaving_handler(item):
            out.setdefault(key, []).append(item)
    return out


def passes_handlers(cited: Sequence[ChecklistItem]) -> bool:
    """Whether a case's code is leaving handlers only: the normal path drafted for them, which passes them all.

    >>> h = lambda effect: ChecklistItem(id="a.py:5:handler", kind=Kind.HANDLER, file="a.py", line=5, end_line=6,
    ...     language="python", symbol="f", text="except ValueError", effect=effect)
    >>> passes_handlers([h("return {} (not re-raised)")]), passes_handlers([h("log(e) (not re-raised)")]), passes_handlers([])
    (True, False, False)
    """
    return bool(cited) and all(leaving_handler(i) for i in cited)
