"""A design statement saying what one `case` of a switch writes, where that case writes another case's word
(`utspec.questions.case_words`: "`true` will set the `SameSite` attribute to `Strict`" vs `case true:` writing Lax)."""

from __future__ import annotations

from collections.abc import Iterator

from utspec.critic.checks.mismatch.common import Asked
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.questions.case_words import case_words


def asks(inp: ReviewInput, msg: Catalog) -> Iterator[Asked]:
    for r in inp.requirements:
        if r.kind == "heading" or (c := case_words(r.text, inp.sources)) is None:
            continue
        where = f"{c.file}:{c.line}"
        text = msg("critic.mismatch_outcome", where=where, code=c.statement, ref=r.id, locator=r.locator,
                   expected=c.said, text=r.text, actual=c.statement)  # fmt: skip
        yield Asked(where, "case", text, r.id, c.label, [c.said, c.statement], r.locator)
