"""例外 as an exemption is no raise claim (textlint-rule-no-doubled-joshi, session 15)."""

from __future__ import annotations

import pytest

from utspec.questions.key_items import expectation


@pytest.mark.parametrize(
    "text",
    ['接続助詞 "て" の重なりは例外として許可します。', "「かどうか」は例外的にエラーとしない", "この助詞は例外扱いとする",
     "管理者を例外とすること"],
)  # fmt: skip
def test_an_exemption_is_not_a_raise(text: str) -> None:
    assert not expectation(text).raises


@pytest.mark.parametrize(
    "text", ["金額が負なら例外が送出されること", "空文字を渡すと例外になること", "null を渡すと例外をスローする"]
)
def test_a_raise_is_still_read(text: str) -> None:
    assert expectation(text).raises
