"""送料の計算。"""

from __future__ import annotations


class InvalidWeightError(Exception):
    """重量が不正。"""


def shipping_fee(weight_g: int, prefecture: str, member: bool) -> int:
    if weight_g <= 0:
        raise InvalidWeightError("重量は1g以上で指定してください")
    if weight_g > 30000:
        raise InvalidWeightError("30kgを超える荷物は扱えません")
    fee = 800 if weight_g > 2000 else 500
    if prefecture in ("沖縄県", "北海道"):
        fee += 400
    if member:
        return 0
    return fee
