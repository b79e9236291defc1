"""A function whose checks leave through their `else` has a normal path too: every such condition holds.

jeraconv's `J2W.convert` checks its argument three times as `if self.__is_correct_format(s): pass` / `else: raise
ValueError(…)` and then returns the converted year. Its guards (`leaving_blocks.guards_of`) are branches whose own
block leaves, so it had none, no normal-path case, and nothing for "J2W.convert('平成３１年') は 2019 を返す" to land on
(the key item was asked about instead). Here the branches whose plain `else` opens with a raise or an early return
(`else_exits.else_host`) are the function's checks; the normal path is where each of them holds (`else_input`), and
it ends at the function's final `return` as any normal path does (`assembly.normal_path`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from utspec.designer.offline.context import Ctx
from utspec.designer.offline.else_exits import else_host
from utspec.designer.offline.sentences import code
from utspec.designer.offline.values import examples
from utspec.models import ChecklistItem, Kind


def else_checks(
    items: Iterable[ChecklistItem], done: set[tuple[str, str | None]], ctx: Ctx
) -> dict[tuple[str, str | None], list[ChecklistItem]]:
    """Per function not yet given a normal path: the branches whose `else` leaves (raise / early return), in order."""
    items = list(items)
    branches = [i for i in items if i.kind is Kind.BRANCH]
    out: dict[tuple[str, str | None], list[ChecklistItem]] = {}
    for exit in items:
        key = (exit.file, exit.symbol)
        if key in done or exit.kind not in (Kind.RAISE, Kind.EARLY_RETURN):
            continue
        own = [b for b in branches if (b.file, b.symbol) == key]
        host = else_host(exit, own, ctx.lines(exit.file))
        if host is None or _chain_clause(host, ctx.lines(exit.file)):
            continue  # an `elif` chain's arms are each a case already; its last arm is no normal path
        if host not in out.setdefault(key, []):
            out[key].append(host)
    return {k: sorted(v, key=lambda b: b.line) for k, v in out.items() if v}


def _chain_clause(branch: ChecklistItem, lines: Sequence[str]) -> bool:
    """`elif …:` / `} else if (…) {`: a clause of a chain, not a check of its own.

    >>> b = ChecklistItem(id="a.py:3:branch", kind=Kind.BRANCH, file="a.py", line=3, end_line=5, language="python",
    ...                   text="t == 'str'")
    >>> _chain_clause(b, ["if t == 'dict':", "    r = {}", "elif t == 'str':"]), _chain_clause(b, ["", "", "if ok:"])
    (True, False)
    """
    head = lines[branch.line - 1] if 1 <= branch.line <= len(lines) else ""
    return re.match(r"\s*(?:elif\b|}?\s*else\s+if\b|ElseIf\b|ELSIF\b)", head) is not None


def else_input(checks: list[ChecklistItem], ctx: Ctx) -> str:
    """The normal path's input when the checks leave through their `else`: values making each condition hold."""
    values = [p for c in checks for p in examples(c.text, True, ctx.at(c), ctx.msg)]
    where = ctx.where(checks[0])
    if values:
        return ctx.msg("in.valid", where=where, values=ctx.msg("in.sep").join(dict.fromkeys(values)))
    # No value to name: the conditions a tester makes hold (not "see the normal-path case": this is that case).
    conds = ctx.msg("sep.list").join(code(c.text) for c in checks)
    return ctx.msg.count("in.valid_all", len(checks), where=where, conds=conds)
