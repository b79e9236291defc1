"""The report words of bench/expected_results.py in English and Japanese.

The bench's own small table, not the product's message catalog: the bench's classifier side imports
nothing of utspec (MEASURING.md: the ground truth is not computed by the code under test), and the
report is part of that side. Same keys in both languages (tests/bench/test_expected_words.py).
"""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "spec": "spec",
        "cases": "cases",
        "observable": "observable",
        "hedges": "hedges",
        "valued": "inputs with values",
        "share": "observable: {ok}/{total} = {share:.3f} (target >= {target}); hedge phrases: {hedges}",
        "inputs": "inputs naming a value: {valued}/{total} = {ratio:.3f} (measurement)",
        "not_observable": "{project} {id}: {text}",
        "hedge": "{project} {id} hedge {phrase!r} in {field}: {text}",
        "no_value": "{project} {id} input names no value: {text}",
        "polarity": "polarity: {checked} value checks over {labels} labelled values; inverted: {inverted}",
        "no_spec": "error: {config}: utspec wrote no spec.json",
    },
    "ja": {
        "spec": "仕様書",
        "cases": "ケース",
        "observable": "観測可能",
        "hedges": "あいまい",
        "valued": "値のある入力",
        "share": "観測可能な期待結果: {ok}/{total} = {share:.3f}（目標 >= {target}）、あいまい表現: {hedges}",
        "inputs": "値を挙げる入力: {valued}/{total} = {ratio:.3f}（計測値）",
        "not_observable": "{project} {id}: {text}",
        "hedge": "{project} {id} の {field} にあいまい表現 {phrase!r}: {text}",
        "no_value": "{project} {id} の入力が値を挙げていません: {text}",
        "polarity": "真偽の向き: ラベル付きの値 {labels} 個に対して {checked} 件を確認、逆転: {inverted}",
        "no_spec": "エラー: {config}: utspec が spec.json を書きませんでした",
    },
}

LANGUAGES = tuple(WORDS)


def width(text: str) -> int:
    """Terminal columns (a Japanese character takes two), for the table's padding."""
    import unicodedata

    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def cell(text: str, columns: int, *, right: bool = False) -> str:
    pad = " " * max(columns - width(text), 0)
    return pad + text if right else text + pad
