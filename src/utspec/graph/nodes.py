"""The loop's nodes: plain functions of the state that return partial updates.

Their collaborators (designer, critic, analyzer) come in through `Services`, so tests can script
them and the graph never reaches for a model or the disk on its own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from utspec.answers.cite import apply_answers
from utspec.answers.effects import effect_of
from utspec.critic.compose import PARTIAL_CRITIC
from utspec.critic.review_input import ReviewInput
from utspec.designer import Designer, DesignInputs
from utspec.graph.state import Fault, State
from utspec.inputs.context import Context, load_context
from utspec.llm.errors import BudgetExhausted, DoorError, ModelFault
from utspec.messages import Catalog
from utspec.models import (
    Answer,
    ChecklistItem,
    Notice,
    OpenQuestion,
    QuestionKind,
    ReviewResult,
    RoundRecord,
    Severity,
    Status,
    TestSpec,
)

T = TypeVar("T")
Analyzer = Callable[[State, Context], tuple[list[ChecklistItem], list[Notice]]]
Critic = Callable[[ReviewInput], ReviewResult]
ContextLoader = Callable[[State], Context]


@dataclass(frozen=True)
class Services:
    designer: Designer
    critic: Critic
    analyzer: Analyzer
    load: ContextLoader = lambda state: load_context(state["config"])  # noqa: E731


def design_inputs(state: State) -> DesignInputs:
    ctx = state["context"]
    return DesignInputs(
        checklist=state.get("checklist", []),
        requirements=ctx.requirements,
        key_items=ctx.key_items,
        sources=ctx.sources,
        language=_language(state),
        history=state.get("rounds", []),
    )


def fault_of(node: str, exc: DoorError) -> Fault:
    """Turn what the door raised into state, so the pure routers can send the run to a human."""
    if isinstance(exc, BudgetExhausted):
        return Fault(kind="budget_exhausted", node=node, message=str(exc))
    if isinstance(exc, ModelFault):
        return Fault(kind=exc.kind, node=node, message=exc.one_line())
    return Fault(kind="other", node=node, message=str(exc))


def _language(state: State) -> str:
    return state["config"].config.language if "config" in state else "en"


def review_state(state: State) -> str:
    """Say how far the spec the artifacts hold was reviewed: fully, partly, or not at all."""
    msg = Catalog(_language(state))
    draft = state.get("draft")
    rounds = state.get("rounds", [])
    if draft is not None and draft.cases and state.get("reviewed") != draft:
        return msg("handover.kept_draft", n=len(draft.cases))
    if not rounds:
        return msg("handover.kept_none")
    if rounds[-1].review.critic == PARTIAL_CRITIC:
        return msg("handover.kept_partial", n=len(rounds))
    return msg("handover.kept_round", n=len(rounds))


def fault_question(fault: Fault, rounds: int, kept: str | None = None, language: str = "en") -> OpenQuestion:
    """The question a person is asked when a model call ended the loop.

    Args:
        kept: what the artifacts hold (`review_state`); by default said from `rounds` alone.
    """
    msg = Catalog(language)
    if kept is None:
        kept = msg("handover.kept_round", n=rounds) if rounds else msg("handover.kept_none")
    if fault.kind == "budget_exhausted":
        return OpenQuestion(
            id="Q-budget-exhausted",
            kind=QuestionKind.OTHER,
            question=msg("handover.budget", node=fault.node, message=fault.message, kept=kept),
        )
    return OpenQuestion(
        id=f"Q-model-fault-{fault.kind}",
        kind=QuestionKind.OTHER,
        question=msg("handover.model_fault", message=fault.message, kept=kept),
    )


def _round(state: State, review: ReviewResult) -> RoundRecord:
    return RoundRecord(
        round=len(state.get("rounds", [])) + 1,
        revision_count=state.get("revision_count", 0),
        cases=len(state["draft"].cases),
        review=review,
    )


def _kept(exc: DoorError, kind: type[T]) -> T | None:
    """What a budget stop kept (a paid draft, a deterministic review), when it is of `kind`."""
    kept = getattr(exc, "kept", None)
    return kept if isinstance(kept, kind) else None


def with_answers(state: State, spec: TestSpec) -> TestSpec:
    """The spec with the run's answers cited (every draft and revision, whoever designed it)."""
    answers = state.get("answers", [])
    if not answers:
        return spec
    return apply_answers(spec, answers, state["context"].key_items, _language(state))


def answers_from(given: list[dict], state: State) -> list[Answer]:
    """Number what `utspec answer` resumed with (`ANS-n` after the kept ones), reading what each settles.

    `given` holds plain dicts (`question`, `text`, optional `by`, `at`) so the resume value in the
    checkpoint is plain data; an answer to a question asked again replaces the earlier one.
    """
    asked = {q.id: q for q in state.get("questions", [])}
    kept = list(state.get("answers", []))
    for g in given:
        q = asked.get(g["question"])
        kept = [a for a in kept if a.question != g["question"]]
        n = max((int(a.id.split("-")[1]) for a in [*state.get("answers", []), *kept]), default=0) + 1
        kept.append(
            Answer(
                id=f"ANS-{n}", question=g["question"], asked=q.question if q else "", text=g["text"],
                refs=list(q.refs) if q else [], effect=effect_of(g["question"], g["text"]),
                by=g.get("by"), at=g.get("at"),
            )
        )  # fmt: skip
    return kept


