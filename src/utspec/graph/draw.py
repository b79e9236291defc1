"""The loop's graph as data and as LangGraph's own Mermaid drawing (`utspec graph`, the trace's picture)."""

from __future__ import annotations

from typing import Any

from utspec.graph.build import build_graph
from utspec.graph.nodes import Services

Edge = tuple[str, str, bool]
"""(source, target, conditional): START and END are LangGraph's `__start__` and `__end__`."""


def _never_run(*_: Any) -> Any:
    raise RuntimeError("this graph was compiled to be drawn, not run")


def _drawable() -> Any:
    # Compiling needs nodes, not working services: drawing never calls them, and a call would say so.
    # The shape `utspec run` drives: questions pause at `await_answers` (a checkpointer is needed to compile it).
    from langgraph.checkpoint.memory import InMemorySaver

    svc = Services(designer=_never_run, critic=_never_run, analyzer=_never_run)  # type: ignore[arg-type]
    return build_graph(svc, checkpointer=InMemorySaver(), pause_for_answers=True)


def mermaid() -> str:
    """The StateGraph as LangGraph draws it (Mermaid flowchart source)."""
    return str(_drawable().get_graph().draw_mermaid())


def edges(graph: Any | None = None) -> list[Edge]:
    """Every edge of the compiled graph (of `graph`, or of the loop as `build_graph` wires it)."""
    drawn = (graph if graph is not None else _drawable()).get_graph()
    return [(e.source, e.target, bool(e.conditional)) for e in drawn.edges]
