"""Python's `x in range(lo, hi)`: the comparisons `x >= lo` and `x < hi`, each a boundary.

jpholiday writes its eras as `date.year in range(1948, 1988 + 1)`; the checklist had no boundary for
it, so no case tested 1947/1948 or 1988/1989, and a case at the other conditions' values omitted the
year altogether. `range` is a half-open interval of integers, so `in range(lo, hi)` holds exactly for
`lo <= x < hi`; `not in` holds for `x < lo` or `x >= hi` (the same points, the other outcome, written as
the comparison that holds so the designer states the right side). The end stays the number the code
writes (`< 300` for `range(200, 300)`): a question about the code's literals names 300, not 299.

Bounds are numeric literals or a sum/difference of two (`1988 + 1`); a step argument (`range(0, 10, 2)`)
or a name as a bound is not read (the points would not be the ones the code tests).

>>> bounds(["1948", "1988 + 1"]), bounds(["5"]), bounds(["0", "10", "2"]), bounds(["n"])
((1948, 1989), (0, 5), None, None)
>>> comparisons("date.year", (1948, 1989), negated=False)
[('date.year >= 1948', '>=', 1948), ('date.year < 1989', '<', 1989)]
>>> comparisons("y", (0, 5), negated=True)
[('y < 0', '<', 0), ('y >= 5', '>=', 5)]
"""

from __future__ import annotations

import re

from utspec.analyzers.boundary import parse_number

_SUM = re.compile(r"^\s*(?P<a>-?[\w.]+)\s*(?P<op>[+-])\s*(?P<b>[\w.]+)\s*$")


def _integer(text: str) -> int | None:
    """An integer literal, or the sum/difference of two (`1988 + 1`)."""
    value = parse_number(text)
    if value is None and (m := _SUM.match(text)):
        a, b = parse_number(m.group("a")), parse_number(m.group("b"))
        if a is not None and b is not None:
            value = a + b if m.group("op") == "+" else a - b
    return value if isinstance(value, int) else None


def bounds(arguments: list[str]) -> tuple[int, int] | None:
    """(start, end) of `range(*arguments)` (the end excluded), or None when it is not two integer bounds without a step."""
    if len(arguments) == 1:
        values = [0, _integer(arguments[0])]
    elif len(arguments) == 2:
        values = [_integer(arguments[0]), _integer(arguments[1])]
    else:
        return None
    low, end = values
    if low is None or end is None or end <= low:
        return None
    return low, end


def comparisons(subject: str, interval: tuple[int, int], negated: bool) -> list[tuple[str, str, int]]:
    """(text, operator, value) of each comparison the membership test makes: the one that holds when it holds."""
    low, end = interval
    if negated:
        return [(f"{subject} < {low}", "<", low), (f"{subject} >= {end}", ">=", end)]
    return [(f"{subject} >= {low}", ">=", low), (f"{subject} < {end}", "<", end)]


_MEMBERSHIP = re.compile(
    r"^(?P<subject>[\w.]+(?:\(\s*\))?)\s+(?P<neg>not\s+)?in\s+range\((?P<args>[^()]*)\)$"
)


def membership(text: str) -> tuple[str, tuple[int, int], bool] | None:
    """(subject, (start, end), negated) of a membership test's text, as the designer reads a condition.

    >>> membership("date.year in range(1948, 1988 + 1)"), membership("n not in range(3)"), membership("x in xs")
    (('date.year', (1948, 1989), False), ('n', (0, 3), True), None)
    """
    m = _MEMBERSHIP.match(text.strip())
    if m is None or (members := bounds([a for a in m.group("args").split(",") if a.strip()])) is None:
        return None
    return m.group("subject"), members, m.group("neg") is not None


def comparison_texts(text: str) -> list[str]:
    """The texts of the boundary items a membership test's text gives ([] when it is none)."""
    found = membership(text)
    return [t for t, _, _ in comparisons(found[0], found[1], found[2])] if found else []


_IN_TEXT = re.compile(r"[\w.]+(?:\(\s*\))?\s+(?:not\s+)?in\s+range\([^()]*\)")


def read_from(item_text: str, condition: str) -> bool:
    """Whether the boundary text `item_text` is one a membership test written in `condition` gives.

    >>> read_from("date.year < 1989", "date.year in range(1948, 1988 + 1) and date.month == 4")
    True
    """
    return any(item_text in comparison_texts(m.group()) for m in _IN_TEXT.finditer(condition))


def has_boundaries(condition: str) -> bool:
    """Whether `condition` holds a membership test the analyzers read as boundary items (a decision already made)."""
    return any(comparison_texts(m.group()) for m in _IN_TEXT.finditer(condition))


__all__ = ["bounds", "comparison_texts", "comparisons", "has_boundaries", "membership", "read_from"]
