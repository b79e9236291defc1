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


#: A release named as the time of the change (jsonnet-dates-cs, litequeue-py, session 24).
RELEASE = "In version 0.4 codes with a leading zero raised ValueError and codes not 13 long returned False."


def test_a_release_narrative_links_nowhere() -> None:
    assert linked_lines(SRC, RELEASE) == []


def test_without_the_release_pattern_it_lands_on_the_code(monkeypatch: pytest.MonkeyPatch) -> None:
    from utspec.designer.offline import history_line

    monkeypatch.setattr(history_line, "_RELEASE_EN", history_line.re.compile(r"(?!)"))
    assert linked_lines(SRC, RELEASE) != []


#: "From Json.NET 4.5 and onwards dates are written …" (jsonnet-dates-cs, session 26): the release dates a change.
ONWARDS = "Note: From version 2.0 and onwards codes with a leading zero raise ValueError."


def test_a_release_onwards_links_nowhere() -> None:
    assert linked_lines(SRC, ONWARDS) == []


def test_without_the_onwards_pattern_it_lands_on_the_code(monkeypatch: pytest.MonkeyPatch) -> None:
    from utspec.designer.offline import history_line

    monkeypatch.setattr(history_line, "_RELEASE_EN", history_line.re.compile(r"(?!)"))
    assert linked_lines(SRC, ONWARDS) != []
