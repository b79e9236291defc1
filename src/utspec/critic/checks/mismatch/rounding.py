"""A rounding direction the design states for a value against the rounding the code applies to it
(`utspec.questions.rounding`: "converted to an integer by rounding down" vs `Math.round(maxAge)`)."""

from __future__ import annotations

from collections.abc import Iterator

from utspec.critic.checks.mismatch.common import Asked
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.questions.rounding import stated_rounding


def asks(inp: ReviewInput, msg: Catalog) -> Iterator[Asked]:
    for r in inp.requirements:
        if r.kind == "heading" or (c := stated_rounding(r.text, r.section, inp.sources)) is None:
            continue
        where = f"{c.file}:{c.line}"
        text = msg("critic.mismatch_rounding", subject=c.subject, ref=r.id, locator=r.locator,
                   stated=msg(f"critic.rounding_{c.stated}"), text=r.text, where=where,
                   code=msg(f"critic.rounding_{c.code}"), call=c.call, line=c.statement)  # fmt: skip
        yield Asked(where, "rounding", text, r.id, c.subject, [c.stated, c.code], r.locator)
