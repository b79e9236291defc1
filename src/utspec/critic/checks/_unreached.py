"""A cited item inside the block of a cited branch that the case's input does not enter: code the case never runs.

decamelize's normal-path case ("`text` with 2 elements; …; the function returns `decamelized.replace(…)`")
cites the guards `!(typeof text === 'string' && …)`, `text.length < 2` and `preserveConsecutiveUppercase`.
With its last ref moved to a neighbouring branch (`preserveConsecutiveUppercase ? text : text.toLowerCase()` on
line 36, inside `if (text.length < 2) { … }`) it still passed: that branch's stated result is the same, but at
2 elements the case never enters the block that holds it, so it cites code it does not run.

Only items of one function (same file and symbol) whose enclosing branch is a block on other lines (the branch's
own line is its condition, so an item on it, such as `a || b`'s second operand, is not inside), and only when the
enclosing branch's side is known false for the case.

>>> from utspec.models import ChecklistItem
>>> def item(n, line, end, text): return ChecklistItem(id=f"d.js:{line}:{n}", kind=n, file="d.js", line=line,
...                                                    end_line=end, language="javascript", symbol="f", text=text)
>>> outer, inner = item("branch", 35, 37, "text.length < 2"), item("branch", 36, 36, "keep")
>>> [(i.id, o.id) for i, o in unreached([(outer, False), (inner, None)])]
[('d.js:36:branch', 'd.js:35:branch')]
>>> unreached([(outer, True), (inner, None)]), unreached([(outer, None), (inner, None)])
([], [])
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.models import ChecklistItem, Kind

#: Conditions only: a guard's own `raise` or `return` cited by its off-side case ("`E` is not raised") is the
#: statement the case says does not run, not code it claims to run.
_CODE = (Kind.BRANCH, Kind.BOUNDARY)


def unreached(sides: Sequence[tuple[ChecklistItem, bool | None]]) -> list[tuple[ChecklistItem, ChecklistItem]]:
    """(inner item, the cited branch around it whose block the case does not enter), for each such inner item."""
    off = [i for i, fires in sides if fires is False and i.kind is Kind.BRANCH and i.end_line > i.line]
    out = []
    for inner, _fires in sides:
        if inner.kind not in _CODE:
            continue
        host = next((o for o in off if o.file == inner.file and o.symbol == inner.symbol and o.symbol
                     and o.line < inner.line <= o.end_line), None)  # fmt: skip
        if host is not None:
            out.append((inner, host))
    return out
