"""Where a reviewed draft goes next. Pure: reads the state, touches nothing."""

from __future__ import annotations

from typing import Literal

from utspec.graph.state import State
from utspec.models import Status

Route = Literal["finalize", "revise_test_spec", "human_clarification_required"]


def route_after_review(state: State) -> Route:
    """The seed's `decide_next_step`: approve → finalize; human → human; revisions used up → human; else revise."""
    status = state["review"].status
    if status is Status.APPROVED:
        return "finalize"
    if status is Status.HUMAN_CLARIFICATION_REQUIRED:
        return "human_clarification_required"
    if state.get("revision_count", 0) >= state.get("max_revisions", 2):
        return "human_clarification_required"
    return "revise_test_spec"
