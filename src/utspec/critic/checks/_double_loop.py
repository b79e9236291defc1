"""A `while` loop that runs zero times because a test double makes its condition false at the first test.

Joda-Convert's `while ((pos = adjusted.indexOf('\\')) >= 0)` gets the designer's zero-iteration case "`(pos =
adjusted.indexOf('\\'))` が `-1` を返す（テストダブル）" with 「ループ本体は 0 回の反復で…」. `_loop_count` reads a count
from the input only for a `for` loop over a collection of stated size, so the flipped count ("1 回の反復") passed.
The condition with the double's answer in place of its call (`_guard_side`) is `-1 >= 0`: false before the first
iteration, so the body runs zero times. Only a loop whose checklist text is its condition (a `while`, not a `for`
header) and an input stating a test double are read; a condition true at the first test says nothing of the count.

>>> from utspec.models import ChecklistItem, Kind
>>> src = "int f(String s) {\\n  int pos;\\n  while ((pos = s.indexOf('x')) >= 0) {\\n    s = s.substring(pos + 1);\\n  }"
>>> loop = ChecklistItem(id="a.java:3:loop", kind=Kind.LOOP, file="a.java", line=3, end_line=5, language="java",
...                      symbol="f", text="(pos = s.indexOf('x')) >= 0")
>>> double_iterations(loop, "`(pos = s.indexOf('x'))` returns `-1` (test double).", {"a.java": src})
0
>>> double_iterations(loop, "`(pos = s.indexOf('x'))` returns `0` (test double).", {"a.java": src}) is None
True
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from utspec.critic.checks._guard_side import guard_side
from utspec.doubles import doubles
from utspec.models import ChecklistItem, Kind

_HEADER = re.compile(r"^\s*(?:for|foreach|do)\b|\bin\b|\bof\b|^\s*\w[\w<>\[\], ]*\s+\w+\s*:")


def double_iterations(item: ChecklistItem, case_input: str, sources: Mapping[str, str] | None) -> int | None:
    """0 when the case's test doubles make a `while` loop's condition false at its first test (None: not known)."""
    if item.kind is not Kind.LOOP or not sources or not doubles(case_input) or _HEADER.search(item.text):
        return None
    source = sources.get(item.file)
    if not source:
        return None
    held = guard_side(item.text, item.line, item.symbol, case_input, source.split("\n"), item.language)
    return 0 if held is False else None


__all__ = ["double_iterations"]
