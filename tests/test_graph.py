"""Whole-graph paths with a scripted critic: no model, no disk."""

from __future__ import annotations

import uuid

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from utspec.graph.build import build_graph
from utspec.graph.nodes import Services
from utspec.inputs.context import Context
from utspec.models import (
    Category,
    Finding,
    OpenQuestion,
    ReviewResult,
    Severity,
    Status,
    TestCase,
    TestSpec,
)  # fmt: skip


class CountingDesigner:
    name = "scripted"

    def __init__(self):
        self.revisions = 0

    def draft(self, inputs):
        return TestSpec(designer="scripted", cases=[_case(1)])

    def revise(self, inputs, spec, review):
        self.revisions += 1
        return spec.model_copy(update={"cases": spec.cases + [_case(len(spec.cases) + 1)]})


def _case(n: int) -> TestCase:
    return TestCase(id=f"TC-{n:03d}", perspective="p", category=Category.NORMAL, preconditions="-",
                    input="i", expected="e", evidence=["KT-1"])  # fmt: skip


def scripted_critic(statuses: list[Status]):
    seen: list[int] = []

    def critic(inp):
        status = statuses[min(len(seen), len(statuses) - 1)]
        seen.append(len(inp.spec.cases))
        findings = (
            [Finding(id="missing-coverage:x", rule="missing-coverage", severity=Severity.BLOCKING, message="m")]
            if status is Status.NEEDS_REVISION else []
        )  # fmt: skip
        questions = [OpenQuestion(id="Q-1", question="what is 3?")] if status is Status.HUMAN_CLARIFICATION_REQUIRED else []
        return ReviewResult(status=status, rationale=status.value, findings=findings, questions=questions)

    critic.seen = seen
    return critic


def _run(statuses, max_revisions=2):
    designer = CountingDesigner()
    critic = scripted_critic(statuses)
    svc = Services(designer=designer, critic=critic, analyzer=lambda state, ctx: ([], []), load=lambda state: Context())
    graph = build_graph(svc, checkpointer=InMemorySaver())
    final = graph.invoke({"max_revisions": max_revisions}, {"configurable": {"thread_id": str(uuid.uuid4())}})
    return final, designer, critic


BASE = ["load_context", "analyze_code", "generate_test_spec", "review_test_spec"]


def test_approved_first_time():
    final, designer, _ = _run([Status.APPROVED])
    assert final["path"] == BASE + ["finalize"]
    assert final["status"] is Status.APPROVED
    assert designer.revisions == 0
    assert len(final["rounds"]) == 1


def test_revise_once_then_approve():
    final, designer, critic = _run([Status.NEEDS_REVISION, Status.APPROVED])
    assert final["path"] == BASE + ["revise_test_spec", "review_test_spec", "finalize"]
    assert final["status"] is Status.APPROVED
    assert designer.revisions == 1
    assert critic.seen == [1, 2]  # the critic reviewed the revised draft
    assert [r.review.status for r in final["rounds"]] == [Status.NEEDS_REVISION, Status.APPROVED]


@pytest.mark.parametrize("cap", [0, 1, 2, 3])
def test_revise_until_cap_then_human(cap):
    final, designer, _ = _run([Status.NEEDS_REVISION], max_revisions=cap)
    assert designer.revisions == cap
    assert final["path"][-2:] == ["human_clarification_required", "finalize"]
    assert final["path"].count("review_test_spec") == cap + 1
    assert final["status"] is Status.HUMAN_CLARIFICATION_REQUIRED
    # What still blocks is handed over as a concrete question.
    assert [q.id for q in final["questions"]] == ["Q-unresolved:missing-coverage:x"]


def test_human_goes_to_finalize_with_questions():
    final, designer, _ = _run([Status.HUMAN_CLARIFICATION_REQUIRED])
    assert final["path"] == BASE + ["human_clarification_required", "finalize"]
    assert final["status"] is Status.HUMAN_CLARIFICATION_REQUIRED
    assert [q.question for q in final["questions"]] == ["what is 3?"]
    assert designer.revisions == 0
