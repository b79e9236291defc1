"""A statement under a member's heading is about that class's code (heading_owner.py)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking

#: Json.NET's shape: two converters whose code shares the words of one's property doc (date, converting, JSON).
SRC = """class IsoConverter:
    def write(self, value, styles=None):
        if styles is None:
            return value.isoformat()
        return value.strftime(styles)


class JsConverter:
    def write(self, value):
        if value is None:
            raise ValueError("Unexpected date when converting to JSON")
        return "new Date(" + str(value.timestamp()) + ")"
"""
LINE = "The date styles used when converting a date to JSON."
HEAD = "IsoConverter.styles"


def test_the_other_class_is_no_place_for_the_line() -> None:
    assert not {10, 11} & set(linked_lines(SRC, LINE, section=HEAD))


def test_without_the_rule_it_lands_on_the_other_class(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "heading_owner", lambda *a: None)
    assert {10, 11} <= set(linked_lines(SRC, LINE, section=HEAD))
