"""A design statement saying the last of several entries that tie is chosen, where the code keeps the best so far
under a strict comparison and so keeps the first (`utspec.questions.first_wins`, its `strict` shape).

retry 0.13.1's readme: "If multiple error messages occured the same amount of time, the last error object with that
message is returned", against `mainError`'s `if (count > mainErrorCount) { mainError = error; … }`.
"""

from __future__ import annotations

from collections.abc import Iterator

from utspec.critic.checks.mismatch.common import Asked
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.questions.first_wins import first_wins


def asks(inp: ReviewInput, msg: Catalog) -> Iterator[Asked]:
    for r in inp.requirements:
        fw = first_wins(r.text, list(inp.sources))
        if fw is None or fw.shape != "strict":
            continue
        where = f"{fw.file}:{fw.line}"
        text = msg("critic.mismatch_first_of_equals", ref=r.id, locator=r.locator, text=r.text, where=where,
                   code=fw.statement)  # fmt: skip
        yield Asked(where, "first-of-equals", text, r.id, fw.statement, [], r.locator)
