"""Key test items as developers write them: any bullet style, numbered lines, or table rows.

Bullets `-`, `*`, `+` (Markdown), `・`, `●`, `○`, `■`, `◆`, `•`, `※` (Japanese documents), numbered
`1.`, `1)`, `1、`, `(1)`, `①`, and the rows of a Markdown table (the header and separator are not
items; a leading number or `KT-n` cell is dropped). A file with none of these is an error, not zero
items: a spec that silently ignores the developer's key items looks reviewed and is not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_BULLET = re.compile(
    # ASCII markers need the space after them ("*bold*" and "1.5 s" are prose); Japanese ones do not.
    r"^\s*(?:(?:[-*+]|\d{1,3}[.)]|KT-\d+[:.]?)\s+|(?:[・●○■□◆◇•◦▪※]|\d{1,3}[、．]|[(（]\d{1,3}[)）]|[①-⑳]|KT-\d+：)\s*)"
    r"(?:\[[ xX]\]\s+)?(?P<text>.+?)\s*$"
)
_FENCE = re.compile(r"^\s{0,3}(```|~~~)")
_TABLE_SEP = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
_NUMBER_CELL = re.compile(r"^(?:No\.?\s*)?(?:KT-)?\d+[.)]?$|^#$|^No\.?$|^番号$|^項番$", re.IGNORECASE)


@dataclass(frozen=True)
class ItemLine:
    line: int
    text: str


def _cells(row: str) -> list[str]:
    return [c.strip() for c in row.strip().strip("|").split("|")]


def key_item_lines(text: str) -> list[ItemLine]:
    """Every key item of a file, with its line, in order."""
    out: list[ItemLine] = []
    lines = text.split("\n")
    in_fence = False
    for i, raw in enumerate(lines):
        if _FENCE.match(raw):
            in_fence = not in_fence
            continue
        stripped = raw.strip()
        if in_fence or not stripped or stripped.startswith(("#", "<!--")):
            continue
        if stripped.startswith("|"):
            nxt = lines[i + 1] if i + 1 < len(lines) else ""
            if _TABLE_SEP.match(raw) or _TABLE_SEP.match(nxt):
                continue  # separator, or the header row above it
            cells = [c for c in _cells(stripped) if c and not _NUMBER_CELL.match(c)]
            if cells:
                out.append(ItemLine(i + 1, " / ".join(cells)))
            continue
        if m := _BULLET.match(raw):
            out.append(ItemLine(i + 1, " ".join(m["text"].split())))
    return out
