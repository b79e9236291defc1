"""The offline test designer: one or more cases per checklist item, then design and key items on top.

It writes what a careful reviewer would ask for without a model: every must-cover item gets a case
with concrete input values and an expected result taken from the code's observable effect (the
exception and its message, the value returned, the row written, the call made, the output);
boundaries get their on and off values, read through every negation; design statements and key
items are attached to the case that exercises them, or get a case of their own whose open points
are questions. A key item that matches nothing in the design or the code is *not* used as
evidence: it becomes an open question, because the seed's run went wrong exactly there. Every
sentence comes from the message catalog of the run's language (`utspec.messages`).

The pieces live in `utspec.designer.offline`; this module drafts and revises with them.
"""

from __future__ import annotations

from utspec.case_order import table_order
from utspec.designer.inputs import DesignInputs
from utspec.designer.offline.assembly import Builder, cases_for_items, missing_boundary_cases, tell_apart
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.design_cases import design_case
from utspec.designer.offline.linking import key_item_question, link_key_items, link_requirements, reanchor
from utspec.designer.offline.worked_links import split_worked
from utspec.evidence import EvidenceIndex
from utspec.models import Kind, OpenQuestion, ReviewResult, TestCase, TestSpec

NAME = "rule-based"

__all__ = ["NAME", "draft", "key_item_question", "revise"]


def _context(inputs: DesignInputs, language: str | None = None) -> Ctx:
    texts = [r.text for r in inputs.requirements] + [k.text for k in inputs.key_items]
    return Ctx.build(language or inputs.language, inputs.checklist, inputs.sources, texts)


def _merge(questions: list[OpenQuestion], more: list[OpenQuestion]) -> list[OpenQuestion]:
    known = {q.id for q in questions}
    return questions + [q for q in more if q.id not in known]


def number_in_table_order(cases: list[TestCase]) -> None:
    """Renumber a fresh draft TC-001, TC-002, ... in the order the spec lists its cases.

    The normal path of each function is drafted after its items, and files' tables follow the
    first code evidence, so drafting order put TC-012 above TC-011 on the page. Only a fresh draft
    is renumbered: `revise` keeps every id a reviewer or a finding may already name.
    """
    ordered = table_order(cases)
    for n, c in enumerate(ordered, start=1):
        c.id = f"TC-{n:03d}"
    cases[:] = ordered


def draft(inputs: DesignInputs) -> TestSpec:
    """Draft a spec from scratch."""
    ctx = _context(inputs)
    builder = Builder()
    cases_for_items(inputs.checklist, builder, ctx)
    if ctx.msg.language != "en":
        # Design and key items link on the cases' English words, so a Japanese run links as an English one.
        english = Builder()
        cases_for_items(inputs.checklist, english, _context(inputs, "en"))
        ctx.english_text = {c.id: (c.perspective, c.expected) for c in english.cases}
    link_requirements(inputs, builder, ctx)
    questions = link_key_items(inputs, builder, ctx)
    statements = {r.id: r.text for r in inputs.requirements} | {k.id: k.text for k in inputs.key_items}
    split_worked(statements, builder.cases, frozenset(i.id for i in inputs.checklist), ctx, builder.add)
    builder.settle(ctx)
    tell_apart(builder.cases, {i.id: i for i in inputs.checklist}, ctx)
    number_in_table_order(builder.cases)
    return TestSpec(
        title=ctx.msg("title") if inputs.title == DesignInputs.title else inputs.title,
        designer=NAME,
        cases=builder.cases,
        open_questions=_merge(questions, ctx.questions),
        assumptions=[ctx.msg("assume.offline")],
    )


def revise(inputs: DesignInputs, spec: TestSpec, review: ReviewResult) -> TestSpec:
    """Address the blocking findings of a review; keep every case id that survives."""
    ctx = _context(inputs)
    cases = [c.model_copy(deep=True) for c in spec.cases]
    index = EvidenceIndex.build(inputs.checklist, inputs.requirements, inputs.key_items, inputs.sources)
    items = {i.id: i for i in inputs.checklist}
    builder = Builder(cases=cases, next_id=1 + max((int(c.id[3:]) for c in cases), default=0))
    notes: list[str] = []
    for f in review.blocking:
        if f.rule == "missing-coverage":
            missing = [items[r] for r in f.refs if r in items]
            cases_for_items(missing, builder, ctx)
        elif f.rule == "missing-boundary-values":
            for item in (items[r] for r in f.refs if r in items and items[r].kind is Kind.BOUNDARY):
                missing_boundary_cases(item, list(builder.cases), builder, ctx)
        elif f.rule == "design-requirement-not-covered":
            reqs = {r.id: r for r in inputs.requirements}
            for req in (reqs[r] for r in f.refs if r in reqs):
                builder.add(design_case(req, ctx), [req.id])
        elif f.rule == "unsupported-evidence":
            for c in builder.cases:
                if c.id not in f.refs:
                    continue
                c.evidence = [r for r in c.evidence if index.resolve(r).ok]
                if not c.evidence:
                    ref = reanchor(f"{c.perspective} {c.expected}", inputs)
                    if ref is not None:
                        c.evidence = [ref]
            dropped = [c.id for c in builder.cases if not c.evidence]
            if dropped:
                notes.append(ctx.msg("assume.removed", ids=ctx.msg("sep.list").join(dropped)))
            builder.cases = [c for c in builder.cases if c.evidence]
    builder.settle(ctx)
    tell_apart(builder.cases, items, ctx)
    questions = _merge(list(spec.open_questions), ctx.questions)
    known = {q.id for q in questions}
    for f in review.blocking:
        if f.rule == "key-item-not-addressed":
            for kt in (k for k in inputs.key_items if k.id in f.refs):
                q = key_item_question(kt.id, kt.text, ctx.msg)
                if q.id not in known:
                    questions.append(q)
                    known.add(q.id)
    return spec.model_copy(
        update={"cases": builder.cases, "open_questions": questions, "assumptions": spec.assumptions + notes}
    )
