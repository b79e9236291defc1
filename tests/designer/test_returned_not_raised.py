"""A statement about what is returned, saying nothing of a failure, is not about a case that raises
(returned_not_raised.py).

Shaped as stringjoiner-java's Javadoc: a sentence naming a setter and its value lands on the setter's only case, its
`Objects.requireNonNull` check. Our own code: a shelf with a placeholder shown while it is empty.
"""

from __future__ import annotations

import doctest

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import linking, returned_not_raised
from utspec.models import Requirement, SourceText

CODE = """import java.util.Objects;

public final class Shelf {
    private String placeholder;

    public Shelf setPlaceholder(String placeholder) {
        this.placeholder = Objects.requireNonNull(placeholder, "a placeholder is required");
        return this;
    }
}
"""
SOURCES = [SourceText(path="Shelf.java", text=CODE)]
REQS = [
    Requirement(id="DR-1", file="api.md", line=1, kind="sentence", section="Shelf",
                text="Once `setPlaceholder` was called, the `placeholder` given is returned while the shelf holds nothing."),
    Requirement(id="DR-2", file="api.md", line=2, kind="sentence", section="Shelf",
                text="`setPlaceholder` throws `NullPointerException` for a `null` placeholder."),
]  # fmt: skip


def _lines() -> dict[str, set[int]]:
    checklist = analyze(SOURCES, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(
        DesignInputs(checklist=checklist, requirements=REQS, key_items=[], sources=SOURCES)
    )
    line = {i.id: i.line for i in checklist}
    return {r.id: {line[e] for c in spec.cases if r.id in c.evidence for e in c.evidence if e in line} for r in REQS}


def test_a_returned_value_is_not_the_setters_null_check() -> None:
    got = _lines()
    assert 7 not in got["DR-1"]
    assert 7 in got["DR-2"]  # the failure, said as such, is still that check's


def test_without_the_rule_it_lands_on_the_null_check(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "says_only_returned", lambda text: False)
    assert 7 in _lines()["DR-1"]


def test_doctests() -> None:
    assert doctest.testmod(returned_not_raised).failed == 0
