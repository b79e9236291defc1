"""The offline test designer: one or more cases per checklist item, then design and key items on top.

It writes what a careful reviewer would ask for without a model: every must-cover item gets a case
whose expected result is taken from the code itself (the exception raised, the value returned, the
statement skipped); boundaries get their on and off values; design statements and key items are
attached to the case that exercises them, or get a case of their own. A key item that matches
nothing in the design or the code is *not* used as evidence: it becomes an open question, because
the seed's run went wrong exactly there.

The pieces live in `utspec.designer.offline`; this module drafts and revises with them.
"""

from __future__ import annotations

from utspec.designer.inputs import DesignInputs
from utspec.designer.offline.assembly import Builder, cases_for_items, missing_boundary_cases, tell_apart
from utspec.designer.offline.design_cases import design_case
from utspec.designer.offline.linking import key_item_question, link_key_items, link_requirements, reanchor
from utspec.designer.offline.sentences import describe_effect, describe_statement
from utspec.evidence import EvidenceIndex
from utspec.models import Kind, ReviewResult, TestSpec

NAME = "rule-based"

__all__ = ["NAME", "describe_effect", "describe_statement", "draft", "key_item_question", "revise"]


def draft(inputs: DesignInputs) -> TestSpec:
    """Draft a spec from scratch."""
    builder = Builder()
    cases_for_items(inputs.checklist, builder)
    link_requirements(inputs, builder)
    questions = link_key_items(inputs, builder)
    tell_apart(builder.cases, {i.id: i for i in inputs.checklist})
    return TestSpec(
        title=inputs.title,
        designer=NAME,
        cases=builder.cases,
        open_questions=questions,
        assumptions=[
            "Drafted offline by the rule-based designer: expected results quote the code; "
            "a person confirms them against the intended behaviour."
        ],
    )


def revise(inputs: DesignInputs, spec: TestSpec, review: ReviewResult) -> TestSpec:
    """Address the blocking findings of a review; keep every case id that survives."""
    cases = [c.model_copy(deep=True) for c in spec.cases]
    index = EvidenceIndex.build(inputs.checklist, inputs.requirements, inputs.key_items, inputs.sources)
    items = {i.id: i for i in inputs.checklist}
    builder = Builder(cases=cases, next_id=1 + max((int(c.id[3:]) for c in cases), default=0))
    notes: list[str] = []
    for f in review.blocking:
        if f.rule == "missing-coverage":
            missing = [items[r] for r in f.refs if r in items]
            cases_for_items(missing, builder)
        elif f.rule == "missing-boundary-values":
            for item in (items[r] for r in f.refs if r in items and items[r].kind is Kind.BOUNDARY):
                missing_boundary_cases(item, list(builder.cases), builder)
        elif f.rule == "design-requirement-not-covered":
            reqs = {r.id: r for r in inputs.requirements}
            for req in (reqs[r] for r in f.refs if r in reqs):
                builder.add(design_case(req), [req.id])
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
                notes.append(f"Removed {', '.join(dropped)}: no evidence could be found for them.")
            builder.cases = [c for c in builder.cases if c.evidence]
    tell_apart(builder.cases, items)
    questions = list(spec.open_questions)
    known = {q.id for q in questions}
    for f in review.blocking:
        if f.rule == "key-item-not-addressed":
            for kt in (k for k in inputs.key_items if k.id in f.refs):
                q = key_item_question(kt.id, kt.text)
                if q.id not in known:
                    questions.append(q)
                    known.add(q.id)
    return spec.model_copy(
        update={"cases": builder.cases, "open_questions": questions, "assumptions": spec.assumptions + notes}
    )
