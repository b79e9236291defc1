"""A call to a function of the same file that returns only integer literals takes only values in their range.

go-money's `compare` returns `1`, `-1` or `0`; `m.compare(om) == 1` was tested at 2 ("`m.compare(om)`
returns `2` (test double)"), a value the call never gives. When every `return` of the called function's
body is an integer literal, a boundary value outside [smallest, largest] of them is dropped (the
checklist's domain, so the critic reads the same values). One function of that name in the file, a body
read by indentation (Python) or braces; anything else (a `return` of an expression, two definitions)
leaves the values alone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_CALL = re.compile(r"^(?:[A-Za-z_$][\w$]*\.)*([A-Za-z_$][\w$]*)\s*\(.*\)$")
_RETURN = re.compile(r"^\s*return\b\s*(.*?);?\s*$")
_INT = re.compile(r"-?\d+")


_HEAD = re.compile(
    r"^\s*(?:async\s+)?def\s+(\w+)\s*\(|^func\s+(?:\([^)]*\)\s*)?(\w+)\s*\(|"
    r"^\s*(?:export\s+)?(?:async\s+)?function\s+([\w$]+)\s*\(|"
    r"^\s*(?:(?:public|private|protected|static|final)\s+)*[\w<>\[\]]+\s+(\w+)\s*\([^;]*\)\s*(?:throws [\w., ]+)?\{?\s*$",
    re.M,
)
#: The last file's function heads (name -> 0-based lines), kept with the lines they were read from: a file's
#: boundaries are fitted one after another, and a 5 MB file has 14,500 of them (one pass, not one per boundary).
_LAST: list[tuple[Sequence[str], dict[str, list[int]]]] = []


def _definitions(name: str, lines: Sequence[str]) -> list[int]:
    """0-based lines defining a function or method `name` (Python `def`, Go `func`, JS/TS/Java heads)."""
    if not _LAST or _LAST[0][0] is not lines:
        index: dict[str, list[int]] = {}
        for i, t in enumerate(lines):
            if "(" in t and (m := _HEAD.match(t)) is not None:
                index.setdefault(next(g for g in m.groups() if g), []).append(i)
        _LAST[:] = [(lines, index)]
    return _LAST[0][1].get(name, [])


def _body(lines: Sequence[str], start: int) -> list[str]:
    """The lines of the function whose head is at `start` (0-based), by indentation or by braces."""
    head = lines[start]
    if head.rstrip().endswith(":"):
        base = len(head) - len(head.lstrip())
        out = []
        for t in lines[start + 1 :]:
            if t.strip() and len(t) - len(t.lstrip()) <= base:
                break
            out.append(t)
        return out
    depth, out, opened = 0, [], False
    for t in lines[start:]:
        out.append(t)
        depth += t.count("{") - t.count("}")
        opened = opened or "{" in t
        if opened and depth <= 0:
            break
    return out[1:]


def returned_range(operand: str, lines: Sequence[str]) -> tuple[int, int] | None:
    """(smallest, largest) integer the call `operand` returns, when its function returns only integer literals.

    >>> go = ["func (m *Money) compare(om *Money) int {", "\\tswitch {", "\\tcase m.amount > om.amount:",
    ...       "\\t\\treturn 1", "\\tcase m.amount < om.amount:", "\\t\\treturn -1", "\\t}", "\\treturn 0", "}"]
    >>> returned_range("m.compare(om)", go)
    (-1, 1)
    >>> returned_range("m.compare(om)", go[:7] + ["\\treturn m.x", "}"]) is None  # a non-literal return
    True
    >>> returned_range("sign(x)", ["def sign(x):", "    if x < 0:", "        return -1", "    return 1"])
    (-1, 1)
    >>> returned_range("len(x)", ["x = 1"]) is None
    True
    """
    m = _CALL.match(operand.strip())
    if m is None:
        return None
    found = _definitions(m.group(1), lines)
    if len(found) != 1:
        return None
    returns = [r.group(1) for t in _body(lines, found[0]) if (r := _RETURN.match(t))]
    if not returns or not all(_INT.fullmatch(r) for r in returns):
        return None
    values = [int(r) for r in returns]
    return min(values), max(values)


def within_returns(operand: str | None, values: list[float | int], lines: Sequence[str]) -> list[float | int]:
    """`values` without those the call `operand` never returns (all of them when nothing bounds it).

    >>> within_returns("compare(a, b)", [0, 1, 2], ["def compare(a, b):", "    if a > b:", "        return 1",
    ...                "    if a < b:", "        return -1", "    return 0"])
    [0, 1]
    """
    if not operand or "(" not in operand:
        return values
    bounds = returned_range(operand, lines)
    if bounds is None:
        return values
    kept = [v for v in values if bounds[0] <= v <= bounds[1]]
    return kept or values


__all__ = ["returned_range", "within_returns"]
