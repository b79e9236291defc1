"""Two classes with a function of the same name: a statement under one class's heading, or a key item
naming one class, lands on that class's function (class_scope.py).

Shaped as commons-validator's IBANCheckDigit and ISBNCheckDigit (written here, not copied).
"""

from __future__ import annotations

import doctest

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import class_scope, linking
from utspec.models import KeyItem, Requirement, SourceText

IBAN = """public final class IBANCheckDigit {
    public String calculate(String code) throws CheckDigitException {
        if (code == null || code.length() < MIN_CODE_LEN) {
            throw new CheckDigitException("Invalid Code length=%,d", code == null ? 0 : code.length());
        }
        code = code.substring(0, 2) + "00" + code.substring(4);
        final int charValue = 98 - calculateModulus(code);
        final String checkDigit = Integer.toString(charValue);
        return charValue > 9 ? checkDigit : "0" + checkDigit;
    }
}
"""
ISBN = """public final class ISBNCheckDigit {
    public String calculate(final String code) throws CheckDigitException {
        if (GenericValidator.isBlankOrNull(code)) {
            throw new CheckDigitException("ISBN Code is missing");
        }
        if (code.length() == 9) {
            return ISBN10_CHECK_DIGIT.calculate(code);
        }
        throw new CheckDigitException("Invalid ISBN Length = %,d", code.length());
    }
}
"""
SOURCES = [SourceText(path="IBANCheckDigit.java", text=IBAN), SourceText(path="ISBNCheckDigit.java", text=ISBN)]


def _req(n: int, kind: str, text: str, section: str) -> Requirement:
    return Requirement(id=f"DR-{n}", file="d.md", line=n, kind=kind, text=text, section=section)


def _cited(ref: str, reqs: list[Requirement], kts: list[KeyItem]) -> set[str]:
    checklist = analyze(SOURCES, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=checklist, requirements=reqs, key_items=kts,
                                                  sources=SOURCES))  # fmt: skip
    where = {i.id: f"{i.file}:{i.line}" for i in checklist}
    return {where[r] for c in spec.cases if ref in c.evidence for r in c.evidence if r in where}


# The ISBN class's section comes first: without the class, its heading's `calculate` alone scopes the
# IBAN statement and the word "Check Digit" is shared with both.
REQS = [
    _req(1, "heading", "ISBNCheckDigit", "ISBNCheckDigit"),
    _req(2, "heading", "calculate(String code)", "calculate(String code)"),
    _req(3, "heading", "IBANCheckDigit", "IBANCheckDigit"),
    _req(4, "heading", "calculate(String code)", "calculate(String code)"),
    _req(5, "bullet", "Throws `CheckDigitException` if an error occurs calculating the check digit for the "
                      "specified code,", "calculate(String code)"),
]
KT = KeyItem(id="KT-1", file="k.md", line=1, text="IBAN calculate returns the check digit")


def test_a_statement_under_a_class_heading_is_about_that_class() -> None:
    assert _cited("DR-5", REQS, []) and all(w.startswith("IBAN") for w in _cited("DR-5", REQS, []))


def test_a_key_item_naming_the_class_by_its_own_part() -> None:
    # "IBAN" tells IBANCheckDigit from ISBNCheckDigit: never ISBN's case (within IBAN's, no case stands out).
    assert not any(w.startswith("ISBN") for w in _cited("KT-1", [], [KT]))


def test_without_the_class_both_go_elsewhere(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "qualified", lambda scope, owner, defined: scope)
    assert not all(w.startswith("IBAN") for w in _cited("DR-5", REQS, []))
    assert any(w.startswith("ISBN") for w in _cited("KT-1", [], [KT]))


def test_doctests() -> None:
    assert doctest.testmod(class_scope).failed == 0
