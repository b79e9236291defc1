"""The loop's nodes: plain functions of the state that return partial updates.

Their collaborators (designer, critic, analyzer) come in through `Services`, so tests can script
them and the graph never reaches for a model or the disk on its own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from utspec.critic.review_input import ReviewInput
from utspec.designer import Designer, DesignInputs
from utspec.graph.state import State
from utspec.inputs.context import Context, load_context
from utspec.models import ChecklistItem, Notice, OpenQuestion, ReviewResult, RoundRecord, Severity, Status

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
        language=state["config"].config.language if "config" in state else "en",
        history=state.get("rounds", []),
    )


def make_nodes(svc: Services) -> dict[str, Callable[[State], dict]]:
    def load_context_node(state: State) -> dict:
        ctx = svc.load(state)
        return {"context": ctx, "notices": list(ctx.notices), "path": ["load_context"]}

    def analyze_code(state: State) -> dict:
        items, notices = svc.analyzer(state, state["context"])
        return {"checklist": items, "notices": notices, "path": ["analyze_code"]}

    def generate_test_spec(state: State) -> dict:
        return {"draft": svc.designer.draft(design_inputs(state)), "revision_count": 0, "path": ["generate_test_spec"]}

    def review_test_spec(state: State) -> dict:
        ctx = state["context"]
        inp = ReviewInput(
            spec=state["draft"],
            checklist=state.get("checklist", []),
            requirements=ctx.requirements,
            key_items=ctx.key_items,
            sources=ctx.sources,
            history=state.get("rounds", []),
        )
        result = svc.critic(inp)
        record = RoundRecord(
            round=len(state.get("rounds", [])) + 1,
            revision_count=state.get("revision_count", 0),
            cases=len(state["draft"].cases),
            review=result,
        )
        return {"review": result, "rounds": [record], "path": ["review_test_spec"]}

    def revise_test_spec(state: State) -> dict:
        spec = svc.designer.revise(design_inputs(state), state["draft"], state["review"])
        return {"draft": spec, "revision_count": state.get("revision_count", 0) + 1, "path": ["revise_test_spec"]}

    def human_clarification_required(state: State) -> dict:
        review = state["review"]
        questions = list(review.questions)
        if review.status is not Status.HUMAN_CLARIFICATION_REQUIRED:
            # The loop ran out of revisions: hand over what still blocks, as concrete questions.
            for f in review.findings:
                if f.severity is Severity.BLOCKING:
                    questions.append(
                        OpenQuestion(
                            id=f"Q-unresolved:{f.id}",
                            question=f"Still unresolved after {state.get('revision_count', 0)} revision(s): "
                            f"{f.message} How should the spec cover it?",
                            refs=list(f.refs),
                        )
                    )
        return {"questions": questions, "path": ["human_clarification_required"]}

    def finalize(state: State) -> dict:
        asked = "human_clarification_required" in state.get("path", [])
        status = Status.HUMAN_CLARIFICATION_REQUIRED if asked else state["review"].status
        return {"status": status, "path": ["finalize"]}

    return {
        "load_context": load_context_node,
        "analyze_code": analyze_code,
        "generate_test_spec": generate_test_spec,
        "review_test_spec": review_test_spec,
        "revise_test_spec": revise_test_spec,
        "human_clarification_required": human_clarification_required,
        "finalize": finalize,
    }
