"""A function left only through a block that writes before it leaves has a normal path (late_exit.py), and a bare
`return` ending such a block is tested by the block's case (bare_exit.py).

Shaped as groupcache's `Cache.Add` (session 24): `if ee, ok := c.cache[key]; ok { …; return }` is the only way out
before the end; "Add adds a value to the cache." had no normal-path case to land on. Our own code: a tally of votes.
"""

from __future__ import annotations

import doctest

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import assembly, bare_exit, late_exit
from utspec.models import Requirement, SourceText

CODE = """package tally

// Tally counts votes per name.
type Tally struct {
	votes map[string]int
	order []string
}

// Vote records one vote for a name.
func (t *Tally) Vote(name string) {
	if n, ok := t.votes[name]; ok {
		t.votes[name] = n + 1
		return
	}
	t.votes[name] = 1
	t.order = append(t.order, name)
}
"""
SOURCES = [SourceText(path="tally.go", text=CODE)]
HEAD = "Tally.Vote(name string)"
REQS = [
    Requirement(id="DR-1", file="api.md", line=1, kind="heading", text="tally: doc comments", section="tally"),
    Requirement(id="DR-2", file="api.md", line=3, kind="heading", text=HEAD, section=HEAD),
    Requirement(id="DR-3", file="api.md", line=5, kind="sentence", text="Vote records one vote for a name.",
                section=HEAD),
]  # fmt: skip
GUARD, EXIT = 11, 13  # `if n, ok := t.votes[name]; ok {` and its bare `return`


def _cited() -> tuple[list[set[int]], set[int]]:
    """The lines each case cites, and those of the case the summary DR-3 lands on."""
    checklist = analyze(SOURCES, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(
        DesignInputs(checklist=checklist, requirements=REQS, key_items=[], sources=SOURCES)
    )
    line = {i.id: i.line for i in checklist}
    cases = [{line[e] for e in c.evidence if e in line} for c in spec.cases]
    return cases, {
        n for c in spec.cases if "DR-3" in c.evidence for n in (line[e] for e in c.evidence if e in line)
    }


def test_the_summary_lands_on_the_normal_path_past_the_block() -> None:
    cases, summary = _cited()
    assert summary == {GUARD}
    # The block holding is one case with its `return`, so the normal path is told apart from it.
    assert {GUARD, EXIT} in cases and {EXIT} not in cases


def test_without_late_exits_the_summary_finds_no_normal_path(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(assembly, "late_exits", lambda file, symbol, items, lines: [])
    assert GUARD not in _cited()[1]


def test_without_the_bare_exit_rule_the_return_has_a_case_of_its_own(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(assembly, "bare_exit_host", lambda item, branches, items, lines: None)
    cases, summary = _cited()
    assert {EXIT} in cases and summary != {GUARD}


def test_doctests() -> None:
    for module in (bare_exit, late_exit):
        assert doctest.testmod(module).failed == 0
