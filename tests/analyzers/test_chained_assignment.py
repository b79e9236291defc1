"""A chained assignment's value is its last operand (analyzers/chained.py), as the effect reader states it.

sunau's `self._framesize = self._sampwidth = 1` was stated as "`self._framesize` becomes
`self._sampwidth = 1`"; comparisons and arrows after the first `=` stay part of the value.
"""

from __future__ import annotations

import pytest

from utspec.analyzers.effects import statement_effect


@pytest.mark.parametrize(
    ("stmt", "name", "value"),
    [
        ("self._framesize = self._sampwidth = 1", "self._framesize", "1"),
        ("a = b = c = 0;", "a", "0"),
        ("ok = x == 1", "ok", "x == 1"),
        ("const f = (a) => a + 1;", "f", "(a) => a + 1"),
        ("total += n", "total", "total + n"),
    ],
)
def test_the_value_of_an_assignment(stmt: str, name: str, value: str) -> None:
    e = statement_effect(stmt)
    assert (e.kind, e.name, e.value) == ("assign", name, value)
