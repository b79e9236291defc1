"""A statement naming two types a function tells apart is about neither type's branch alone (type_pair.py)."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking, type_pair

# bytes.js 3.1.2's index.js as is (MIT), from the linking corpus.
SRC = (Path(__file__).resolve().parents[2] / "bench/linking/projects/bytes-js/input/source/index.js").read_text(encoding="utf-8")
DR = "String to parse, or number in bytes."
SECTION = "bytes.parse(string｜number value): number｜null"


def test_doctests() -> None:
    assert doctest.testmod(type_pair).failed == 0


def test_both_types_are_not_the_number_branch() -> None:
    assert 142 not in linked_lines(SRC, DR, path="index.js", section=SECTION)


def test_without_the_rule_it_lands_on_the_number_branch(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "one_of_several", lambda condition, said: False)
    assert 142 in linked_lines(SRC, DR, path="index.js", section=SECTION)
