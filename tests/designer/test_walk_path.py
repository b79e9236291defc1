"""A function that nothing leaves early gets a normal-path case walking through its outermost blocks, and its summary
lands there (walk_path.py; strcase's `ToScreamingDelimited`, humanize's `Ordinal`: a loop or a switch, one `return`)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import assembly, linking
from utspec.models import SourceText

SRC = """package s

func ToSnake(s string) string {
    out := []byte{}
    for i := 0; i < len(s); i++ {
    	c := s[i]
    	if c == ' ' {
    		c = '_'
    	}
    	out = append(out, c)
    }
    return string(out)
}
"""
SUMMARY = "ToSnake returns the string in snake_case."


def test_the_summary_of_a_guardless_function_lands_on_its_walk() -> None:
    assert linked_lines(SRC, SUMMARY, path="s.go", section="ToSnake(s string) string") == [5]


def test_switched_off_it_does_not(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(assembly, "walk_items", lambda file, symbol, items: [])
    assert linked_lines(SRC, SUMMARY, path="s.go", section="ToSnake(s string) string") != [5]


def test_only_the_walk_is_kept_from_word_matching() -> None:
    # jp-invoice's "軽減税率 rate=8 で" met the walk through `for it in items` by the word "items": a walk is reached by
    # a rule naming its function (a summary, a call), not by words (linking._by_rule_only).
    sources = [SourceText(path="s.go", text=SRC)]
    checklist = analyze(sources, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=checklist, requirements=[], key_items=[], sources=sources))
    index = {i.id: i for i in checklist}
    kept = {c.perspective.split(" ")[0]: linking._by_rule_only(c, index) for c in spec.cases}
    assert kept == {"Loop": False, "`c": False, "Normal": True}
