""""1割引" is a tenth off (0.1) leaving nine tenths (0.9), not the number 1 (ja_ratio.py)."""

from __future__ import annotations

import doctest
from collections.abc import Iterator

import pytest

from tests.designer._linked import linked_lines
from utspec.anchoring import extract, ja_ratio
from utspec.anchoring.extract import Anchor, anchors

FEE = """export function shippingFee(weightKg: number, member: boolean): number {
  if (weightKg <= 0) {
    throw new InvalidWeightError('重量は0より大きい値を指定してください');
  }
  let fee = 800;
  if (member) {
    fee = Math.floor(fee * 0.9);
  }
  return fee;
}
"""

KT = "会員は1割引になること"


@pytest.fixture(autouse=True)
def _fresh_anchors() -> Iterator[None]:
    anchors.cache_clear()
    yield
    anchors.cache_clear()


def test_doctests() -> None:
    assert doctest.testmod(ja_ratio).failed == 0


def test_a_ratio_is_tenths() -> None:
    numbers = {a.key for a in anchors(KT) if a.kind == "number"}
    assert numbers == {".1", ".9"}  # the keys code's 0.1 and 0.9 get
    assert Anchor("number", ".9") in anchors("fee = Math.floor(fee * 0.9);")
    assert {a.key for a in anchors("3割") if a.kind == "number"} == {".3"}
    assert {a.key for a in anchors("1円") if a.kind == "number"} == {"1"}


def test_the_discount_lands_on_the_member_case() -> None:
    assert linked_lines(FEE, KT, path="fee.ts", key_item=True) == [6]


def test_read_as_the_number_1_it_does_not(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(extract, "ratio_keys", lambda value, after: None)
    assert linked_lines(FEE, KT, path="fee.ts", key_item=True) != [6]
