"""The exception types raised at places that fit a key item about as well as the place it was linked to.

A key item naming one exception ("文字列でないトークンを渡すと InvalidTokenError") disagrees with the place its
subject picks (`typeof token !== "string"` → `throw new TypeError(…)`) even when the code raises the named
type somewhere else (`typeof part !== "string"` → InvalidTokenError): the other raise matters only when its
place fits the key item's subject nearly as well, for then the place picked may be the wrong one. Before,
any raise of the named type anywhere silenced the disagreement (iban4j: 空文字 → IllegalArgumentException
where the code raises BicFormatException on that input and IllegalArgumentException on another).

A raise is placed by the condition or handler around it (the innermost that holds its line), described as
the linking units are (`` `condition` function``): what the raise says (its message) is its outcome, not its
place, and the exception's own name is left out of the key item's subject already.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.effects import item_effects
from utspec.anchoring import Index, Unit
from utspec.models import ChecklistItem, Kind
from utspec.questions.go_errors import as_raise

#: The share of the best place's score another raising place needs to compete with it.
COMPETING = 0.5
_AROUND = (Kind.BRANCH, Kind.BOUNDARY, Kind.HANDLER)


def _place_text(item: ChecklistItem, checklist: Sequence[ChecklistItem]) -> str:
    """The condition or handler a raise is under (its own text when it is one), or '' when none."""
    if item.kind in _AROUND:
        return item.text
    around = [i for i in checklist if i.kind in _AROUND and i.file == item.file and i.line <= item.line <= i.end_line
              and i is not item]  # fmt: skip
    return max(around, key=lambda i: (i.line, -i.end_line)).text if around else ""


#: Exception and error type names as texts write them (`InvalidTokenError`, `invalidLengthError`, `IOException`).
_EXCEPTION_NAME = re.compile(r"(?<![\w.])[A-Za-z_]\w*(?:Error|Exception)(?!\w)")


def without_name(text: str, name: str) -> str:
    """The text without the exception names it writes, `name` first: their words are the outcome, not the place
    (DR-17 of google/uuid, "IsInvalidLengthError is matcher function for custom error invalidLengthError", went to
    `case Invalid` on the second name's "invalid")."""
    if name:
        text = re.sub(rf"(?<![\w.]){re.escape(name)}(?!\w)", " ", text)
    return _EXCEPTION_NAME.sub(" ", text)


def competing_raises(text: str, exception: str, index: Index, checklist: Sequence[ChecklistItem],
                     best: Unit) -> frozenset[str]:  # fmt: skip
    """The exception types (lower case) raised at places that fit the text's subject at least `COMPETING` as well
    as `best`, the place found (its own raise is what the key item is compared with); `{exception}` (lower case)
    when the place is not found without the words of the exception's name (`InvalidTokenError` says "token").
    """
    from utspec.questions.key_items import CONTRADICTION_MIN_SCORE, _subject_only

    subject = _subject_only(without_name(text, exception))
    best_score = index.score(subject, "", best)[0]
    if best_score < CONTRADICTION_MIN_SCORE:
        return frozenset({exception.lower()})
    raising: list[tuple[Unit, list[str]]] = []
    for it in checklist:
        names = [e.name for e in map(as_raise, item_effects(it)) if e.kind == "raise" and e.name]
        if names and f"{it.file}:{it.line}" != best.group:
            where = f"`{_place_text(it, checklist)}` {it.symbol or ''}"
            raising.append((Unit.of(f"raise@{it.id}", where, group=f"{it.file}:{it.line}"), names))
    if not raising:
        return frozenset()
    # scored among the conditions and these places together, so a word's weight is what it is in the code
    scoring = Index([*index.units, *(u for u, _ in raising)])
    out: set[str] = set()
    for unit, names in raising:
        if scoring.score(subject, "", unit)[0] >= COMPETING * best_score:
            out.update(n.split(".")[-1].lower() for n in names)
    return frozenset(out)
