"""A key item's setup clause names no function to scope it to (stated_call.without_steps).

Shaped as strcase-go's `ConfigureAcronym` and `ToCamel` (session 23): the function set up first has no branch, the one
whose result is stated only hands over to a worker with branches. Our own code: a registry of words a function writes
as given.
"""

from __future__ import annotations

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import linking
from utspec.models import KeyItem, Requirement, SourceText

CODE = """package tag

import "strings"

var aliases = map[string]string{}

// Alias adds a word that Shout writes as given.
func Alias(key, val string) {
	aliases[key] = val
}

func capitals(s string) string {
	if s == "" {
		return s
	}
	if a, ok := aliases[s]; ok {
		return a
	}
	return strings.ToUpper(s)
}

// Shout writes a word in capitals.
func Shout(s string) string {
	return capitals(s)
}
"""
SOURCES = [SourceText(path="tag.go", text=CODE)]
KEY_ITEMS = [
    KeyItem(id="KT-1", file="items.md", line=1, text='After Alias("api", "Api"), Shout("api") returns "Api"')
]
REQS = [
    Requirement(id="DR-1", file="api.md", line=1, kind="sentence", text="Alias adds a word that Shout writes as given.",
                section="Alias(key, val string)"),
]  # fmt: skip
ALIAS = 8  # the line of `func Alias`


def _lines() -> dict[str, set[int]]:
    checklist = analyze(SOURCES, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(
        DesignInputs(checklist=checklist, requirements=REQS, key_items=KEY_ITEMS, sources=SOURCES)
    )
    line = {i.id: i.line for i in checklist}
    return {
        r: {line[e] for c in spec.cases if r in c.evidence for e in c.evidence if e in line}
        for r in ("DR-1", "KT-1")
    }


def test_the_setup_call_is_not_the_items_function() -> None:
    got = _lines()
    assert ALIAS not in got["KT-1"]
    assert got["DR-1"] == {ALIAS}  # Alias's own statement keeps Alias's case, and only it


def test_without_the_rule_the_item_lands_on_the_setup_call(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "without_steps", lambda text: text)
    assert ALIAS in _lines()["KT-1"]
