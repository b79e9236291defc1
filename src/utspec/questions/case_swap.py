"""A literal a key item pairs with one case of a switch that the code gives to another case.

jwt-decode pads base64 by the remainder of the length:

    switch (output.length % 4) {
        case 2: output += "=="; break;
        case 3: output += "="; break;
    }

"長さを 4 で割った余りが 3 の部分には '==' を補ってデコードされること" names one case label (3) and one quoted
literal ('=='): the code's `case 3` writes "=", and "==" is what `case 2` writes, so the key item has the two cases
the other way round. Only when the key item names exactly one label of the switch, the literal is not written
under that label, and another label of the same switch writes it. Pure functions of the key item and checklist.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import ChecklistItem, Kind
from utspec.questions.claims import values

_CASE = re.compile(r"^case\s+(?P<v>[^:]+?)\s*:?\s*$")
_STRING = re.compile(r"\"([^\"]*)\"|'([^']*)'|`([^`$]*)`")


@dataclass(frozen=True)
class CaseSwap:
    item: ChecklistItem
    """The case the key item names."""
    literal: str
    """The literal it expects there, written by another case."""
    other: ChecklistItem


def _literals(item: ChecklistItem) -> set[str]:
    return {next(g for g in m.groups() if g is not None) for m in _STRING.finditer(item.effect or "")}


def _label(item: ChecklistItem) -> str | None:
    m = _CASE.match(item.text.strip()) if item.kind is Kind.BRANCH else None
    return m.group("v").strip().strip("'\"") if m else None


def case_swap(text: str, checklist: Sequence[ChecklistItem]) -> CaseSwap | None:
    vals = values(text)
    quoted = [v[1:-1] for v in vals if len(v) > 2 and v[0] == v[-1] == "'"]
    plain = {v.strip("'") for v in vals}
    if not quoted:
        return None
    switches: dict[tuple[str, str | None], list[tuple[str, ChecklistItem]]] = {}
    for it in checklist:
        if (label := _label(it)) is not None:
            switches.setdefault((it.file, it.symbol), []).append((label, it))
    found: list[CaseSwap] = []
    for cases in switches.values():
        named = [it for label, it in cases if label in plain]
        if len(named) != 1:
            continue
        here = _literals(named[0])
        for lit in quoted:
            if lit in here or not here:
                continue
            other = next((it for _, it in cases if it is not named[0] and lit in _literals(it)), None)
            if other is not None:
                found.append(CaseSwap(named[0], lit, other))
    return found[0] if len(found) == 1 else None
