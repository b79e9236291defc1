"""The `return` a conditional expression is only a piece of (`return \\`${n} ${name}${isPlural ? 's' : ''}\\``).

ms-ts's `plural` case said "the expression yields `'s'`": true of the arm, but a test compares the
string the function returns. When the arm sits inside the expression a `return` on the same line
gives, that expression is the case's result; the designer then works out its value for the case's
input (the path must leave by this very `return`, so the arm is the one evaluated with that input).
"""

from __future__ import annotations

import re

from utspec.designer.offline.context import Ctx
from utspec.models import ChecklistItem

_RETURN = re.compile(r"^\s*return\s+(.+?);?\s*$")


def piece_return(item: ChecklistItem, ctx: Ctx) -> str | None:
    """The returned expression on the item's line when the item's condition is part of it, not all of it."""
    lines = ctx.lines(item.file)
    text = lines[item.line - 1] if 1 <= item.line <= len(lines) else ""
    m = _RETURN.match(text)
    if m is None or item.text.strip() not in m.group(1):
        return None
    expr = m.group(1).strip()
    whole = re.sub(r"\s+", "", expr).strip("()")
    return None if whole.startswith(re.sub(r"\s+", "", item.text).strip("()")) else expr


__all__ = ["piece_return"]
