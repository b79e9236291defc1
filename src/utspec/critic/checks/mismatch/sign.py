"""A name the design calls positive or non-negative whose guard lets 0 through the other way
(`utspec.questions.sign_conflicts`)."""

from __future__ import annotations

from collections.abc import Iterator

from utspec.critic.checks.mismatch.common import Asked
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.questions.sign_conflicts import sign_conflicts


def asks(inp: ReviewInput, msg: Catalog) -> Iterator[Asked]:
    for c in sign_conflicts(inp.requirements, inp.checklist):
        where = f"{c.item.file}:{c.item.line}"
        text = msg("critic.mismatch_sign", label=c.name, ref=c.req.id, locator=c.req.locator, text=c.req.text,
                   design=msg(f"critic.limit_{c.design}", value="0"), where=where, code=c.item.text,
                   actual=msg("critic.sign_accepted" if c.zero_accepted else "critic.sign_refused"))  # fmt: skip
        yield Asked(where, "sign", text, c.req.id, c.name, ["0"], c.req.locator)
