"""A range the design states for a function's random draw that the code draws from other bounds
(`utspec.questions.random_range`); one question per draw."""

from __future__ import annotations

from collections.abc import Iterator

from utspec.critic.checks.mismatch.common import Asked
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.questions.random_range import range_claim


def asks(inp: ReviewInput, msg: Catalog) -> Iterator[Asked]:
    for r in inp.requirements:
        if r.kind == "heading" or (rc := range_claim(r.text, inp.sources, r.section)) is None:
            continue
        where = f"{rc.file}:{rc.line}"
        text = msg("critic.mismatch_range", function=rc.function, ref=r.id, locator=r.locator, text=r.text,
                   lo=rc.stated[0], hi=rc.stated[1], where=where, code=rc.code)  # fmt: skip
        yield Asked(where, "range", text, r.id, rc.function, [*rc.stated], r.locator)
