"""A key item's `name=value` against the raising guard of the function it names (issue 13: contradicted).

CPython 3.11 statistics (bench/questions statistics-ja-py KT-13, KT-19): "quantiles に n=1 を渡すと空のリストを返すこと"
against `if n < 2: raise StatisticsError(…)` (a planted edit) and "NormalDist の inv_cdf に p=1.0 を渡すと正の無限大を返すこと"
against `if p <= 0.0 or p >= 1.0: raise …` were cited as evidence before `utspec.questions.guarded_setting`.
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify

PY = """def quantiles(data, *, n=4):
    if n < {bound}:
        raise StatisticsError('n must be at least 1')
    return sorted(data)


def inv_cdf(p):
    if p <= 0.0 or p >= 1.0:
        raise StatisticsError('p must be in the range 0.0 < p < 1.0')
    return p
"""


def _verdict(text: str, bound: int = 2):
    src = [SourceText(path="statistics.py", text=PY.format(bound=bound))]
    return classify(text, Inputs.of(analyze(src).items, [], src))


def test_a_value_the_named_functions_guard_refuses_is_contradicted() -> None:
    v = _verdict("quantiles に n=1 を渡すと空のリストを返すこと")
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 2  # ruleid
    v = _verdict("inv_cdf に p=1.0 を渡すと正の無限大を返すこと")
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 8  # ruleid


def test_a_value_the_guard_lets_through_or_an_expected_error_is_not() -> None:
    # ok: the guard lets n=1 through (the rule alone: other rules read "空のリスト" against the raise at the place)
    from utspec.questions.guarded_setting import guarded_setting

    src = [SourceText(path="statistics.py", text=PY.format(bound=1))]
    assert guarded_setting("quantiles に n=1 を渡すと空のリストを返すこと", analyze(src).items, False) is None
    assert (
        _verdict("quantiles に n=1 を渡すと StatisticsError が送出されること").outcome != "contradicted"
    )  # ok
    assert _verdict("inv_cdf に p=0.5 を渡すと 0.5 を返すこと").outcome != "contradicted"  # ok
