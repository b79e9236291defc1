"""The side of a boundary whose `if` on the same line is settled by the case's value through another operand.

node-fetch's `if (response_.statusCode === 303 || ((… === 301 || … === 302) && request.method === 'POST')) {`:
a case at 303 off `=== 302` runs the block (303 fires the first operand), and a case at 251 off `code != 250`
of smtplib's `if (code != 250) and (code != 251):` does not. Read from the comparison alone, the critic called
both correct results contradictions. When the whole condition on the line has one value at the case's value
whatever its other operands are (`analyzers.settled`, three-valued logic), that value is the side.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from utspec.analyzers.domain import operand_of
from utspec.analyzers.settled import decided
from utspec.models import ChecklistItem

_IF = re.compile(r"\s*(?:\}\s*)?(?:elif|else\s+if|if)\b\s*(.+?)\s*(?:\{|:)\s*$")


def line_condition(line: str) -> str | None:
    """The whole condition of an `if`/`elif`/`else if` written on one line; None for any other line.

    >>> line_condition("    if (code != 250) and (code != 251):"), line_condition("} else if (a === 1 || b) {")
    ('(code != 250) and (code != 251)', '(a === 1 || b)')
    >>> line_condition("    while x > 3:") is None
    True
    """
    m = _IF.match(re.split(r"\s(?://|#)\s", " " + line, maxsplit=1)[0][1:])
    return m.group(1) if m else None


#: A conditional expression assigned or returned on one line: `var y = xy === 1 || xy === 2 ? 0 : 1;`.
_TERNARY = re.compile(
    r"(?:[^=!<>]=|\breturn)\s*([^?=:;]+?(?:===?|!==?|<=?|>=?)[^?:;]*?)\s*\?(?![?.])[^?:;]+:[^?:;]+;?\s*$"
)


def ternary_condition(line: str) -> str | None:
    """The condition of a conditional expression a line assigns or returns (no other `?` on the line).

    japanmesh's `var lv5000Y = lv5000XY === 1 || lv5000XY === 2 ? 0 : 1;` at 1: the boundary `=== 2` is off, but the
    condition is true (its first operand), so the arm is `0`; read from the comparison alone, the critic blocked the
    drafted `0` four times on the clean draft.

    >>> ternary_condition("    var y = xy === 1 || xy === 2 ? 0 : 1;"), ternary_condition("  return n > 0 ? n : -n")
    ('xy === 1 || xy === 2', 'n > 0')
    >>> ternary_condition("  if (a === 1) {") is None, ternary_condition("  x = a?.b ? 1 : 2;") is None
    (True, True)
    """
    m = _TERNARY.search(re.split(r"\s//\s", " " + line, maxsplit=1)[0][1:])
    return m.group(1).strip() if m and "?" not in m.group(1) else None


def settled_side(item: ChecklistItem, value: float, sources: Mapping[str, str] | None) -> bool | None:
    """Whether the block of the `if` on the boundary's line runs at `value`, when its other operands cannot change it
    (or the arm a conditional expression on the line takes: `ternary_condition`)."""
    lines = (sources or {}).get(item.file, "").split("\n")
    line = lines[item.line - 1] if 1 <= item.line <= len(lines) else ""
    cond = line_condition(line) or ternary_condition(line)
    if cond is None or re.sub(r"[\s()]", "", cond) == re.sub(r"[\s()]", "", item.text):
        return None  # the comparison alone: its own side is the block's
    operand = operand_of(item.text, item.value, item.constant)
    return decided(cond, operand, value) if operand else None


__all__ = ["line_condition", "settled_side"]
