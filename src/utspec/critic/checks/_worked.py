"""The value a cited `return` gives for the case's own input, worked out from the function's body.

The designer states "the function returns `"a"` (the value of `string` for this input)" for
`smart_truncate("a", 2)`'s early `return string`; expected-contradicts-code compared `"a"` with the
text `string` and blocked a right value. The same reading the designer uses (`analyzers.path_value`)
gives the value here, and only when the path leaves by the cited `return` itself: a wrong value
(`"b"`, or `1171` for 1170) is still a contradiction.
"""

from __future__ import annotations

import re

from utspec.analyzers.path_value import path_return
from utspec.critic.review_input import ReviewInput
from utspec.designer.offline.signature import function_body
from utspec.models import ChecklistItem, TestCase


def worked_return_at(inp: ReviewInput, case: TestCase, item: ChecklistItem, expr: str) -> str | None:
    """The value `item`'s function returns for `case.input` when it leaves by `return expr`; None when not known."""
    lines = next((s.text.split("\n") for s in inp.sources if s.path == item.file), None)
    if not lines or not item.symbol:
        return None
    found = path_return(function_body(lines, item.symbol, item.line, item.language), lines, item.language, case.input)
    if found is None or re.sub(r"\s+", "", found[1]) != re.sub(r"\s+", "", expr):
        return None
    return found[0]


def worked_returns(inp: ReviewInput, case: TestCase, items: list[ChecklistItem]) -> list[tuple[str, ChecklistItem]]:
    """(value, an item of the function) for each cited function whose return the case's input works out."""
    out = []
    for item in {(i.file, i.symbol): i for i in items if i.symbol}.values():
        lines = next((s.text.split("\n") for s in inp.sources if s.path == item.file), None)
        if lines and (found := path_return(function_body(lines, item.symbol, item.line, item.language), lines,
                                           item.language, case.input)) is not None:  # fmt: skip
            out.append((found[0], item))
    return out


__all__ = ["worked_return_at", "worked_returns"]
