"""A string assigned to a field that the design's whole list of that field's strings leaves out
(`utspec.questions.listed_codes`)."""

from __future__ import annotations

from collections.abc import Iterator

from utspec.critic.checks.mismatch.common import Asked
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.questions.listed_codes import listed_code_conflicts


def asks(inp: ReviewInput, msg: Catalog) -> Iterator[Asked]:
    for c in listed_code_conflicts(inp.requirements, inp.sources):
        where = f"{c.file}:{c.line}"
        listed = ", ".join(f"'{s}'" for s in c.listed)
        text = msg("critic.mismatch_listed_code", label=c.subject, ref=c.req.id, locator=c.req.locator,
                   text=c.req.text, listed=listed, where=where, code=c.statement, value=f"'{c.value}'")  # fmt: skip
        yield Asked(where, "listed-code", text, c.req.id, c.subject, [*c.listed, c.value], c.req.locator)
