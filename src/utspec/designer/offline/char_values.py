"""Comparisons with a one-character literal (`ch >= '0'`, `c <= 'Z'`): characters on and off the bound.

Found on iban4j's CharacterUtil (read in /tmp, not committed): `ch >= '0' && ch <= '9'` gave "`ch` = `0`"
(the number: `(char) 0` is NUL, below '0') and "`ch` = `-1`" for the false side, a value a `char` cannot
take. A character compared with a character literal takes the literal itself on the bound and its
neighbour in code-point order off it (`'/'` below `'0'`, `':'` above `'9'`), written with the source's quotes:
Java, C# and Go characters and runes, and one-character strings in Python and JavaScript, which compare the
same way.
"""

from __future__ import annotations

import re

_CHAR = re.compile(r"""^(['"])(\\?.)\1$""", re.S)
_ESCAPES = {"\\'": "'", '\\"': '"', "\\\\": "\\", "\\n": "\n", "\\t": "\t", "\\0": "\0"}
#: (operator, want) -> the code-point step from the literal: 0 on the bound, ±1 off it.
_STEP = {
    (">", True): 1, (">", False): 0, (">=", True): 0, (">=", False): -1,
    ("<", True): -1, ("<", False): 0, ("<=", True): 0, ("<=", False): 1,
    ("==", True): 0, ("==", False): 1, ("!=", True): 1, ("!=", False): 0,
    ("===", True): 0, ("===", False): 1, ("!==", True): 1, ("!==", False): 0,
}  # fmt: skip


def char_side(op: str, literal: str, want: bool) -> str | None:
    """The character (as a literal, in the source's quotes) that gives `x <op> literal` the side `want`.

    >>> char_side(">=", "'0'", True), char_side(">=", "'0'", False), char_side("<=", "'9'", False)
    ("'0'", "'/'", "':'")
    >>> char_side("==", '"a"', False), char_side("<", "'abc'", True)
    ('"b"', None)
    """
    m = _CHAR.match(literal.strip())
    if m is None or (op, want) not in _STEP:
        return None
    char = _ESCAPES.get(m.group(2), m.group(2))
    if len(char) != 1:
        return None
    code = ord(char) + _STEP[(op, want)]
    if not 0x20 < code < 0x7F or chr(code) in ("'", '"', "\\"):
        return None  # a control character or a quote: no literal a reader types without an escape
    return f"{m.group(1)}{chr(code)}{m.group(1)}"
