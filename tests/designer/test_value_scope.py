"""A statement naming a value the code tests lands on the cases value_cases it, not on a case whose comment
mentions it (value_scope.py)."""

from __future__ import annotations

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.anchoring import Unit, anchors
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import linking
from utspec.designer.offline.value_scope import telling_values, value_cases
from utspec.models import Requirement, SourceText

# The comment above the round-trip check talks about the leap second; the code value_cases 60 is below it.
SRC = """def stamp(seconds, moment):
    normalized = min(seconds, 59)
    # Round-trip the parts to reject invalid times. A leap second is kept by reading 60 as 59 and adding one second.
    if moment.second != normalized:
        return None
    if seconds == 60:
        return moment.timestamp() + 1
    return moment.timestamp()
"""

DR = "A leap second is represented by reading 60 as 59 and adding one second."


def _links(text: str) -> list[int]:
    sources = [SourceText(path="a.py", text=SRC)]
    checklist = analyze(sources, AnalyzerOptions()).items
    req = Requirement(id="DR-1", file="d.md", line=1, kind="bullet", text=text, section="Times")
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=checklist, requirements=[req], key_items=[],
                                                  sources=sources))  # fmt: skip
    code = {i.id: i.line for i in checklist}
    return sorted({code[r] for c in spec.cases if "DR-1" in c.evidence for r in c.evidence if r in code})


def test_the_value_tested_decides_the_case() -> None:
    assert _links(DR) and 4 not in _links(DR)


def test_without_the_rule_the_comment_pulls_the_statement(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "value_cases", lambda query, units: None)
    # subject_value.py ("second" at 60 on `seconds == 60`) decides this statement on its own: off too.
    monkeypatch.setattr(linking, "statement_pairs", lambda text: frozenset())
    assert 4 in _links(DR)


def test_value_reading() -> None:
    assert {a.key for a in telling_values(anchors("60 as 59, not 0 or 1"))} == {"60", "59"}
    units = [Unit.of("a", "`seconds == 60`"), Unit.of("b", "`moment.second != min(seconds, 59)`"),
             Unit.of("c", "`x > 3`")]  # fmt: skip
    assert [u.ref for u in value_cases(anchors("reading 60"), units) or []] == ["a"]
    assert value_cases(anchors("a delay of 120000 ms"), units) is None  # no case tests it: no restriction
    assert value_cases(anchors("when it is 0"), units) is None  # 0 tells nothing
