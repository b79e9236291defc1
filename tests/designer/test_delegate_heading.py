"""A summary under a delegate's own heading lands on the delegate's case (delegate_heading.py).

Shaped as go-humanize's `Time` (session 23): `Time(then)` only returns `RelTime(…)`, which only returns
`CustomRelTime(…)`; "Time formats a time into a relative string." went on `CustomRelTime`'s normal path. Our own
code: a phrase for a count of days.
"""

from __future__ import annotations

import doctest

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import delegate_heading, linking
from utspec.models import Requirement, SourceText

CODE = """package ago

import "fmt"

// Ago formats a count of days as a phrase.
func Ago(days int) string {
	return phrase(days, "ago")
}

// phrase formats a count of days with a label.
func phrase(days int, label string) string {
	if days < 0 {
		return "in the future"
	}
	if days == 0 {
		return "today"
	}
	return fmt.Sprintf("%d days %s", days, label)
}
"""
SOURCES = [SourceText(path="ago.go", text=CODE)]
HEAD = "Ago(days int) string"
WORKER = "phrase(days int, label string) string"
REQS = [
    Requirement(id="DR-1", file="api.md", line=1, kind="heading", text="ago: doc comments", section="ago: doc comments"),
    Requirement(id="DR-2", file="api.md", line=3, kind="heading", text=HEAD, section=HEAD),
    Requirement(id="DR-3", file="api.md", line=5, kind="sentence", text="Ago formats a count of days as a phrase.",
                section=HEAD),
    # The worker has a section of its own, as go-humanize's CustomRelTime: its summary is about its normal path.
    Requirement(id="DR-4", file="api.md", line=7, kind="heading", text=WORKER, section=WORKER),
    Requirement(id="DR-5", file="api.md", line=9, kind="sentence", text="phrase formats a count of days with a label.",
                section=WORKER),
]  # fmt: skip
AGO = 6  # the line of `func Ago`


def _lines() -> set[int]:
    checklist = analyze(SOURCES, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(
        DesignInputs(checklist=checklist, requirements=REQS, key_items=[], sources=SOURCES)
    )
    line = {i.id: i.line for i in checklist}
    return {line[e] for c in spec.cases if "DR-3" in c.evidence for e in c.evidence if e in line}


def test_the_summary_lands_on_the_delegates_own_case() -> None:
    assert _lines() == {AGO}


def test_without_a_section_of_the_workers_it_stays_on_the_workers_normal_path() -> None:
    checklist = analyze(SOURCES, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(
        DesignInputs(checklist=checklist, requirements=REQS[:3], key_items=[], sources=SOURCES)
    )
    line = {i.id: i.line for i in checklist}
    got = {line[e] for c in spec.cases if "DR-3" in c.evidence for e in c.evidence if e in line}
    # A private worker is documented through its delegate (tests/designer/test_delegates.py).
    assert got and AGO not in got


def test_without_the_rule_it_lands_on_the_workers_normal_path(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "own_delegate", lambda section, delegates, headed: None)
    got = _lines()
    assert got and AGO not in got


def test_doctests() -> None:
    assert doctest.testmod(delegate_heading).failed == 0
