"""A condition that names a constant declared in its own function, read with the constant's literal.

cron's `parseDescriptor` declares `const every = "@every "` and tests `strings.HasPrefix(descriptor, every)`: the
value readers know `strings.HasPrefix(descriptor, "@every ")` but not a name, so the normal path kept the filler
`descriptor` = `"abc"`, which never reaches the `return Every(duration), nil` the case states (critic finding on
cron-go TC-094). A local constant cannot change, so its literal is what the condition compares with. Read here: Go
and C# `const`, JavaScript/TypeScript `const`, Java `final`, with a string or number literal, declared on a line
before the condition and after the nearest function header above it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.brackets import walk

_LITERAL = r"(\"(?:[^\"\\]|\\.)*\"|'(?:[^'\\]|\\.)*'|-?\d+(?:\.\d+)?)"
_DECLARED = {
    "go": re.compile(rf"^\s*const\s+([A-Za-z_]\w*)\s*(?:[\w.]+\s*)?=\s*{_LITERAL}\s*$"),
    "javascript": re.compile(rf"^\s*const\s+([A-Za-z_$][\w$]*)\s*=\s*{_LITERAL}\s*;?\s*$"),
    "typescript": re.compile(rf"^\s*const\s+([A-Za-z_$][\w$]*)\s*(?::\s*\w+\s*)?=\s*{_LITERAL}\s*;?\s*$"),
    "java": re.compile(rf"^\s*final\s+[\w.<>]+\s+([A-Za-z_$][\w$]*)\s*=\s*{_LITERAL}\s*;\s*$"),
    "csharp": re.compile(rf"^\s*const\s+[\w.]+\s+([A-Za-z_]\w*)\s*=\s*{_LITERAL}\s*;\s*$"),
}
#: A line that starts a function (column 0 in Go, JavaScript; any `function`/method header): the search stops there.
_HEADER = re.compile(
    r"^(?:func\s|function\s|export\s+function\s|def\s)|\bfunction\b.*\{\s*$|=>\s*\{\s*$"
    r"|^(?:public|private|protected|internal|static)\b[^=;]*\)\s*(?:throws\s+[\w., ]+)?\{?\s*$"
)


def inlined(cond: str, lines: Sequence[str], line: int, language: str) -> str:
    """`cond` with each function-local constant declared above `line` replaced by its literal.

    >>> src = ["func parse(d string) {", '\\tconst every = "@every "', "\\tif strings.HasPrefix(d, every) {"]
    >>> inlined("strings.HasPrefix(d, every)", src, 3, "go")
    'strings.HasPrefix(d, "@every ")'
    >>> inlined("x > limit", ["function f(x) {", "  let limit = 3;", "  if (x > limit) {"], 3, "javascript")
    'x > limit'
    >>> inlined('k == "max" || k == max', ["  const max = 5;", "  if (k == max) {"], 2, "typescript")
    'k == "max" || k == 5'
    """
    declared = _DECLARED.get(language)
    if declared is None:
        return cond
    found: dict[str, str] = {}
    for text in reversed(lines[: max(line - 1, 0)]):
        if (m := declared.match(text)) is not None:
            found.setdefault(m.group(1), m.group(2))
        if _HEADER.search(text.strip()) and not text.strip().startswith(("if", "for", "while", "}")):
            break
    for name, literal in found.items():
        depth = walk(cond).depth  # a name inside a string literal of the condition is text, not the constant
        spans = [m.span() for m in re.finditer(rf"(?<![\w$.]){re.escape(name)}(?![\w$(])", cond)
                 if depth[m.start()] is not None]  # fmt: skip
        for start, end in reversed(spans):
            cond = cond[:start] + literal + cond[end:]
    return cond


__all__ = ["inlined"]
