"""A literal said returned that the cited code's file returns only under a branch the case does not cite.

The return-side twin of `_elsewhere` (assignments): a result moved from the neighbouring case ("the
function returns `"-9,223,372,036,854,775,808"`" on a case about `v&^0b111 == 0`) names a literal
that only `return` lines inside another, uncited branch give. Only a literal (a quoted string or a
number) is judged, since a name or call may be what any return computes; and only when the file has
at least one `return` of exactly that literal, each of them under an uncited branch (`only_under_uncited`).

>>> literal_return_lines(['if v == MIN {', '    return "-9"', '}', 'return s'], '"-9"')
[2]
>>> literal_return_lines(['return s'], 's')
[]
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_LITERAL = re.compile(r"\"[^\"\n]*\"|'[^'\n]*'|-?\d+(?:\.\d+)?")


def _norm(value: str) -> str:
    value = value.strip().strip("`").rstrip(";").strip()
    return '"' + value[1:-1] + '"' if len(value) >= 2 and value[0] == value[-1] == "'" else value


def literal_return_lines(lines: Sequence[str], value: str) -> list[int]:
    """The lines (1-based) that `return` exactly the literal `value`; [] when `value` is no literal."""
    want = _norm(value)
    if not _LITERAL.fullmatch(want):
        return []
    out = []
    for n, line in enumerate(lines, 1):
        m = re.match(r"\s*return\s+(.+?)\s*;?\s*$", line)
        if m and _norm(m.group(1)) == want:
            out.append(n)
    return out
