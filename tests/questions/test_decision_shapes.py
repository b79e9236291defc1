"""Ranges, bit tests and `indexOf` membership are literal decisions (issue 13, item 1: every literal decision).

The shapes come from a matrix over the languages, not from a labelled project: each snippet below
was asked nothing before `utspec.questions.decision_shapes`.
"""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify
from utspec.questions.literals import decisions

RANGE = "def ok(code):\n    if code in range(200, 300):\n        return True\n    return False\n"
BIT = "def is_row(tgtype):\n    if tgtype & 0x01:\n        return True\n    return False\n"
INDEX_OF = "function idempotent(method) {\n  if (['GET', 'HEAD'].indexOf(method) !== -1) {\n    return true;\n  }\n  return false;\n}\n"
COMPARED = "def is_row(tgtype):\n    if tgtype & 81 == 81:\n        return True\n    return False\n"


def _values(path: str, text: str) -> list[tuple[str, tuple[str, ...], str]]:
    src = SourceText(path=path, text=text)
    return [(d.subject, d.values, d.shape) for d in decisions(analyze([src]).items, [src])]


def test_a_python_range_is_a_limit_pair() -> None:
    assert _values("a.py", RANGE) == [("code", ("200", "300"), "limit")]  # ruleid: range(200, 300)


def test_a_bit_tested_for_truth_is_a_code() -> None:
    assert _values("a.py", BIT) == [("tgtype", ("0x01",), "code")]  # ruleid: tgtype & 0x01


def test_index_of_a_literal_list_is_membership() -> None:
    assert ("method", ("'GET'", "'HEAD'"), "code") in _values("a.js", INDEX_OF)  # ruleid: indexOf(method) !== -1


def test_a_compared_mask_is_decided_once() -> None:
    assert _values("a.py", COMPARED) == [("tgtype", ("81",), "code")]  # ok: the analyzers' boundary item, not twice


def test_a_claim_is_walked_through_a_range() -> None:
    src = SourceText(path="a.py", text=RANGE)
    inputs = Inputs.of(analyze([src]).items, [], [src])
    assert classify("A 404 code is accepted as ok", inputs).outcome == "contradicted"  # ruleid: 404 is outside
    assert classify("A 204 code is accepted as ok", inputs).outcome != "contradicted"  # ok: inside


def test_the_doctests_run() -> None:
    import doctest

    from utspec.questions import decision_shapes

    assert doctest.testmod(decision_shapes).failed == 0
