"""A statement under a function's heading tied between that function and a helper it calls goes on
the function's own case (scope.own_cases)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking

SRC = """def trim(text, limit):
    if limit is None:
        return text
    if limit < 0:
        raise ValueError("limit must not be negative")
    return _cut(text, limit)


def _cut(text, limit):
    if len(text) <= limit:
        return text
    return text[:limit]
"""

DR = "`limit`: how many characters of the text are kept"


def test_a_tie_with_a_callee_goes_to_the_functions_own_case() -> None:
    assert linked_lines(SRC, DR, section="trim(text, limit)") == [2, 3]


def test_without_the_tie_break_it_is_a_tie(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "own_cases", lambda function, cases, items: [])
    assert linked_lines(SRC, DR, section="trim(text, limit)") == []
