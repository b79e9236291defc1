"""A value the design says a function converts, where the function raises for it (`utspec.questions.converted_raises`)."""

from __future__ import annotations

from collections.abc import Iterator

from utspec.critic.checks.mismatch.common import Asked
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.questions.converted_raises import converted_raises


def asks(inp: ReviewInput, msg: Catalog) -> Iterator[Asked]:
    for c in converted_raises(inp.requirements, inp.sources):
        where = f"{c.file}:{c.line}"
        text = msg("critic.mismatch_converted_raises", ref=c.req.id, locator=c.req.locator, text=c.req.text,
                   call=c.call, where=where, raised=c.raised, at=f"{c.file}:{c.raise_line}")  # fmt: skip
        yield Asked(where, "converted-raises", text, c.req.id, c.call, [f"raise {c.raised}"], c.req.locator)
