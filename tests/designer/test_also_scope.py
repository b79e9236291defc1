"""A text fitting cases of two functions alike is a tie, not a link on each (also_scope.py)."""

from __future__ import annotations

import doctest

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import also_scope, linking

# goark/koyomi's era.go in small: `EraUnknown` is compared with in two functions and returned by a third.
SRC = """package value

func EraName(s string) eraName {
	for k, v := range eraString {
		if v == s {
			return k
		}
	}
	return EraUnknown
}

func (t DateJp) YearEra() (eraName, int) {
	era := t.Era()
	if era == EraUnknown {
		return EraUnknown, 0
	}
	return era, t.Year()
}

func (t DateJp) YearEraString() (string, string) {
	era, year := t.YearEra()
	if era == EraUnknown {
		return "", ""
	}
	return era.String(), "年"
}
"""
KT = "該当しない文字列から元号名を取得すると EraUnknown になること"  # about EraName, which has no case for it


def test_alike_in_two_functions_is_no_link() -> None:
    assert linked_lines(SRC, KT, path="era.go", key_item=True) == []


def test_without_the_rule_it_goes_on_both_functions(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "one_function", lambda cited: True)
    assert linked_lines(SRC, KT, path="era.go", key_item=True) == [14, 15, 22, 23]


def test_doctests() -> None:
    assert doctest.testmod(also_scope).failed == 0
