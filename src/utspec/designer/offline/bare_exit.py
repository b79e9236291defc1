"""A bare `return` that ends a block after other statements is tested by the block's case.

Found on groupcache (bench/linking/projects/groupcache-go): `if ee, ok := c.cache[key]; ok { c.ll.MoveToFront(ee);
ee.Value.(*entry).value = value; return }` gave two cases with the same input ("`ok` holds": `MoveToFront` is called;
"Early exit: `return`": the function returns without a value), one test split in two. The `return` hands back nothing
the block's own statements did not show, and no case cited the branch with its exit, so the normal path past that
branch (late_exit.py) could not be told from the branch holding (lone_guard.py). A `return` with a value, or a raise,
keeps its own case: it states a result of its own.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.block_exit import block_exit
from utspec.designer.offline.go_error_exit import go_success_return
from utspec.models import ChecklistItem, Kind

_BARE = re.compile(r"return\s*;?")


def bare_exit_host(
    item: ChecklistItem,
    branches: Sequence[ChecklistItem],
    items: Sequence[ChecklistItem],
    lines: Sequence[str],
) -> ChecklistItem | None:
    """The innermost branch whose block `item`, a bare `return`, ends at the block's own level.

    >>> it = lambda kind, n, end, text: ChecklistItem(id=f"a.go:{n}:{kind.value}", kind=kind, file="a.go", line=n,
    ...     end_line=end, language="go", symbol="Add", text=text, effect="")
    >>> src = ["func Add() {", "if ok {", "    move()", "    return", "}", "push()", "}"]
    >>> branch, ret = it(Kind.BRANCH, 2, 5, "ok"), it(Kind.EARLY_RETURN, 4, 4, "return")
    >>> bare_exit_host(ret, [branch], [branch, ret], src).line
    2
    >>> valued = it(Kind.EARLY_RETURN, 4, 4, "return x")
    >>> bare_exit_host(valued, [branch], [branch, valued], src) is None
    True
    """
    if item.kind is not Kind.EARLY_RETURN or not _BARE.fullmatch(item.text.strip()):
        return None
    around = [b for b in branches if b.file == item.file and b.line < item.line <= b.end_line]
    for b in sorted(around, key=lambda b: -b.line):
        ends = block_exit(b, items, lines)
        if ends is not None and ends.id == item.id:
            # Go's success way out (go_error_exit.py): the branch's case shows the error after it, not this return.
            return None if go_success_return(b, lines) is not None else b
    return None


__all__ = ["bare_exit_host"]
