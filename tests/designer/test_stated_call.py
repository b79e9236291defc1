"""A key item calling several methods is about the one whose result it states (stated_call.py), and a line describing
a parameter is not about its null check (param_null.py).

Shaped as stringjoiner-java's Javadoc and key items (an object with state, set up by one call and read by another).
Our own code: a tray that is named, labelled, filled and described.
"""

from __future__ import annotations

import doctest

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import linking, param_null, stated_call
from utspec.models import KeyItem, Requirement, SourceText

CODE = """public final class Tray {
    private final String name;
    private String label;
    private int count;

    /**
     * Makes an empty tray.
     *
     * @param name the name a tray is shown by
     */
    public Tray(String name) {
        if (name == null) {
            throw new NullPointerException("a tray needs a name");
        }
        this.name = name;
    }

    public Tray setLabel(String label) {
        if (label == null) {
            throw new NullPointerException("a label cannot be null");
        }
        this.label = label;
        return this;
    }

    public String describe() {
        if (count == 0) {
            return label;
        }
        return name + " holds " + count;
    }
}
"""
SOURCES = [SourceText(path="Tray.java", text=CODE)]
KEY_ITEMS = [KeyItem(id="KT-1", file="items.md", line=1, text='after setLabel("spare"), describe() returns the label while the count is 0')]
REQS = [
    Requirement(id="DR-1", file="api.md", line=1, kind="bullet", text="`name`: the name a tray is shown by",
                section="Tray(String name)"),
]  # fmt: skip


def _lines() -> dict[str, set[int]]:
    checklist = analyze(SOURCES, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(
        DesignInputs(checklist=checklist, requirements=REQS, key_items=KEY_ITEMS, sources=SOURCES)
    )
    line = {i.id: i.line for i in checklist}
    refs = ["DR-1", "KT-1"]
    return {r: {line[e] for c in spec.cases if r in c.evidence for e in c.evidence if e in line} for r in refs}


def test_the_item_lands_on_the_call_whose_result_it_states() -> None:
    got = _lines()["KT-1"]
    assert got and got <= {27, 28}


def test_without_the_rule_it_misses_describe(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "stated_call", lambda text, functions: None)
    # Read past its "after …," clause the item names `describe` alone (without_steps, session 23): off too.
    monkeypatch.setattr(linking, "without_steps", lambda text: text)
    assert 27 not in _lines()["KT-1"]  # two calls name no function: the words alone find no case


def test_a_parameters_description_is_not_its_null_check() -> None:
    assert 13 not in _lines()["DR-1"]  # not the case that throws at line 13


def test_without_the_rule_the_description_lands_on_the_null_check(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "described_value", lambda text, states: None)
    assert 13 in _lines()["DR-1"]


def test_doctests() -> None:
    assert doctest.testmod(stated_call).failed == 0
    assert doctest.testmod(param_null).failed == 0
