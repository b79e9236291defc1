"""An index the design keeps inside an array whose raising guard admits the array's length
(`utspec.questions.index_bounds`)."""

from __future__ import annotations

from collections.abc import Iterator

from utspec.critic.checks.mismatch.common import Asked
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.questions.index_bounds import index_conflicts


def asks(inp: ReviewInput, msg: Catalog) -> Iterator[Asked]:
    for c in index_conflicts(inp.requirements, inp.checklist):
        where = f"{c.item.file}:{c.item.line}"
        shown = f"`{c.length}`"
        text = msg("critic.mismatch_bound", label=shown, ref=c.req.id, locator=c.req.locator, text=c.req.text,
                   design=msg("critic.limit_lt", value=shown), where=where, code=c.item.text,
                   actual=msg("critic.limit_le", value=shown))  # fmt: skip
        yield Asked(where, "index", text, c.req.id, c.name, [c.length], c.req.locator)
