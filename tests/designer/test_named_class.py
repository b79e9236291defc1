"""A key item naming one class alone (no function) lands on that class's cases (named_class.py).

Shaped as Json.NET's converters (three classes each with `WriteJson` and `ReadJson`), written here: two classes
with the same two methods, and key items saying "Span writes ..." / "Gap reads ...".
"""

from __future__ import annotations

import doctest

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import linking, named_class
from utspec.models import KeyItem, SourceText

CODE = '''class Span:
    def write(self, out, value):
        if value is None:
            out.write_null()
            return
        if isinstance(value, int):
            out.write_value(value)
            return
        raise TypeError("Expected an int")

    def read(self, reader):
        if reader.token == "null":
            return None
        return int(reader.value)


class Gap:
    def write(self, out, value):
        if value is None:
            raise TypeError("Expected a width value")
        out.write_value(value)

    def read(self, reader):
        if reader.token == "null":
            raise TypeError("A gap cannot be null")
        return int(reader.value)
'''
SOURCES = [SourceText(path="shapes.py", text=CODE)]
KTS = [KeyItem(id="KT-1", file="k.md", line=1, text="Span writes a value that is not a width: TypeError"),
       KeyItem(id="KT-2", file="k.md", line=2, text="Gap reads the width 3 from a token")]  # fmt: skip


def _cited(ref: str) -> set[str]:
    checklist = analyze(SOURCES, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=checklist, requirements=[], key_items=KTS, sources=SOURCES))
    symbol = {i.id: i.symbol for i in checklist}
    return {symbol[r] or "" for c in spec.cases if ref in c.evidence for r in c.evidence if r in symbol}


def test_a_key_item_naming_one_class_stays_in_that_class() -> None:
    assert _cited("KT-1") == {"Span.write"}
    assert _cited("KT-2") == {"Gap.read"}


def test_without_the_rule_it_misses_the_class(monkeypatch: pytest.MonkeyPatch) -> None:
    # Both classes' `write` fit its words: a tie, no link to Span's case (or Gap's "width" raise)
    monkeypatch.setattr(linking, "named_owner", lambda text, classes: None)
    assert not any(s.startswith("Span.") for s in _cited("KT-1"))
    assert not any(s.startswith("Gap.") for s in _cited("KT-2"))


def test_doctests() -> None:
    assert doctest.testmod(named_class).failed == 0
