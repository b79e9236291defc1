"""A past-tense statement tells history: it links nowhere (history_line.py)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking

SRC = """def accept(code):
    if len(code) != 13:
        return False
    if code[0] == "0":
        raise ValueError("leading zero")
    return True
"""
PAST = "以前は13桁でないコードも受け付けていました。"


def test_history_links_nowhere() -> None:
    assert linked_lines(SRC, PAST) == []


def test_without_the_rule_it_lands_on_the_guard(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "tells_history", lambda text: False)
    assert linked_lines(SRC, PAST) != []
