"""`list.indexOf(x) !== -1` on an array the code holds: the array with or without `x`, not a test double of indexOf.

kansuji 1.1.0 (npm, MIT): `if (ichi instanceof Array) { return [false, (ichi.indexOf(10) !== -1), …] }` gave the
boundary inputs "`ichi.indexOf(10)` returns `-1` (test double)" and "… returns `0` (test double)": no test replaces
`Array.prototype.indexOf`; it passes `ichi` = `[]` or `[10]`. Read as an array when the searched value is a number
literal (a string has no number inside it to find) or the function tests the name with `instanceof Array` /
`Array.isArray`. Position -1 is an array without the value; position k >= 0 holds k other values before it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_SEARCH = re.compile(r"^([A-Za-z_$][\w$]*)\.indexOf\((.+)\)$")
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")
#: Lines read above the search for an array test of the name.
REACH = 20


def _other(value: str, k: int) -> str:
    return str(int(float(value)) + k + 1) if _NUMBER.fullmatch(value) else f'"other{k + 1}"'


def index_list(operand: str, position: int, lines: Sequence[str], line: int) -> tuple[str, str] | None:
    """(array name, array literal) giving `operand` (`a.indexOf(v)`) the `position`, or None.

    >>> index_list("ichi.indexOf(10)", -1, [], 1), index_list("ichi.indexOf(10)", 0, [], 1)
    (('ichi', '[]'), ('ichi', '[10]'))
    >>> index_list("xs.indexOf(item)", 1, ["  if (Array.isArray(xs)) {"], 2)
    ('xs', '["other1", item]')
    >>> index_list("s.indexOf('@')", -1, ["  const s = email.trim();"], 2) is None  # a string, by all it says
    True
    """
    m = _SEARCH.match(operand.strip())
    if m is None or not -1 <= position <= 3:
        return None
    name, value = m.group(1), m.group(2).strip()
    array_test = re.compile(rf"(?<![\w.$]){re.escape(name)}\s+instanceof\s+Array\b|Array\.isArray\(\s*{re.escape(name)}\s*\)")
    if not _NUMBER.fullmatch(value) and not any(array_test.search(t) for t in lines[max(0, line - 1 - REACH) : line]):
        return None
    if position < 0:
        return name, "[]"
    return name, "[" + ", ".join([*(_other(value, k) for k in range(position)), value]) + "]"


__all__ = ["index_list"]
