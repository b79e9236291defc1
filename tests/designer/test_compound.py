"""A case citing both operands of one compound condition is not a normal path (compound.py)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking

# bytes.js `format` in small: the unit check is one `||` condition, cited twice by its operand cases.
SRC = """var map = { b: 1, kb: 1024 };

function format(value, options) {
  var decimalPlaces = (options && options.decimalPlaces !== undefined) ? options.decimalPlaces : 2;
  var unit = (options && options.unit) || '';
  if (!unit || !map[unit.toLowerCase()]) {
    unit = value >= map.kb ? 'KB' : 'B';
  }
  var str = (value / map[unit.toLowerCase()]).toFixed(decimalPlaces);
  return str + unit;
}
"""
KT = "decimalPlaces 0 rounds 1024 * 1.7 to '2KB'"


def test_the_option_lands_on_its_own_line_only() -> None:
    assert linked_lines(SRC, KT, path="a.js", key_item=True) == [4]


def test_without_the_rule_the_operand_case_reads_as_a_normal_path(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "conditions_tested", lambda cited: len(cited))
    assert linked_lines(SRC, KT, path="a.js", key_item=True) == [4, 6]
