"""One comparison cutting the other way from its siblings, on a field the design names (`utspec.questions.odd_operator`)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from utspec.critic.checks.mismatch.common import Asked
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.questions.odd_operator import odd_operators


def asks(inp: ReviewInput, msg: Catalog) -> Iterator[Asked]:
    for o in odd_operators(inp.checklist):
        named = re.compile(rf"(?<![\w$]){re.escape(o.field)}(?![\w$])")
        r = next((r for r in inp.requirements if r.kind != "heading" and named.search(r.text)), None)
        if r is None:
            continue  # no statement names the field: nothing says which way it is meant
        where = f"{o.item.file}:{o.item.line}"
        text = msg("critic.mismatch_odd_operator", ref=r.id, locator=r.locator, text=r.text, field=o.field,
                   where=where, term=o.term, usual=o.usual)  # fmt: skip
        yield Asked(where, "odd-operator", text, r.id, o.field, [o.term], r.locator)
