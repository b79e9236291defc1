"""Decimal places a key item states for a default against the default format string's precision (issue 13).

PyPI humanize 4.9.0 (bench/questions humanize-filesize-py KT-13): "format を指定しない場合、小数点以下 1 桁で表示
されること" against `format: str = "%.2f"` (the planted edit).
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify

PY = '''def naturalsize(
    value: float | str,
    format: str = "%.2f",
) -> str:
    bytes_ = float(value)
    if bytes_ < 1000:
        return "%d Bytes" % bytes_
    return format % (bytes_ / 1000) + " kB"
'''


def _verdict(text: str, code: str = PY):
    src = [SourceText(path="filesize.py", text=code)]
    return classify(text, Inputs.of(analyze(src).items, [], src))


def test_other_decimal_places_than_the_default_format_are_contradicted() -> None:
    v = _verdict("format を指定しない場合、小数点以下 1 桁で表示されること")
    assert v.outcome == "contradicted" and v.default is not None and v.default.code.line == 3  # ruleid
    assert _verdict("The format default prints 1 decimal place").outcome == "contradicted"  # ruleid


def test_the_same_places_or_another_name_are_not() -> None:
    assert _verdict("format を指定しない場合、小数点以下 2 桁で表示されること").outcome != "contradicted"  # ok
    assert _verdict("value を指定しない場合、小数点以下 1 桁で表示されること").outcome != "contradicted"  # ok
