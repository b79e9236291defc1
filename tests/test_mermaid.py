"""The trace's picture: the loop's graph with the path a run took, and `utspec graph`."""

from __future__ import annotations

import re

from typer.testing import CliRunner

from utspec.cli import app, graph_cmd  # noqa: F401 - registers `graph`
from utspec.graph.draw import edges
from utspec.render.mermaid import path_flowchart

RETRY = ["load_context", "analyze_code", "generate_test_spec", "review_test_spec", "revise_test_spec",
         "review_test_spec", "finalize"]  # fmt: skip


def _links(src: str) -> list[str]:
    return [ln.strip() for ln in src.splitlines() if "->" in ln and "linkStyle" not in ln]


def _highlighted(src: str) -> set[str]:
    links = _links(src)
    styled = re.search(r"linkStyle ([\d,]+) ", src)
    assert styled, src
    return {links[int(i)] for i in styled.group(1).split(",")}


def test_every_edge_of_the_compiled_graph_is_drawn_once():
    src = path_flowchart(edges(), RETRY, ["NEEDS_REVISION", "APPROVED"])
    drawn = [re.sub(r"\|[^|]*\|", "", ln).replace("-.->", "->").replace("-->", "->").replace("  ", " ") for ln in _links(src)]
    assert sorted(drawn) == sorted(f"{a} -> {b}" for a, b, _ in edges())


def test_each_review_round_labels_the_edge_it_took_and_only_taken_edges_are_highlighted():
    src = path_flowchart(edges(), RETRY, ["NEEDS_REVISION", "APPROVED"])
    assert 'review_test_spec -.->|"round 1: NEEDS_REVISION"| revise_test_spec' in src
    assert 'review_test_spec -.->|"round 2: APPROVED"| finalize' in src
    taken = _highlighted(src)
    assert any("revise_test_spec -.-> review_test_spec" in t for t in taken)
    assert not any("human_clarification_required" in t for t in taken)
    assert "class __start__,load_context" in src and "human_clarification_required" not in src.split("class ")[-1]


def test_a_path_that_ends_with_a_person_is_drawn_so():
    path = ["load_context", "analyze_code", "generate_test_spec", "review_test_spec", "human_clarification_required",
            "finalize"]  # fmt: skip
    src = path_flowchart(edges(), path, ["HUMAN_CLARIFICATION_REQUIRED"])
    assert '|"round 1: HUMAN_CLARIFICATION_REQUIRED"| human_clarification_required' in src
    assert not any("finalize" in t and "review_test_spec" in t for t in _highlighted(src))


def test_utspec_graph_prints_langgraphs_drawing():
    res = CliRunner().invoke(app, ["graph"])
    assert res.exit_code == 0, res.output
    for a, b, _ in edges():
        assert re.search(rf"{a} -\.?-?> {b}", res.output) or re.search(rf"{a} -\.-> {b}", res.output), (a, b)
