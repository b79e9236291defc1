"""A statement naming one value for each of several branches goes on each of them (value_each.py)."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking, value_each

# commons-validator's ISBNCheckDigit.java as is (Apache-2.0), from the linking corpus.
SRC = (Path(__file__).resolve().parents[2] / "bench/linking/projects/checkdigit-java/input/source/ISBNCheckDigit.java").read_text(
    encoding="utf-8"
)
DR = "If the length of the code is 9, it is treated as an ISBN-10 code or if the length of the code is 12, it is treated as an ISBN-13 code."
SECTION = "calculate(String code)"


def test_doctests() -> None:
    assert doctest.testmod(value_each).failed == 0


def test_it_goes_on_the_length_9_and_the_length_12_branches() -> None:
    lines = linked_lines(SRC, DR, path="ISBNCheckDigit.java", section=SECTION)
    assert {81, 84} <= set(lines) and set(lines) <= {78, 81, 82, 83, 84, 85, 86}


def test_without_the_rule_it_is_a_tie(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "one_value_each", lambda text, tied: False)
    assert linked_lines(SRC, DR, path="ISBNCheckDigit.java", section=SECTION) == []
