"""Boundary values of a remainder that the condition around it lets reach it (issue 12).

calendar's `isleap` is `return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)`. The boundary of
`year % 100 != 0` was tested at -1, 0 and 1, but `year % 100` is read only once `year % 4 == 0` holds: no year has
`year % 4 == 0` and `year % 100` = 1, and in Python no remainder by 100 is -1. A case asked for those values gets no
input (the argument search rightly finds none), and moving its input elsewhere made the critic ask for the value
again. The values proposed here are the ones some input reaches, found by running the condition:

- only a condition made of one name's remainders by integer literals (`year % 4 == 0`, `n % 3 != 1`), compared with
  integers and joined by `and` / `or` / `not` (`&&`, `||`, `!` in the brace languages) is read, and only when the
  boundary stands in it once; anything else leaves the values as they are;
- every remainder of such a name repeats with the least common multiple of the divisors, so running the condition
  for every integer in (-L, L) is every case there is (exact, not a sample). Python's remainder takes the divisor's
  sign; the other languages' the dividend's (`-1 % 4` is -1 in JavaScript, Go, Java, C#);
- a value no run gives the operand at the moment the boundary is read moves to the nearest value on the same side of
  the bound that some run gives (`year % 100` = 1 becomes 4), or is dropped when there is none (-1 in Python).

Read in the analyzer beside arm_remainder.py, so the designer's cases and the critic's missing-boundary-values check
see the same values.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import Any

from utspec.models import ChecklistItem

#: The largest period run: remainders by 4, 100 and 400 repeat every 400 years.
MAX_PERIOD = 10_000
_TOKEN = re.compile(r"\s*(\d+|[A-Za-z_$][\w$.]*|===|!==|==|!=|<=|>=|&&|\|\||[<>%()!])")
_REMAINDER = re.compile(r"^\s*(?P<name>[A-Za-z_$][\w$.]*)\s*%\s*(?P<m>\d+)\s*$")


class _Trunc(int):
    """An integer whose `%` truncates toward zero, as JavaScript, Go, Java and C# compute a remainder."""

    def __mod__(self, other: Any) -> int:
        return int(math.fmod(int(self), int(other)))


def _python_text(cond: str, name: str, language: str) -> str | None:
    """`cond` as a Python expression over `name` (`&&` → `and`…), or None when it holds anything else."""
    out: list[str] = []
    pos = 0
    words = {"and", "or", "not"} if language == "python" else set()
    while pos < len(cond):
        m = _TOKEN.match(cond, pos)
        if m is None:
            return None if cond[pos:].strip() else " ".join(out)
        tok = m.group(1)
        pos = m.end()
        if tok[0].isdigit():
            out.append(tok)
        elif tok == name:
            out.append("x")
        elif tok in words:
            out.append(tok)
        elif language != "python" and tok in ("&&", "||", "!"):
            out.append({"&&": "and", "||": "or", "!": "not"}[tok])
        elif tok in ("===", "!==", "==", "!=", "<=", ">=", "<", ">", "%", "(", ")"):
            out.append({"===": "==", "!==": "!="}.get(tok, tok))
        else:
            return None
    return " ".join(out)


def reached_values(cond: str, boundary: str, operand: str, language: str) -> set[int] | None:
    """The values `operand` (`name % m`) has when `boundary`, standing once in `cond`, is read; None unless exact.

    >>> sorted(reached_values("year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)", "year % 400 == 0",
    ...                       "year % 400", "python"))
    [0, 100, 200, 300]
    >>> sorted(reached_values("n % 2 === 0 && n % 3 !== 1", "n % 3 !== 1", "n % 3", "javascript"))
    [-2, -1, 0, 1, 2]
    >>> reached_values("year % 4 == 0 and f(year)", "year % 4 == 0", "year % 4", "python") is None
    True
    >>> reached_values("n > 1000 and n % 7 == 3", "n % 7 == 3", "n % 7", "python") is None
    True
    """
    op = _REMAINDER.match(operand)
    if op is None or cond.count(boundary) != 1:
        return None
    name = op.group("name")
    moduli = [int(m) for m in re.findall(rf"(?<![\w$.]){re.escape(name)}\s*%\s*(\d+)", cond)]
    uses = re.findall(rf"(?<![\w$.]){re.escape(name)}(?![\w$])", cond)
    if not moduli or 0 in moduli or len(uses) != len(moduli):
        return None  # the name compared as itself (`n > 1000`) repeats with no period: not every case is run
    period = math.lcm(*moduli)
    at = cond.index(boundary)
    before, after = cond[:at], cond[at + len(boundary) :]
    texts = [_python_text(part, name, language) for part in (before, boundary, after, operand)]
    if any(t is None for t in texts):
        return None
    head, inner, tail, measured = (t or "" for t in texts)
    seen: set[int] = set()

    def probe(x: int, value: bool) -> bool:
        seen.add(int(eval(measured, {"__builtins__": {}}, {"x": x})))  # noqa: S307 - digits, x and operators only
        return value

    try:
        code = compile(f"{head} _probe(x, ({inner})) {tail}".strip(), "<condition>", "eval")
        kind = int if language == "python" else _Trunc
        lowest = 0 if language == "python" else -period + 1
        if period > MAX_PERIOD:
            return None
        for x in range(lowest, period):
            eval(code, {"__builtins__": {}}, {"x": kind(x), "_probe": probe})  # noqa: S307
    except (SyntaxError, TypeError, ValueError, ZeroDivisionError):
        return None
    return seen


def reachable(values: Sequence[float | int], bound: float | int, reached: set[int]) -> list[float | int]:
    """`values` with each one no run reaches moved to the nearest reached value on its side of `bound` (or dropped).

    >>> reachable([-1, 0, 1], 0, {0, 4, 8}), reachable([3, 4, 5], 4, {0, 4, 8}), reachable([1], 0, set())
    ([0, 4], [0, 4, 8], [])
    """
    out: list[float | int] = []
    for v in values:
        if v in reached:
            near: float | int | None = v
        else:
            side = [r for r in reached if (r < bound) == (v < bound) and (r == bound) == (v == bound)]
            near = min(side, key=lambda r: (abs(r - v), r)) if side else None
        if near is not None and near not in out:
            out.append(near)
    return out


def within_condition(
    item: ChecklistItem, branches: Sequence[ChecklistItem], operand: str | None
) -> ChecklistItem:
    """The boundary with the values the condition around it (the longest branch of its line holding its text, else
    the comparison itself) lets reach it; unchanged when that cannot be run exactly or changes nothing."""
    if not item.test_values or operand is None or not isinstance(item.value, (int, float)):
        return item
    around = [b for b in branches if b.line == item.line and item.text in b.text]
    # no branch around it (`return n % 2 == 0`): the comparison alone still rules out Python's negative remainders
    cond = max(around, key=lambda b: len(b.text)).text if around else item.text
    reached = reached_values(cond, item.text, operand, item.language)
    if not reached:
        return item
    values = reachable(item.test_values, item.value, reached)
    if values == list(item.test_values) or not values:
        return item
    return item.model_copy(update={"test_values": values})


__all__ = ["reachable", "reached_values", "within_condition"]
