"""Tied places that all only correct a value: a raise stated against any of them is stated against each.

"yiq_to_rgb は結果の R、G、B が 0〜1 の範囲外になると ValueError を送出すること" fits six conditions of yiq_to_rgb
equally well (`if r < 0.0: r = 0.0`, … `if b > 1.0: b = 1.0`), so `key_items.contradiction` cannot say which one
the key item is about, and says nothing. But the question it would ask is the same at each: every one of them only
assigns (clamps) and none raises. When the text expects a raise and every tied place lies in one function and its
effects are assignments only, the first of them (by line) stands for all; `assigned_instead` then decides, with
its own conditions (the text names the value corrected, the exception is raised nowhere).
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.analyzers.effects import item_effects
from utspec.models import ChecklistItem


def tied_clamp(expects_raise: bool, tied: Sequence[ChecklistItem]) -> ChecklistItem | None:
    """The first of the tied places when each only assigns, all in one function, and a raise is expected; else None.

    >>> from utspec.models import Kind
    >>> def it(line, effect):
    ...     return ChecklistItem(id=f"f.py:{line}", kind=Kind.BRANCH, file="f.py", line=line, end_line=line + 1,
    ...                          language="python", text="r < 0.0", symbol="clamp", effect=effect)
    >>> tied_clamp(True, [it(9, "g = 0.0"), it(7, "r = 0.0")]).line
    7
    >>> tied_clamp(True, [it(7, "r = 0.0"), it(9, "return r")]) is None, tied_clamp(False, [it(7, "r = 0.0")])
    (True, None)
    """
    if not expects_raise or not tied:
        return None
    if len({(i.file, i.symbol) for i in tied}) != 1:
        return None
    for item in tied:
        effects = item_effects(item)
        if not effects or any(e.kind != "assign" for e in effects):
            return None
    return min(tied, key=lambda i: i.line)


__all__ = ["tied_clamp"]
