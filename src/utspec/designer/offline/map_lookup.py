"""Go's `if v, ok := m[k]; ok` with `m` a map literal of the file: the key a test passes.

koyomi-ja-go's `if s, ok := eraString[e]; ok` and `if dt, ok := eraTrigger[en]; ok` said "Values for which
`ok` is true (the code names no literal to choose them from)": the map's keys are written out in the file.
`ok` true takes a key whose value is not the zero-looking `""` / `0` / `nil` (so the found value differs from
the not-found one); `ok` false takes a key not in the map when the keys are string or integer literals (a
string no key has, one more than the largest integer). Enum-typed keys give no false side: which constant
the map leaves out needs the enum, which this reader does not know.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_ZERO = {'""', "0", "nil", "false"}


def _map_entries(name: str, lines: Sequence[str]) -> list[tuple[str, str]] | None:
    """(key, value) pairs of the map literal `name` is declared with, one entry per line; None when none."""
    opens = [n for n, t in enumerate(lines)
             if re.match(rf"\s*(?:var\s+)?{re.escape(name)}\s*(?::=|=)\s*map\[[^\]]+\][\w.*\[\]]+\s*\{{", t)]  # fmt: skip
    if len(opens) != 1:
        return None
    out: list[tuple[str, str]] = []
    for text in lines[opens[0] + 1 :]:
        code = text.split("//")[0].strip()
        if code.startswith("}"):
            return out or None
        if m := re.match(r"""("[^"]*"|-?\d+|[A-Za-z_][\w.]*)\s*:\s*(.+?),?$""", code):
            out.append((m.group(1), m.group(2).strip()))
    return None


def lookup_key(ok: str, want: bool, lines: Sequence[str], line: int) -> tuple[str, str] | None:
    """(key argument, value) that makes the comma-ok `ok` of `v, ok := m[k]` on `line` take `want`.

    >>> src = ['var names = map[int]string{', '\\t1: "one",', '\\t2: "two",', '}', 'func f(k int) string {',
    ...        '\\tif s, ok := names[k]; ok {']
    >>> lookup_key("ok", True, src, 6), lookup_key("ok", False, src, 6)
    (('k', '1'), ('k', '3'))
    """
    if not 0 < line <= len(lines):
        return None
    m = re.search(rf"\b\w+\s*,\s*{re.escape(ok)}\s*:=\s*([A-Za-z_]\w*)\[([A-Za-z_]\w*)\]", lines[line - 1])
    if m is None or (entries := _map_entries(m.group(1), lines)) is None:
        return None
    keys = [k for k, _ in entries]
    if want:
        found = [k for k, v in entries if v not in _ZERO]
        return (m.group(2), found[0]) if found else None
    if all(k.startswith('"') for k in keys):
        return m.group(2), '"zzz"' if '"zzz"' not in keys else '"zzz0"'
    if all(re.fullmatch(r"-?\d+", k) for k in keys):
        return m.group(2), str(max(int(k) for k in keys) + 1)
    return None
