""""…, otherwise `false`" is left out of a statement's match (otherwise_clause.py)."""

from __future__ import annotations

import doctest

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking, otherwise_clause

# Shaped as commons-validator's IBANCheckDigit.isValid (written here: nothing copied from a fetched snapshot is committed).
SRC = """public final class IbanDigit {

    private static final int MIN_LENGTH = 5;

    public boolean isValid(final String code) {
        if (code == null || code.length() < MIN_LENGTH) {
            return false;
        }
        final String check = code.substring(2, 4);
        if ("00".equals(check) || "01".equals(check) || "99".equals(check)) {
            return false;
        }
        try {
            return modulus(code) == 1;
        } catch (final CheckDigitException ex) {
            return false;
        }
    }

    private int modulus(final String code) throws CheckDigitException {
        int total = 0;
        for (int i = 0; i < code.length(); i++) {
            total = total * 10 + Character.getNumericValue(code.charAt(i));
        }
        return total % 97;
    }
}
"""
DR = "Returns: `true` if the check digit is valid, otherwise `false`."
SECTION = "isValid(String code)"


def test_doctests() -> None:
    assert doctest.testmod(otherwise_clause).failed == 0


def test_the_statement_lands_on_the_normal_path() -> None:
    assert linked_lines(SRC, DR, path="IbanDigit.java", section=SECTION) == [6, 10]


def test_without_the_rule_false_ties_it_with_the_guards(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "without_otherwise", lambda text: text)
    assert linked_lines(SRC, DR, path="IbanDigit.java", section=SECTION) == []
