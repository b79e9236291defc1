"""A call a skipped block would have made, said without denying the same call made elsewhere on the path.

kansuji's `convert` loop: `if (r === 1 || r === 2 || r === 3) { out.unshift(kanjiUnits[r - 1]); … }` at `r` = 0
said "`out.unshift` is not called", yet the same iteration calls `out.unshift(kanjiDigits[code - 0x30])` a few
lines on: a test double recording calls would refute the case. When the function calls the same callee at
another line outside the block, the clause names the argument that does not reach it ("`out.unshift` is not
called with `kanjiUnits[r - 1]`"); a callee called only in the skipped block keeps the stronger "is not called".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.effects import statement_effect
from utspec.designer.offline.sentences import q, say_statement
from utspec.designer.offline.signature import numbered_body
from utspec.messages import Catalog
from utspec.models import ChecklistItem


def called_elsewhere(body: Sequence[tuple[int, str]], callee: str, block: tuple[int, int]) -> bool:
    """Whether a line of `body` ((number, text) pairs) outside `block` ((first, last) lines) calls `callee`.

    >>> body = [(10, "if (r === 1) {"), (11, "  out.unshift(units[r - 1]);"), (12, "}"), (13, "out.unshift(d);")]
    >>> called_elsewhere(body, "out.unshift", (10, 12)), called_elsewhere(body[:3], "out.unshift", (10, 12))
    (True, False)
    >>> called_elsewhere([(1, "x.shift(a)"), (2, "// out.unshift(b)"), (3, "without.unshift(c)")], "out.unshift", (5, 6))
    False
    """
    call = re.compile(rf"(?<![\w.$]){re.escape(callee)}\s*\(")
    return any(call.search(text.split("//")[0].split(" #")[0]) for n, text in body
               if not block[0] <= n <= block[1])  # fmt: skip


def skipped_call(
    stmt: str, host: ChecklistItem, lines: Sequence[str], msg: Catalog, line: int | None = None
) -> str | None:
    """The clause for `stmt`, the first statement of `host`'s block, when that block does not run (`line`: the line
    the clause names, the host's by default)."""
    e = statement_effect(stmt)
    if e.kind == "call" and e.name and e.args:
        body = numbered_body(lines, host.symbol, host.line, host.language)
        if called_elsewhere(body, e.name, (host.line, host.end_line)):
            return msg("effect.not_call_args", callee=q(e.name), args=q(e.args))
    return say_statement(stmt, msg, happens=False, line=host.line if line is None else line)


__all__ = ["called_elsewhere", "skipped_call"]
