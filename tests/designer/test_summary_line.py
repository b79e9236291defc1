"""The sentence opening a function's section is its summary: it lands on the normal path (summary_line.py)."""

from __future__ import annotations

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import linking
from utspec.designer.offline.summary_line import summaries
from utspec.models import Requirement, SourceText

# Hand-written: a parser whose guards share the summary's words ("digits", "base"), so words alone tie or pick one.
SRC = """def read_number(digits, base):
    if digits is None:
        raise ValueError("no digits")
    if base < 2 or base > 36:
        raise ValueError("bad base")
    total = 0
    for ch in digits:
        total = total * base + int(ch, base)
    return total
"""
HEAD = "read_number(digits, base)"


def _lines(sentence: str, kind: str = "sentence") -> list[int]:
    sources = [SourceText(path="a.py", text=SRC)]
    checklist = analyze(sources, AnalyzerOptions()).items
    reqs = [
        Requirement(id="DR-1", file="d.md", line=1, kind="heading", text=HEAD, section=HEAD),
        Requirement(id="DR-2", file="d.md", line=3, kind=kind, text=sentence, section=HEAD),  # type: ignore[arg-type]
    ]
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=checklist, requirements=reqs, key_items=[], sources=sources))
    code = {i.id: i.line for i in checklist}
    return sorted({code[r] for c in spec.cases if "DR-2" in c.evidence for r in c.evidence if r in code})


SUMMARY = "Reads the digits as a whole number in the given base."


def test_the_summary_lands_on_the_normal_path() -> None:
    assert _lines(SUMMARY) == [2, 4]  # the normal path cites the guards it passes


def test_without_the_rule_it_does_not(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "summaries", lambda reqs: frozenset())
    assert _lines(SUMMARY) != [2, 4]


def test_what_is_a_summary() -> None:
    def req(n: int, kind: str, text: str) -> Requirement:
        return Requirement(id=f"DR-{n}", file="d.md", line=n, kind=kind, text=text)  # type: ignore[arg-type]

    reqs = [req(1, "heading", HEAD), req(2, "sentence", SUMMARY), req(3, "sentence", "Any base up to 36 is read."),
            req(4, "heading", "other(x)"), req(5, "bullet", "`x`: a value."),
            req(6, "heading", "third(x)"), req(7, "sentence", "Returns null if x is empty.")]  # fmt: skip
    assert summaries(reqs) == {"DR-2"}  # not the second sentence, not a bullet, not a sentence naming a condition


def _second(sentence: str) -> list[int]:
    """The lines cited by the cases of DR-3, the second sentence of the section."""
    sources = [SourceText(path="a.py", text=SRC)]
    checklist = analyze(sources, AnalyzerOptions()).items
    reqs = [
        Requirement(id="DR-1", file="d.md", line=1, kind="heading", text=HEAD, section=HEAD),
        Requirement(id="DR-2", file="d.md", line=3, kind="sentence", text="Reads digits.", section=HEAD),
        Requirement(id="DR-3", file="d.md", line=3, kind="sentence", text=sentence, section=HEAD),
    ]
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=checklist, requirements=reqs, key_items=[], sources=sources))
    code = {i.id: i.line for i in checklist}
    return sorted({code[r] for c in spec.cases if "DR-3" in c.evidence for r in c.evidence if r in code})


RETURNED = "The whole number read from the digits in that base is returned."


def test_what_comes_back_lands_on_the_normal_path() -> None:
    assert _second(RETURNED) == [2, 4]


def test_without_the_returned_rule_it_does_not(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "says_returned", lambda text: False)
    assert _second(RETURNED) != [2, 4]
    assert _second("Nothing is returned if the base is over 36.") != [2, 4]
