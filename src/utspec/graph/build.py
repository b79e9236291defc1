"""Wire the nodes into a StateGraph."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from langgraph.graph import END, START, StateGraph

from utspec.graph.nodes import Services, make_nodes
from utspec.graph.router import (
    route_after_answers,
    route_after_design,
    route_after_finalize,
    route_after_review,
)
from utspec.graph.state import State


def build_graph(
    svc: Services, *, checkpointer: Any = None, pause_for_answers: bool = False, door: Any = None
):
    """Compile the loop.

    Args:
        checkpointer: where each step is saved (`utspec run` passes the run folder's SQLite one).
        pause_for_answers: questions pause the run at `await_answers` (needs a checkpointer) until
            `utspec answer` resumes it; without, questions end the run as before.
        door: the run's `ModelDoor`, when it has one: each node's update then carries the model
            calls it made (`utspec.graph.ledger`), so the trace and budget span a resumed run.
    """
    nodes = make_nodes(svc)
    if door is not None:
        from utspec.graph.ledger import with_call_ledger

        nodes = with_call_ledger(nodes, door)
    if not pause_for_answers:
        del nodes["await_answers"]
    g = StateGraph(State)
    for name, fn in nodes.items():
        g.add_node(name, fn)  # type: ignore[call-overload]  # langgraph types a node by its input schema
    g.add_edge(START, "load_context")
    g.add_edge("load_context", "analyze_code")  # inputs first: the checklist needs the decoded sources
    g.add_edge("analyze_code", "generate_test_spec")  # the designer drafts against the checklist
    # A draft is reviewed unless its model call failed (fault in state): then a human is asked.
    design_routes: dict[Hashable, str] = {
        "review_test_spec": "review_test_spec",
        "human_clarification_required": "human_clarification_required",
    }
    g.add_conditional_edges("generate_test_spec", route_after_design, design_routes)
    # The only decision in the graph: the pure router reads status and revision count.
    g.add_conditional_edges(
        "review_test_spec",
        route_after_review,
        {
            "finalize": "finalize",
            "revise_test_spec": "revise_test_spec",
            "human_clarification_required": "human_clarification_required",
        },
    )
    g.add_conditional_edges(
        "revise_test_spec", route_after_design, design_routes
    )  # every revision is reviewed again
    g.add_edge("human_clarification_required", "finalize")  # questions go into the artifacts
    if pause_for_answers:
        # A finished round with questions pauses (artifacts written, exit 3) until `utspec answer`
        # resumes it; the answers go to the designer and the revision is reviewed again.
        g.add_conditional_edges(
            "finalize", route_after_finalize, {"await_answers": "await_answers", "__end__": END}
        )
        g.add_conditional_edges(
            "await_answers",
            route_after_answers,
            {"revise_test_spec": "revise_test_spec", "finalize": "finalize"},
        )
    else:
        g.add_edge("finalize", END)
    return g.compile(checkpointer=checkpointer)
