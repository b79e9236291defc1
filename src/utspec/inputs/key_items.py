"""Key test items as developers write them: any bullet style, numbered lines, or table rows.

Bullets `-`, `*`, `+` (Markdown), `・`, `●`, `○`, `■`, `◆`, `•`, `※` (Japanese documents), numbered
`1.`, `1)`, `1、`, `(1)`, `①`, and the rows of a Markdown table (the header and separator are not
items; a leading number or `KT-n` cell is dropped). A file with none of these is an error, not zero
items: a spec that silently ignores the developer's key items looks reviewed and is not.

An item's own id ("- KT-7: ...", "KT-7：...", a `KT-7` cell) is read off its text and kept: left in the text, its
number was one more value the item named (KT-1 met a boundary case "at 1"), and the spec cited the item under
another id than the one its author wrote (`utspec.inputs.context.key_items_from` decides which ids are used).
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
#: An item's own id at the start of its text: "KT-7: ...", "KT-7：", "KT-7." (after any bullet or checkbox).
_OWN_ID = re.compile(
    r"^KT-(?P<n>\d+)\s*[:：.．、)）]?\s+(?P<rest>\S.*)$|^KT-(?P<n2>\d+)\s*[:：．、）](?P<rest2>\S.*)$"
)
_ID_CELL = re.compile(r"^KT-(\d+)$")
_NUMBER_CELL = re.compile(r"^(?:No\.?\s*)?(?:KT-)?\d+[.)]?$|^#$|^No\.?$|^番号$|^項番$", re.IGNORECASE)


@dataclass(frozen=True)
class ItemLine:
    line: int
    text: str
    own_id: str | None = None
    """The id the author wrote for the item (`KT-7`), if any."""


def own_id(text: str) -> tuple[str | None, str]:
    """(the id written at the start of an item, the text without it).

    >>> own_id("KT-7: value が null のときは null を返す")
    ('KT-7', 'value が null のときは null を返す')
    >>> own_id("KT-02：金額0円"), own_id("KT-3 A 404 raises HTTPError"), own_id("KT-4")
    (('KT-2', '金額0円'), ('KT-3', 'A 404 raises HTTPError'), (None, 'KT-4'))
    >>> own_id("KT-1と同じ条件で境界")  # the id is part of the sentence, not its label
    (None, 'KT-1と同じ条件で境界')
    """
    m = _OWN_ID.match(text)
    if m is None:
        return None, text
    n, rest = (m["n"], m["rest"]) if m["n"] is not None else (m["n2"], m["rest2"])
    return f"KT-{int(n)}", rest.strip()


#: A line whose marker is the id itself ("KT-7: ...", no bullet): `_BULLET` consumed it.
_LINE_ID = re.compile(r"^\s*KT-(\d+)(?:[:.]?\s|：)")


def _line_id(raw: str) -> str | None:
    return f"KT-{int(m[1])}" if (m := _LINE_ID.match(raw)) else None


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
            written = next((f"KT-{int(m[1])}" for c in _cells(stripped) if (m := _ID_CELL.match(c))), None)
            cells = [c for c in _cells(stripped) if c and not _NUMBER_CELL.match(c)]
            if cells:
                out.append(ItemLine(i + 1, " / ".join(cells), written))
            continue
        if m := _BULLET.match(raw):
            written, text = own_id(" ".join(m["text"].split()))
            out.append(ItemLine(i + 1, text, written or _line_id(raw)))
    return out
