"""Which case a design statement (DR-n) or key item (KT-n) lands on, or the question asked when none.

Kept apart from the case builders so the matcher can change without touching how cases are written.
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.designer.inputs import DesignInputs
from utspec.designer.offline.assembly import Builder
from utspec.designer.offline.design_cases import design_case, key_item_case
from utspec.evidence import EvidenceIndex
from utspec.models import ChecklistItem, OpenQuestion, TestCase
from utspec.terms import Unit, anchor, overlap, terms


def case_units(cases: Sequence[TestCase], items: dict[str, ChecklistItem]) -> list[Unit]:
    """Each case as matchable text: its perspective, expected result and the items it cites."""
    units = []
    for c in cases:
        cited = " ".join(f"{items[r].text} {items[r].effect or ''} {items[r].symbol or ''}" for r in c.evidence if r in items)
        units.append(Unit(c.id, f"{c.perspective} {c.expected} {cited}"))
    return units


def best_case(text: str, cases: Sequence[TestCase], items: dict[str, ChecklistItem]) -> TestCase | None:
    """The case sharing most content terms with a design statement (at least two, or all of a short one)."""
    need = min(2, len(terms(text)))
    best, best_n = None, 0
    for unit, case in zip(case_units(cases, items), cases, strict=True):
        n = overlap(text, unit.text)
        if n >= max(need, 1) and n > best_n:
            best, best_n = case, n
    return best


def anchor_units(inputs: DesignInputs) -> list[Unit]:
    """Where a key item may be anchored: design statements and source lines (not headings)."""
    units = [Unit(r.id, r.text) for r in inputs.requirements if r.kind != "heading"]
    for src in inputs.sources:
        for n, line in enumerate(src.text.split("\n"), start=1):
            if line.strip():
                units.append(Unit(f"{src.path}:{n}", line))
    return units


def key_item_question(kt_id: str, text: str) -> OpenQuestion:
    """The question asked for a key item that matches nothing in the inputs."""
    return OpenQuestion(
        id=f"Q-{kt_id}-unanchored",
        question=(
            f"Key test item {kt_id} ({text!r}) matches nothing in the design documents or the changed code. "
            "Is it in scope for this change? If so, which design statement or code does it test?"
        ),
        refs=[kt_id],
    )


def link_requirements(inputs: DesignInputs, builder: Builder) -> None:
    """Attach each design statement to the case that already tests it, else give it a case of its own."""
    index = {i.id: i for i in inputs.checklist}
    for req in inputs.requirements:
        if req.kind == "heading" or not terms(req.text):
            continue
        target = best_case(req.text, builder.cases, index)
        if target is not None:
            target.evidence.append(req.id)
            continue
        builder.add(design_case(req), [req.id])


def link_key_items(inputs: DesignInputs, builder: Builder) -> list[OpenQuestion]:
    """Anchor each key item in the inputs and attach it to the case testing that anchor.

    A key item that matches nothing is asked about, never silently trusted.
    """
    questions: list[OpenQuestion] = []
    anchors = anchor_units(inputs)
    for kt in inputs.key_items:
        where = anchor(kt.text, anchors)
        if not where.found:
            questions.append(key_item_question(kt.id, kt.text))
            continue
        assert where.unit is not None  # found implies a unit
        ref = where.unit.ref
        cited = EvidenceIndex.build(inputs.checklist, inputs.requirements, inputs.key_items, inputs.sources).cited_items([ref])
        target = next(
            (c for c in builder.cases if ref in c.evidence or cited & set(c.evidence)),
            None,
        )
        if target is None:
            best = max(builder.cases, key=lambda c: overlap(kt.text, c.perspective + " " + c.expected), default=None)
            if best is not None and overlap(kt.text, best.perspective + " " + best.expected):
                target = best
        if target is not None:
            target.evidence.append(kt.id)
            if ref not in target.evidence and not cited:
                target.evidence.append(ref)
        else:
            builder.add(key_item_case(kt), [kt.id, ref])
    return questions


def reanchor(text: str, inputs: DesignInputs) -> str | None:
    """The ref a case's own text anchors to, for a case left with no valid evidence."""
    hit = anchor(text, anchor_units(inputs))
    return hit.unit.ref if hit.found and hit.unit is not None else None
