"""Run every deterministic check in registry order and decide the status."""

from __future__ import annotations

from utspec.critic.checks import CHECKS, Check
from utspec.critic.decision import decide
from utspec.critic.review_input import ReviewInput
from utspec.models import Finding, OpenQuestion, ReviewResult, Severity, Status


def run_checks(inp: ReviewInput, checks: tuple[Check, ...] = CHECKS) -> tuple[list[Finding], list[OpenQuestion]]:
    findings: list[Finding] = []
    questions: dict[str, OpenQuestion] = {}
    for chk in checks:
        for result in chk.fn(inp):
            if isinstance(result, OpenQuestion):
                questions.setdefault(result.id, result)
            else:
                findings.append(result)
    # The designer's own questions are questions too: approving over them would hide them.
    for q in inp.spec.open_questions:
        questions.setdefault(q.id, q)
    return findings, list(questions.values())


def _rationale(status: Status, findings: list[Finding], questions: list[OpenQuestion], cases: int) -> str:
    blocking = sum(f.severity is Severity.BLOCKING for f in findings)
    advisory = len(findings) - blocking
    head = {
        Status.APPROVED: f"All must-cover items, key items and evidence check out across {cases} cases",
        Status.NEEDS_REVISION: f"{blocking} blocking finding(s) must be fixed",
        Status.HUMAN_CLARIFICATION_REQUIRED: f"{len(questions)} question(s) need a person's answer",
    }[status]
    return f"{head}; {blocking} blocking, {advisory} advisory, {len(questions)} question(s)."


def review(inp: ReviewInput) -> ReviewResult:
    findings, questions = run_checks(inp)
    status = decide(findings, questions)
    return ReviewResult(
        status=status,
        rationale=_rationale(status, findings, questions, len(inp.spec.cases)),
        findings=findings,
        questions=questions,
        critic="deterministic",
    )
