"""Boundary values of a comparison inside a switch arm on a remainder: the neighbours the arm lets through.

go-humanize's `Ordinal` has `switch x % 10 { case 1: if x%100 != 11 { suffix = "st" } … }`. The boundary of
`x%100 != 11` is 10, 11 and 12, but 10 and 12 never reach the `if`: `x % 10` is 0 and 2 for them, so they take
another arm (Ordinal(10) is "10th", not "10st" as the case said). Inside `case 1` the values next to 11 are 1 and
21: the nearest ones on each side that give the arm's remainder. A value the arm lets through is kept as it is.
Read in the analyzer, beside earlier_guards.py, so the designer's cases and the critic's missing-boundary-values
check see the same values.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.domain import counted, operand_of
from utspec.codetext import indent
from utspec.models import ChecklistItem

_CASE = re.compile(r"^(?P<ind>\s*)case\s+(?P<label>-?\d+)\s*:")
_SWITCH = re.compile(
    r"^(?P<ind>\s*)switch\s*\(?\s*(?P<name>[A-Za-z_$][\w$]*)\s*%\s*(?P<n>\d+)\s*\)?\s*\{\s*$"
)
_OPERAND = re.compile(r"^\s*(?P<name>[A-Za-z_$][\w$]*)\s*(?:%\s*(?P<m>\d+))?\s*$")


def enclosing_arm(lines: Sequence[str], line: int) -> tuple[str, int, int] | None:
    """(name, divisor, remainder) of the `switch name % divisor { case remainder:` arm holding `line` (1-based).

    >>> src = ["func Ordinal(x int) string {", "\\tswitch x % 10 {", "\\tcase 1:", "\\t\\tif x%100 != 11 {"]
    >>> enclosing_arm(src, 4)
    ('x', 10, 1)
    >>> enclosing_arm(["switch (x % 10) {", "  case 2:", "    y = 1;", "    break;", "  default:", "    if (x > 3) {"], 6) is None
    True
    """
    if not 1 <= line <= len(lines):
        return None
    ind = indent(lines[line - 1])
    label: int | None = None
    for n in range(line - 1, 0, -1):
        text = lines[n - 1]
        if not text.strip():
            continue
        if label is None:
            if indent(text) >= ind:
                continue
            if (m := _CASE.match(text)) is None:
                return None  # the nearest line that holds this one is no numbered arm (`default:`, an `if`)
            label, ind = int(m.group("label")), indent(text)
            continue
        if indent(text) > ind or _CASE.match(text) or text.strip().startswith(("default", "case")):
            continue
        m = _SWITCH.match(text)
        return (m.group("name"), int(m.group("n")), label) if m else None
    return None


def arm_values(values: Sequence[float | int], bound: float | int | None, operand: str | None,
               lines: Sequence[str], line: int) -> list[float | int]:  # fmt: skip
    """`values` of `operand` with each one the arm holding `line` does not let through moved to its nearest
    neighbour on the same side of `bound` that it does; unchanged when no such arm or operand.

    >>> src = ["func Ordinal(x int) string {", "\\tswitch x % 10 {", "\\tcase 1:", "\\t\\tif x%100 != 11 {"]
    >>> arm_values([10, 11, 12], 11, "x%100", src, 4)
    [1, 11, 21]
    >>> arm_values([10, 11, 12], 11, "y", src, 4)  # another name: the arm says nothing about it
    [10, 11, 12]
    """
    arm = enclosing_arm(lines, line)
    m = _OPERAND.match(operand or "")
    if arm is None or m is None or m.group("name") != arm[0] or bound is None:
        return list(values)
    name_mod = int(m.group("m")) if m.group("m") else None
    _, divisor, remainder = arm

    def through(u: float | int) -> bool:
        if not float(u).is_integer():
            return False
        u = int(u)
        if name_mod is None:
            return u % divisor == remainder % divisor
        # some x with x % name_mod == u and x % divisor == remainder
        return 0 <= u < name_mod and any(
            (u + k * name_mod) % divisor == remainder % divisor for k in range(divisor)
        )

    out: list[float | int] = []
    for v in values:
        if through(v):
            out.append(v)
            continue
        step = -1 if v < bound else 1
        near = next((int(v) + step * k for k in range(1, 1000) if through(int(v) + step * k)), None)
        if near is not None and near not in out and (near < bound) == (v < bound):
            out.append(near)
    return out


_COUNT_REMAINDER = re.compile(r"^(?P<count>.+?)\s*%\s*(?P<n>\d+)$")


def remainder_values(values: Sequence[float | int], operand: str | None) -> list[float | int]:
    """`values` a count's remainder can take: `len(parts[0])%3 != 0` is tested at 0 and 1, never at -1.

    A length is never negative, so its remainder by N is 0 … N-1 (go-humanize's Commaf asked a test double to
    return -1 for `len(parts[0])%3`). Only for a count (`len(x)`, `x.length`, `x.Count`): a Go or Java `%` of
    a negative number is negative.

    >>> remainder_values([-1, 0, 1], "len(parts[0])%3"), remainder_values([-1, 0, 1], "n % 3")
    ([0, 1], [-1, 0, 1])
    """
    m = _COUNT_REMAINDER.match(operand or "")
    if m is None or counted(m.group("count")) is None:
        return list(values)
    kept = [v for v in values if 0 <= v < int(m.group("n"))]
    return kept if len(kept) >= 2 else list(values)


def within_arm(item: ChecklistItem, lines: Sequence[str]) -> ChecklistItem:
    """The boundary with `arm_values` as its test values (the item itself when nothing moves)."""
    operand = operand_of(item.text, item.value, item.constant)
    values = arm_values(
        remainder_values(item.test_values or [], operand), item.value, operand, lines, item.line
    )
    return item if values == (item.test_values or []) else item.model_copy(update={"test_values": values})
