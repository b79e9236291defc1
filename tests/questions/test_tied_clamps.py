"""A raise stated against places that all only correct the value (issue 13, session 27; colorsys-ja-py KT-7).

The `ruleid` fails with `key_items.tied_clamp` switched off (`lambda *a: None`); the `ok` lines show what it
leaves alone. The fixture is written in the shape of colorsys' yiq_to_rgb, not copied.
"""

from __future__ import annotations

import doctest

from utspec.analyzers import analyze
from utspec.models import SourceText
from utspec.questions import tied_clamps
from utspec.questions.key_items import Inputs, Verdict, classify

SRC = SourceText(
    path="clip.py",
    text="""def clip(x, y):
    if x < 0.0:
        x = 0.0
    if y < 0.0:
        y = 0.0
    if x > 1.0:
        x = 1.0
    if y > 1.0:
        y = 1.0
    return (x, y)
""",
)


def _verdict(text: str) -> Verdict:
    return classify(text, Inputs.of(analyze([SRC]).items, [], [SRC]))


def test_a_raise_stated_against_clamps_only() -> None:
    # ruleid: four clamps fit as well, and none raises
    v = _verdict("clip は x と y が 0〜1 の範囲外になると ValueError を送出すること")
    assert v.outcome == "contradicted" and (v.expected, v.actual) == ("raise ValueError", "x = 0.0")
    assert v.place is not None and v.place.line == 2


def test_what_it_leaves_alone() -> None:
    # ok: a value stated, no raise (tied places with a raise among them: the doctests)
    assert _verdict("clip は x と y が 0〜1 の範囲外になると 0 を返すこと").outcome != "contradicted"


def test_the_doctests_run() -> None:
    assert doctest.testmod(tied_clamps).failed == 0
