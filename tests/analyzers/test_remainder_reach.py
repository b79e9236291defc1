"""A remainder's boundary values are the ones the condition around it lets reach it (issue 12, brief item 4).

calendar's `isleap` was tested at `year % 100` = 1 (no year with `year % 4 == 0` has it) and at -1 (no Python
remainder by 100 is negative): cases no input can be written for.
"""

from __future__ import annotations

import pytest

from utspec.analyzers import checklist
from utspec.analyzers.checklist import AnalyzerOptions, SourceText, analyze_file

_ISLEAP = "def isleap(year):\n    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)\n"
_JS = "function f(n) {\n  if (n % 2 === 0 && n % 3 !== 1) {\n    return 1;\n  }\n  return 0;\n}\n"


def _values(path: str, text: str) -> dict[str, list[float | int]]:
    items, _ = analyze_file(SourceText(path=path, text=text), AnalyzerOptions())
    return {i.text: list(i.test_values or []) for i in items if i.kind.value == "boundary"}


def test_isleap_boundaries_hold_only_values_a_year_reaches() -> None:
    assert _values("calendar.py", _ISLEAP) == {
        "year % 4 == 0": [0, 1],
        "year % 100 != 0": [0, 4],
        "year % 400 == 0": [0, 100],
    }


def test_a_negative_remainder_is_kept_where_the_language_gives_one() -> None:
    # JavaScript's `-1 % 2` is -1; Python's is 1
    assert _values("f.js", _JS)["n % 2 === 0"] == [-1, 0, 1]
    assert _values("f.py", "def f(n):\n    return n % 2 == 0\n")["n % 2 == 0"] == [0, 1]


def test_without_the_rule_the_unreachable_values_come_back(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(checklist, "within_condition", lambda item, branches, operand: item)
    assert _values("calendar.py", _ISLEAP)["year % 100 != 0"] == [-1, 0, 1]


def test_a_condition_comparing_the_name_itself_is_left_alone() -> None:
    src = "def f(n):\n    return n > 1000 and n % 7 == 3\n"
    assert _values("f.py", src)["n % 7 == 3"] == [2, 3, 4]
