"""C# `is` patterns are evaluated as the comparisons they make (`analyzers.cs_patterns`, read by `path_value`).

Humanizer's `ToRoman` (MIT) guards `input is < minValue or > maxValue`; before, the evaluator gave up on the whole
condition, so a case at `input` = `1` that said "an exception is raised" was compared with nothing
(expected-contradicts-code rows TC-265..267 exercise it through the check).
"""

from __future__ import annotations

import doctest

import pytest

from utspec.analyzers import cs_patterns
from utspec.analyzers.path_value import evaluate


def test_doctests() -> None:
    result = doctest.testmod(cs_patterns)
    assert result.failed == 0 and result.attempted >= 1


@pytest.mark.parametrize(
    ("expr", "env", "expected"),
    [
        ("input is < minValue or > maxValue", {"input": 1, "minValue": 1, "maxValue": 3999}, False),
        ("input is < minValue or > maxValue", {"input": 4000, "minValue": 1, "maxValue": 3999}, True),
        ("s is null || s.Length == 0", {"s": ""}, True),
        ("s is not null && s.Length > 2", {"s": "abc"}, True),
        ("c is 'a' or 'b'", {"c": "c"}, False),
        ("n is >= 1 and <= 10", {"n": 10}, True),
    ],
)
def test_patterns_evaluate(expr: str, env: dict[str, object], expected: bool) -> None:
    assert evaluate(expr, env, "csharp") is expected


def test_type_pattern_left_alone() -> None:
    assert cs_patterns.as_comparisons("o is string s && ok") == "o is string s && ok"
