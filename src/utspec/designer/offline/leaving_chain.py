"""Sequential `if` blocks that always leave act as one chain: the block a boundary value lands in.

jpholiday's special years:

    if date.year == 2020:
        if date == datetime.date(2020, 7, 23):
            return True

        return False

    if date.year == 2021:
        ...
        return False

No `elif`, but the first block always returns, so at `date.year` = 2020 the second block is never reached. The
boundary value 2020 off `date.year == 2021` said "the block at line 143 does not run and returns neither": true,
and nothing a test compares. The earlier block catches 2020, and what it returns is the case's expected result.

Python only (indentation says where a block ends). Every block from the catching one to the host must be a plain
`if` (no `elif`/`else`) that compares the subject with constants (chain_arm.clause_holds) and whose block ends in a
`return` or `raise` at its own level; only blank and comment lines may sit between them. Anything else gives None.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.chain_arm import _HEAD, Clause, _first_statement, _header
from utspec.designer.offline.facts import indent, strip_comment

_LEAVES = re.compile(r"(?:return|raise)\b")


def _code(text: str) -> str:
    return strip_comment(text).strip()


def _plain_if(lines: Sequence[str], k: int, leaving: bool) -> tuple[Clause, int] | None:
    """The `if` at index `k` as a clause when no `elif`/`else` follows (and, with `leaving`, its block always
    leaves); with the index after the block."""
    ind = indent(lines[k])
    head = _header(lines, k)
    m = _HEAD.match(head[0]) if head else None
    if head is None or m is None or m.group(1) != "if":
        return None
    first, at, after = _first_statement(lines, head[1], ind, m.group(3))
    body = [_code(lines[j]) for j in range(head[1], after) if _code(lines[j])]
    body_ind = [indent(lines[j]) for j in range(head[1], after) if _code(lines[j])]
    if leaving and (not body or not _LEAVES.match(body[-1]) or body_ind[-1] != min(body_ind)):
        return None  # the block's own last statement (not a nested one) must leave
    nxt = after
    while nxt < len(lines) and not _code(lines[nxt]):
        nxt += 1
    if nxt < len(lines) and indent(lines[nxt]) == ind and re.match(r"(?:elif\s|else\s*:)", _code(lines[nxt])):
        return None
    return Clause(m.group(2).strip(), first, k + 1, at), after


def leaving_clauses(lines: Sequence[str], line: int) -> list[Clause] | None:
    """The always-leaving plain `if` blocks right before the plain `if` on `line` (1-based), that `if`, then the plain
    `if` blocks right after it (a value the host does not catch reaches them); else None.

    >>> src = ["def f(y):", "    if y == 1:", "        return 'a'", "", "    # two", "    if y == 2:",
    ...        "        if z:", "            return 'b'", "        return 'c'", "    if y == 3:", "        return 'd'"]
    >>> [(c.cond, c.first, c.line) for c in leaving_clauses(src, 10)]
    [('y == 1', "return 'a'", 2), ('y == 2', 'if z:', 6), ('y == 3', "return 'd'", 10)]
    >>> [c.line for c in leaving_clauses(src, 2)]  # the value 2 off `y == 1` reaches the next block
    [2, 6, 10]
    >>> leaving_clauses(["if y == 1:", "    x = 1", "if y == 2:", "    return 2"], 3) is None  # does not leave
    True
    >>> leaving_clauses(["x = f()", "if y == 2:", "    return 2"], 2) is None  # nothing before it
    True
    """
    if not 1 <= line <= len(lines) or not _code(lines[line - 1]).startswith("if "):
        return None
    ind = indent(lines[line - 1])
    host = _plain_if(lines, line - 1, leaving=False)
    if host is None:
        return None
    out = [host[0]]
    k = host[1]
    while k < len(lines) and not _code(lines[k]):
        k += 1
    # Later blocks: only ones right after, so nothing else runs between the host and the block that catches the value.
    while (
        k < len(lines)
        and indent(lines[k]) == ind
        and _code(lines[k]).startswith("if ")
        and (later := _plain_if(lines, k, leaving=False))
    ):
        out.append(later[0])
        if not (left := _plain_if(lines, k, leaving=True)):
            break  # a block that may not leave: what runs after it is the next statement's business
        k = left[1]
        while k < len(lines) and not _code(lines[k]):
            k += 1
    end = line - 1  # the index the earlier block must end at (over blank and comment lines)
    while True:
        k = end - 1
        while k >= 0 and not _code(lines[k]):
            k -= 1
        # The earlier block's header: the nearest line above at the host's indent.
        while k >= 0 and (not _code(lines[k]) or indent(lines[k]) > ind):
            k -= 1
        if k < 0 or indent(lines[k]) != ind or not _code(lines[k]).startswith("if "):
            break
        block = _plain_if(lines, k, leaving=True)
        if block is None or any(_code(lines[j]) for j in range(block[1], end)):
            break
        out.insert(0, block[0])
        end = k
    return out if len(out) > 1 else None


__all__ = ["leaving_clauses"]
