"""A local that only counts up from a non-negative literal is never negative, and its remainder by N stays in 0..N-1.

kansuji 1.1.0 (npm, MIT): `var out = [], keta = 0;` then only `keta++` in the loop, and `var r = keta % 4;`. The
boundaries `keta !== 0` and `r === 0` were tested at -1 ("`keta` = -1", "`r` = -1"), and `r === 3` at 4: values the
code can never hold, cases no test can set up. A local counts up when every write to it near the boundary is
`++`, `+= <digits>` or `= <digits>`, its last assignment above the boundary included; a remainder `x % N` (N a
positive literal) of such a counter, assigned once, lies in 0..N-1. Anything else (a `--`, `-=`, a call, a
parameter) leaves the values alone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: A write to the name: the operators that assign, never a comparison (`<=`, `==`, `!==`).
_WRITE = r"(\+\+|--|<<=|>>>?=|[-+*/%|&^]=|=(?!=))"
_DIGITS = re.compile(r"\d+")
_REMAINDER = re.compile(r"^([A-Za-z_$][\w$]*)\s*%\s*(\d+)$")
#: Lines read above and below the boundary for writes (a loop body, a short function).
REACH = 60


def _writes(name: str, lines: Sequence[str], line: int) -> list[tuple[str, str]] | None:
    """(operator, value text) of each write to `name` within `REACH` lines of `line`; None when one is `--name`."""
    after = re.compile(rf"(?<![\w.$]){re.escape(name)}\s*{_WRITE}\s*([^;,)\n]*)")
    before = re.compile(rf"(?:\+\+|--)\s*{re.escape(name)}(?![\w$])")
    out: list[tuple[str, str]] = []
    for text in lines[max(0, line - 1 - REACH) : line + REACH]:
        if name not in text:
            continue
        if (m := before.search(text)) is not None:
            if m.group(0).startswith("--"):
                return None
            out.append(("++", ""))
        out.extend((m.group(1), m.group(2).strip()) for m in after.finditer(text))
    return out


def counts_up(name: str, lines: Sequence[str], line: int) -> bool:
    """Whether every write to the local `name` near `line` counts up from a non-negative literal.

    >>> src = ["var out = [], keta = 0;", "for (;;) {", "  if (keta !== 0) { f(); }", "  keta++;", "}"]
    >>> counts_up("keta", src, 3), counts_up("keta", [*src, "keta -= 2;"], 3), counts_up("keta", src[2:], 1)
    (True, False, False)
    >>> counts_up("n", ["n = 0", "while x:", "    if n <= 3:", "        n += 2"], 3)
    True
    """
    writes = _writes(name, lines, line)
    if not writes or not any(op == "=" for op, _ in writes):
        return False  # no literal start seen: a parameter or a field, whatever it holds
    return all(op == "++" or op in ("=", "+=") and _DIGITS.fullmatch(value) for op, value in writes)


def counter_range(name: str, expr: str | None, lines: Sequence[str], line: int) -> tuple[int, int | None] | None:
    """(lowest, highest or None) the local `name`, last assigned `expr` above `line`, can hold; None: not known.

    >>> src = ["var keta = 0;", "for (;;) {", "  var r = keta % 4;", "  if (r === 0) {}", "  keta++;", "}"]
    >>> counter_range("r", "keta % 4", src, 4), counter_range("keta", "0", src, 4), counter_range("r", "x % 4", src, 4)
    ((0, 3), (0, None), None)
    """
    if expr is None:
        return None
    if (m := _REMAINDER.match(expr)) is not None:
        writes = _writes(name, lines, line)
        if int(m.group(2)) > 0 and writes is not None and len(writes) == 1 and counts_up(m.group(1), lines, line):
            return 0, int(m.group(2)) - 1
        return None
    return (0, None) if _DIGITS.fullmatch(expr) and counts_up(name, lines, line) else None


__all__ = ["REACH", "counter_range", "counts_up"]
