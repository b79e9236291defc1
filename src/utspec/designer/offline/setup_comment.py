"""A comment above the locals a condition reads heads that condition.

japanmesh's `isValidCode` writes

    // 第2次地域区画 (x, y は 0~7 の範囲となる)
    var lv10000Y = Number(code[4]);
    var lv10000X = Number(code[5]);
    if (lv10000Y < constants_1.MESH.LEVEL_10000.RANGE.MIN || ...

The comment says what the `if` checks, but two declarations stand between them, so the comment was the context of
no case and its design statement went to the case whose own comment (`// 第1次地域区画`) shared more words. A
condition's comment is the comment block above it, past at most three lines that only declare or assign a local.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: `var x = …;`, `const int n = …;`, `x := …`, `n = len(s)`: a line that only sets a local (no call statement,
#: no control word).
_SETUP = re.compile(
    r"^\s*(?:(?:var|let|const|final|auto)\s+)?(?:[A-Za-z_][\w<>\[\],.?]*\s+)?[A-Za-z_]\w*\s*(?::=|=(?!=))\s*\S.*$"
)
_CONDITION = re.compile(r"^\s*(?:\}\s*)?(?:else\s+)?(?:if|elif|while)\b")
_CONTROL = re.compile(r"^\s*(?:return|if|elif|else|for|while|switch|case|throw|raise)\b")
MAX_SETUP = 3


def condition_start(lines: Sequence[str], line: int) -> int:
    """The line whose comment block above heads the condition on `line` (1-based): past its setup lines.

    >>> src = ["// the second area", "var y = Number(code[4]);", "var x = Number(code[5]);", "if (y < 0 || x > 7) {"]
    >>> condition_start(src, 4)
    2
    >>> condition_start(["// why", "count += 1;", "if (n) {"], 3)  # `+=` changes state: not a setup line
    3
    >>> condition_start(["x = 1", "return x"], 2)  # no condition
    2
    """
    if not 1 <= line <= len(lines) or not _CONDITION.match(lines[line - 1]):
        return line
    n = line
    while n > 1 and line - (n - 1) <= MAX_SETUP:
        above = lines[n - 2]
        if not _SETUP.match(above) or _CONTROL.match(above) or "==" in above.split("=", 1)[0]:
            break
        n -= 1
    return n
