"""A call whose values pass a function's only guard lands on its normal path (call_path.py, lone_guard.py,
call_judge.WELL_KNOWN, Go parameters in call_values.parameters)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer.offline import call_judge, linking, normal_path
from utspec.designer.offline.call_path import exit_of
from utspec.models import SourceText

# Hand-written in the shape of a number formatter: one guard on a language constant, then a plain `if` that
# assigns the parameter (it does not leave), then the work. The normal path cites the guard alone.
GO = """package fmtx

import "math"

func Group(v int64) string {
	if v == math.MinInt64 {
		return "min"
	}
	sign := ""
	if v < 0 {
		sign = "-"
		v = 0 - v
	}
	for v > 999 {
		v = v / 1000
	}
	return sign + "n"
}
"""
# the stub returns "n": a key item stating another value is now asked as contradicted (questions.typed_call), not linked
TEXT = 'Group(123456) returns "n"'


def test_the_call_lands_on_the_normal_path() -> None:
    assert linked_lines(GO, TEXT, path="a.go", key_item=True) == [6]


def test_without_the_lone_guard_rule_it_does_not(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "passes_lone_guard", lambda cited, items, others=(): False)
    assert linked_lines(GO, TEXT, path="a.go", key_item=True) != [6]


def test_without_the_language_constants_it_does_not(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(call_judge, "WELL_KNOWN", {})
    monkeypatch.setattr(linking, "run_exit", lambda *a: None)  # running the call finds it too (evaluated_exit.py)
    # and so does the normal path stating the key item's values (example_normal.py)
    monkeypatch.setattr(normal_path, "example_normal_input", lambda *a: None)
    assert linked_lines(GO, TEXT, path="a.go", key_item=True) != [6]


def _exit(text: str) -> object:
    items = analyze([SourceText(path="a.go", text=GO)], AnalyzerOptions()).items
    found = exit_of(text, items, {"a.go": GO.split("\n")})
    return found if found is None or isinstance(found, str) else found.line


def test_the_walk() -> None:
    assert _exit("Group(100)") == "main"  # `v = 0 - v` sits in `if v < 0`, false for 100: it does not run
    assert _exit("Group(-100)") is None  # it runs: the literal is no longer the value tested
    assert _exit("Group(math.MinInt64)") is None  # not a literal: nothing bound
