"""A normal path past one guard cites that guard alone.

`is_main_path` took a case citing two or more branches and nothing else for the path where no guard
fires. A function with one guard (`Comma`: `if v == math.MinInt64 { return "-9,223,…" }`, then a
plain `if v < 0 { sign = "-" }` that does not leave) gets a normal path citing the one guard, and read as
"a branch holds" it was never the main path: `Comma(100)`, judged past the guard by its value
(call_path.py), found no main-path case to land on. A case citing one branch is that path when the
branch leaves the function (a return or raise inside it), the case cites not that exit, and another case
cites the guard with that exit (the guard firing): a case citing the guard alone is then its other side. Without
that firing case, a case citing the guard alone may be the guard holding (smtplib's
"`len(senderrs) == len(to_addrs)` holds", expecting `self._rset` to be called before the raise).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from utspec.models import ChecklistItem, Kind

_EXITS = frozenset({Kind.EARLY_RETURN, Kind.RAISE})


def passes_lone_guard(
    cited: Sequence[ChecklistItem],
    items: Iterable[ChecklistItem],
    others: Iterable[Sequence[ChecklistItem]] = (),
) -> bool:
    """One branch cited, an exit inside it, the case citing no exit, another case (`others`) citing both.

    >>> from utspec.models import ChecklistItem, Kind
    >>> def it(kind, line, end):
    ...     return ChecklistItem(id=f"a.go:{line}:{kind.value}", kind=kind, file="a.go", line=line, end_line=end,
    ...                          language="go", symbol="Comma", text="x")
    >>> guard, leave, plain = it(Kind.BRANCH, 19, 21), it(Kind.EARLY_RETURN, 20, 20), it(Kind.BRANCH, 23, 26)
    >>> passes_lone_guard([guard], [guard, leave, plain], [[guard, leave]])
    True
    >>> passes_lone_guard([plain], [guard, leave, plain], [[guard, leave]]), passes_lone_guard([guard], [guard, leave])
    (False, False)
    """
    if len(cited) != 1 or cited[0].kind is not Kind.BRANCH:
        return False
    guard = cited[0]
    exits = {
        i.id for i in items
        if i.kind in _EXITS and i.file == guard.file and guard.line < i.line <= guard.end_line and i.symbol == guard.symbol
    }  # fmt: skip
    return bool(exits) and any(guard in other and any(o.id in exits for o in other) for other in others)
