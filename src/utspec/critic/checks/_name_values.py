"""The numbers a local name can hold when a function returns it, when every line setting it says so plainly.

`expected-contradicts-code` let a returned name (`return fee`) be any value a result states: `fee`
may be 500 or 1200, so a result saying the function returns `0` went through. When every assignment
of the name in the function is a number, a conditional between numbers, or the name updated by a
number (`fee += 400`, `fee = fee * 2`), the values it can hold are a small set: each update may or
may not run (it sits under some `if`), so the set is every value reachable in line order. A number
outside that set is one the function never returns through the name.

Given up (None) on anything else: a parameter of that name, an assignment from a call or another
name, an update inside a loop (it may run any number of times), or more than `MAX_VALUES` values.

>>> lines = ["def fee(w, member):", "    fee = 800 if w > 2000 else 500", "    if member:", "        fee += 400",
...          "    return fee"]
>>> sorted(name_values(lines, 1, 5, "fee"))
[500.0, 800.0, 900.0, 1200.0]
>>> name_values(lines, 1, 5, "w") is None  # a parameter holds whatever the caller passes
True
>>> sorted(values_at_return(lines, 5, "fee"))
[500.0, 800.0, 900.0, 1200.0]
>>> name_values(["function f(xs) {", "  let n = 0;", "  for (const x of xs) {", "    n += 1;", "  }", "  return n;"],
...             1, 6, "n") is None
True
"""

from __future__ import annotations

import operator as op
import re
from collections.abc import Callable, Sequence

from utspec.critic.checks._conditional import conditional_assignment

MAX_VALUES = 64
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")
_OPS: dict[str, Callable[[float, float], float]] = {"+": op.add, "-": op.sub, "*": op.mul}
_LOOP = re.compile(r"^\s*(?:for|while|do)\b|\.forEach\s*\(")


def _number(text: str) -> float | None:
    t = text.strip().rstrip(";").strip()
    return float(t) if _NUMBER.fullmatch(t) else None


def _step(line: str, name: str) -> tuple[str, float] | None | bool:
    """How `line` changes `name`: ("=", n), (op, n) for an update, True for two numbers (a conditional),
    None when it does not assign `name`, False when it assigns it some other way."""
    n = re.escape(name)
    m = re.match(rf"^\s*(?:(?:const|let|var|final|auto|val|int|long|double|float)\s+)?{n}\s*(?::[^=]+)?"
                 rf"(?<![=!<>])([-+*]?)=(?![=>])\s*(.+?)\s*;?\s*$", line)  # fmt: skip
    if m is None:
        return False if re.search(rf"(?<![\w.$]){n}\s*(?:[-+*/%]=|=(?![=>])|\+\+|--)", line) else None
    opr, rhs = m.group(1), m.group(2)
    if opr:
        value = _number(rhs)
        return (opr, value) if value is not None else False
    if (value := _number(rhs)) is not None:
        return ("=", value)
    if u := re.fullmatch(rf"{n}\s*([-+*])\s*(-?\d+(?:\.\d+)?)", rhs.strip().rstrip(";")):
        return (u.group(1), float(u.group(2)))
    return False


def name_values(lines: Sequence[str], start: int, end: int, name: str) -> set[float] | None:
    """The numbers `name` may hold at line `end` of the function starting at line `start` (None: not known)."""
    if not 1 <= start <= end <= len(lines):
        return None
    head = lines[start - 1]
    if "(" in head and ")" not in head:
        return None  # parameters over several lines: not read
    params = head[head.find("(") + 1 : head.rfind(")")] if "(" in head else head
    if re.search(rf"(?<![\w.$]){re.escape(name)}(?![\w$])", params):
        return None  # a parameter: whatever the caller passes
    values: set[float] | None = None
    in_loop = False
    for line in lines[start : end - 1]:
        in_loop |= bool(_LOOP.match(line))
        if (arms := conditional_assignment(line, _condition(line))) and arms[0] == name:
            yes, no = _number(arms[1]), _number(arms[2])
            if yes is None or no is None:
                return None
            values = (values or set()) | {yes, no}
            continue
        step = _step(line, name)
        if step is None:
            continue
        if step is False or step is True or in_loop:
            return None
        opr, value = step
        if opr == "=":
            values = (values or set()) | {value}
        elif values is None:
            return None
        else:
            values |= {_OPS[opr](v, value) for v in values}
        if len(values) > MAX_VALUES:
            return None
    return values


def _condition(line: str) -> str:
    """The condition of a conditional expression on `line` (`a ? b : c`, `b if a else c`), or '' when none."""
    if m := re.search(r"=\s*(.+?)\s*\?(?![.?])", line):
        return m.group(1)
    if m := re.search(r"\sif\s+(.+?)\s+else\s", line):
        return m.group(1)
    return ""


_HEADER = re.compile(r"^\s*(?:(?:export|async|public|private|protected|static|final|default)\s+)*"
                     r"(?:def\s|function\b|[\w<>\[\], ]+\s+\w+\s*\()")  # fmt: skip


def values_at_return(lines: Sequence[str], line: int, name: str) -> set[float] | None:
    """`name_values` of the function whose `return name` is on `line` (the nearest less indented header above it)."""
    if not 1 <= line <= len(lines):
        return None
    indent = len(lines[line - 1]) - len(lines[line - 1].lstrip())
    for n in range(line - 1, 0, -1):
        text = lines[n - 1]
        if text.strip() and len(text) - len(text.lstrip()) < indent and _HEADER.match(text) and "(" in text:
            return name_values(lines, n, line, name)
    return None
