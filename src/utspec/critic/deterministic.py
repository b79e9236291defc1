"""Run every enabled rule of a rule set in order and decide the status."""

from __future__ import annotations

from utspec.critic.decision import decide
from utspec.critic.review_input import ReviewInput
from utspec.critic.rulefile import RuleSet, builtin_rules, run_rule
from utspec.models import Finding, OpenQuestion, ReviewResult, Severity, Status


def run_checks(inp: ReviewInput, rules: RuleSet | None = None) -> tuple[list[Finding], list[OpenQuestion]]:
    """Findings and questions of every enabled rule, in rule order (None: the built-in rules)."""
    findings: list[Finding] = []
    questions: dict[str, OpenQuestion] = {}
    for rule in (rules or builtin_rules()).enabled:
        for result in run_rule(rule, inp):
            if isinstance(result, OpenQuestion):
                questions.setdefault(result.id, result)
            else:
                findings.append(result)
    # The designer's own questions are questions too: approving over them would hide them.
    for q in inp.spec.open_questions:
        questions.setdefault(q.id, q)
    return findings, list(questions.values())


def _rationale(status: Status, findings: list[Finding], questions: list[OpenQuestion], cases: int, checks: int) -> str:
    """Say what ran and what it found, never more: the checks are structural and lexical, and an
    approval here means only that none of them blocks or asks (a wrong but well-formed result can pass)."""
    blocking = sum(f.severity is Severity.BLOCKING for f in findings)
    advisory = len(findings) - blocking
    head = {
        Status.APPROVED: "none of them blocks or asks",
        Status.NEEDS_REVISION: f"{blocking} blocking finding(s) must be fixed",
        Status.HUMAN_CLARIFICATION_REQUIRED: f"{len(questions)} question(s) need a person's answer",
    }[status]
    ran = f"Deterministic critic: {checks} check(s) over {cases} case(s)"
    return f"{ran}; {head}; {blocking} blocking, {advisory} advisory, {len(questions)} question(s)."


def review(inp: ReviewInput, rules: RuleSet | None = None) -> ReviewResult:
    """Review deterministically with `rules` (None: the built-in rules)."""
    chosen = rules or builtin_rules()
    findings, questions = run_checks(inp, chosen)
    status = decide(findings, questions)
    return ReviewResult(
        status=status,
        rationale=_rationale(status, findings, questions, len(inp.spec.cases), len(chosen.enabled)),
        findings=findings,
        questions=questions,
        critic="deterministic",
    )
