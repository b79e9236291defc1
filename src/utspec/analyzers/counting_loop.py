"""Counting loops: `for (int i = 0; i < N; i++)` tests its own counter, not an input.

A comparison in a counting loop's condition (`i < COUNTRY_CODE_LENGTH`) is a boundary by the
checklist's definition (a comparison with a number; the accuracy benches count it), but no test
chooses `i`: proposing `i` = 1 / 2 as inputs, or asking what limit the design intends for `i`, is
noise a reviewer strikes out. Such a boundary stays in the checklist as advisory (`must_cover`
False) with `loop_counter` naming the counter, so the designer and the literal questions skip it.

When the loop also starts at a number and stops at a number or a constant-like name, it always
runs: its `loop` item gets `loop_counter` too, and "0 iterations" is no case to propose. A bound
that is a variable or a member read (`i < items.length`) is an input: that loop keeps its case.

Languages: the C-style `for` of Java, C#, JavaScript, TypeScript and Go (the `@counter` captures
in `rules/queries/*.scm`); Python has no such loop (`for i in range(N)` compares nothing).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from utspec.analyzers.draft import Draft
from utspec.models import Kind

#: The counter's start in the loop's initializer: `int i = 0`, `let i = 0`, `i := 0`, `var i = 1`.
_START = re.compile(r"(?:=|:=)\s*-?\d+\s*;?\s*$")
#: A bound that never changes while the loop runs: a number, or a constant-like name (`MAX`, `Limits.MAX_LEN`).
_FIXED_BOUND = re.compile(r"-?\d+|(?:[A-Za-z_]\w*\.)*_*[A-Z][A-Z0-9_]*")


@dataclass(frozen=True)
class Counter:
    """One counting loop: its condition's span, the counter's name, and the loop's start when it always runs."""

    start: int
    end: int
    name: str
    fixed_loop: int | None  # the `for` statement's start byte when start and bound are fixed


def fixed_count(init: str, bound: str) -> bool:
    """Whether a loop with this initializer and this bound always runs a fixed number of times.

    >>> fixed_count("int i = 0", "COUNTRY_CODE_LENGTH"), fixed_count("let i = 0", "8")
    (True, True)
    >>> fixed_count("int i = 0", "items.length"), fixed_count("int i = start", "8")
    (False, False)
    """
    return bool(_START.search(init.strip())) and bool(_FIXED_BOUND.fullmatch(bound.strip()))


def mark(drafts: Iterable[Draft], counters: Sequence[Counter]) -> None:
    """Tag the boundaries inside each counter condition, and the `loop` items of fixed counting loops.

    >>> d = Draft(Kind.BOUNDARY, 3, 3, "i < COUNTRY_CODE_LENGTH", order=40)
    >>> loop = Draft(Kind.LOOP, 3, 3, "for (int i = 0; i < COUNTRY_CODE_LENGTH; i++)", order=24)
    >>> other = Draft(Kind.BOUNDARY, 4, 4, "x > 2", order=90)
    >>> mark([d, loop, other], [Counter(40, 63, "i", 24)])
    >>> d.fields, loop.fields, other.fields
    ({'loop_counter': 'i'}, {'loop_counter': 'i'}, {})
    """
    if not counters:
        return
    for d in drafts:
        for c in counters:
            if (
                d.kind is Kind.BOUNDARY
                and c.start <= d.order < c.end
                or d.kind is Kind.LOOP
                and d.order == c.fixed_loop
            ):
                d.fields["loop_counter"] = c.name
                break
