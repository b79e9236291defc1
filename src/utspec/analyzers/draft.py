"""The analyzers' internal record of a found item, before it gets its id.

Ids (`path:line:kind`, then `#2`, `#3`… for further items of one kind on one line) can only be
assigned once every item of a file is known, so each analyzer returns `Draft`s and
`utspec.analyzers.checklist` turns them into `ChecklistItem`s.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from utspec.models import Kind

#: `text` and `effect` are one line of at most this many characters.
MAX_TEXT = 200


@dataclass(slots=True)
class Draft:
    """A checklist item without its id.

    Attributes:
        kind: the item's kind.
        line: 1-based first line.
        end_line: 1-based last line.
        text: the condition's or statement's source, one line.
        order: position within the file (byte or character offset) that orders items on one line.
        symbol: enclosing function or method, qualified; filled by the analyzer that knows scopes.
        effect: what the guarded code does (see `utspec.analyzers.code`).
        fields: kind-specific public fields (`operator`, `value`, `table`, …).
    """

    kind: Kind
    line: int
    end_line: int
    text: str
    order: int = 0
    symbol: str | None = None
    effect: str | None = None
    fields: dict[str, Any] = field(default_factory=dict)


def one_line(text: str, limit: int = MAX_TEXT) -> str:
    """Collapse whitespace to single spaces and cut at `limit` characters (marked with `…`)."""
    if len(text) <= limit and text.isprintable() and "  " not in text and text == text.strip():
        return text  # already one line (most conditions and statements): no split and join
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"
