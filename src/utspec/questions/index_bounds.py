"""An index the design keeps inside an array's bounds that the code's guard lets reach the length.

Commons IO's `HexDump.dump` documents "throws ArrayIndexOutOfBoundsException: if the index is outside the data
array's bounds", and guards with `index < 0 || index > data.length`: `index == data.length` is outside the
array (its last index is `data.length - 1`) and is not refused. A limit written as an array's bounds has no
number, so the number-based limits never compared it. Here:

- the design: a statement saying something is outside / out of / beyond the bounds or range ("範囲外"), naming
  the compared name (`index`) and the array (`data`);
- the code: a raising guard one of whose parts compares that name with the array's length with `>` (`index >
  data.length`, `i > len(data)`, `data.length < index`): the guard then accepts the length itself.

Pure functions of the requirements and the checklist.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.analyzers.effects import item_effects
from utspec.models import ChecklistItem, Kind, Requirement

_OUTSIDE = re.compile(
    r"\b(?:outside|out\s+of|beyond)\b[^.;]{0,40}?\b(?:bounds?|range)\b|範囲外|範囲を(?:超え|外れ)", re.I
)
_LEN = r"(?P<arr>[A-Za-z_$][\w$]*)\.(?:length|size\(\)|Length|Count)|len\((?P<arr2>[A-Za-z_]\w*)\)"
_GT = re.compile(rf"(?<![\w$.])(?P<name>[A-Za-z_$][\w$]*)\s*>\s*(?:{_LEN})(?![\w(])")
_LT = re.compile(
    r"(?:(?P<arr>[A-Za-z_$][\w$]*)\.(?:length|size\(\)|Length|Count)|len\((?P<arr2>[A-Za-z_]\w*)\))\s*<\s*(?P<name>[A-Za-z_$][\w$]*)(?![\w$.(])"
)


@dataclass(frozen=True)
class IndexConflict:
    req: Requirement
    name: str
    """The index compared (`index`)."""
    length: str
    """The length it is compared with, as written (`data.length`)."""
    item: ChecklistItem


def length_admitted(condition: str) -> tuple[str, str, str] | None:
    """(index, array, length as written) when a guard refuses an index only above the array's length.

    >>> length_admitted("index < 0 || index > data.length")
    ('index', 'data', 'data.length')
    >>> length_admitted("i > len(buf)"), length_admitted("index >= data.length")
    (('i', 'buf', 'len(buf)'), None)
    """
    m = _GT.search(condition) or _LT.search(condition)
    if m is None:
        return None
    arr = m.group("arr") or m.group("arr2")
    whole = m.group(0)
    length = whole.split(">")[-1].strip() if ">" in whole else whole.split("<")[0].strip()
    return m.group("name"), arr, length


def _raises(item: ChecklistItem) -> bool:
    return any(e.kind == "raise" for e in item_effects(item))


def _said(word: str, text: str) -> bool:
    return re.search(rf"(?<![A-Za-z0-9_]){re.escape(word)}(?![A-Za-z0-9_])", text, re.I) is not None


def index_conflicts(
    requirements: Sequence[Requirement], checklist: Sequence[ChecklistItem]
) -> list[IndexConflict]:
    """Statements keeping an index inside an array whose raising guard admits the array's length."""
    guards = []
    for it in checklist:
        if it.kind is Kind.BRANCH and _raises(it) and (found := length_admitted(it.text)) is not None:
            guards.append((it, *found))
    out: list[IndexConflict] = []
    taken: set[str] = set()
    for r in requirements:
        if r.kind == "heading" or not _OUTSIDE.search(r.text):
            continue
        for it, name, arr, length in guards:
            if it.id in taken or not (_said(name, r.text) and _said(arr, r.text)):
                continue
            taken.add(it.id)
            out.append(IndexConflict(r, name, length, it))
    return out
