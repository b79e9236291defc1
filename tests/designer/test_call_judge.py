"""A call's literal values judge compound conditions, named constants and local lengths (call_judge.py)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import call_values, linking
from utspec.designer.offline.call_judge import evaluate, local_lengths

# Hand-written in the shape of a radix helper: a compound guard over two parameters, then a guard on named
# constants, then a local length. Every guard returns the same value, so the words of a key item cannot tell them apart.
JAVA = """public final class Radix {
    public static final int LOW = 2;
    public static final int HIGH = 36;

    public static char symbol(String prefix, int digit, int radix) {
        if ((digit >= radix) || (digit < 0)) {
            return '\\0';
        }
        if ((radix < Radix.LOW) || (radix > Radix.HIGH)) {
            return '\\0';
        }
        int size = prefix.length();
        if (size == 0) {
            return '\\0';
        }
        return (char) ('0' + digit);
    }
}
"""


@pytest.mark.parametrize(
    ("text", "lines"),
    [
        ("symbol(\"x\", 10, 10) returns '\\0' (the null character)", [6, 7]),
        ("symbol(\"x\", 5, 40) returns '\\0' (the null character)", [9, 10]),
        ("symbol(\"\", 5, 10) returns '\\0' (the null character)", [13, 14]),
    ],
)
def test_the_call_lands_on_the_guard_its_values_fire(text: str, lines: list[int]) -> None:
    assert linked_lines(JAVA, text, path="Radix.java", key_item=True) == lines


def test_without_the_rule_the_calls_land_elsewhere(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(call_values, "evaluate", lambda condition, bound, known: None)
    # running the call (evaluated_exit.py) finds the same guards: off too, to see this rule's own part
    monkeypatch.setattr(linking, "run_exit", lambda *a: None)
    got = [
        linked_lines(JAVA, f"symbol({args}) returns '\\0' (the null character)", path="Radix.java", key_item=True)
        for args in ('"x", 10, 10', '"x", 5, 40', '"", 5, 10')
    ]
    assert got != [[6, 7], [9, 10], [13, 14]]


def test_evaluate() -> None:
    bound = {"digit": "10", "radix": "10", "s": '"99"', "x": "11"}
    assert evaluate("(digit >= radix) || (digit < 0)", bound, {}) is True
    assert evaluate("!(digit >= radix)", bound, {}) is False
    assert evaluate("radix < Character.MIN_RADIX", bound, {"Character.MIN_RADIX": 2.0}) is False
    assert evaluate("x % 10 == 1 and x % 100 != 11", bound, {}) is False
    assert evaluate("len(s) > 1", bound, {}) is True and evaluate("s.length() == 2", bound, {}) is True
    assert evaluate("digit === radix", bound, {}) is True  # `==` inside `===` is the same operator
    assert evaluate("f(digit) > 0", bound, {}) is None  # a call: unknown
    assert evaluate("0 < digit < 20", bound, {}) is None  # a chain: not judged
    assert evaluate("unknown > 1 || digit > 5", bound, {}) is True  # decided by the known side
    assert evaluate("unknown > 1 && digit > 5", bound, {}) is None


def test_local_lengths() -> None:
    lines = ["int len = s.length();", "n := len(s)", "m = len(s)", "m = 3", "k = s.length"]
    assert local_lengths(lines, 1, 6, {"s": '"abc"'}) == {"len": 3.0, "n": 3.0, "k": 3.0}  # `m` assigned twice
    assert local_lengths(lines, 1, 6, {}) == {}
