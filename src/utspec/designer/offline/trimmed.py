"""A parameter trimmed in place keeps a literal's value, trimmed: `s = strings.TrimSpace(s)` before `if s == ""`.

Found on strcase (session 17): `toCamelInitCase` starts `s = strings.TrimSpace(s)`, and call_path stopped at any
assignment of a bound parameter above a guard, so `ToCamel("")` and `ToCamel("ID")` were never walked. A trim is the
one assignment whose result a literal determines in every language here (Go `strings.TrimSpace`, Python `.strip()`,
JavaScript / Java `.trim()`, C# `.Trim()`); any other assignment still stops the walk.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_TRIM = re.compile(
    r"^\s*(?:(?:var|let|const)\s+)?(?P<target>[A-Za-z_]\w*)\s*:?=\s*"
    r"(?:strings\.TrimSpace\(\s*(?P<arg>[A-Za-z_]\w*)\s*\)|(?P<obj>[A-Za-z_]\w*)\.(?:strip|trim|Trim)\(\s*\))\s*;?\s*$"
)
_QUOTED = re.compile(r"""^(["'])(.*)\1$""", re.S)


def trim_rebound(line: str, bound: dict[str, str]) -> dict[str, str] | None:
    """The bound values after `line` if it trims a bound string parameter in place; None for any other line.

    >>> trim_rebound("\\ts = strings.TrimSpace(s)", {"s": '" ID "', "initCase": "true"})
    {'s': '"ID"', 'initCase': 'true'}
    >>> trim_rebound("    text = text.strip()", {"text": "'  '"})
    {'text': "''"}
    >>> trim_rebound("    s = t.strip()", {"s": '"a"'}) is None, trim_rebound("s = s.lower()", {"s": '"A"'}) is None
    (True, True)
    """
    m = _TRIM.match(line)
    if m is None or m.group("target") != (m.group("arg") or m.group("obj")):
        return None
    q = _QUOTED.match(bound.get(m.group("target"), ""))
    if q is None:
        return None
    return bound | {m.group("target"): f"{q.group(1)}{q.group(2).strip()}{q.group(1)}"}


def apply_trims(
    lines: Sequence[str], start: int, end: int, bound: dict[str, str], skipped: Sequence[tuple[int, int]] = ()
) -> tuple[dict[str, str], list[int]]:
    """The bound values after the trims in lines [start, end) (1-based) outside the `skipped` bodies (guards the values
    make false), and the lines that trimmed."""
    trims: list[int] = []
    for n in range(max(start, 1), min(end, len(lines) + 1)):
        if any(a <= n <= b for a, b in skipped):
            continue
        if (after := trim_rebound(lines[n - 1], bound)) is not None:
            bound, trims = after, [*trims, n]
    return bound, trims
