"""A function named in code quotes is not a callee's local spelled the same (name_local.py).

Shaped as go-version's `Compare` and its callee's `compare := comparePart(...)` (written here): the key item
naming `Compare` went to the callee's `compare != 0` through the shared identifier and 0.
"""

from __future__ import annotations

import doctest

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import linking, name_local
from utspec.models import KeyItem, SourceText

CODE = """package clock

type Span struct{ start, end int }

func (s *Span) Compare(o *Span) int {
	if s.start == o.start && s.end == o.end {
		return 0
	}
	return compareEnds(s.end, o.end)
}

func compareEnds(a int, b int) int {
	compare := a - b
	if compare != 0 {
		return compare
	}
	return 0
}
"""
SOURCES = [SourceText(path="span.go", text=CODE)]
KTS = [KeyItem(id="KT-1", file="k.md", line=1, text="Two equal spans: `Compare` gives `0`")]


def _symbols() -> set[str]:
    checklist = analyze(SOURCES, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=checklist, requirements=[], key_items=KTS, sources=SOURCES))
    symbol = {i.id: i.symbol for i in checklist}
    return {symbol[r] or "" for c in spec.cases if "KT-1" in c.evidence for r in c.evidence if r in symbol}


def test_the_named_function_wins_over_a_callees_local() -> None:
    assert _symbols() and _symbols() <= {"Span.Compare"}


def test_without_the_rule_the_local_wins(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "through_local", lambda function, cited: False)
    assert "compareEnds" in _symbols()


def test_doctests() -> None:
    assert doctest.testmod(name_local).failed == 0
