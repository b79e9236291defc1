"""A statement saying a named value is null lands on the case testing it for null, in each function that has one test
(null_said.py); a Japanese comparison with a named operand ("length 以下", "長さより長い") restricts the cases as
an English one does (relation_scope.py). Seen on Humanizer's truncators with Japanese key items."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking

SRC = '''class FixedLength:
    def truncate(self, value, length, marker="…"):
        if value is None:
            return None
        if len(value) == 0 or len(value) <= length:
            return value
        if marker is None or len(marker) > length:
            return value[:length]
        return value[: length - len(marker)] + marker


class FixedWords:
    def truncate(self, value, length):
        if value is None:
            return None
        words = value.split()
        if len(words) <= length:
            return value
        return " ".join(words[:length]) + "…"
'''


def test_a_named_value_said_null_is_each_functions_null_test() -> None:
    assert linked_lines(SRC, "value が None のときは None を返す", key_item=True) == [3, 4, 14, 15]


def test_without_the_rule_the_words_choose_another_case(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "null_subjects", lambda text: frozenset())
    assert linked_lines(SRC, "value が None のときは None を返す", key_item=True) != [3, 4, 14, 15]


def test_english_prose_names_no_subject_but_code_quotes_do() -> None:
    assert linked_lines(SRC, "`marker` is None: the text is cut with no marker", key_item=True) == [7, 8]


@pytest.mark.parametrize(
    ("text", "lines"),
    [
        ("FixedWords で単語数が length 以下のときは入力をそのまま返す", [17, 18]),
        # a case of `marker is None or len(marker) > length` (line 7); which of its two is left to the words
        ("切り詰め記号 `marker` が長さより長いときは記号を付けずに切り詰める", [7]),
    ],
)
def test_a_japanese_comparison_with_a_named_operand(text: str, lines: list[int]) -> None:
    assert linked_lines(SRC, text, key_item=True)[: len(lines)] == lines


def test_without_the_named_operand_the_fallback_takes_the_normal_path(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "named_operands", lambda pairs: set())
    assert linked_lines(SRC, "FixedWords で単語数が length 以下のときは入力をそのまま返す", key_item=True) == [14, 17]


CONV = '''def zen2han(text, ignore=()):
    out = []
    for c in text:
        if c in ignore:
            out.append(c)
        elif c == "~":
            out.append("-")
        else:
            out.append(TABLE.get(c, c))
    return "".join(out)


def han2zen(text, ignore=()):
    out = []
    for c in text:
        if c in ignore:
            out.append(c)
        else:
            out.append(BACK.get(c, c))
    return "".join(out)
'''


def test_membership_in_a_named_collection_is_each_functions_test() -> None:
    # member_said.py: "ignore に含まれる" is `c in ignore`, one test in each function
    assert linked_lines(CONV, "ignore に含まれる文字はそのまま残す", key_item=True) == [4, 16]


def test_without_the_rule_the_words_are_weak(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "member_subjects", lambda text: frozenset())
    assert linked_lines(CONV, "ignore に含まれる文字はそのまま残す", key_item=True) != [4, 16]
