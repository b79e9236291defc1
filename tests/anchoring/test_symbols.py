"""A short symbolic literal a condition tests, quoted in a statement, names that test (symbols.py)."""

from __future__ import annotations

import doctest

import pytest

from tests.designer._linked import linked_lines
from utspec.anchoring import symbols
from utspec.designer.offline import linking

SRC = """def register(email: str, age: int) -> None:
    if not email:
        raise ValueError("メールアドレスは必須です")
    if "@" not in email:
        raise ValueError("メールアドレスの形式が不正です")
    if age < 18:
        raise PermissionError("18歳未満は登録できません")
"""

KT = "「@」のないメールアドレスが拒否されること"


def test_doctests() -> None:
    assert doctest.testmod(symbols).failed == 0


def test_the_quoted_literal_decides_the_case() -> None:
    assert linked_lines(SRC, KT, key_item=True) == [4, 5]


def test_without_the_rule_it_does_not_land_there(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "quoted_symbols", lambda text: frozenset())
    assert linked_lines(SRC, KT, key_item=True) != [4, 5]
