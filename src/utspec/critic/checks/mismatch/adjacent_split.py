"""A design statement saying adjacent ranges are combined where a strict start-after-end test keeps them apart
(`utspec.questions.adjacent_merge`)."""

from __future__ import annotations

from collections.abc import Iterator

from utspec.critic.checks.mismatch.common import Asked
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.questions.adjacent_merge import adjacent_split


def asks(inp: ReviewInput, msg: Catalog) -> Iterator[Asked]:
    for r in inp.requirements:
        if (adj := adjacent_split(r.text, list(inp.sources))) is None:
            continue
        where = f"{adj.file}:{adj.line}"
        text = msg("critic.mismatch_adjacent_split", ref=r.id, locator=r.locator, text=r.text, where=where,
                   code=adj.statement)  # fmt: skip
        yield Asked(where, "adjacent-split", text, r.id, adj.statement, [], r.locator)
