"""The critic a run plugs in: deterministic checks, then (with a model, and only if nothing blocks) the LLM critic.

    critic = make_critic(door, config.critic, language=config.language, rules=rule_set)   # door=None: offline
    Services(designer=..., critic=critic, analyzer=...)

Every round's `ReviewResult.history` places each finding of this and earlier rounds
(utspec.critic.history), and blocking LLM findings that flip-flop are made advisory.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from utspec.config import CriticSettings
from utspec.critic.decision import decide
from utspec.critic.deterministic import review as deterministic_review
from utspec.critic.history import settle, track
from utspec.critic.llm import llm_review
from utspec.critic.review_input import ReviewInput
from utspec.critic.rulefile import RuleSet
from utspec.llm.errors import BudgetExhausted
from utspec.messages import Catalog
from utspec.models import Finding, OpenQuestion, ReviewResult, Severity, Status

if TYPE_CHECKING:
    from utspec.llm.door import ModelDoor

Critic = Callable[[ReviewInput], ReviewResult]

#: The critic of a round the budget stopped before the LLM critic answered: deterministic checks only.
#: Data (the round's `critic` field), so English; the trace shows it in the run's language.
PARTIAL_CRITIC = Catalog("en")("llm_critic.partial_critic")


def make_critic(
    door: ModelDoor | None,
    settings: CriticSettings | None = None,
    *,
    language: str = "en",
    deterministic: Critic | None = None,
    rules: RuleSet | None = None,
) -> Critic:
    """Return the critic callable `Services(critic=...)` takes; see `review_round` for what it does and raises.

    Args:
        rules: the rule set the deterministic critic runs (config `rules:` over the built-ins,
            `utspec.critic.rulefile.load_rules`); None runs the built-in rules.
        deterministic: replaces the deterministic critic outright (tests); `rules` is then unused.
    """
    chosen = settings or CriticSettings()
    if deterministic is None:
        deterministic = partial(deterministic_review, rules=rules)

    def critic(inp: ReviewInput) -> ReviewResult:
        return review_round(inp, door=door, settings=chosen, language=language, deterministic=deterministic)

    return critic


def review_round(
    inp: ReviewInput,
    *,
    door: ModelDoor | None,
    settings: CriticSettings,
    language: str = "en",
    deterministic: Critic = deterministic_review,
) -> ReviewResult:
    """Review one draft: deterministic first, then the LLM critic when there is one and nothing blocks.

    Offline (no door, or no critic model) the deterministic result is returned with its history
    attached and its rationale saying no LLM critic judged it; `critic` stays `deterministic`. The
    LLM critic runs when the deterministic critic approves or only asks questions (so a spec whose
    only open items are questions still has its expected results judged against their evidence);
    when a deterministic finding blocks, it is not called unless `settings.llm_when_blocked`: its
    opinion could not change a NEEDS_REVISION (it cannot approve over a blocking finding).

    The merged status comes from `decide` over the merged findings and questions, so the LLM can
    neither approve over a deterministic blocking finding nor block without evidence. A rejected
    LLM reply (invalid after the re-asks, a refusal, the model unreachable after retries) never
    approves: the round is at least NEEDS_REVISION, with an advisory finding saying why, and the
    next round asks again.

    Raises:
        BudgetExhausted: propagated untouched, so the run stops cleanly and asks a human.
        ModelFault: only setup faults that would repeat every round (no model configured for the
            critic while a door is given is not one: that is offline; unpriced model under a cost cap,
            auth, bad request, replay miss). Invalid replies and transient faults are caught.
    """
    det = deterministic(inp)
    evidence = {c.id: [*c.evidence, *sorted(inp.index.cited_items(c.evidence))] for c in inp.spec.cases}
    model = door.model_for("critic") if door is not None else None
    if door is None or model is None:
        history = track(inp.history, det.findings, llm_judged_now=False, case_evidence=evidence)
        offline = Catalog(language)("rationale.offline")
        return det.model_copy(update={"history": history, "rationale": f"{det.rationale} {offline}"})
    if det.blocking and not settings.llm_when_blocked:
        history = track(inp.history, det.findings, llm_judged_now=False, case_evidence=evidence)
        skipped = Catalog(language)("rationale.skipped")
        return det.model_copy(update={"history": history, "rationale": f"{det.rationale} {skipped}"})

    try:
        verdict = llm_review(door, inp, det, max_reasks=settings.max_reasks, language=language)
    except BudgetExhausted as exc:
        # The deterministic round ran and cost nothing: keep it as a partly reviewed round.
        history = track(inp.history, det.findings, llm_judged_now=False, case_evidence=evidence)
        exc.kept = det.model_copy(
            update={
                "history": history,
                "critic": PARTIAL_CRITIC,
                "rationale": f"{det.rationale} {Catalog(language)('llm_critic.budget_stopped')}",
            }
        )
        raise
    known = {f.id for f in det.findings}
    merged: list[Finding] = [*det.findings, *(f for f in verdict.findings if f.id not in known)]
    history = track(inp.history, merged, llm_judged_now=not verdict.rejected, case_evidence=evidence)
    merged = settle(merged, history, language)
    questions: dict[str, OpenQuestion] = {q.id: q for q in det.questions}
    for q in verdict.questions:
        questions.setdefault(q.id, q)
    status = decide(merged, list(questions.values()))
    if verdict.rejected and status is Status.APPROVED:
        # No usable judgment is not an approval: revise (and ask again) rather than pass silently.
        status = Status.NEEDS_REVISION
    return ReviewResult(
        status=status,
        rationale=_rationale(det, verdict.rationale, merged, status, Catalog(language)),
        findings=merged,
        questions=list(questions.values()),
        critic=verdict.critic,
        history=history,
    )


def _rationale(det: ReviewResult, llm: str, merged: list[Finding], status: Status, msg: Catalog) -> str:
    downgraded = [f for f in merged if f.downgraded]
    blocking = sum(f.severity is Severity.BLOCKING for f in merged)
    parts = [msg("llm_critic.head", status=status.value, blocking=blocking, advisory=len(merged) - blocking),
             msg("llm_critic.deterministic", text=det.rationale), msg("llm_critic.llm", text=llm)]  # fmt: skip
    if downgraded:
        reasons = ", ".join(f"`{f.id}` ({f.downgraded})" for f in downgraded)
        parts.append(msg("llm_critic.downgraded", reasons=reasons))
    return " ".join(parts)
