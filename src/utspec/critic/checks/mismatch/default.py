"""A default the design states for a name that the code's defaults of that name never give
(`utspec.questions.default_conflicts`)."""

from __future__ import annotations

from collections.abc import Iterator

from utspec.critic.checks.mismatch.common import Asked
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.questions.default_conflicts import default_conflicts


def asks(inp: ReviewInput, msg: Catalog) -> Iterator[Asked]:
    for c in default_conflicts(inp.requirements, inp.sources):
        where = f"{c.code.file}:{c.code.line}"
        text = msg("critic.mismatch_default", label=c.name, ref=c.req.id, locator=c.req.locator, design=c.design.shown(),
                   text=c.req.text, where=where, code=c.code.value.shown(), line=c.code.text)  # fmt: skip
        values = [c.design.shown(), c.code.value.shown()]
        yield Asked(where, "default", text, c.req.id, c.name, values, c.req.locator)
