"""A worked example evaluated through pure built-ins, list literals and indexing (issue 13: contradicted key items)."""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify
from utspec.questions.worked_return import worked_return

# CPython 3.11 statistics.median_low and median
PY = '''def median_low(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    else:
        return data[n // 2 - 1]


def median(data):
    data = sorted(data)
    n = len(data)
    if n % 2 == 1:
        return data[n // 2]
    i = n // 2
    return (data[i - 1] + data[i]) / 2


def shadowed(data, len):
    return len(data)
'''


def test_sorted_len_and_an_index_are_evaluated() -> None:
    src = SourceText(path="statistics.py", text=PY)
    # ruleid: the low median of [1, 3, 5, 7] is 3 (statistics KT-10)
    w = worked_return("median_low([1, 3, 5, 7]) は 5 を返すこと", [src])
    assert w is not None and (w.line, w.actual) == (9, "3")
    # ruleid: true division
    w = worked_return("median([7, 1, 5, 3]) は 5 を返すこと", [src])
    assert w is not None and (w.line, w.actual) == (18, "4.0")
    # ok: the values the functions return
    assert worked_return("median_low([1, 3, 5, 7]) は 3 を返すこと", [src]) is None
    assert worked_return("median([1, 3, 5]) は 3 を返すこと", [src]) is None
    # ok: a parameter named like a built-in is not the built-in (not evaluated)
    assert worked_return("shadowed([1, 2], 5) は 7 を返すこと", [src]) is None


def test_a_return_under_else_is_asked_at_its_branch() -> None:
    # ruleid: the `else:` return has no checklist item of its own; the question names the `if` it belongs to
    src = SourceText(path="statistics.py", text=PY)
    v = classify("median_low([1, 3, 5, 7]) は 5 を返すこと", Inputs.of(analyze([src]).items, [], [src]))
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 6
    assert (v.expected, v.actual) == ("return 5", "return 3")
