"""A boundary whose line the case's value never reaches: an earlier `if` block the case cites catches it and leaves.

jpholiday's sports day:

    if date.year == 2020:
        if date == datetime.date(2020, 7, 24):
            return True
        return False
    ...
    if date.year >= 2020 and date.month == 10 and date.day == …:
        return True

The case at 2020 of `date.year >= 2020` says what the 2020 block returns (`False`, or `True` on 24 July) and cites
that block's branch. Read from the comparison alone, 2020 fires the later `return True`, and the critic called the
correct result a contradiction. When a cited branch above the boundary, at its indentation (a sibling block),
holds at the case's value and its block ends in a `return` or `raise` at its own level, the boundary's line is
not reached: its side is unknown, not "fires". Python only (indentation says where a block ends).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from utspec.analyzers.domain import operand_of
from utspec.analyzers.settled import decided
from utspec.codetext import indent
from utspec.critic.checks._settled_side import line_condition
from utspec.models import ChecklistItem, Kind

_LEAVES = re.compile(r"(?:return|raise)\b")


def _code(line: str) -> str:
    return re.split(r"\s#", " " + line, maxsplit=1)[0].strip()


def always_leaves(lines: Sequence[str], line: int) -> bool:
    """Whether the Python `if` block opening at `line` (1-based) ends in a `return`/`raise` at its own level.

    >>> always_leaves(["if a:", "    if b:", "        return 1", "    return 2", "x = 1"], 1)
    True
    >>> always_leaves(["if a:", "    if b:", "        return 1", "x = 1"], 1)
    False
    """
    base = indent(lines[line - 1])
    body = []
    for text in lines[line:]:
        if _code(text) and indent(text) <= base:
            break
        if _code(text):
            body.append(text)
    if not body:
        return False
    last = body[-1]
    return indent(last) == min(indent(t) for t in body) and bool(_LEAVES.match(_code(last)))


def caught_earlier(item: ChecklistItem, value: float, cited: Sequence[ChecklistItem],
                   sources: Mapping[str, str] | None) -> bool:  # fmt: skip
    """Whether a cited sibling `if` above the boundary holds at `value` and always leaves (see the module docstring)."""
    lines = (sources or {}).get(item.file, "").split("\n")
    operand = operand_of(item.text, item.value, item.constant)
    if item.language != "python" or not operand or not 1 <= item.line <= len(lines):
        return False
    ind = indent(lines[item.line - 1])
    for b in cited:
        if b.kind is not Kind.BRANCH or b.file != item.file or not 1 <= b.line < item.line:
            continue
        head = lines[b.line - 1]
        cond = line_condition(head)
        between = lines[b.line : item.line - 1]
        if cond is None or indent(head) != ind or not _code(head).startswith("if "):
            continue
        if any(_code(t) and indent(t) < ind for t in between):
            continue  # not a sibling: another block or function lies between
        if always_leaves(lines, b.line) and decided(cond, operand, value) is True:
            return True
    return False


__all__ = ["always_leaves", "caught_earlier"]
