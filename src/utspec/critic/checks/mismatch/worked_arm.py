"""A design example of a JavaScript call whose result names an arm the call's arguments do not take
(`utspec.questions.js_worked_arm`: "`bytes.format(1024)` outputs `'1KB'`" vs `mag > map.kb`)."""

from __future__ import annotations

from collections.abc import Iterator

from utspec.critic.checks.mismatch.common import Asked
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.questions.js_worked_arm import worked_arm


def asks(inp: ReviewInput, msg: Catalog) -> Iterator[Asked]:
    for r in inp.requirements:
        if r.kind == "heading" or (a := worked_arm(r.text, inp.sources)) is None:
            continue
        where = f"{a.file}:{a.line}"
        text = msg("critic.mismatch_worked_arm", call=a.call, ref=r.id, locator=r.locator, result=a.result, text=r.text,
                   name=a.name, actual=a.actual, expected=a.expected, where=where, cond=a.condition)  # fmt: skip
        yield Asked(where, "worked-arm", text, r.id, a.call, [a.result, a.actual], r.locator)
