"""An "or" statement naming each guard's own constant goes on each guard (name_each.py)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking

# Hand-written: two guards alike but for the constant each compares with.
SRC = """LOW_LIMIT = 2
HIGH_LIMIT = 36


def pick(width):
    if width < LOW_LIMIT:
        raise ValueError("width too small")
    if width > HIGH_LIMIT:
        raise ValueError("width too large")
    return width
"""
DR = "A width smaller than `LOW_LIMIT` or larger than `HIGH_LIMIT` is refused."


def test_the_statement_lands_on_each_guard() -> None:
    assert linked_lines(SRC, DR) == [6, 7, 8, 9]


def test_without_the_rule_it_is_a_tie(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "one_name_each", lambda text, tied: False)
    assert linked_lines(SRC, DR) != [6, 7, 8, 9]


def test_and_is_not_or() -> None:
    assert linked_lines(SRC, DR.replace(" or ", " and ")) != [6, 7, 8, 9]
