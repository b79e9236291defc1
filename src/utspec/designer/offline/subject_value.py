"""A statement naming a thing and a value is about the case that tests that thing at that value.

"重量0kgはエラーになること" shares `weight` with every weight guard and 0 with every boundary at 0:
each alone is common, so the match is weak. Together they name one test: `weightKg <= 0` at 0.
"A date with hour 24 is rejected" ties the round-trip check (which shares "date", "hour" and a
comment's "reject") with `hoursNumber > 23` at 24; only the latter tests the hour at 24.

So a boundary case carries one anchor per word of the condition it tests, joined to the value it
tests (`weight@0`, `kg@0`; of a chain only its last name: `line.quantity()` is a quantity), and a statement one per word it says joined to each number it says
(`weight@0`): a pair both sides hold is a specific anchor. The value is the boundary's own (the
on or off value, from its perspective "`cond` at 24 (...)"), not the condition's literal (23).
"""

from __future__ import annotations

import re

from utspec.anchoring.extract import Anchor, anchors
from utspec.designer.offline.relation_scope import bounds

#: The English perspective of a boundary case (`persp.boundary`): "`hoursNumber > 23` at 24 (on the condition)".
_BOUNDARY = re.compile(r"^`(?P<cond>[^`]+)` at (?P<value>-?\d[\d,]*(?:\.\d+)?) \((?:on|off) the condition\)")


_CHAIN = re.compile(r"[A-Za-z_]\w*(?:\s*(?:\(\s*\))?\s*\??\.\s*[A-Za-z_]\w*)*")


def compared_names(condition: str) -> list[str]:
    """The names a condition compares: the last name of each chain (`line.quantity()` is a quantity, not a line).

    >>> compared_names("line.quantity() <= 0"), compared_names("date.getUTCHours() !== hoursNumber")
    (['quantity'], ['getUTCHours', 'hoursNumber'])
    """
    return [re.split(r"[.\s()?]+", m.group(0).strip())[-1] or m.group(0) for m in _CHAIN.finditer(condition)]


def _pairs(words: frozenset[Anchor], numbers: frozenset[Anchor]) -> frozenset[Anchor]:
    return frozenset(Anchor("subject_value", f"{w.key}@{n.key}") for w in words for n in numbers)


def _split(found: frozenset[Anchor]) -> tuple[frozenset[Anchor], frozenset[Anchor]]:
    words = frozenset(a for a in found if a.kind == "word" and not a.key.startswith("@"))
    return words, frozenset(a for a in found if a.kind == "number")


def boundary_pairs(perspective: str) -> frozenset[Anchor]:
    """The (word of the condition, tested value) anchors of a boundary case's English perspective."""
    m = _BOUNDARY.match(perspective)
    if m is None:
        return frozenset()
    words, _ = _split(anchors(" ".join(compared_names(m.group("cond")))))
    return _pairs(words, frozenset(a for a in anchors(m.group("value")) if a.kind == "number"))


def statement_pairs(text: str) -> frozenset[Anchor]:
    """The (word, value) anchors a statement may mean: each word it says with each number it says,
    except a number it states as a bound ("less than `0`" names no value tested: relation_scope.bounds)."""
    words, numbers = _split(anchors(text))
    stated = {a for n in bounds(text) for a in anchors(n) if a.kind == "number"}
    numbers = frozenset(numbers - stated)
    return _pairs(words, numbers) if numbers else frozenset()
