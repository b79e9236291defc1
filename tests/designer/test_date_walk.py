"""A date a statement names is run through the conditions of the class the statement names by its comment
(date_walk.py): the lead's L1, "2020年の海の日は7月23日" had landed on `date.day == 20` by the 20 of 2020."""

from __future__ import annotations

from pathlib import Path

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import linking
from utspec.models import KeyItem, SourceText

# jpholiday 1.0.3's checker.py as committed in the linking corpus (MIT): one class per holiday, its name as the
# comment above the class; `SeaDayChecker.is_holiday` tests `date.year == 2020` (line 136), then
# `date == datetime.date(2020, 7, 23)` (137) and returns True (138), and the 1996-2002 rule tests `date.day == 20`.
PATH = "jpholiday/checker/checker.py"
SRC = (Path(__file__).resolve().parents[2] / "bench" / "linking" / "projects" / "jpholiday-ja-py" / "input" / "source"
       / PATH).read_text(encoding="utf-8")  # fmt: skip
ITEMS = {
    "2020年の海の日は7月23日である。": [137, 138],
    "2020年7月20日は海の日ではない。": [136, 140],  # 2020 is its own rule: not the 20th of the 1996-2002 rule
    "2020年の山の日は8月10日である。": [167, 168],
}
YEAR = "1947年の春分の日の日付には 0 が返る。"  # `_vernal_equinox_day(year)`: `if year < 1948: return 0` (lines 80-81)


def _lines(text: str) -> list[int]:
    sources = [SourceText(path=PATH, text=SRC)]
    checklist = analyze(sources, AnalyzerOptions()).items
    kts = [KeyItem(id="KT-1", file="k.md", line=1, text=text)]
    spec = RuleBasedDesigner().draft(
        DesignInputs(checklist=checklist, requirements=[], key_items=kts, sources=sources)
    )
    code = {i.id: i.line for i in checklist}
    return sorted({code[r] for c in spec.cases if "KT-1" in c.evidence for r in c.evidence if r in code})


@pytest.mark.parametrize("text", ITEMS)
def test_the_date_lands_on_the_return_it_reaches(text: str) -> None:
    assert _lines(text) == ITEMS[text]


@pytest.mark.parametrize("text", ITEMS)
def test_without_the_walk_it_does_not(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "date_exit", lambda *a: None)
    assert _lines(text) != ITEMS[text]


def test_a_parameter_named_year_is_the_named_year() -> None:
    assert _lines(YEAR) == [80, 81]


def test_without_the_walk_and_the_class_scope_the_year_lands_elsewhere(monkeypatch: pytest.MonkeyPatch) -> None:
    # The class scope alone leaves few enough cases for the words to find it too: both are switched off.
    monkeypatch.setattr(linking, "date_exit", lambda *a: None)
    monkeypatch.setattr(linking, "_commented_owner", lambda text, ctx: None)
    assert _lines(YEAR) != [80, 81]


NATIONAL = "日曜日は国民の休日にならない。"  # `# 国民の休日` above NationalHolidayChecker (its Sunday test is line 414)


def test_a_class_named_by_its_comment_scopes_the_statement() -> None:
    assert 371 not in _lines(NATIONAL)  # not TransferHolidayChecker's `date.isoweekday() == 7`


def test_without_the_comment_scope_it_lands_on_the_other_class(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "_commented_owner", lambda text, ctx: None)
    assert 371 in _lines(NATIONAL)
