"""A statement saying a literal comes out lands on the exit returning it (returned_literal.py)."""

from __future__ import annotations

import doctest

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking, returned_literal

# The comment above the timestamp branch shares "Retry-After" and "delay" with the key item; only the
# exit on line 10 returns what it says comes out.
SRC = """export const delayOf = (value: string, allowTimestamp: boolean): number | undefined => {
  if (/^\\d+$/.test(value)) {
    let delay = Number(value) * 1000;
    // Retry-After numbers are delay seconds; a reset header may hold a timestamp.
    if (allowTimestamp && delay >= threshold) {
      delay -= Date.now();
    }
    return Math.max(0, delay);
  }
  const timestamp = parseDate(value);
  if (timestamp === undefined) {
    return undefined;
  }
  return Math.max(0, timestamp - Date.now());
};
"""

KT = "An unparseable Retry-After value gives no delay (undefined)"


def test_doctests() -> None:
    assert doctest.testmod(returned_literal).failed == 0


def test_the_literal_decides_the_exit() -> None:
    assert linked_lines(SRC, KT, path="a.ts", key_item=True) == [11, 12]


def test_without_the_rule_it_does_not_land_there(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "said_literals", lambda text: frozenset())
    assert linked_lines(SRC, KT, path="a.ts", key_item=True) != [11, 12]


# goark/koyomi: an exit returning only empty strings, and a Japanese statement saying so.
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
GO_KT = "元号が不明な日付の YearEraString は空文字列を返すこと"


def test_an_empty_string_said_meets_the_exit_returning_it() -> None:
    assert linked_lines(GO, GO_KT, path="era.go", key_item=True) == [5, 6]


def test_without_the_rule_the_empty_string_exit_is_not_chosen(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "said_literals", lambda text: frozenset())
    assert linked_lines(GO, GO_KT, path="era.go", key_item=True) != [5, 6]
