"""Where a reviewed draft goes next. Pure: reads the state, touches nothing."""

from __future__ import annotations

from typing import Literal

from utspec.graph.state import State
from utspec.models import Status

Route = Literal["finalize", "revise_test_spec", "human_clarification_required"]
DesignRoute = Literal["review_test_spec", "human_clarification_required"]


def route_after_design(state: State) -> DesignRoute:
    """A draft or revision is reviewed, unless its model call failed: then a human is asked.

    A budget stop that kept a paid, unreviewed draft still sends it to review: the deterministic
    checks cost nothing, and the person gets its findings instead of an unchecked draft.
    """
    fault = state.get("fault")
    if fault is None:
        return "review_test_spec"
    draft = state.get("draft")
    if (
        fault.kind == "budget_exhausted"
        and draft is not None
        and draft.cases
        and state.get("reviewed") != draft
    ):
        return "review_test_spec"
    return "human_clarification_required"


def route_after_review(state: State) -> Route:
    """The seed's `decide_next_step`: fault → human; approve → finalize; human → human; cap reached → human; else revise."""
    if state.get("fault") is not None:  # a model fault or an exhausted budget: nothing more can be asked
        return "human_clarification_required"
    status = state["review"].status
    if status is Status.APPROVED:
        return "finalize"
    if status is Status.HUMAN_CLARIFICATION_REQUIRED:
        return "human_clarification_required"
    if state.get("revision_count", 0) >= state.get("max_revisions", 2):
        return "human_clarification_required"
    return "revise_test_spec"


def route_after_finalize(state: State) -> Literal["await_answers", "__end__"]:
    """Questions a person can answer pause the finished round; a model fault or nothing to ask ends the run."""
    if state.get("status") is not Status.HUMAN_CLARIFICATION_REQUIRED or state.get("fault") is not None:
        return "__end__"
    return "await_answers" if state.get("questions") else "__end__"


def route_after_answers(state: State) -> Literal["revise_test_spec", "finalize"]:
    """Answers go to the designer, then to review; resuming with no answer at all ends the run as it was."""
    return "revise_test_spec" if state.get("answers") else "finalize"
