"""An earlier clause of an if/elif chain held false through an operand the case's own values leave free.

jpholiday's `SeaDayChecker.is_holiday`:

    if date.year in range(1996, 2002 + 1) and date.month == 7 and date.day == 20:
        return True
    elif date.year >= 2003 and date.month == 7 and date.day == …:

The elif's boundary case at `date.year` = 2002 said only that: the earlier clause was to be false, and
its false value (`date.year` = 1995, from its first operand) gave way to the case's own year. A tester
free to pick July 20 takes the first `return True`. A conjunction is false when any one operand is:
the operand to use is one about a name no value of the case sets (`date.month` = 6). When the case
takes its own branch, names its own condition tests are left alone too (July is what the elif needs).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence

from utspec.analyzers.range_membership import membership
from utspec.codetext import boolean_operands

_AND = (" and ", " AND ", "&&")
_NAME = re.compile(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*")


def subject(phrase: str) -> str:
    """The name a phrase sets: its first code span (`date.month` of "`date.month` = `6`")."""
    m = re.search(r"`([^`]+)`", phrase)
    return m.group(1) if m else phrase


def names_in(text: str) -> set[str]:
    """Every dotted name written in `text` (`date.month`, `utils._week_day`).

    >>> sorted(names_in("date.year >= 2003 and date.month == 7"))
    ['and', 'date.month', 'date.year']
    """
    return set(_NAME.findall(text))


def free_operand_false(cond: str, taken: Collection[str], avoid: Collection[str],
                       false_values: Callable[[str], Sequence[str]]) -> list[str] | None:  # fmt: skip
    """Phrases that make the conjunction `cond` false through one operand whose names are neither `taken` (set by
    the case) nor in `avoid` (tested by the case's own condition when it must hold); None when no operand is free.

    >>> vals = {"y >= 1996": ["`y` = `1995`"], "m == 7": ["`m` = `6`"], "d == 20": ["`d` = `21`"]}
    >>> free_operand_false("y >= 1996 and m == 7 and d == 20", {"y"}, set(), lambda op: vals[op])
    ['`m` = `6`']
    >>> free_operand_false("y >= 1996 and m == 7 and d == 20", {"y"}, {"m"}, lambda op: vals[op])
    ['`d` = `21`']
    >>> free_operand_false("y >= 1996", {"y"}, set(), lambda op: vals[op]) is None  # one operand: nothing to pick
    True
    >>> free_operand_false("d.m == 7 and d.y == 1", {"d"}, set(), lambda op: ["`d.m` = `6`"]) is None  # `d` is set
    True
    """
    operands = boolean_operands(cond, _AND)
    if len(operands) < 2:
        return None
    for op in operands:
        found = list(false_values(op))
        if found and not any(_related(subject(f), n) for f in found for n in (*taken, *avoid)):
            return found
    return None


_SET = re.compile(r"^`([^`]+)` = `(-?\d+)`")
_COMPARE = re.compile(r"^([A-Za-z_$][\w$.]*)\s*(<=|>=|==|!=|<|>)\s*(-?\d+)$")


def already_false(cond: str, own: Sequence[str]) -> bool:
    """Whether an operand of the conjunction `cond` is false for a number the own phrases set (`date.year` = `2020`
    against `date.year in range(1966, 1999 + 1)`): the clause is not taken, and needs no value of its own.

    >>> already_false("y in range(1966, 1999 + 1) and m == 10", ["`y` = `2020`"])
    True
    >>> already_false("y in range(1966, 1999 + 1) and m == 10", ["`y` = `1999`"]), already_false("y >= 3", ["`y` = `2`"])
    (False, True)
    """
    values = {m.group(1): int(m.group(2)) for p in own if (m := _SET.match(p))}
    for op in boolean_operands(cond, _AND) or [cond]:
        op = op.strip()
        if (found := membership(op)) is not None and found[0] in values:
            inside = found[1][0] <= values[found[0]] < found[1][1]
            if inside == found[2]:
                return True
        elif (m := _COMPARE.match(op)) is not None and m.group(1) in values:
            a, b = values[m.group(1)], int(m.group(3))
            if not {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b, "==": a == b, "!=": a != b}[
                m.group(2)
            ]:
                return True
    return False


def _related(a: str, b: str) -> bool:
    """Whether two names are one value or one is a member of the other (`date` and `date.month`)."""
    return a == b or a.startswith(b + ".") or b.startswith(a + ".")


__all__ = ["already_false", "free_operand_false", "names_in", "subject"]
