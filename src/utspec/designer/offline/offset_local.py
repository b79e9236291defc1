"""A local set from a parameter plus or minus a literal is given through that parameter.

Soundex's `final int index = ch - 'A';` then `if (index < 0 || …) throw …` gave the boundary case "`index` = `-1`":
a tester passes `ch`, and `'@'` is the character that makes `index` -1. Likewise `n = count - 1` at 0 is
`count` = 1. Only a parameter of the function offset once by an integer or a character literal is read
back; a character outside printable ASCII is left as it was.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.domain import assignment_at
from utspec.designer.offline.signature import parameters

_IDENT = r"[A-Za-z_$][\w$]*"
_OFFSET = re.compile(rf"^\(?\s*({_IDENT})\s*([+-])\s*(?:'(\\?.)'|(\d+))\s*\)?$")
#: Languages where a character literal is a number that arithmetic takes (`ch - 'A'`).
_CHAR_ARITH = frozenset({"java", "csharp", "c", "cpp", "go"})
_REACH = 60


def offset_value(
    name: str, value: int, lines: Sequence[str], line: int, symbol: str | None, language: str
) -> tuple[str, str] | None:
    """(parameter, its value as code) that gives the local `name` the value `value` at `line`; None otherwise.

    >>> src = ["int map(final char ch) {", "    final int index = ch - 'A';", "    int n = count - 1;",
    ...        "    if (index < 0) {"]
    >>> offset_value("index", -1, src, 4, "map", "java"), offset_value("index", 0, src, 4, "map", "java")
    (('ch', "'@'"), ('ch', "'A'"))
    >>> offset_value("n", 0, ["int f(int count) {", "    int n = count - 1;", "    if (n == 0) {"], 3, "f", "java")
    ('count', '1')
    >>> offset_value("index", -1, src, 4, "map", "python") is None  # no character arithmetic there
    True
    """
    assigned = assignment_at(name, lines, line, _REACH)
    if assigned is None or (m := _OFFSET.match(assigned[1].strip())) is None:
        return None
    source, sign, char, number = m.groups()
    if source == name or source not in parameters(lines, symbol, line, language):
        return None
    if char is not None:
        if language not in _CHAR_ARITH or len(char) != 1:
            return None
        code = value + ord(char) if sign == "-" else value - ord(char)
        return (source, f"'{chr(code)}'") if 32 < code < 127 and chr(code) not in "'\\`|" else None
    return source, str(value + int(number) if sign == "-" else value - int(number))


__all__ = ["offset_value"]
