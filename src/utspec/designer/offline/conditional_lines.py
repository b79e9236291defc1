"""What the normal path computes is what runs whatever the conditions: not the body of an `if` it skips.

The normal-path case is described by what it returns and the lines that compute it (`let fee = 800;`).
A line inside a condition's body (`if (REMOTE_PREFECTURES.includes(prefecture)) { fee += 1200; }`)
runs only when that condition holds: it is what that condition's case is about, so "沖縄県は1,200円加算
されること" belongs there. The normal path leaves out the body of every branch of its function, not
only the guards it cites.
"""

from __future__ import annotations

from collections.abc import Iterable

from utspec.models import ChecklistItem, Kind


def conditional_spans(items: Iterable[ChecklistItem], file: str, symbol: str | None) -> list[tuple[int, int]]:
    """The (first, last) lines of every branch of one function: lines that run only under a condition."""
    return [(i.line, i.end_line) for i in items
            if i.kind is Kind.BRANCH and i.file == file and i.symbol == symbol and i.end_line > i.line]  # fmt: skip
