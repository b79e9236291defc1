"""Run every enabled rule of a rule set in order and decide the status."""

from __future__ import annotations

from utspec.critic.decision import decide
from utspec.critic.review_input import ReviewInput
from utspec.critic.rulefile import RuleSet, builtin_rules, run_rule
from utspec.messages import Catalog
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


def _rationale(
    status: Status,
    findings: list[Finding],
    questions: list[OpenQuestion],
    cases: int,
    checks: int,
    language: str = "en",
) -> str:
    """Say what ran and what it found, never more: the checks are structural and lexical, and an
    approval here means only that none of them blocks or asks (a wrong but well-formed result can pass)."""
    blocking = sum(f.severity is Severity.BLOCKING for f in findings)
    advisory = len(findings) - blocking
    msg = Catalog(language)
    head = {
        Status.APPROVED: msg("rationale.approved"),
        Status.NEEDS_REVISION: msg("rationale.needs_revision", n=blocking),
        Status.HUMAN_CLARIFICATION_REQUIRED: msg("rationale.clarify", n=len(questions)),
    }[status]
    ran = msg("rationale.ran", checks=checks, cases=cases)
    return msg(
        "rationale.full", ran=ran, head=head, blocking=blocking, advisory=advisory, questions=len(questions)
    )


def review(inp: ReviewInput, rules: RuleSet | None = None) -> ReviewResult:
    """Review deterministically with `rules` (None: the built-in rules)."""
    chosen = rules or builtin_rules()
    findings, questions = run_checks(inp, chosen)
    status = decide(findings, questions)
    return ReviewResult(
        status=status,
        rationale=_rationale(
            status, findings, questions, len(inp.spec.cases), len(chosen.enabled), inp.language
        ),
        findings=findings,
        questions=questions,
        critic="deterministic",
    )
