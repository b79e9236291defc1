"""A katakana loanword of the glossary meets its English word inside a compound (rules/glossary/ja-en.yaml):
チェックディジット (SudachiPy's one word チェックデジット) meets `digit` as 数字 does."""

from __future__ import annotations

from utspec.anchoring.extract import Anchor, anchors


def test_a_katakana_compound_meets_the_english_word() -> None:
    assert Anchor("word", "digit") in anchors("チェックディジットは登録番号にも適用されます。")
    assert Anchor("word", "digit") in anchors("チェックデジットを計算する。")
