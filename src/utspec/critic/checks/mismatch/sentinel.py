"""A value the design reserves for "unknown" that the code assigns otherwise (`utspec.questions.sentinel_conflicts`)."""

from __future__ import annotations

from collections.abc import Iterator

from utspec.critic.checks.mismatch.common import Asked
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.questions.sentinel_conflicts import sentinel_conflicts


def asks(inp: ReviewInput, msg: Catalog) -> Iterator[Asked]:
    for c in sentinel_conflicts(inp.requirements, inp.sources):
        where = f"{c.file}:{c.line}"
        text = msg("critic.mismatch_sentinel", label=c.subject, ref=c.req.id, locator=c.req.locator, text=c.req.text,
                   design=c.design, where=where, code=c.code, value=c.value)  # fmt: skip
        yield Asked(where, "sentinel", text, c.req.id, c.subject, [c.design, c.value], c.req.locator)
