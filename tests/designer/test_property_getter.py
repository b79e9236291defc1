"""A property getter a statement names is a field it reads, not its subject (property_getter.py).

Shaped as kenall-ja-py's `BaseRow` (session 23): each parsed field is a `@property` reading a dict, set by a `__fix_…`
method's branches. Our own code: a row whose town is cleared when it is a placeholder.
"""

from __future__ import annotations

import doctest

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import linking, property_getter
from utspec.models import KeyItem, SourceText

CODE = """class Row:
    def __init__(self, town):
        self._item = {"town": town}
        self._fix_town()

    @property
    def town(self):
        return self._item["town"]

    def _fix_town(self):
        if self.town == "以下に掲載がない場合":
            self._item["town"] = ""
"""
SOURCES = [SourceText(path="row.py", text=CODE)]
KEY_ITEMS = [
    KeyItem(
        id="KT-1", file="items.md", line=1, text="町域が「以下に掲載がない場合」の行は town を空文字にする"
    )
]
GETTER, FIX = 7, 11


def _lines() -> set[int]:
    checklist = analyze(SOURCES, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(
        DesignInputs(checklist=checklist, requirements=[], key_items=KEY_ITEMS, sources=SOURCES)
    )
    line = {i.id: i.line for i in checklist}
    return {line[e] for c in spec.cases if "KT-1" in c.evidence for e in c.evidence if e in line}


def test_the_item_lands_where_the_field_is_set() -> None:
    got = _lines()
    assert FIX in got and GETTER not in got


def test_without_the_rule_it_lands_on_the_getter(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "is_getter", lambda entry, lines: False)
    assert GETTER in _lines()


def test_doctests() -> None:
    assert doctest.testmod(property_getter).failed == 0
