"""A normal path's sized input ("`input` with 1 element") against the length tests of blocks that leave.

camelcase leaves early at `input.length === 0` (a guard) and inside `if (input.length === 1) { … return …; }` (a block
that always leaves, not a guard: its first statement is another `if`). The normal path took "`input` with 1 element"
from the guard alone, an input that leaves in the block. Such a phrase gives the evaluator no value
(`path_value.input_values` reads `name` = `value` only), so the length tests are read here: a block whose condition
compares the named thing's length with a number, evaluated at the phrase's count.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Sequence

#: "`input` with 1 element(s)" (en), "要素数 1 の `input`" (ja): `in.count` of the message catalogs.
_SIZED = re.compile(r"^`([A-Za-z_$][\w.$]*)` with (\d+) elements?$|^要素数 (\d+) の `([A-Za-z_$][\w.$]*)`$")
#: `x.length === 1`, `len(x) < 2`, `x.Length >= 3`, `x.size() == 0`, `x.Count > 1`, `len(x) == 0`.
_LENGTH_TEST = re.compile(
    r"^\(?\s*(?:len\(\s*([\w.$]+)\s*\)|([\w.$]+?)\s*\.\s*(?:length|Length|Count|size\(\s*\)|Len\(\s*\)))\s*"
    r"(===|!==|==|!=|<=|>=|<|>)\s*(\d+)\s*\)?$"
)
_OPS = {"===": operator.eq, "==": operator.eq, "!==": operator.ne, "!=": operator.ne, "<": operator.lt,
        "<=": operator.le, ">": operator.gt, ">=": operator.ge}  # fmt: skip


def sized_inputs(values: Sequence[str]) -> dict[str, int]:
    """The element counts the phrases give, by name.

    >>> sized_inputs(["`input` with 1 element", "`options` = `{}`", "要素数 3 の `items`"])
    {'input': 1, 'items': 3}
    """
    out = {}
    for v in values:
        if (m := _SIZED.match(v.rstrip("。."))) is not None:
            out[m.group(1) or m.group(4)] = int(m.group(2) or m.group(3))
    return out


def _length_tests(conditions: Sequence[str]) -> list[tuple[str, str, int]]:
    out = []
    for cond in conditions:
        if (m := _LENGTH_TEST.match(cond.strip())) is not None:
            out.append((m.group(1) or m.group(2), m.group(3), int(m.group(4))))
    return out


def resized(values: Sequence[str], conditions: Sequence[str]) -> list[str] | None:
    """The phrases with each sized input's count moved to the smallest (from 1) that no length test takes; None when
    nothing needed moving or no such count exists below 10 or next to a tested count (`_counts`).

    >>> resized(["`input` with 1 element", "`options` = `{}`"], ["input.length === 0", "input.length === 1"])
    ['`input` with 2 elements', '`options` = `{}`']
    >>> resized(["要素数 1 の `s`"], ["len(s) < 3"]), resized(["`s` with 5 elements"], ["len(s) < 3"])
    (['要素数 3 の `s`'], None)
    >>> resized(["要素数 1 の `buf`"], ["len(buf) != 16"])
    ['要素数 16 の `buf`']
    """
    tests = _length_tests(conditions)
    out, moved = [], False
    for v in values:
        m = _SIZED.match(v.rstrip("。."))
        if m is None:
            out.append(v)
            continue
        name, n = m.group(1) or m.group(4), int(m.group(2) or m.group(3))
        mine = [(op, k) for t, op, k in tests if t == name]
        if not any(_OPS[op](n, k) for op, k in mine):
            out.append(v)
            continue
        fits = next((c for c in _counts(mine) if not any(_OPS[op](c, k) for op, k in mine)), None)
        if fits is None:
            return None
        moved = True
        out.append(_with_count(v, name, fits))
    return out if moved else None


def _counts(tests: Sequence[tuple[str, int]]) -> list[int]:
    """The counts tried, in order: 1..9, then each tested count and its neighbours (go-uuid's `len(buf) != 16`
    holds for every count below 10; only 16 itself passes it).

    >>> _counts([("!=", 16)])
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 15, 16, 17]
    """
    beyond = sorted({c for _op, k in tests for c in (k - 1, k, k + 1) if c >= 10})
    return [*range(1, 10), *beyond]


def _with_count(phrase: str, name: str, n: int) -> str:
    if phrase.startswith("要素数"):
        return re.sub(r"^要素数 \d+", f"要素数 {n}", phrase)
    return re.sub(r" with \d+ elements?", f" with {n} element" + ("" if n == 1 else "s"), phrase)


def takes_by_size(values: Sequence[str], conditions: Sequence[str]) -> bool:
    """Whether a sized input makes one of the conditions (a length test of that name) hold.

    >>> takes_by_size(["`input` with 1 element"], ["input.length === 0", "input.length === 1"])
    True
    >>> takes_by_size(["`input` with 2 elements"], ["input.length === 0", "input.length === 1"])
    False
    >>> takes_by_size(["`input` with 1 element"], ["len(other) == 1", "input.trim() === ''"])
    False
    """
    sizes = sized_inputs(values)
    return any(name in sizes and _OPS[op](sizes[name], k) for name, op, k in _length_tests(conditions))
