"""A "Returns:" line is never linked to a case that returns nothing (returns_line.py)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking
from utspec.designer.offline.returns_line import is_returns_line, returns_something
from utspec.models import ChecklistItem, Kind

SRC = """def shorten(str, marker, width):
    if not str:
        return str
    if marker is None:
        marker = ""
    if width < len(marker) + 1:
        raise ValueError("width too small")
    return str[: width - len(marker)] + marker
"""

DR = "Returns: shortened String, `None` if None String input."


def test_a_returns_line_is_not_linked_to_a_case_returning_nothing() -> None:
    assert 4 not in linked_lines(SRC, DR)


def test_without_the_rule_the_shared_none_pulls_it_onto_the_marker(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "is_returns_line", lambda text: False)
    assert 4 in linked_lines(SRC, DR)


def _item(kind: Kind, text: str) -> ChecklistItem:
    return ChecklistItem(id=f"a.py:1:{kind.value}", file="a.py", line=1, end_line=1, kind=kind, text=text,
                         symbol="shorten", language="python")  # fmt: skip


def test_returns_reading() -> None:
    assert is_returns_line(DR)
    assert is_returns_line("@return the abbreviated String")
    assert is_returns_line(":returns: a slug")
    assert not is_returns_line("It returns the slug.")  # a sentence, not the function's return line
    assert returns_something([_item(Kind.BRANCH, "not str"), _item(Kind.EARLY_RETURN, "return str")], False)
    assert not returns_something([_item(Kind.BRANCH, "marker is None")], False)
    assert not returns_something([_item(Kind.EARLY_RETURN, "raise ValueError('x')")], False)  # a raise returns nothing
    assert returns_something([_item(Kind.BRANCH, "a"), _item(Kind.BRANCH, "b")], True)
