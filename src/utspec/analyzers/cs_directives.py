"""C# preprocessor groups that split an if/else chain are read as if their directive lines were blank.

Json.NET builds for several frameworks and writes

    if (value is DateTime)
    { ... }
#if !NET20
    else if (value is DateTimeOffset)
    { ... }
#endif
    else
    { throw ... }

The C# grammar places a `#if` group among statements, never between a branch and its `else`, so the
parse breaks there: the `else if` and the `else` with its throw were "not trusted" and left out. A group
(`#if` ... `#endif` with its `#elif`/`#else` lines) one of whose directives is followed by an `else` is
blanked, every directive line of it: the chain then reads as one, each arm kept. Blanking keeps every
byte offset and line number. Other groups stay as they are (their conditions are no branch: csharp.scm).
"""

from __future__ import annotations

import re

_DIRECTIVE = re.compile(r"^\s*#\s*(if|elif|else|endif)\b")
_ELSE = re.compile(r"^\s*else\b")


def _next_code(lines: list[str], start: int) -> str:
    """The first line at or after `start` that is neither blank, a comment nor a directive."""
    for ln in lines[start:]:
        s = ln.strip()
        if s and not s.startswith(("//", "#")):
            return ln
    return ""


def join_else_chains(text: str) -> str:
    r"""`text` with the directive lines of each group that splits an if/else chain blanked (spaces, same bytes).

    >>> src = "if (a)\n{ x(); }\n#if !NET20\nelse if (b)\n{ y(); }\n#endif\nelse\n{ z(); }\n"
    >>> print(join_else_chains(src).replace(" ", "."))
    if.(a)
    {.x();.}
    ..........
    else.if.(b)
    {.y();.}
    ......
    else
    {.z();.}
    <BLANKLINE>
    >>> join_else_chains("#if DEBUG\nlog();\n#endif\nrun();\n") == "#if DEBUG\nlog();\n#endif\nrun();\n"
    True
    """
    lines = text.split("\n")
    groups: list[list[int]] = []
    stack: list[list[int]] = []
    for n, ln in enumerate(lines):
        m = _DIRECTIVE.match(ln)
        if m is None:
            continue
        if m[1] == "if":
            stack.append([n])
        elif stack:
            stack[-1].append(n)
            if m[1] == "endif":
                groups.append(stack.pop())
    blank: set[int] = set()
    for group in groups:
        if any(_ELSE.match(_next_code(lines, n + 1)) for n in group):
            blank.update(group)
    if not blank:
        return text
    return "\n".join(" " * len(ln.encode("utf-8")) if n in blank else ln for n, ln in enumerate(lines))