def make_nodes(svc: Services) -> dict[str, Callable[[State], dict]]:
    def load_context_node(state: State) -> dict:
        ctx = svc.load(state)
        return {"context": ctx, "notices": list(ctx.notices), "path": ["load_context"]}

    def analyze_code(state: State) -> dict:
        items, notices = svc.analyzer(state, state["context"])
        return {"checklist": items, "notices": notices, "path": ["analyze_code"]}

    def generate_test_spec(state: State) -> dict:
        update: dict = {"revision_count": 0, "path": ["generate_test_spec"]}
        try:
            update["draft"] = with_answers(state, svc.designer.draft(design_inputs(state)))
        except DoorError as exc:
            # A draft received before a budget stop is kept (and reviewed for free by the
            # deterministic checks); with none, the artifacts get an empty spec, honest about it.
            update["draft"] = _kept(exc, TestSpec) or TestSpec(designer=svc.designer.name)
            update["fault"] = fault_of("generate_test_spec", exc)
        return update

    def review_test_spec(state: State) -> dict:
        ctx = state["context"]
        inp = ReviewInput(
            spec=state["draft"],
            checklist=state.get("checklist", []),
            requirements=ctx.requirements,
            key_items=ctx.key_items,
            sources=ctx.sources,
            history=state.get("rounds", []),
            language=_language(state),
            answers=state.get("answers", []),
        )
        try:
            result = svc.critic(inp)
        except DoorError as exc:
            # A stop that already happened upstream (the kept draft's) is the one to report.
            update: dict = {
                "fault": state.get("fault") or fault_of("review_test_spec", exc),
                "path": ["review_test_spec"],
            }
            partial = _kept(exc, ReviewResult)
            if partial is not None:
                # The budget stopped the LLM critic after the deterministic checks: keep that round.
                update.update(review=partial, rounds=[_round(state, partial)], reviewed=state["draft"])
            elif "reviewed" in state:
                # The unreviewed draft is not the last complete round: fall back to the one that was.
                update["draft"] = state["reviewed"]
            return update
        return {"review": result, "rounds": [_round(state, result)], "reviewed": state["draft"],
                "path": ["review_test_spec"]}  # fmt: skip

    def revise_test_spec(state: State) -> dict:
        try:
            spec = svc.designer.revise(design_inputs(state), state["draft"], state["review"])
        except DoorError as exc:
            update = {"fault": fault_of("revise_test_spec", exc), "path": ["revise_test_spec"]}
            revised = _kept(exc, TestSpec)
            if revised is not None and revised.cases:
                # A paid revision is kept; the router sends it through the free deterministic checks.
                update |= {"draft": revised, "revision_count": state.get("revision_count", 0) + 1}
            # Otherwise the draft stays the last reviewed one: the artifacts hold the last complete round.
            return update
        spec = with_answers(state, spec)
        return {
            "draft": spec,
            "revision_count": state.get("revision_count", 0) + 1,
            "path": ["revise_test_spec"],
        }

    def human_clarification_required(state: State) -> dict:
        fault = state.get("fault")
        rounds = len(state.get("rounds", []))
        msg = Catalog(_language(state))
        questions = (
            [fault_question(fault, rounds, review_state(state), msg.language)] if fault is not None else []
        )
        review = state.get("review")
        if review is None:
            return {"questions": questions, "path": ["human_clarification_required"]}
        questions += review.questions
        if state.get("reviewed") == state.get("draft"):
            # Whatever stops the loop (revisions used up, a question, the budget), what still
            # blocks is handed over as concrete questions: never hidden behind another question.
            for f in review.findings:
                if f.severity is Severity.BLOCKING:
                    questions.append(
                        OpenQuestion(
                            id=f"Q-unresolved:{f.id}",
                            kind=QuestionKind.OTHER,
                            question=msg(
                                "handover.unresolved", n=state.get("revision_count", 0), message=f.message
                            ),
                            refs=list(f.refs),
                        )
                    )
        return {"questions": questions, "path": ["human_clarification_required"]}

    def await_answers(state: State) -> dict:
        # Pauses the run here (the checkpoint keeps everything); `utspec answer` resumes with the answers.
        from langgraph.types import interrupt

        given = interrupt({"questions": [q.model_dump() for q in state.get("questions", [])]})
        # The questions are answered (or asked again by the next review): none stay pending.
        return {"answers": answers_from(list(given or []), state), "questions": [], "path": ["await_answers"]}

    def finalize(state: State) -> dict:
        # Only the step before counts: after answers, the loop reviewed again and that review decides.
        asked = state.get("path", [""])[-1] in ("human_clarification_required", "await_answers")
        status = Status.HUMAN_CLARIFICATION_REQUIRED if asked else state["review"].status
        return {"status": status, "path": ["finalize"]}

    return {
        "load_context": load_context_node,
        "analyze_code": analyze_code,
        "generate_test_spec": generate_test_spec,
        "review_test_spec": review_test_spec,
        "revise_test_spec": revise_test_spec,
        "human_clarification_required": human_clarification_required,
        "await_answers": await_answers,
        "finalize": finalize,
    }
