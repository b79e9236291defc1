"""A key item written as a call with several arguments (`truncate("abcdefghij", 3, -1) throws ...`).

Which argument is which parameter is decided by position, and the flow walk (`flow.py`) does not
bind by position: it gives each value to the condition whose words the claim shares, so `3` can be
read as `maxWidth` and `maxWidth < 0` judged false. A verdict reached that way is not certain, so a
contradiction is not claimed from it (the key item is linked, or asked about, as any other).
One argument cannot be misplaced.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from utspec.models import ChecklistItem

_CALL = re.compile(r"\b([A-Za-z_]\w*)\s*\(")


def arguments(text: str, start: int) -> list[str]:
    """The top-level arguments of the call whose `(` is at `start` ([] when it is not closed)."""
    depth, quote, current, out = 0, "", "", []
    for ch in text[start:]:
        if quote:
            current += ch
            quote = "" if ch == quote else quote
            continue
        if ch in "\"'":
            quote = ch
        elif ch in "([{":
            depth += 1
            if depth == 1:
                continue
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                out.append(current)
                return [a.strip() for a in out if a.strip()]
        elif ch == "," and depth == 1:
            out.append(current)
            current = ""
            continue
        current += ch
    return []


def unbound_call(text: str, items: Iterable[ChecklistItem]) -> bool:
    """Whether a text calls a function of the code with two or more arguments."""
    functions = {i.symbol.rsplit(".", 1)[-1] for i in items if i.symbol}
    for m in _CALL.finditer(text):
        # an ellipsis stands for the rest (`setcomptype('ALAW', ...)`): the one value given is bound by position
        if (
            m.group(1) in functions
            and len([a for a in arguments(text, m.end() - 1) if a not in ("...", "…")]) >= 2
        ):
            return True
    return False
