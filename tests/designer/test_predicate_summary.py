"""A predicate's summary ("Before checks if t is earlier than u.") lands on the cases of the one comparison the
predicate returns (predicate_summary.py). Seen on semver's Go doc comments, session 18; the fixture is our own code."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking

SRC = """package clock

// Before checks if t is earlier than u.
func Before(t int, u int) bool {
	return (t - u) < 0
}

// Within reports whether t lies in the window.
func Within(t int, lo int, hi int) bool {
	if t < lo {
		return false
	}
	return t <= hi
}
"""
SUMMARY = "Before checks if t is earlier than u."


def test_a_predicate_summary_lands_on_its_comparison() -> None:
    assert linked_lines(SRC, SUMMARY, path="clock.go", section="Before(t int, u int)", kind="sentence") == [5]


def test_without_the_rule_it_does_not(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "predicate_cases", lambda function, cases, items: [])
    assert linked_lines(SRC, SUMMARY, path="clock.go", section="Before(t int, u int)", kind="sentence") != [5]


def test_a_predicate_of_several_items_is_left_to_the_other_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    text = "Within reports whether t lies in the window."
    with_rule = linked_lines(SRC, text, path="clock.go", section="Within(t int, lo int, hi int)", kind="sentence")
    monkeypatch.setattr(linking, "predicate_cases", lambda function, cases, items: [])
    assert linked_lines(SRC, text, path="clock.go", section="Within(t int, lo int, hi int)", kind="sentence") == with_rule
