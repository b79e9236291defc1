"""A raise or return that opens a branch's plain `else` is tested by that branch's case where it does not fire.

jeraconv's `if self.__is_correct_format(str_arg): pass` / `else: raise ValueError(…)` had three cases saying the
same thing: the boundary's side that takes the `else` (it already states the `ValueError`), and one case each for
the `raise` as an early exit and as an exception, with the same input. The `else`'s first statement is merged into
the side of its `if` that reaches it, as an exit opening the `if`'s own block is merged into the side that fires.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.facts import else_statement
from utspec.models import ChecklistItem, Kind


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


def else_host(
    item: ChecklistItem, branches: Sequence[ChecklistItem], lines: Sequence[str]
) -> ChecklistItem | None:
    """The branch whose plain `else` opens with `item` (a raise or early return); None otherwise.

    A statement spanning lines is matched by its first line (`else_statement` reads one line).

    >>> src = ["def f(x):", "    if x > 0:", "        pass", "    else:", "        raise ValueError(", "            'bad')"]
    >>> b = ChecklistItem(id="a.py:2:branch", kind=Kind.BRANCH, file="a.py", line=2, end_line=6, language="python",
    ...                   symbol="f", text="x > 0", effect="pass")
    >>> r = ChecklistItem(id="a.py:5:raise", kind=Kind.RAISE, file="a.py", line=5, end_line=6, language="python",
    ...                   symbol="f", text="raise ValueError(\\n            'bad')")
    >>> else_host(r, [b], src).id
    'a.py:2:branch'
    >>> else_host(r.model_copy(update={"line": 3}), [b], src) is None
    True
    """
    if item.kind not in (Kind.RAISE, Kind.EARLY_RETURN):
        return None
    first = lines[item.line - 1].strip() if 1 <= item.line <= len(lines) else ""
    if not first or not _squash(item.text).startswith(_squash(first.removeprefix("else:").strip() or first)):
        return None
    hosts = [
        b for b in branches
        if b.file == item.file and b.line < item.line and (stmt := else_statement(lines, b.line, b.language)) is not None
        and _squash(stmt) == _squash(first.removeprefix("else:").strip())
    ]  # fmt: skip
    return max(hosts, key=lambda b: b.line, default=None)


__all__ = ["else_host"]
