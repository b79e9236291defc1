"""A length the design requires exactly that the code refuses on one side only (`utspec.questions.exact_length`)."""

from __future__ import annotations

from collections.abc import Iterator

from utspec.critic.checks.mismatch.common import Asked
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.questions.exact_length import exact_length_conflicts


def asks(inp: ReviewInput, msg: Catalog) -> Iterator[Asked]:
    for c in exact_length_conflicts(inp.requirements, inp.checklist, inp.sources):
        where = f"{c.item.file}:{c.item.line}"
        side = msg("critic.length_longer" if c.op in ("<", "<=") else "critic.length_shorter")
        text = msg("critic.mismatch_exact_length", ref=c.req.id, locator=c.req.locator, text=c.req.text,
                   length=c.length, where=where, code=c.item.text, side=side)  # fmt: skip
        yield Asked(
            where, "length", text, c.req.id, c.item.text, [c.length, f"{c.op} {c.length}"], c.req.locator
        )
