""""…, otherwise `false`" is left out of a statement's match (otherwise_clause.py)."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking, otherwise_clause

# commons-validator's IBANCheckDigit.java as is (Apache-2.0), from the linking corpus.
SRC = (Path(__file__).resolve().parents[2] / "bench/linking/projects/checkdigit-java/input/source/IBANCheckDigit.java").read_text(
    encoding="utf-8"
)
DR = "Returns: `true` if the check digit is valid, otherwise `false`."
SECTION = "isValid(String code)"


def test_doctests() -> None:
    assert doctest.testmod(otherwise_clause).failed == 0


def test_the_statement_lands_on_the_normal_path() -> None:
    assert linked_lines(SRC, DR, path="IBANCheckDigit.java", section=SECTION) == [117, 121]


def test_without_the_rule_false_ties_it_with_the_guards(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "without_otherwise", lambda text: text)
    assert linked_lines(SRC, DR, path="IBANCheckDigit.java", section=SECTION) == []
