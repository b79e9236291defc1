"""'negative' said of a named value lands on the case comparing it with zero (sign_scope.py)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking
from utspec.designer.offline.sign_scope import compares_with_zero, sign_subjects

SRC = """def repeat(text, count):
    if text is None:
        return None
    if count <= 0:
        return ""
    if count == 1:
        return text
    out = ""
    for _ in range(count):
        out += text
    return out
"""

DR = "`count`: number of times to repeat text, negative treated as zero."


def test_the_sign_decides_the_case() -> None:
    assert linked_lines(SRC, DR) == [4, 5]


def test_without_the_rule_it_does_not_land_there(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "sign_subjects", lambda text: frozenset())
    assert linked_lines(SRC, DR) != [4, 5]


def test_reading() -> None:
    assert sign_subjects(DR) == {"count"}
    assert sign_subjects("Throws if `offset` is negative.") == {"offset"}
    assert sign_subjects("`maxWidth`: must be non-negative") == {"maxWidth"}
    assert sign_subjects("`数量`は負の値を受け付けない") == frozenset()  # no code name: whose sign is unknown
    assert sign_subjects("`qty` に負の値は指定できない") == {"qty"}
    assert sign_subjects("negative numbers are rejected") == frozenset()  # no subject named
    assert sign_subjects("`count`: how many times") == frozenset()  # no sign word
    assert compares_with_zero("count <= 0", frozenset({"count"}))
    assert compares_with_zero("x == null || 0 > options.count", frozenset({"count"}))
    assert not compares_with_zero("count == 1", frozenset({"count"}))
    assert not compares_with_zero("total <= 0", frozenset({"count"}))
    assert not compares_with_zero("count <= 10", frozenset({"count"}))
