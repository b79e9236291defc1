"""A statement opening with a function's signature says what it does: its normal path (signature_line.py)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking
from utspec.designer.offline.signature_line import described_function

SRC = """def cut(text, width, whole_words=False):
    if not whole_words:
        return text[:width]
    if width <= 0:
        return ""
    out = ""
    for word in text.split():
        out += word + " "
    return out.strip()
"""

DR = "`cut(text, width, whole_words)` shortens a text to whole words."


def test_the_signature_line_lands_on_the_normal_path() -> None:
    assert linked_lines(SRC, DR) == [2, 4]  # the normal path cites each guard it passes


def test_without_the_rule_the_named_parameters_pull_it_onto_a_guard(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "described_function", lambda text, functions: None)
    assert linked_lines(SRC, DR) != [2, 4]


def test_signature_reading() -> None:
    functions = frozenset({"cut", "repeat"})
    assert described_function(DR, functions) == "cut"
    assert described_function("`cut(text, ...)` makes a short text.", functions) == "cut"
    assert described_function('`repeat("ab", 2)` returns "abab"', functions) is None  # an example, not a signature
    assert described_function("`cut(text, width)` raises if width is negative", functions) is None  # about a guard
    assert described_function("`other(a)` does things", functions) is None


# goark/koyomi: a Go doc comment opens with the unquoted, qualified call form, in Japanese.
GO = """package value

func (t DateJp) YearEraString() (string, string) {
	era, year := t.YearEra()
	if era == EraUnknown || year < 1 {
		return "", ""
	}
	if year == 1 {
		return era.String(), "元年"
	}
	return era.String(), fmt.Sprintf("%d年", year)
}
"""
GO_DR = "value.DateJp.YearEraString() メソッドは元号付きの年の値を文字列で返します。"


def test_an_unquoted_japanese_api_line_lands_on_the_normal_path() -> None:
    assert linked_lines(GO, GO_DR, path="era.go") == [5, 8]


def test_without_the_rule_the_api_line_is_a_tie(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "described_function", lambda text, functions: None)
    assert linked_lines(GO, GO_DR, path="era.go") != [5, 8]


def test_unquoted_signature_reading() -> None:
    functions = frozenset({"yearerastring", "era"})
    assert described_function(GO_DR, functions) == "yearerastring"
    assert described_function("value.DateJp.Era() メソッドは元号が不明の場合は era.Unknown を返します。", functions) is None
    assert described_function("bytes(1024) returns '1KB'", frozenset({"bytes"})) is None  # an example
