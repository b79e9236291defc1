"""A branch that is an operand of a `throw` (`throw exception ?? new ArgumentNullException(p)`, or the
`message ?? $"Required input {p} was empty."` argument of the exception thrown): its case observes the throw.

GuardClauses' `??` items inside `throw` statements asked "what should a test observe" (Q-effect) on every guard:
the statement they sit in throws, and the thrown exception is what a test of either operand checks.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.statement_span import whole_statement
from utspec.models import ChecklistItem


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


def enclosing_throw(item: ChecklistItem, lines: Sequence[str]) -> str | None:
    """The whole `throw` statement `item`'s expression is part of (starting on its line or up to 3 lines above).

    >>> src = ["if (x) {", "    throw creator?.Invoke() ??", '        new ArgumentException(message ?? $"was empty.", p);', "}"]
    >>> from utspec.models import Kind
    >>> b = ChecklistItem(id="a.cs:3:branch", kind=Kind.BRANCH, file="a.cs", line=3, end_line=3, language="csharp",
    ...                   text='message ?? $"was empty."')
    >>> enclosing_throw(b, src)
    'throw creator?.Invoke() ?? new ArgumentException(message ?? $"was empty.", p);'
    """
    text = _squash(item.text)
    for n in range(item.line, max(0, item.line - 4), -1):
        if not 1 <= n <= len(lines):
            continue
        first = lines[n - 1].strip()
        if not re.match(r"throw\s", first):
            continue
        whole = first if first.endswith(";") else _joined(lines, n)
        return whole if text in _squash(whole) else None
    return None


def _joined(lines: Sequence[str], n: int) -> str:
    """The statement from line `n` to its `;` (brackets balanced), lines joined by one space."""
    parts: list[str] = []
    for text in lines[n - 1 : n + 8]:
        parts.append(text.strip())
        joined = " ".join(parts)
        if joined.endswith(";") and joined.count("(") == joined.count(")"):
            return whole_statement(joined, [joined], 1)
    return " ".join(parts)


__all__ = ["enclosing_throw"]
