"""A statement naming a thing and a value lands on the boundary testing that thing at that value (subject_value.py)."""

from __future__ import annotations

import doctest

import pytest

from tests.designer._linked import linked_lines
from utspec.anchoring.extract import Anchor
from utspec.designer.offline import linking, relation_scope, subject_value
from utspec.designer.offline.subject_value import boundary_pairs, statement_pairs
from utspec.messages import Catalog

FEE = """export function shippingFee(subtotal: number, weightKg: number): number {
  if (weightKg <= 0) {
    throw new InvalidWeightError('重量は0より大きい値を指定してください');
  }
  if (weightKg > 30) {
    throw new InvalidWeightError('30kgを超える荷物は配送できません');
  }
  if (subtotal >= 5000) {
    return 0;
  }
  return 800;
}
"""

KT = "重量0kgはエラーになること"


def test_the_thing_and_its_value_decide_the_case() -> None:
    assert linked_lines(FEE, KT, path="fee.ts", key_item=True) == [2, 3]


def test_without_the_rule_the_match_is_weak(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "statement_pairs", lambda text: frozenset())
    assert linked_lines(FEE, KT, path="fee.ts", key_item=True) != [2, 3]


def test_reading() -> None:
    assert doctest.testmod(subject_value).failed == 0 and doctest.testmod(relation_scope).failed == 0
    # The perspective is the catalog's: a changed template must fail here, not silently read nothing.
    en = Catalog("en")
    persp = en("persp.boundary", cond="hoursNumber > 23", value="24", side=en("persp.side_on"))
    assert Anchor("subject_value", "hour@24") in boundary_pairs(persp)
    assert not any(a.key.endswith("@23") for a in boundary_pairs(persp))  # the tested value, not the literal
    assert Anchor("subject_value", "hour@24") in statement_pairs("A date with hour 24 is rejected")
    # `line.quantity()` is a quantity: "明細0件" (no lines at all) is not about it.
    assert not boundary_pairs(en("persp.boundary", cond="line.quantity() <= 0", value="0", side="")) & statement_pairs("明細0件")
    # A bound is not a value tested: "less than `0`" pairs nothing with 0.
    assert statement_pairs("Throws if `offset` is less than `0`.") == frozenset()
