"""A short symbolic literal a condition tests, quoted in a statement, names that test (symbols.py)."""

from __future__ import annotations

import doctest
from collections.abc import Iterator

import pytest

from tests.designer._linked import linked_lines
from utspec.anchoring import symbols
from utspec.designer.offline import linking

# `audit.record` is done in two places; only the literal the branch tests tells them apart.
SRC = """public class StockAllocator {
    public String allocate(String orderNo, String sku, int quantity) {
        if (quantity <= 0) {
            throw new IllegalArgumentException("数量は1以上を指定してください");
        }
        if (sku.startsWith("HZ-")) {
            audit.record("危険物引当", orderNo);
        }
        repository.reserve(sku, quantity);
        return "ALLOCATED";
    }

    public void release(String orderNo) {
        try {
            repository.release(orderNo);
        } catch (RuntimeException e) {
            audit.record("引当解除失敗", orderNo);
            throw e;
        }
    }
}
"""

KT = "危険物（HZ-）の引当で監査ログが記録されること"


def test_doctests() -> None:
    assert doctest.testmod(symbols).failed == 0


def test_the_quoted_literal_decides_the_case() -> None:
    assert linked_lines(SRC, KT, path="A.java", key_item=True) == [6]


def test_without_the_rule_it_does_not_land_there(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "quoted_symbols", lambda text: frozenset())
    assert linked_lines(SRC, KT, path="A.java", key_item=True) != [6]


# A mark alone in quotes, read from every text by `extract.anchors` through `symbols.quoted_marks`.
EMAIL = '''def register(email, name):
    if not email:
        raise ValueError("email is required")
    if "@" not in email:
        raise ValueError("email is invalid")
    if not name:
        raise ValueError("name is required")
    return save(email, name)
'''
MARK_KT = "「@」のないメールアドレスが拒否されること"


@pytest.fixture
def _fresh_anchors() -> Iterator[None]:
    from utspec.anchoring.extract import anchors

    anchors.cache_clear()
    yield
    anchors.cache_clear()


def test_a_quoted_mark_alone_decides_the_case(_fresh_anchors: None) -> None:
    assert linked_lines(EMAIL, MARK_KT, key_item=True) == [4, 5]


def test_without_the_marks_reading_it_does_not_land_there(
    monkeypatch: pytest.MonkeyPatch, _fresh_anchors: None
) -> None:
    from utspec.anchoring import extract

    monkeypatch.setattr(extract, "quoted_marks", lambda text: frozenset())
    monkeypatch.setattr(linking, "quoted_symbols", lambda text: frozenset())  # which reads 「@」 too
    assert linked_lines(EMAIL, MARK_KT, key_item=True) != [4, 5]
