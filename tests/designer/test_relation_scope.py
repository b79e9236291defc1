"""'no longer than maxWidth' lands on the case comparing by that operator with maxWidth (relation_scope.py)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking
from utspec.designer.offline.relation_scope import compared, makes

SRC = """def abbreviate(text, marker, max_width):
    if max_width < len(marker) + 1:
        raise ValueError("max_width too small for the marker")
    if len(text) <= max_width:
        return text
    if len(text) - 3 <= max_width - len(marker):
        return marker + text[-max_width:]
    return text[: max_width - len(marker)] + marker
"""

KT = "A text no longer than max_width is returned as is by abbreviate"


def test_the_comparison_decides_the_case() -> None:
    assert linked_lines(SRC, KT, key_item=True) == [4, 5]


def test_without_the_rule_it_does_not_land_there(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "compared", lambda text: set())
    assert linked_lines(SRC, KT, key_item=True) != [4, 5]


def test_relation_reading() -> None:
    assert compared(KT) == {("<=", "max_width")}
    assert compared("at least `minimum`, and longer than limit") == {(">=", "minimum"), (">", "limit")}
    assert compared("wins over RateLimit-Reset") == set()  # "over" is no comparison
    assert compared("values greater than or equal to `threshold`") == {(">=", "threshold")}  # not (">", "or")
    assert compared("less than or equal to limit") == {("<=", "limit")}
    pairs = {("<=", "maxWidth")}
    assert makes("strLen <= maxWidth", pairs)
    assert makes("x && strLen <= maxWidth", pairs)
    assert not makes("strLen - offset <= maxWidth - markerLength", pairs)  # another right operand
    assert not makes("maxWidth >= strLen", pairs)  # mirrored: the subject stands on the left


FEE = """export function shippingFee(weightKg: number): number {
  if (weightKg <= 0) {
    throw new InvalidWeightError('重量は0より大きい値を指定してください');
  }
  if (weightKg > 30) {
    throw new InvalidWeightError('30kgを超える荷物は配送できません');
  }
  return 800;
}
"""

DR_JA = "荷物の重量（kg）は0より大きくなければならない。0以下の場合は InvalidWeightError とする。"


def test_a_japanese_comparison_after_its_number_decides_the_case() -> None:
    assert linked_lines(FEE, DR_JA, path="fee.ts") == [2, 3]


def test_without_the_rule_the_two_raises_tie(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "compared", lambda text: set())
    assert linked_lines(FEE, DR_JA, path="fee.ts") != [2, 3]


def test_japanese_relation_reading() -> None:
    assert compared(DR_JA) == {("<=", "0"), (">", "0")}
    assert compared("30kgを超える荷物は配送できない") == {(">", "30")}
    assert compared("小計５，０００円以上は送料無料") == {(">=", "5000")}
    assert compared("18歳未満は登録できない") == {("<", "18")}
    assert makes("weightKg <= 0", {("<=", "0")})
