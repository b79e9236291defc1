"""A string the case's own condition tests and an enclosing condition tests too takes one value for both.

gzip's `if "t" in mode:` / `if "b" in mode: raise ValueError("Invalid mode: …")`: the inner case took `mode` =
`"abb"` for its own condition and `enclosing_values` kept it (the item's own phrase wins over the outer `"t" in
mode`), so the input never reached the `raise` the case expected. Read as string tests together
(string_constraints), the outer side and the own side give `"abbt"`, which reaches it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from utspec.designer.offline.string_constraints import joint

Side = tuple[str, bool, Sequence[str], int, Callable[[str], bool]]


def quoted_names(found: Sequence[str]) -> set[str]:
    """Names `found` gives a quoted string (`mode` = `"abb"`): strings, whatever their declaration says."""
    return {m.group(1) for p in found if (m := re.match(r'`([^`]+)` = `"', p))}


def joint_around(
    found: list[str], own: Side, around: Sequence[Side], say: Callable[[str, str, int | None], str]
) -> list[str]:
    """`found` with each string input set to a value that gives `own` and every condition of `around` its side.

    >>> say = lambda name, value, n: f"`{name}` = `{value}`"
    >>> src = ['def f(mode="rb"):', '    if "t" in mode:', '        if "b" in mode:']
    >>> side = lambda cond, want: (cond, want, src, 3, lambda name: True)
    >>> joint_around(['`mode` = `"abb"`'], side('"b" in mode', True), [side('"t" in mode', True)], say)
    ['`mode` = `"abbt"`']
    >>> joint_around(['`mode` = `"abb"`'], side('"b" in mode', True), [], say)
    ['`mode` = `"abb"`']
    """
    if not around:
        return found
    sides = [*around, own]
    for name in {m.group(1) for p in found if (m := re.search(r"`([^`]+)`", p))}:
        found = joint(found, sides, say, only=name)
    return found


__all__ = ["joint_around", "quoted_names"]
