"""'no longer than maxWidth' lands on the case comparing by that operator with maxWidth (relation_scope.py)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking
from utspec.designer.offline.relation_scope import compared, makes

SRC = """def abbreviate(text, marker, max_width):
    if max_width < len(marker) + 1:
        raise ValueError("max_width too small for the marker")
    if len(text) <= max_width:
        return text
    if len(text) - 3 <= max_width - len(marker):
        return marker + text[-max_width:]
    return text[: max_width - len(marker)] + marker
"""

KT = "A text no longer than max_width is returned as is by abbreviate"


def test_the_comparison_decides_the_case() -> None:
    assert linked_lines(SRC, KT, key_item=True) == [4, 5]


def test_without_the_rule_it_does_not_land_there(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "compared", lambda text: set())
    assert linked_lines(SRC, KT, key_item=True) != [4, 5]


def test_relation_reading() -> None:
    assert compared(KT) == {("<=", "max_width")}
    assert compared("at least `minimum`, and longer than limit") == {(">=", "minimum"), (">", "limit")}
    assert compared("wins over RateLimit-Reset") == set()  # "over" is no comparison
    pairs = {("<=", "maxWidth")}
    assert makes("strLen <= maxWidth", pairs)
    assert makes("x && strLen <= maxWidth", pairs)
    assert not makes("strLen - offset <= maxWidth - markerLength", pairs)  # another right operand
    assert not makes("maxWidth >= strLen", pairs)  # mirrored: the subject stands on the left
