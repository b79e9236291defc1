"""A table row's type cell says nothing that happens: a row is matched on its other cells (type_cell.py)."""

from __future__ import annotations

import doctest

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking, type_cell

# bytes.js `format` in small, and a row of its Returns table whose type may be null.
SRC = """function format(value, options) {
  if (!Number.isFinite(value)) {
    return null;
  }
  var unit = (options && options.unit) || '';
  var sep = (options && options.unitSeparator) || '';
  return String(value) + sep + unit;
}
"""
DR = "Name=results | Type=`string`｜`null` | Description=A string value, or nothing upon error."


def test_doctests() -> None:
    assert doctest.testmod(type_cell).failed == 0


def test_the_type_cell_pulls_the_row_nowhere() -> None:
    assert linked_lines(SRC, DR, path="a.js") == []


def test_without_the_rule_its_null_meets_the_null_guard(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "without_type_cell", lambda text: text)
    assert linked_lines(SRC, DR, path="a.js") == [2, 3]
