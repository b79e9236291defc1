"""A value the design says an overload returns on its default's path where the overload forwards another literal for
that default (`utspec.questions.forwarded_default`)."""

from __future__ import annotations

from collections.abc import Iterator

from utspec.critic.checks.mismatch.common import Asked
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.questions.example_lines import is_example_line
from utspec.questions.forwarded_default import forwarded_claim


def asks(inp: ReviewInput, msg: Catalog) -> Iterator[Asked]:
    for r in inp.requirements:
        if r.kind == "heading" or is_example_line(r.text):
            continue
        if (fc := forwarded_claim(r.text, inp.sources, r.section or "")) is None:
            continue
        f = fc.forwarded
        where = f"{f.file}:{f.line}"
        text = msg("critic.mismatch_default", label=f"`{f.param}`", ref=r.id, locator=r.locator, design=fc.claimed,
                   text=r.text, where=where, code=f.value, line=f.statement)  # fmt: skip
        yield Asked(where, "forwarded", text, r.id, f.param, [fc.claimed, f.value], r.locator)
