"""A limit the design states against a name that the code compares with the other strictness
(`utspec.questions.named_bound`)."""

from __future__ import annotations

from collections.abc import Iterator

from utspec.critic.checks.mismatch.common import Asked
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.questions.named_bound import named_bound_conflicts


def asks(inp: ReviewInput, msg: Catalog) -> Iterator[Asked]:
    for c in named_bound_conflicts(inp.requirements, inp.sources):
        where = f"{c.file}:{c.line}"
        shown = f"`{c.bound}`"
        text = msg("critic.mismatch_bound", label=c.bound, ref=c.req.id, locator=c.req.locator, text=c.req.text,
                   design=msg(f"critic.limit_{c.design}", value=shown), where=where, code=c.code,
                   actual=msg(f"critic.limit_{c.actual}", value=shown))  # fmt: skip
        yield Asked(where, "bound", text, c.req.id, c.bound, [c.design, c.actual], c.req.locator)
