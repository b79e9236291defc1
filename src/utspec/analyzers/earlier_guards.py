"""A boundary's test value an earlier guard of the same function already leaves for is no value to test there.

camelcase returns at `if (input.length === 0) { return ''; }` and then tests `if (input.length === 1)`: that
boundary's values were 0, 1 and 2, and the case "`input.length === 1` at 0 (off the condition)" described a run the
earlier guard ends first (its expected result said what the second `if` does, which never runs). The same holds for
`if n < 0: raise …` before `if n == 0: return 0` (-1 never reaches the second test). Such a value is dropped from the
later boundary, so the designer and the critic both see the values a run can bring there; the earlier guard's own
boundary cases test it.

Read conservatively: the earlier branch is at the function's top level as far as the later one is (not nested deeper),
its block opens with a `return` / `raise` / `throw` / `panic`, its whole condition is comparisons of the very same
operand text with numbers (joined by `||` / `or` when more than one), and nothing assigns the operand's root name
between the two lines. A boundary left with fewer than two values keeps them all.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Sequence

from utspec.codetext import indent
from utspec.models import ChecklistItem, Kind

_OPS = {"===": operator.eq, "==": operator.eq, "!==": operator.ne, "!=": operator.ne, "<": operator.lt,
        "<=": operator.le, ">": operator.gt, ">=": operator.ge}  # fmt: skip
_COMPARISON = re.compile(r"^\(?\s*(.+?)\s*(===|!==|==|!=|<=|>=|<|>)\s*(-?\d+(?:\.\d+)?)\s*\)?$")
_LEAVES = re.compile(r"^\s*(?:return|raise|throw|panic)\b")
_OR = re.compile(r"\|\||\bor\b|\bOR\b")


def _tests(condition: str, subject: str) -> list[tuple[str, float]] | None:
    """(operator, number) of each `||` part when every part compares `subject` with a number, else None.

    >>> _tests("input.length === 0", "input.length"), _tests("n < 0 or n > 9", "n"), _tests("n < 0 && m", "n")
    ([('===', 0.0)], [('<', 0.0), ('>', 9.0)], None)
    """
    if "&&" in condition or re.search(r"\band\b|\bAND\b", condition):
        return None
    out = []
    for part in _OR.split(condition):
        m = _COMPARISON.match(part.strip())
        if m is None or m.group(1).strip() != subject:
            return None
        out.append((m.group(2), float(m.group(3))))
    return out


def _assigned(lines: Sequence[str], start: int, end: int, subject: str) -> bool:
    root = re.split(r"[.\[(]", subject.strip().removeprefix("len(").removeprefix("self."), maxsplit=1)[0]
    if not root:
        return True
    pattern = re.compile(
        rf"(?<![\w.]){re.escape(root)}\s*(?:[-+*/%]?=(?!=)|\+\+|--)|(?:\+\+|--){re.escape(root)}\b"
    )
    return any(pattern.search(lines[n - 1]) for n in range(max(start, 1), min(end, len(lines) + 1)))


def narrowed(
    item: ChecklistItem, items: Sequence[ChecklistItem], lines: Sequence[str], subject: str | None
) -> ChecklistItem:
    """The boundary without the test values an earlier leaving guard on the same operand takes.

    >>> src = ["function f(input) {", "  if (input.length === 0) {", "    return '';", "  }",
    ...        "  if (input.length === 1) {", "    return input;", "  }", "}"]
    >>> g = ChecklistItem(id="a:2:branch", kind=Kind.BRANCH, file="a", line=2, end_line=4, symbol="f",
    ...                   text="input.length === 0", effect="return '';", language="javascript")
    >>> b = ChecklistItem(id="a:5:boundary", kind=Kind.BOUNDARY, file="a", line=5, end_line=5, symbol="f",
    ...                   text="input.length === 1", operator="===", value=1, test_values=[0, 1, 2], language="javascript")
    >>> narrowed(b, [g, b], src, "input.length").test_values
    [1, 2]
    >>> moved = b.model_copy(update={"line": 6, "end_line": 6})  # a line assigning `input` between the two
    >>> narrowed(moved, [g, moved], src[:4] + ["  input = input.slice(1);"] + src[4:], "input.length").test_values
    [0, 1, 2]
    """
    values = item.test_values or []
    if item.kind is not Kind.BOUNDARY or not subject or len(values) < 2 or not 1 <= item.line <= len(lines):
        return item
    here = indent(lines[item.line - 1])
    dropped: set[float | int] = set()
    for g in items:
        if (g.kind is not Kind.BRANCH or g.file != item.file or g.symbol != item.symbol or g.line >= item.line
                or g.end_line >= item.line or not 1 <= g.line <= len(lines)):  # fmt: skip
            continue
        if indent(lines[g.line - 1]) > here or not _LEAVES.match(g.effect or ""):
            continue
        tests = _tests(g.text, subject)
        if tests is None or _assigned(lines, g.line + 1, item.line, subject):
            continue
        dropped |= {v for v in values if any(_OPS[op](v, k) for op, k in tests)}
    kept = [v for v in values if v not in dropped]
    return item.model_copy(update={"test_values": kept}) if dropped and len(kept) >= 2 else item
