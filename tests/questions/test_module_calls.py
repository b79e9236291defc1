"""Calls written as Python's documentation writes them, on module constants computed from numbers (session 27).

colorsys' first run (bench/questions colorsys-ja-py) missed `colorsys.rgb_to_hsv(0.2, 0.4, 0.4)` (a call qualified by
its own module's name), `rgb_to_yiq(…) returns `(1.0, 0.0, 0.0)` for white` (the decimals of a triple read as
results of their own when words follow it) and `hls_to_rgb` (its `ONE_THIRD = 1.0/3.0`). The fixture here is
written in that shape, not copied. Each `ruleid` fails with the change it names undone.
"""

from __future__ import annotations

import ast
import doctest

from utspec.analyzers import analyze, py_eval
from utspec.models import SourceText
from utspec.questions import evaluated_call as ec
from utspec.questions.evaluated_call import claim, evaluated_call
from utspec.questions.key_items import Inputs, classify

SRC = SourceText(
    path="lib/shade.py",
    text="""HALF = 1.0/2.0


def darken(r, g, b):
    return (r*HALF, g*HALF, b*HALF)
""",
)


def test_a_call_qualified_by_its_own_module_is_run() -> None:
    # ruleid: `shade.` is the module darken is defined in (`_unqualified`)
    v = classify(
        "`shade.darken(1.0, 1.0, 1.0)` は `(1.0, 1.0, 1.0)` を返すこと",
        Inputs.of(analyze([SRC]).items, [], [SRC]),
    )
    assert v.outcome == "contradicted" and v.actual == "return (0.5, 0.5, 0.5)"
    # ok: another module's function of that name is not this one
    assert evaluated_call("`other.darken(1.0, 1.0, 1.0)` は `(1.0, 1.0, 1.0)` を返すこと", [SRC]) is None


def test_a_triple_followed_by_words_is_one_result() -> None:
    # ruleid: the 0 of `1.0,` is no second result (`_ENDED` reads no digits after a point)
    c = claim("`darken(1.0, 1.0, 1.0)` returns `(1.0, 0.0, 0.0)` for white", frozenset({"darken"}))
    assert c is not None and c.value == (1.0, 0.0, 0.0)
    # ok: two results are still two
    assert claim("`darken(1.0, 1.0, 1.0)` returns `(1.0, 0.0, 0.0)` or 2", frozenset({"darken"})) is None


def test_a_module_constant_computed_from_numbers_is_known() -> None:
    # ruleid: HALF = 1.0/2.0 (`py_eval._constant`)
    out = py_eval.call_outcome(SRC.text, "darken(1.0, 0.5, 0.0)")
    assert out is not None and out.value == (0.5, 0.25, 0.0)
    # ok: a division by zero or a power is no constant
    for text in ("1/0", "2**10", "'a' * 3"):
        try:
            py_eval._constant(ast.parse(text, mode="eval").body)
        except ValueError:
            continue
        raise AssertionError(text)


def test_the_doctests_run() -> None:
    assert doctest.testmod(ec).failed == 0
    assert doctest.testmod(py_eval).failed == 0
