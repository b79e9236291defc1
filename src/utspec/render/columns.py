"""Plain-text table columns padded by display width: a Japanese character takes two terminal columns."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence


def width(text: str) -> int:
    """Terminal columns `text` takes (wide and full-width characters count two).

    >>> width("要確認"), width("ok")
    (6, 2)
    """
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def ljust(text: str, columns: int) -> str:
    return text + " " * max(columns - width(text), 0)


def rjust(text: str, columns: int) -> str:
    return " " * max(columns - width(text), 0) + text


def widths(rows: Sequence[Sequence[str]]) -> list[int]:
    """The widest cell of each column."""
    return [max(width(row[i]) for row in rows) for i in range(len(rows[0]))]
