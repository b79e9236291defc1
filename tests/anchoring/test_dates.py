"""A date in a statement is one value, not three numbers and the words year, month, day (dates.py)."""

from __future__ import annotations

import doctest
from collections.abc import Iterator

import pytest

from tests.designer._linked import linked_lines
from utspec.anchoring import dates, extract
from utspec.anchoring.extract import Anchor, anchors

# goark/koyomi's era.go in small: the Meiji era year is offset by 5.
SRC = """package value

func NewDateEra(en eraName, year int, month time.Month, day int) DateJp {
	ofset := 0
	if dt, ok := eraTrigger[en]; ok {
		ofset = dt.Year() - 1
	}
	return NewDate(time.Date(year+ofset, month, day, 0, 0, 0, 0, JST))
}

func (t DateJp) YearEra() (eraName, int) {
	era := t.Era()
	if era == EraUnknown {
		return EraUnknown, 0
	}
	year := t.Year() - eraTrigger[era].Year() + 1
	if era == Meiji {
		return era, year + 5
	}
	return era, year
}
"""
DR = "元号=令和 | 起点=2019年5月1日"  # the era table's row: about no case here


@pytest.fixture(autouse=True)
def _fresh_anchors() -> Iterator[None]:
    anchors.cache_clear()
    yield
    anchors.cache_clear()


def test_doctests() -> None:
    assert doctest.testmod(dates).failed == 0


def test_a_date_is_one_anchor() -> None:
    got = anchors(DR)
    assert Anchor("number", "2019-05-01") in got
    assert not {Anchor("number", "5"), Anchor("number", "2019")} & got
    assert not {Anchor("word", "year"), Anchor("word", "month"), Anchor("word", "day")} & got


def test_the_date_row_makes_no_link() -> None:
    assert linked_lines(SRC, DR, path="era.go") == []


def test_without_the_rule_its_month_meets_the_offset_5(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(extract, "without_dates", lambda text: (text, []))
    assert linked_lines(SRC, DR, path="era.go") == [17, 18]
