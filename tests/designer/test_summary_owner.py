"""A summary under `Cache.Get(key string)` lands on Cache's `Get`, not the `Get` of another type (summary_owner.py).

Shaped as groupcache's doc comments lifted into a design document (session 22): two types with a `Get` method each,
every sentence under a heading naming its type. Our own code: a cache and a ring, each `Get` with a guard.
"""

from __future__ import annotations

import doctest

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import linking, summary_owner
from utspec.models import Requirement, SourceText

CODE = """package store

type Cache struct {
	items map[string]int
}

type Ring struct {
	keys []string
}

func (c *Cache) Get(key string) (int, bool) {
	if c.items == nil {
		return 0, false
	}
	v, ok := c.items[key]
	return v, ok
}

func (r *Ring) Get(key string) string {
	if len(r.keys) == 0 {
		return ""
	}
	return r.keys[len(key)%len(r.keys)]
}
"""
SOURCES = [SourceText(path="store.go", text=CODE)]


def _req(n: int, text: str, section: str, kind: str = "sentence") -> Requirement:
    return Requirement(id=f"DR-{n}", file="api.md", line=n, kind=kind, text=text, section=section)


REQS = [
    _req(1, "Cache.Get(key string)", "Cache.Get(key string)", "heading"),
    _req(2, "Get looks up a value.", "Cache.Get(key string)"),
    _req(3, "Ring.Get(key string)", "Ring.Get(key string)", "heading"),
    _req(4, "Get picks an entry.", "Ring.Get(key string)"),
]


def _symbols() -> dict[str, set[str]]:
    checklist = analyze(SOURCES, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(
        DesignInputs(checklist=checklist, requirements=REQS, key_items=[], sources=SOURCES)
    )
    symbol = {i.id: i.symbol or "" for i in checklist}
    return {r: {symbol[e] for c in spec.cases if r in c.evidence for e in c.evidence if e in symbol}
            for r in ("DR-2", "DR-4")}  # fmt: skip


def test_a_summary_lands_on_its_headings_type() -> None:
    assert _symbols() == {"DR-2": {"Cache.Get"}, "DR-4": {"Ring.Get"}}


def test_without_the_headings_class_neither_summary_is_placed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "heading_class", lambda heading, defined: None)
    assert _symbols() == {"DR-2": set(), "DR-4": set()}


def test_doctests() -> None:
    assert doctest.testmod(summary_owner).failed == 0
