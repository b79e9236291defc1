"""Whether a line sits inside a function literal nested in the function the analyzer names it by.

The analyzer gives a callback's `return` the enclosing function's symbol: ts-dedent's
`strings.reduce((arr, str) => { … return arr.concat(…); }, [])` inside `dedent`. Read as one of
`dedent`'s returns, a neighbouring case's "The function returns `arr.concat(…)`" (a swap) matched it and
passed. A return inside an arrow or `function` block (brace languages) or a nested `def` (Python) below
the function's own first line is the inner function's.

>>> src = ["export function dedent(t) {", "  const n = xs.reduce((arr, s) => {", "    if (m) {",
...        "      return arr.concat(m);", "    }", "    return arr;", "  }, []);", "  return t;", "}"]
>>> [in_nested_function(src, n, 1, "typescript") for n in (4, 6, 8)]
[True, True, False]
>>> py = ["def f(x):", "    def g(y):", "        return y", "    if x:", "        return g", "    return None"]
>>> [in_nested_function(py, n, 1, "python") for n in (3, 5, 6)]
[True, False, False]
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.facts import indent, strip_comment

_OPENS_FUNCTION = re.compile(r"=>\s*\{\s*$|\bfunction\b[^{]*\{\s*$|\bfunc\s*\([^)]*\)[^{]*\{\s*$")
_STRINGS = re.compile(r"'(?:[^'\\\n]|\\.)*'|\"(?:[^\"\\\n]|\\.)*\"|`(?:[^`\\\n]|\\.)*`")


def in_nested_function(lines: Sequence[str], line: int, top: int, language: str) -> bool:
    """Whether `line` (1-based) is inside a function literal or nested `def` that opens after line `top`, the
    first line of the function the line is named by."""
    if not top < line <= len(lines):
        return False
    if language == "python":
        own = indent(lines[line - 1])
        for n in range(line - 1, top, -1):
            text = lines[n - 1]
            if text.strip() and indent(text) < own:
                own = indent(text)
                if re.match(r"\s*(?:async\s+)?def\s", text):
                    return True
        return False
    depth = 0
    for n in range(line - 1, top, -1):
        text = _STRINGS.sub("''", strip_comment(lines[n - 1]))
        for ch in reversed(text):
            if ch == "}":
                depth += 1
            elif ch == "{":
                if depth == 0:
                    if _OPENS_FUNCTION.search(text[: text.rfind("{") + 1]):
                        return True
                else:
                    depth -= 1
        depth = max(depth, 0)
    return False
