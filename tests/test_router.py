import pytest

from utspec.graph.router import route_after_review
from utspec.models import ReviewResult, Status


def _state(status: Status, revisions: int = 0, cap: int = 2) -> dict:
    return {"review": ReviewResult(status=status, rationale="r"), "revision_count": revisions, "max_revisions": cap}


@pytest.mark.parametrize(
    ("status", "revisions", "cap", "expected"),
    [
        (Status.APPROVED, 0, 2, "finalize"),
        (Status.APPROVED, 2, 2, "finalize"),  # approval wins even at the cap
        (Status.HUMAN_CLARIFICATION_REQUIRED, 0, 2, "human_clarification_required"),
        (Status.NEEDS_REVISION, 0, 2, "revise_test_spec"),
        (Status.NEEDS_REVISION, 1, 2, "revise_test_spec"),
        (Status.NEEDS_REVISION, 2, 2, "human_clarification_required"),  # the cap
        (Status.NEEDS_REVISION, 3, 2, "human_clarification_required"),
        (Status.NEEDS_REVISION, 0, 0, "human_clarification_required"),  # no revisions allowed
    ],
)
def test_route_after_review(status, revisions, cap, expected):
    assert route_after_review(_state(status, revisions, cap)) == expected


def test_default_cap_is_two():
    state = {"review": ReviewResult(status=Status.NEEDS_REVISION, rationale="r"), "revision_count": 2}
    assert route_after_review(state) == "human_clarification_required"
    state["revision_count"] = 1
    assert route_after_review(state) == "revise_test_spec"


def _fault():
    from utspec.graph.state import Fault

    return Fault(kind="budget_exhausted", node="revise_test_spec", message="budget exhausted: max_calls")


@pytest.mark.parametrize("status", list(Status))
def test_a_fault_goes_to_a_human_whatever_the_status(status):
    state = {**_state(status), "fault": _fault()}
    assert route_after_review(state) == "human_clarification_required"


def test_route_after_design():
    from utspec.graph.router import route_after_design

    assert route_after_design({}) == "review_test_spec"
    assert route_after_design({"fault": _fault()}) == "human_clarification_required"
