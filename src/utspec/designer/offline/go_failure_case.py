"""The case of a Go branch whose block is the function's way out: its other side, which returns the error.

go_error_exit.py makes `if m, ok := table[extra]; ok { …; return uint64(f), nil }` the normal path's way out, so the
normal path covers the side that holds. What a test of the branch itself still has to show is the side that does
not: the function falls through to `return 0, fmt.Errorf("unhandled size name: %v", extra)` (go-humanize's
ParseBytes; with the success return as its normal path, no case showed that error any more).
"""

from __future__ import annotations

from utspec.analyzers.effects import statement_effect
from utspec.designer.offline.case_inputs import input_for
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.drafts import Draft, expected_sentence
from utspec.designer.offline.facts import after_block
from utspec.designer.offline.go_error_exit import go_success_return
from utspec.designer.offline.sentences import q, say
from utspec.models import Category, ChecklistItem


def go_failure_case(item: ChecklistItem, ctx: Ctx) -> Draft | None:
    """The branch's false side returning the function's final error, when its block is Go's success way out."""
    lines = ctx.lines(item.file)
    if go_success_return(item, lines) is None or (failed := after_block(lines, item.line, "go")) is None:
        return None
    said = say(statement_effect(failed), ctx.msg)
    if not said:
        return None
    return Draft(ctx.msg("persp.branch_off", cond=q(item.text)), Category.ERROR,
                 ctx.msg("pre.reachable", where=ctx.where(item)), input_for(item.text, False, item, ctx),
                 expected_sentence([said], ctx))  # fmt: skip
