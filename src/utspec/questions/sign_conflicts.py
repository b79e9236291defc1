"""A parameter the design calls positive (or non-negative) whose guard in the code refuses the other side of 0.

Commons Lang's `truncate(str, offset, maxWidth)`: "`maxWidth`: maximum length of result String, must be
positive" against `if (maxWidth < 0) throw new IllegalArgumentException(…)`: 0 is no positive number, and the
code accepts it. The number-based limits never saw this: "positive" has no digit. Both directions:

- the design says positive ("must be positive", "a positive integer", "正の", "正数") and the code's guard
  refuses only negatives (`x < 0`, `x <= -1`): 0 is accepted;
- the design says non-negative ("non-negative", "must not be negative", "0 or more", "0 以上", "負でない") and
  the guard refuses 0 too (`x <= 0`, `x < 1`): 0 is refused.

The name is one the statement writes in backticks, or as code; the guard is a condition on that name alone whose
branch raises (throw, raise, panic), inside the function the statement's section heading names when it names one
(else the name must be guarded in one function only). Pure functions of the requirements and checklist.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from utspec.analyzers.effects import item_effects
from utspec.models import ChecklistItem, Kind, Requirement

Sign = Literal["gt", "ge"]

_POSITIVE = re.compile(r"\b(?:must\s+be\s+|a\s+|be\s+)?positive\b|正の(?:整数|数|値)|正数", re.I)
_NON_NEGATIVE = re.compile(
    r"\bnon-?negative\b|\b(?:must|may)\s+not\s+be\s+negative\b|\b0\s+or\s+(?:more|greater)\b|0\s*以上|負でない|負の値でない",
    re.I,
)
#: `maxWidth < 0`, `n <= 0`, `size < 1`, `0 > n`: the name alone against 0 or 1.
_GUARD = re.compile(
    r"^\s*(?P<name>[A-Za-z_$][\w$.]*)\s*(?P<op><=|<)\s*(?P<v>-?[01])\s*$|^\s*(?P<v2>[01])\s*(?P<op2>>=|>)\s*(?P<name2>[A-Za-z_$][\w$.]*)\s*$"
)
_CODE_NAME = re.compile(r"`(?P<n>[A-Za-z_$][\w$]*)`")
_SECTION_FN = re.compile(r"(?:^|[\s`.])(?P<name>[A-Za-z_$][\w$]*)\s*\(")


@dataclass(frozen=True)
class SignConflict:
    req: Requirement
    name: str
    design: Sign
    """What the statement asks: `gt` (more than 0) or `ge` (0 or more)."""
    item: ChecklistItem
    """The guard."""
    zero_accepted: bool
    """What the code does with 0."""


def stated_sign(text: str) -> Sign | None:
    """`gt` when a statement calls something positive, `ge` when non-negative, else None.

    >>> stated_sign("Parameter `maxWidth`: maximum length of result String, must be positive")
    'gt'
    >>> stated_sign("`size` must not be negative"), stated_sign("count は 0 以上の整数"), stated_sign("a negative value")
    ('ge', 'ge', None)
    """
    if _NON_NEGATIVE.search(text):
        return "ge"
    if _POSITIVE.search(text) and not re.search(r"false\s+positive", text, re.I):
        return "gt"
    return None


def _zero_accepted(condition: str) -> tuple[str, bool] | None:
    """(name, whether 0 passes) for a guard on one name against 0 or 1, else None.

    >>> _zero_accepted("maxWidth < 0"), _zero_accepted("n <= 0"), _zero_accepted("size < 1"), _zero_accepted("0 > n")
    (('maxWidth', True), ('n', False), ('size', False), ('n', True))
    >>> _zero_accepted("x < 10") is None, _zero_accepted("a < b") is None
    (True, True)
    """
    m = _GUARD.match(condition)
    if m is None:
        return None
    if m.group("name"):
        name, op, v = m.group("name"), m.group("op"), int(m.group("v"))
    else:  # `0 > n` is `n < 0`
        name, op, v = m.group("name2"), {">": "<", ">=": "<="}[m.group("op2")], int(m.group("v2"))
    refused_zero = (op == "<" and v == 1) or (op == "<=" and v == 0)
    accepts_zero = (op == "<" and v == 0) or (op == "<=" and v == -1)
    if not (refused_zero or accepts_zero):
        return None
    return name, accepts_zero


def _raises(item: ChecklistItem) -> bool:
    return any(e.kind == "raise" for e in item_effects(item)) or (item.effect or "").lstrip().startswith(
        "panic("
    )


def sign_conflicts(
    requirements: Sequence[Requirement], checklist: Sequence[ChecklistItem]
) -> list[SignConflict]:
    """Statements calling a guarded name positive or non-negative where the guard lets 0 the other way."""
    guards: list[tuple[ChecklistItem, str, bool]] = []
    for it in checklist:
        if it.kind is not Kind.BOUNDARY or not _raises(it):
            continue
        if (z := _zero_accepted(it.text)) is not None:
            guards.append((it, z[0].split(".")[-1], z[1]))
    if not guards:
        return []
    out: list[SignConflict] = []
    seen: set[str] = set()
    for r in requirements:
        if r.kind == "heading" or (sign := stated_sign(r.text)) is None:
            continue
        names = {m.group("n") for m in _CODE_NAME.finditer(r.text)}
        fn = m.group("name") if (m := _SECTION_FN.search(r.section or "")) else None
        for it, name, zero_ok in guards:
            if name not in names:
                continue
            symbol = (it.symbol or "").split(".")[-1]
            if fn is not None and symbol != fn:
                continue
            if fn is None and len({(g.symbol or "") for g, n, _ in guards if n == name}) != 1:
                continue  # guarded in several functions: which one the statement is about is not known
            if zero_ok == (sign == "ge") or it.id in seen:
                continue  # they agree on 0
            seen.add(it.id)
            out.append(SignConflict(r, name, sign, it, zero_ok))
    return out
