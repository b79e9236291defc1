"""The run's model-call ledger in the graph state, so it spans every process of a run.

A run may be carried by several processes (killed and resumed, paused for answers and resumed).
The door's records and budget belong to one process; the checkpoint belongs to the run. So each
node's update also carries the model calls the door recorded while the node ran (`llm_calls`,
accumulated) and how long the door has been open over the whole run (`llm_elapsed_s`). A resumed
process seeds its door from the last checkpoint (`ModelDoor.carry_over`): the calls of nodes that
finished before the crash are in the trace's table and count against the budget once, and the
node that was cut off runs again, its completed calls served from the run's own recording
(utspec.llm.resume) and recorded by the new door: once as well.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from utspec.graph.state import State
    from utspec.llm.door import ModelDoor

Node = Callable[["State"], dict]


def with_call_ledger(nodes: dict[str, Node], door: ModelDoor) -> dict[str, Node]:
    """Each node, wrapped so that its update also carries the model calls it made."""
    return {name: _ledgered(fn, door) for name, fn in nodes.items()}


def _ledgered(fn: Node, door: ModelDoor) -> Node:
    def node(state: State) -> dict:
        before = len(door.records)
        update = fn(state)
        return {**update, **ledger_update(door, before)}

    node.__name__ = getattr(fn, "__name__", "node")
    return node


def ledger_update(door: ModelDoor, before: int) -> dict[str, Any]:
    """The ledger fields of a node's update: the calls recorded since `before`, and the door's time so far."""
    update: dict[str, Any] = {"llm_elapsed_s": door.elapsed_s()}
    made = list(door.records[before:])
    if made:
        update["llm_calls"] = made
    return update


def carried(values: dict[str, Any]) -> tuple[list[Any], float]:
    """(calls, door seconds) of a checkpoint's state, for `ModelDoor.carry_over`."""
    return list(values.get("llm_calls", [])), float(values.get("llm_elapsed_s", 0.0))
