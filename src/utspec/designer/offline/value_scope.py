"""A statement naming a value the code tests is about the cases that test it, not about a case whose
comment happens to mention it.

"A leap second is represented by parsing 60 as 59 and adding one second" sits in the comment above
the round-trip check (`date.getUTCSeconds() !== normalizedSeconds`), which tests no 60; the code that
tests it is `secondsNumber === 60 ? timestamp + 1000 : timestamp`. Words shared through a comment
outweigh one shared number, so the comment wins. A value is what a reader checks first: when some
code case has the statement's value in what it tests (its condition, its returned expression: the
unit's own anchors), only those cases are candidates.

Only values that say something: not 0, 1 or -1 (in every boundary), and only when the value is in
some code case (a value no code tests, `120000 ms`, decides nothing).
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.anchoring import Unit
from utspec.anchoring.extract import Anchor
from utspec.anchoring.match import COMMON_NUMBERS


def telling_values(query: frozenset[Anchor]) -> frozenset[Anchor]:
    """The numbers of a statement that can tell one case from another."""
    return frozenset(a for a in query if a.kind == "number" and a.key not in COMMON_NUMBERS)


def value_cases(query: frozenset[Anchor], units: Sequence[Unit]) -> list[Unit] | None:
    """The units that test one of the statement's values, or None when none does (no restriction)."""
    values = telling_values(query)
    if not values:
        return None
    found = [u for u in units if values & u.anchors]
    return found or None
