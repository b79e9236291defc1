"""A statement naming one value for each of several branches goes on each of them (value_each.py)."""

from __future__ import annotations

import doctest

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking, value_each

# Shaped as commons-validator's ISBNCheckDigit.calculate (written here: nothing copied from a fetched snapshot is committed).
SRC = """public final class IsbnDigit {

    public String calculate(final String code) throws CheckDigitException {
        if (code == null || code.isEmpty()) {
            throw new CheckDigitException("Code is missing");
        }
        if (code.length() == 9) {
            return TEN.calculate(code);
        }
        if (code.length() == 12) {
            return THIRTEEN.calculate(code);
        }
        throw new CheckDigitException("Invalid length = " + code.length());
    }
}
"""
DR = "If the length of the code is 9, it is treated as an ISBN-10 code or if the length of the code is 12, it is treated as an ISBN-13 code."
SECTION = "calculate(String code)"


def test_doctests() -> None:
    assert doctest.testmod(value_each).failed == 0


def test_it_goes_on_the_length_9_and_the_length_12_branches() -> None:
    lines = linked_lines(SRC, DR, path="IsbnDigit.java", section=SECTION)
    assert {7, 10} <= set(lines) and set(lines) <= {4, 7, 8, 9, 10, 11, 12}


def test_without_the_rule_it_is_a_tie(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "one_value_each", lambda text, tied: False)
    assert linked_lines(SRC, DR, path="IsbnDigit.java", section=SECTION) == []
