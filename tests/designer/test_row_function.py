"""A table row whose first cell names one function is about that function's normal path (row_function.py). Seen on
jp-calendar (`| `fiscal_year` | 年度（既定4月始まり） |`), session 17."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking

SRC = '''def fiscal_year(month: int, start: int = 4) -> int:
    if month < 1:
        raise ValueError("month")
    if month > 12:
        raise ValueError("month")
    return 1 if month >= start else 0


def days_until(days: int) -> int:
    if days < 0:
        raise ValueError("days")
    return days
'''
ROW = "ツール=`fiscal_year` | 内容=年度（既定4月始まり）"


def test_a_row_naming_a_function_lands_on_its_normal_path() -> None:
    assert linked_lines(SRC, ROW, kind="table_row") == [2, 4]


def test_without_the_row_rule_it_does_not(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "first_cell", lambda text, kind: None)
    assert linked_lines(SRC, ROW, kind="table_row") != [2, 4]


def test_a_row_the_statement_reader_takes_for_no_rule_still_names_its_function() -> None:
    # strcase's package table: `| ToSnake(s) | any_kind_of_string |` has no verb, so is_requirement says no
    assert linked_lines(SRC, "Function=fiscal_year(month) | Result=2026", kind="table_row") == [2, 4]
