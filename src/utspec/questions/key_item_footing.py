"""Where a key item finds its footing in the inputs: design statements, checklist items and source lines that share
enough specific anchors with it (`utspec.questions.key_items`: anchored)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from utspec.anchoring import Anchor, Index, Unit, anchors
from utspec.anchoring.match import COMMON_NUMBERS
from utspec.anchoring.worked_example import defined_functions, worked_example
from utspec.models import ChecklistItem, Requirement, SourceText
from utspec.questions.bound_argument import called_refs
from utspec.questions.empty_call import empty_call_refs
from utspec.questions.key_conditions import Conditions
from utspec.questions.quoted_literal import quoted_refs


def _anchor_units(checklist: Sequence[ChecklistItem], requirements: Sequence[Requirement],
                  sources: Sequence[SourceText]) -> list[Unit]:  # fmt: skip
    units = [Unit.of(r.id, r.text) for r in requirements if r.kind != "heading"]
    units += [Unit.of(i.id, f"`{i.text}` {i.effect or ''}") for i in checklist]
    for src in sources:
        for n, line in enumerate(src.text.split("\n"), start=1):
            if line.strip():
                units.append(Unit.of(f"{src.path}:{n}", line, group=f"{src.path}:{n}"))
    return units


def _footing(query: frozenset[Anchor], shared: frozenset[Anchor], index: Index) -> bool:
    """Whether what a unit shares with a key item is enough to say the key item is about it.

    One specific anchor (an exception type, a message, an identifier, a value other than 0/1/-1)
    is enough; so are two content words together (`email` and "missing" on `if not email:`), or
    every content word of a short key item. Rarity is not required
    beyond that: the main subject of a change (`email` in an email service) is in every line, and
    a key item about it is still about something that is there.
    """
    if any(a.kind in ("exception", "message", "ident") for a in shared):
        return True
    if any(a.kind == "number" and a.key not in COMMON_NUMBERS for a in shared):
        return True
    words = {a for a in shared if a.kind == "word"}
    if len(words) >= 2:
        return True
    # A short key item whose every content word is there ("重量0kgはエラー": weight, on `weight <= 0`).
    content = {a for a in query if a.kind == "word"}
    return bool(content) and content <= words


@dataclass(frozen=True)
class Inputs:
    """What key items are read against, indexed once per review (design statements, checklist, source lines)."""

    checklist: Sequence[ChecklistItem]
    footing: Index
    conditions: Conditions
    functions: frozenset[str] = frozenset()
    """The functions the sources define: a worked example calling one is anchored in it."""

    @staticmethod
    def of(checklist: Sequence[ChecklistItem], requirements: Sequence[Requirement],
           sources: Sequence[SourceText]) -> Inputs:  # fmt: skip
        return Inputs(checklist, Index(_anchor_units(checklist, requirements, sources)),
                      Conditions.of(checklist, sources, requirements),
                      defined_functions({s.path: s.text.split("\n") for s in sources}))  # fmt: skip


def anchored_refs(text: str, inputs: Inputs) -> tuple[str, ...]:
    """Where a key item finds its footing (`_footing`), best first; () when nowhere.

    A tie between places is still footing (the key item is about something that is there); only
    a match on nothing specific is not.
    """
    # Only the call is read here: whatever a quoted result holds, the example calls its function (strings=all).
    if (ex := worked_example(text, inputs.functions, inputs.functions)) is not None:
        # `abbreviate("abcdefghijklmno", "*", 9, 10) keeps the tail: "*ghijklmno"` names its function
        # by calling it, whatever its other words share with the code (commons-lang's KT-7).
        name = ex.function
        refs = tuple(i.id for i in inputs.checklist if (i.symbol or "").rsplit(".", 1)[-1] == name)[:3]
        if refs:
            return refs
    if refs := called_refs(text, inputs.conditions.sources, inputs.checklist):
        return refs  # `setnframes(-1) raises …`: the call names its function (questions.bound_argument)
    # "clear() を呼んだ後は…": a call with no argument names its function (questions.empty_call)
    if refs := empty_call_refs(text, inputs.checklist):
        return refs
    query = anchors(text)
    if not query:
        return ()
    index = inputs.footing
    scored = []
    for u in index.units:
        s, shared = index.score(query, text, u)
        if s > 0 and _footing(query, shared, index):
            scored.append((s, u.ref))
    scored.sort(key=lambda t: -t[0])
    # No footing by words: a string the code compares with, written verbatim ("連体化の「の」…", quoted_literal).
    return tuple(r for _, r in scored[:3]) or quoted_refs(text, inputs.checklist)
