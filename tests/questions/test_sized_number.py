"""A number a design statement shares with a size test is no link when the statement names no size
(sized_number.py). Seen on the linking corpus (which the design-code rules were not tuned on): ms's README
"it returns `100` for `'100'`" was reported as a conflict with `str.length > 100`."""

from __future__ import annotations

from pathlib import Path

from utspec.analyzers import analyze
from utspec.models import SourceText
from utspec.questions.key_conditions import Conditions
from utspec.questions.key_items import contradiction

MS = Path(__file__).resolve().parents[2] / "bench" / "linking" / "projects" / "ms-ts" / "input" / "source" / "index.ts"
EXAMPLE = "If a string that contains the number is supplied, it returns it as a number (e.g.: it returns `100` for `'100'`)"


def test_a_worked_example_number_is_not_about_a_length_limit() -> None:
    src = SourceText(path="input/source/index.ts", text=MS.read_text(encoding="utf-8"))
    items = analyze([src]).items
    cond = Conditions.of(items)
    assert contradiction(EXAMPLE, items, cond) is None  # ok: no size named
    # ruleid: a statement that names the length still meets the limit (and disagrees: it expects a return)
    v = contradiction("A string longer than 100 characters returns 0", items, cond)
    assert v is not None and v.place is not None and v.place.line == 72
