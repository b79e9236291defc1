"""A walk that ends at a raise of another type than the key item names (issue 13: contradicted key items)."""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify

# CPython 3.11 statistics.quantiles, cut down
PY = '''class StatisticsError(ValueError):
    pass


def quantiles(data, *, n=4, method='exclusive'):
    if n < 1:
        raise StatisticsError('n must be at least 1')
    data = sorted(data)
    if method == 'inclusive':
        return _inclusive(data, n)
    if method == 'exclusive':
        return _exclusive(data, n)
    raise ValueError(f'Unknown method: {method!r}')
'''


def _verdict(text: str):
    src = SourceText(path="statistics.py", text=PY)
    return classify(text, Inputs.of(analyze([src]).items, [], [src]))


def test_an_error_of_another_type_than_claimed() -> None:
    # ruleid: 'median' ends at `raise ValueError`; StatisticsError (its subclass) is claimed (statistics KT-15)
    v = _verdict("quantiles の method に 'median' のような不明な値を渡すと StatisticsError が送出されること")
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 13
    assert v.expected == "raise StatisticsError" and v.actual.startswith("raise ValueError")


def test_the_claimed_type_or_its_parent_agrees() -> None:
    # ok: the type raised, and its parent (a test expecting ValueError passes with it)
    assert _verdict("quantiles の method に 'median' を渡すと ValueError が送出されること").outcome != "contradicted"
    assert _verdict("quantiles の method に 'median' を渡すと Exception が送出されること").outcome != "contradicted"


JS = """export function jwtDecode(token, options) {
    if (typeof token !== "string") {
        throw new TypeError("Invalid token specified: must be a string");
    }
    const part = token.split(".")[1];
    if (typeof part !== "string") {
        throw new InvalidTokenError(`Invalid token specified: missing part #2`);
    }
    return part;
}
"""


def test_a_number_is_no_argument_the_walk_can_trust_for_a_type() -> None:
    # ok: the 2 of 'missing part #2' is no token; walked as one it meets the non-string TypeError (jwt-decode KT-4)
    src = SourceText(path="index.js", text=JS)
    text = "ドットを含まないトークンでは 'missing part #2' の InvalidTokenError が送出されること"
    assert classify(text, Inputs.of(analyze([src]).items, [], [src])).outcome != "contradicted"
