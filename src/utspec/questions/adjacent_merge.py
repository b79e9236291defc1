"""Adjacent ranges said to be combined, where the code starts a new range as soon as one begins after the other's end.

range-parser 1.2.1 (bench/questions range-parser-js, range-C1 and KT-9): the readme says "Specifies if overlapping &
adjacent ranges should be combined", a key item "With combine, the adjacent ranges 0-10 and 11-20 become one range
0-20", against combineRanges'

    if (range.start > current.end) {
      // next range

Integer ranges 0-10 and 11-20 are adjacent: 11 > 10, so this test keeps them apart; only `range.start > current.end + 1`
joins them. The classic off-by-one of interval merging: a text that says adjacent ranges are combined, and exactly
one such comparison of a start with an end (no `+ 1`) in the sources, is a disagreement at that comparison.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import SourceText

_ADJACENT = re.compile(r"\badjacent\b|隣接|隣り合|連続する(?:範囲|区間)", re.I)
_COMBINED = re.compile(r"\bcombin|\bmerg|\bjoin|\bbecome one\b|結合|まとめ|統合|ひとつに|1 つに|一つに", re.I)
#: `if (range.start > current.end)`, `if r.start > cur.end:`: a start compared with an end, strictly, with no `+ 1`.
_SPLIT = re.compile(
    r"^\s*(?:}\s*else\s+)?(?:el)?if\s*\(?\s*[\w.]+\.(?:start|begin|from|low|lo)\s*>\s*[\w.]+\.(?:end|stop|to|high|hi)\s*\)?\s*[{:]"
)


@dataclass(frozen=True)
class AdjacentSplit:
    file: str
    line: int
    statement: str


def adjacent_split(text: str, sources: Sequence[SourceText]) -> AdjacentSplit | None:
    """The one strict start-after-end test of the sources when the text says adjacent ranges are combined, else None.

    >>> js = "for (;;) {\\n    if (range.start > current.end) {\\n      ordered[++j] = range\\n    }\\n}\\n"
    >>> adjacent_split("overlapping & adjacent ranges should be combined", [SourceText(path="i.js", text=js)]).line
    2
    >>> plus = SourceText(path="i.js", text=js.replace("current.end)", "current.end + 1)"))
    >>> adjacent_split("overlapping & adjacent ranges should be combined", [plus]) is None
    True
    """
    if not (_ADJACENT.search(text) and _COMBINED.search(text)):
        return None
    found = [
        AdjacentSplit(src.path, n, line.strip())
        for src in sources
        for n, line in enumerate(src.text.split("\n"), start=1)
        if _SPLIT.match(line)
    ]
    return found[0] if len(found) == 1 else None


__all__ = ["AdjacentSplit", "adjacent_split"]
