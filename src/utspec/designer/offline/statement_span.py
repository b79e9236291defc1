"""A statement that opens a bracket and closes it on later lines, read whole.

python-semver's `is_compatible` ends with `return (` / `(self.major == other.major)` / … / `)`; the case of its
`0 == self.major == other.major` boundary read only the first line and said "the function returns `(`".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_OPEN, _CLOSE = "([{", ")]}"


def _depth(text: str) -> int:
    code = re.sub(r"""'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`[^`]*`""", "", text)
    return sum(code.count(c) for c in _OPEN) - sum(code.count(c) for c in _CLOSE)


def whole_statement(first: str, lines: Sequence[str], after: int) -> str:
    """`first` (a statement's first line, stripped) with the lines that close its brackets, from line `after` on.

    >>> whole_statement("return (", ["if x:", "    return 1", "return (", "    a", "    and b", ")"], 1)
    'return (a and b)'
    >>> whole_statement("return x", ["return x"], 1)
    'return x'
    """
    if _depth(first) <= 0:
        return first
    for n in range(max(after, 1), len(lines) + 1):
        if lines[n - 1].strip() != first:
            continue
        parts, depth = [first], _depth(first)
        for text in lines[n : n + 40]:
            parts.append(text.strip())
            depth += _depth(text)
            if depth <= 0:
                joined = " ".join(p for p in parts if p)
                return re.sub(r"([(\[{])\s+", r"\1", re.sub(r"\s+([)\]}])", r"\1", joined))
        break
    return first
