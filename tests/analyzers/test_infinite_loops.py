"""A loop whose condition always holds gives no loop item: "0 iterations" is no case anyone can test.

jpholiday's `__transfer_holiday_name` walks back day by day in `while (True):` until a return; the spec
said "loop `True` over 0 elements; input: `True` = `None`" (read in /tmp, not committed).
"""

from __future__ import annotations

import pytest

from utspec.analyzers import analyze
from utspec.models import Kind, SourceText

CASES = [
    ("a.py", "def f(d):\n    while (True):\n        if d > 3:\n            return d\n        d += 1\n", []),  # ruleid
    ("a.py", "def f(d):\n    while True:\n        d += 1\n        if d > 3:\n            break\n", []),  # ruleid
    ("A.java", "class A { int f(int d) { while (true) { if (d > 3) { return d; } d++; } } }", []),  # ruleid
    ("a.js", "function f(d) { while (true) { if (d > 3) { return d; } d++; } }", []),  # ruleid
    ("a.py", "def f(xs):\n    while xs:\n        xs.pop()\n", ["xs"]),  # ok: a real condition
    ("a.py", "def f(xs):\n    for x in xs:\n        print(x)\n", ["for x in xs"]),  # ok: a for loop
]


@pytest.mark.parametrize(("path", "text", "loops"), CASES)
def test_loop_items(path: str, text: str, loops: list[str]) -> None:
    items = analyze([SourceText(path=path, text=text)]).items
    assert [i.text for i in items if i.kind is Kind.LOOP] == loops
