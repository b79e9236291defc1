"""A value the design names a maximum for, used in a loop before the loop caps it (`utspec.questions.clamp_after_use`)."""

from __future__ import annotations

from collections.abc import Iterator

from utspec.critic.checks.mismatch.common import Asked
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.questions.clamp_after_use import clamp_conflicts


def asks(inp: ReviewInput, msg: Catalog) -> Iterator[Asked]:
    for c, r in clamp_conflicts(inp.requirements, inp.sources):
        where = f"{c.file}:{c.use_line}"
        text = msg("critic.mismatch_clamp", ref=r.id, locator=r.locator, text=r.text, maximum=c.maximum,
                   value=c.value, where=where, use=c.use, clamp=c.clamp, clamp_at=f"{c.file}:{c.clamp_line}")  # fmt: skip
        yield Asked(where, "clamp", text, r.id, c.maximum, [c.maximum], r.locator)
