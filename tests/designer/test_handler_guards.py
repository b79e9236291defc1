"""A function left only by an except block's `return` gets a normal path, and statements of what it returns land
there, not on the handler (handler_guards.py; found on jp-calendar-ja-py's `try: d = _parse(date)` tools)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import assembly, linking
from utspec.models import Category, ChecklistItem, Kind, SourceText, TestCase

SRC = """import datetime


def fiscal_year(date, start_month=4):
    try:
        d = datetime.date.fromisoformat(date)
    except ValueError:
        return {"ok": False, "reason": "日付は YYYY-MM-DD 形式で指定してください。"}
    fy = d.year if d.month >= start_month else d.year - 1
    return {"ok": True, "fiscal_year": fy, "label": f"{fy}年度"}
"""
SUMMARY = "指定日(YYYY-MM-DD)の年度を返す。"
KEY_ITEM = 'fiscal_year("2026-03-31") は 2025年度を返す'
EXCEPT_LINE = 7  # the normal path cites the guard it passes; the handler's case cites its `return` (8) too


def test_the_summary_lands_on_the_normal_path() -> None:
    assert linked_lines(SRC, SUMMARY, section="fiscal_year") == [EXCEPT_LINE]


def test_a_key_item_with_a_valid_date_lands_on_the_normal_path() -> None:
    assert linked_lines(SRC, KEY_ITEM, key_item=True) == [EXCEPT_LINE]


def test_without_the_normal_path_the_summary_lands_on_the_handler(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(assembly, "handler_guards", lambda items, guarded: {})
    assert linked_lines(SRC, SUMMARY, section="fiscal_year") != [EXCEPT_LINE]


def _handler_case() -> tuple[list[ChecklistItem], TestCase]:
    sources = [SourceText(path="a.py", text=SRC)]
    checklist = analyze(sources, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(
        DesignInputs(checklist=checklist, requirements=[], key_items=[], sources=sources)
    )
    items = {i.id: i for i in checklist}
    case = next(
        c
        for c in spec.cases
        if c.category is Category.ERROR
        and any(items[r].kind is Kind.HANDLER for r in c.evidence if r in items)
    )
    return [items[r] for r in case.evidence if r in items], case


def test_a_handler_that_returns_early_is_no_success() -> None:
    """`except ValueError: return {"ok": False}` ends the call: its case is not "the call still succeeds"."""
    cited, case = _handler_case()
    assert not linking._swallows(cited, case)


def test_switched_off_the_early_return_counts_as_success(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "leaving_handler", lambda item: False)
    cited, case = _handler_case()
    assert linking._swallows(cited, case)
