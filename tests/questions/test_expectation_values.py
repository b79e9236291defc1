"""The value a Japanese key item expects returned is a value of its own, not the tail of a name."""

from __future__ import annotations

from utspec.questions.key_items import expectation


def test_a_number_ending_a_name_is_not_the_returned_value() -> None:
    # google/uuid's Version.String: "BAD_VERSION_15 を返す" expects the name, not 15
    assert expectation("Version 15 の String() は BAD_VERSION_15 を返すこと").returns is None


def test_numbers_and_none_right_after_japanese_words_are_still_read() -> None:
    assert expectation("月13では0を返すこと").returns == "0"
    assert expectation("見つからないならNoneを返す").returns == "none"


def test_polite_and_continuing_forms_of_return_are_read() -> None:
    assert expectation("月 13 では 0 を返します").returns == "0"
    assert expectation("Scan に int 型の値を渡すと nil を返し UUID はゼロのままであること").returns == "none"


def test_a_value_returned_in_the_condition_is_not_the_expectation() -> None:
    # "407 を返した場合は …": 407 is what the server returned, the condition of the key item
    assert expectation("プロキシが 407 を返した場合は IOException になること").returns is None


def test_an_empty_string_or_list_returned_in_japanese_is_empty() -> None:
    # Commons Lang's leftPad(null, …) returns null: "空文字列を返す" is a claim of its own (empty), not no claim
    assert expectation("StringUtils.leftPad(null, 5, 'z') は空文字列を返すこと").returns == "empty"
    assert expectation("空のリストを返すこと").returns == "empty"
    assert expectation("空を返すこと").returns == "empty"
