"""A parameter's line sharing only the parameter's name (and its function's) with the cases is linked to
none of them (bare_param.py); one stating something of it ("negative treated as zero") still links."""

from __future__ import annotations

import doctest

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import bare_param, linking

# IBANCheckDigit.calculate in small: `code` is on every line.
SRC = """public final class IBANCheckDigit {
    public String calculate(String code) throws CheckDigitException {
        if (code == null || code.length() < MIN_CODE_LEN) {
            throw new CheckDigitException("Invalid Code length=%,d", code == null ? 0 : code.length());
        }
        code = code.substring(0, 2) + "00" + code.substring(4);
        return Integer.toString(98 - calculateModulus(code));
    }
}
"""
DR = "`code`: The code to calculate the Check Digit for,"
REPEAT = """public class StringUtils {
    public static String repeat(final String repeat, final int count) {
        if (repeat == null) {
            return null;
        }
        if (count <= 0) {
            return EMPTY;
        }
        return repeat + repeat;
    }
}
"""


def test_a_bare_parameter_line_lands_nowhere() -> None:
    assert linked_lines(SRC, DR, path="IBANCheckDigit.java", section="calculate(String code)") == []


def test_without_the_rule_it_lands_on_the_guard(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "only_the_parameter", lambda *a, **k: False)
    # param_null.py sets this failing null test aside as well: off too, to see what this rule alone holds back.
    monkeypatch.setattr(linking, "described_value", lambda text, states: None)
    assert linked_lines(SRC, DR, path="IBANCheckDigit.java", section="calculate(String code)") != []


def test_a_parameter_line_stating_a_sign_still_links() -> None:
    text = "`count`: number of times to repeat str, negative treated as zero."
    assert linked_lines(REPEAT, text, path="StringUtils.java", section="repeat(String repeat, int count)") == [6, 7]


def test_doctests() -> None:
    assert doctest.testmod(bare_param).failed == 0
