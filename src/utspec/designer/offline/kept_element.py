"""A `continue` guard not taken: the element goes on to the statement after the guard, and that is what a test sees.

range-parser's `if (isNaN(start) || … || start < 0) { continue }` at `start` = 0 said only "The element is not
skipped.", which the critic rightly calls unobservable (five clean drafts were blocked on it: range-parser,
jpholiday, dnlib's heaps). The next statement of the loop body, `ranges.push({ start: start, end: end })`, runs for
the element: a call the test sees through what the function hands back. Only a statement with an effect a test
observes (a call, output, a return, a raise, a yield) is said; an assignment to a local is not.
"""

from __future__ import annotations

from utspec.analyzers.effects import statement_effect
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.facts import after_block
from utspec.designer.offline.sentences import say_statement
from utspec.designer.offline.statement_span import whole_statement
from utspec.models import ChecklistItem

_SEEN = frozenset({"call", "output", "log", "return", "raise", "yield"})


def kept_clause(host: ChecklistItem | None, stmt: str | None, ctx: Ctx) -> str | None:
    """What the element reaches after the `continue` guard on `host` is passed, or None."""
    if host is None or not stmt or statement_effect(stmt).kind != "continue":
        return None
    lines = ctx.lines(host.file)
    nxt = after_block(lines, host.line, host.language)
    if not nxt:
        return None
    nxt = whole_statement(nxt, lines, host.line)
    if statement_effect(nxt).kind not in _SEEN:
        return None
    return say_statement(nxt, ctx.msg)
