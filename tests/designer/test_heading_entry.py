"""A statement under a branchless function's own heading lands on its case, and the heading's parameters pick an
overload (heading_entry.py).

Shaped as doc comments lifted into a design document (sqliteconvert-cs): the sentences under
`## Packer.Pack(string text)` never repeat `Pack`. Our own code: a packer with two `Pack` overloads and a counter.
"""

from __future__ import annotations

import doctest

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import entry_scope, heading_entry
from utspec.models import Requirement, SourceText

CODE = """public class Packer
{
    public byte[] Pack(string text)
    {
        byte[] raw = Encoding.UTF8.GetBytes(text);
        return raw;
    }

    public byte[] Pack(DateTime when)
    {
        return Pack(when.ToString("o"));
    }

    public int Count(string text)
    {
        return text.Split(' ').Length;
    }
}
"""
SOURCES = [SourceText(path="Packer.cs", text=CODE)]


def _req(n: int, text: str, section: str) -> Requirement:
    return Requirement(id=f"DR-{n}", file="api.md", line=n, kind="sentence", text=text, section=section)


REQS = [
    _req(1, "Encodes the given words into raw bytes for the wire.", "Packer.Pack(string text)"),
    _req(2, "Encodes a moment as its round-trip form first.", "Packer.Pack(DateTime when)"),
    _req(3, "Tells how many words a line holds.", "Packer.Count(string text)"),
]


def _lines() -> dict[str, set[int]]:
    checklist = analyze(SOURCES, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=checklist, requirements=REQS, key_items=[], sources=SOURCES))
    line = {i.id: i.line for i in checklist}
    return {r.id: {line[e] for c in spec.cases if r.id in c.evidence for e in c.evidence if e in line} for r in REQS}


def test_statements_under_a_heading_land_on_that_overloads_case() -> None:
    assert _lines() == {"DR-1": {3}, "DR-2": {9}, "DR-3": {14}}


def test_without_the_heading_they_land_nowhere(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(entry_scope, "under_heading", lambda heading, entry: False)
    assert _lines() == {"DR-1": set(), "DR-2": set(), "DR-3": set()}


def test_without_the_overload_pick_neither_pack_is_chosen(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(entry_scope, "heading_overload", lambda heading, entries: list(range(len(entries))))
    got = _lines()
    assert got["DR-3"] == {14} and 3 not in got["DR-1"] and 9 not in got["DR-2"]


def test_doctests() -> None:
    assert doctest.testmod(heading_entry).failed == 0
