"""A statement that opens a bracket and closes it on later lines, or goes on in lines that open with an operator,
read whole.

python-semver's `is_compatible` ends with `return (` / `(self.major == other.major)` / … / `)`; the case of its
`0 == self.major == other.major` boundary read only the first line and said "the function returns `(`".
java.util.UUID's `timestamp()` ends `return (mostSigBits & 0x0FFFL) << 48` / `| ((mostSigBits >> 16) & 0x0FFFFL) << 32`
/ `| mostSigBits >>> 32;`: balanced on its first line, so its case said the function returns the first third.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_OPEN, _CLOSE = "([{", ")]}"
#: A line opening with a binary operator or a member access goes on with the statement above it (`| x`, `+ y`,
#: `&& ok`, `? a : b`, `.then(…)`); `++i` / `--i` start statements of their own.
_GOES_ON = re.compile(r"(?:\|\|?|&&?|\^|\+(?!\+)|-(?!-)|\*|/(?![/*])|%|\?|:|<<|>>>?|\.(?=[A-Za-z_$]))")
#: A line ending so ends its statement, or opens a block: nothing after it continues it.
_ENDS = (";", "{", "}", ":")
_MAX_LINES = 40


def _depth(text: str) -> int:
    code = re.sub(r"""'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`[^`]*`""", "", text)
    return sum(code.count(c) for c in _OPEN) - sum(code.count(c) for c in _CLOSE)


def goes_on(previous: str, line: str) -> bool:
    """Whether `line` continues the statement ending `previous` (both stripped).

    >>> goes_on("return (a & 1) << 48", "| (b >> 16) << 32"), goes_on("return a;", "| b"), goes_on("x = 1", "--i;")
    (True, False, False)
    """
    return bool(line) and not previous.rstrip().endswith(_ENDS) and _GOES_ON.match(line) is not None


def whole_statement(first: str, lines: Sequence[str], after: int) -> str:
    """`first` (a statement's first line, stripped) with the lines that close its brackets or go on with an operator,
    from line `after` on.

    >>> whole_statement("return (", ["if x:", "    return 1", "return (", "    a", "    and b", ")"], 1)
    'return (a and b)'
    >>> whole_statement("return x", ["return x"], 1)
    'return x'
    >>> whole_statement("return (m & 0x0FFFL) << 48", ["return (m & 0x0FFFL) << 48", "     | (m >> 16) << 32",
    ...                 "     | m >>> 32;", "}"], 1)
    'return (m & 0x0FFFL) << 48 | (m >> 16) << 32 | m >>> 32;'
    """
    for n in range(max(after, 1), len(lines) + 1):
        if lines[n - 1].strip() != first:
            continue
        parts, depth, k = [first], _depth(first), n
        while (
            k < len(lines)
            and len(parts) <= _MAX_LINES
            and (depth > 0 or goes_on(parts[-1], lines[k].strip()))
        ):
            parts.append(lines[k].strip())
            depth += _depth(lines[k])
            k += 1
        if depth > 0 or len(parts) == 1:
            return first
        joined = " ".join(p for p in parts if p)
        return re.sub(r"([(\[{])\s+", r"\1", re.sub(r"\s+([)\]}])", r"\1", joined))
    return first
