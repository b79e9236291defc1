"""A parameter's line ("`text`: may be None") is never linked to a case testing another parameter (param_lines.py)."""

from __future__ import annotations

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import linking
from utspec.designer.offline.param_lines import about_another, described
from utspec.models import ChecklistItem, Kind, Requirement, SourceText

SRC = """def shorten(str, marker, width):
    if not str:
        return str
    if marker is None:
        marker = ""
    if width < len(marker) + 1:
        raise ValueError("width too small")
    return str[: width - len(marker)] + marker
"""

DR = "`str`: The String to check, may be None."


def _links(text: str) -> list[int]:
    sources = [SourceText(path="a.py", text=SRC)]
    checklist = analyze(sources, AnalyzerOptions()).items
    req = Requirement(id="DR-1", file="d.md", line=1, kind="bullet", text=text, section="shorten")
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=checklist, requirements=[req], key_items=[],
                                                  sources=sources))  # fmt: skip
    code = {i.id: i.line for i in checklist}
    return sorted({code[r] for c in spec.cases if "DR-1" in c.evidence for r in c.evidence if r in code})


def test_a_parameter_line_is_not_linked_to_another_parameters_check() -> None:
    assert 4 not in _links(DR)


def test_without_the_rule_the_shared_none_pulls_it_onto_the_marker(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "described", lambda text: None)
    assert 4 in _links(DR)


def _item(text: str, kind: Kind = Kind.BRANCH) -> ChecklistItem:
    return ChecklistItem(id="a.py:1:branch", file="a.py", line=1, kind=kind, text=text, symbol="shorten", end_line=1,
                         language="python")  # fmt: skip


def test_parameter_line_reading() -> None:
    assert described("`str`: The String to check, may be null.") == "str"
    assert described("`max_length` (int): output string length") == "max_length"
    assert described("Returns: abbreviated String") is None
    params = ["text", "marker", "width"]
    assert about_another("text", [_item("marker is None")], params)
    assert not about_another("text", [_item("not text")], params)
    assert not about_another("text", [_item("strLen <= 3")], params)  # a local: the parameter may reach it
    assert not about_another("text", [_item("width < len(marker) + 1")], [])  # parameters unknown: keep
    assert not about_another("other", [_item("marker is None")], params)  # not a parameter: keep
