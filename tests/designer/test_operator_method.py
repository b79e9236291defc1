"""A statement applying an operator to objects of a class is about the method overloading it (operator_method.py),
and the operand's type picks that method's `isinstance` branch (operand_type.py). Seen on japanera, session 18
("`date(1926, 12, 25) in 昭和` は True", "明治 < 大正", "文字列を == で比べると False"); the fixture is our own code."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking

SRC = '''import datetime


class Window:
    def __init__(self, start, end):
        self.start = start
        self.end = end

    def __contains__(self, item):
        if isinstance(item, datetime.datetime):
            return self.start <= item.date() < self.end
        elif isinstance(item, datetime.date):
            return self.start <= item < self.end
        raise TypeError("not a date")

    def __lt__(self, other):
        if isinstance(other, Window):
            return self.end <= other.start
        raise TypeError("not a window")

    def __eq__(self, other):
        if not isinstance(other, Window):
            return False
        return self.start == other.start and self.end == other.end
'''
EXPECTED = [
    ("date(2026, 4, 5) in 四月の窓 は True", [12, 13]),  # a date: the `datetime.date` branch, not `datetime.datetime`
    ("四月の窓に文字列を in で渡すと TypeError になる", [14]),  # no type test holds: the raise
    ("一月の窓 < 二月の窓 は True", [17, 18]),  # a plain word: an object of the method's own class
    ("Window と文字列を == で比べると False", [22, 23]),  # `not isinstance(other, Window)` holds for a string
]


@pytest.mark.parametrize(("text", "lines"), EXPECTED)
def test_the_operand_type_takes_one_branch_of_the_operator_method(text: str, lines: list[int]) -> None:
    assert linked_lines(SRC, text, key_item=True) == lines


@pytest.mark.parametrize(("text", "lines"), EXPECTED)
def test_without_the_operator_scope_it_does_not(monkeypatch: pytest.MonkeyPatch, text: str, lines: list[int]) -> None:
    monkeypatch.setattr(linking, "operator_function", lambda text, functions: None)
    assert linked_lines(SRC, text, key_item=True) != lines


@pytest.mark.parametrize(("text", "lines"), [e for e in EXPECTED if "TypeError" not in e[0]])  # scope alone does it
def test_without_the_operand_type_it_does_not(monkeypatch: pytest.MonkeyPatch, text: str, lines: list[int]) -> None:
    monkeypatch.setattr(linking, "operand_cases", lambda *args: [])
    assert linked_lines(SRC, text, key_item=True) != lines


def test_a_word_in_prose_is_no_operator() -> None:
    # "of `start` in the window" is a sentence, not `start in window`: no link by the `in` operator
    assert linked_lines(SRC, "Returns whether the date of `start` in the window is before the end", key_item=True) != [14]
