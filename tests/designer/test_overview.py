"""The paragraph under a document's title (or in an overview section) lands on no code case (overview.py)."""

from __future__ import annotations

import doctest

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import linking, overview
from utspec.models import Requirement, SourceText

# bytes.js in small, with its Readme's title and lead sentence.
SRC = """function bytes(value) {
  if (typeof value === 'string') {
    return parse(value);
  }
  return null;
}
"""
REQS = [
    Requirement(id="DR-1", file="r.md", line=1, kind="heading", text="Bytes utility", section="Bytes utility"),
    Requirement(id="DR-2", file="r.md", line=3, kind="sentence", section="Bytes utility",
                text="Utility to parse a string bytes (ex: `1TB`) to bytes and vice-versa."),
]  # fmt: skip


def _code_lines_of(ref: str) -> list[int]:
    sources = [SourceText(path="a.js", text=SRC)]
    checklist = analyze(sources, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=checklist, requirements=REQS, key_items=[], sources=sources))
    code = {i.id: i.line for i in checklist}
    return sorted({code[r] for c in spec.cases if ref in c.evidence for r in c.evidence if r in code})


def test_doctests() -> None:
    assert doctest.testmod(overview).failed == 0


def test_the_lead_sentence_lands_on_no_code_case() -> None:
    assert _code_lines_of("DR-2") == []


def test_without_the_rule_it_lands_on_the_string_branch(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "overview_ids", lambda reqs, functions: frozenset())
    assert _code_lines_of("DR-2") == [2, 3]
