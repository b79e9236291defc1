"""The path a run took, drawn on the loop's graph: a Mermaid flowchart for execution-trace.md."""

from __future__ import annotations

from collections.abc import Sequence

START, END = "__start__", "__end__"
REVIEW = "review_test_spec"
_TAKEN_EDGE = "stroke:#d9480f,stroke-width:3px"


def _node(name: str) -> str:
    if name == START:
        return f"{name}([START])"
    if name == END:
        return f"{name}([END])"
    return f"{name}({name})"


def path_flowchart(
    edges: Sequence[tuple[str, str, bool]], path: Sequence[str], statuses: Sequence[str]
) -> str:
    """Mermaid source of the graph with the edges and nodes of `path` highlighted.

    Args:
        edges: the compiled graph's edges, (source, target, conditional).
        path: the nodes the run visited, in order, without START and END (as in the trace).
        statuses: the status of each review round, in order: the edge leaving the review node in
            round k carries "round k: STATUS".
    """
    walked = [START, *path, END]
    labels: dict[tuple[str, str], list[str]] = {}
    reviews = 0
    for a, b in zip(walked, walked[1:]):
        said = labels.setdefault((a, b), [])
        if a == REVIEW:
            reviews += 1
            if reviews <= len(statuses):
                said.append(f"round {reviews}: {statuses[reviews - 1]}")
    known = [(a, b) for a, b, _ in edges]
    # An edge the run took that the graph does not list (it should not happen) is still drawn.
    every = list(edges) + [(a, b, False) for a, b in labels if (a, b) not in known]
    names = list(dict.fromkeys([START, *[n for e in every for n in e[:2]], END]))
    lines = ["flowchart TD"]
    lines += [f"    {_node(n)}" for n in names]
    taken_links: list[int] = []
    for i, (a, b, conditional) in enumerate(every):
        arrow = "-.->" if conditional else "-->"
        taken = labels.get((a, b))
        if taken is not None:
            taken_links.append(i)
        text = f'|"{"; ".join(taken)}"|' if taken else ""
        lines.append(f"    {a} {arrow}{text} {b}")
    lines.append("    classDef taken fill:#ffe8cc,stroke:#d9480f,stroke-width:2px")
    visited = [n for n in names if n in set(walked)]
    if visited:
        lines.append(f"    class {','.join(visited)} taken")
    if taken_links:
        lines.append(f"    linkStyle {','.join(map(str, taken_links))} {_TAKEN_EDGE}")
    return "\n".join(lines)
