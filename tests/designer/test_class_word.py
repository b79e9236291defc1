"""A class's name written as a word names the class, not the constructor named after it (class_word.py).

Shaped as Javadoc lifted into a design document (stringjoiner-java): sentences under a method's heading say "this
`Ledger`", and Java names the constructor as its class. Our own code: a ledger whose constructor and whose `record`
both throw `IllegalArgumentException`.
"""

from __future__ import annotations

import doctest

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import class_word, linking
from utspec.models import Requirement, SourceText

CODE = """public final class Ledger {
    private final String label;
    private int count;

    public Ledger(String label) {
        if (label == null) {
            throw new IllegalArgumentException("a label is required");
        }
        this.label = label;
    }

    public Ledger record(int amount) {
        if (amount < 0) {
            throw new IllegalArgumentException("the amount is negative");
        }
        count += amount;
        return this;
    }
}
"""
SOURCES = [SourceText(path="Ledger.java", text=CODE)]


def _req(n: int, text: str, section: str) -> Requirement:
    return Requirement(id=f"DR-{n}", file="api.md", line=n, kind="sentence", text=text, section=section)


REQS = [
    _req(1, "Throws `IllegalArgumentException` if the amount given to this `Ledger` is negative.",
         "record(int amount)"),
    _req(2, "Throws `IllegalArgumentException` if the label of the new `Ledger` is `null`.", "Ledger(String label)"),
]  # fmt: skip


def _lines() -> dict[str, set[int]]:
    checklist = analyze(SOURCES, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=checklist, requirements=REQS, key_items=[], sources=SOURCES))
    line = {i.id: i.line for i in checklist}
    return {r.id: {line[e] for c in spec.cases if r.id in c.evidence for e in c.evidence if e in line} for r in REQS}


def test_a_class_word_leaves_the_statement_under_its_methods_heading() -> None:
    got = _lines()
    assert 13 in got["DR-1"] and 6 not in got["DR-1"]
    assert 6 in got["DR-2"] and 13 not in got["DR-2"]  # the constructor's heading is a call: still its own


def test_read_as_the_constructor_it_lands_on_the_constructors_check(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "class_named", lambda items: frozenset())
    assert 6 in _lines()["DR-1"]


def test_doctests() -> None:
    assert doctest.testmod(class_word).failed == 0
