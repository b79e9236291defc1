"""A class of reply codes the design states by its first digit where the code's test lets more first digits through
(`utspec.questions.leading_class`)."""

from __future__ import annotations

from collections.abc import Iterator

from utspec.critic.checks.mismatch.common import Asked
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.questions.leading_class import leading_class_conflicts


def asks(inp: ReviewInput, msg: Catalog) -> Iterator[Asked]:
    for c in leading_class_conflicts(inp.requirements, inp.sources):
        where = f"{c.file}:{c.line}"
        said = ", ".join(f"{d}xx" for d in sorted(c.said))
        accepted = ", ".join(f"{d}xx" for d in sorted(c.accepted))
        text = msg("critic.mismatch_leading_class", ref=c.req.id, locator=c.req.locator, text=c.req.text,
                   where=where, code=c.statement, said=said, accepted=accepted)  # fmt: skip
        yield Asked(where, "leading-class", text, c.req.id, c.statement, [said, accepted], c.req.locator)
