"""The normal path is not described by lines under a condition it skips (conditional_lines.py)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking
from utspec.designer.offline.conditional_lines import conditional_spans
from utspec.models import ChecklistItem, Kind

SRC = """export function shippingFee(weightKg: number, prefecture: string): number {
  if (weightKg <= 0) {
    throw new Error('weight must be positive');
  }
  if (!prefecture) {
    throw new Error('prefecture is required');
  }
  let fee = 800;
  if (REMOTE.includes(prefecture)) {
    fee += 1200;
  }
  return fee;
}
"""

KT = "Island delivery costs 1200 more"


NORMAL_PATH = [2, 5]  # the guards it passes


def test_a_value_added_under_a_condition_does_not_describe_the_normal_path() -> None:
    assert linked_lines(SRC, KT, path="fee.ts", key_item=True) != NORMAL_PATH


def test_without_the_rule_the_normal_path_takes_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "conditional_spans", lambda items, file, symbol: [])
    assert linked_lines(SRC, KT, path="fee.ts", key_item=True) == NORMAL_PATH


def _item(line: int, end: int, kind: Kind = Kind.BRANCH, symbol: str = "f") -> ChecklistItem:
    return ChecklistItem(id=f"a.ts:{line}:{kind.value}", file="a.ts", line=line, end_line=end, kind=kind,
                         text="x", symbol=symbol, language="typescript")  # fmt: skip


def test_spans() -> None:
    items = [_item(2, 4), _item(6, 8), _item(3, 3, Kind.RAISE), _item(9, 12, symbol="g")]
    assert conditional_spans(items, "a.ts", "f") == [(2, 4), (6, 8)]
