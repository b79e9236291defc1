"""Whether a cited line lies in the `else` / `elif` / `else if` part of an `if`, not in the `if`'s own block.

The analyzers give an `if` branch the lines of its whole statement, `elif` and `else` parts included (shortuuid's
`if name is None:` at line 94 ends at 99, past `elif name.lower().startswith(…)` at 96). `only_under_uncited` took
every cited item within those lines for one that puts the case inside the `if` block, so a case at `name = None`
whose evidence was moved to the `elif` condition still said "`u` becomes `_uu.uuid4()`" (line 95, the `if` block)
and passed: a case citing the `elif` is in the `else` part, where the `if` block has not run. Never under a loop,
which may run both arms in turn.

Brace languages write the chain as `} else if (…) {` on the `if`'s indentation (JS/TS, Java, Go), or with the braces
on lines of their own (`}` / `else if (…)` / `{`, C#'s and many Java teams' layout). Lines that hold only a brace at
the `if`'s indentation are read through (session 30): until then the `}` ending the `if` block ended the reading, so
a C# `else if` part was never seen as one. base64js's `if (extraBytes === 1) { … } else if (extraBytes === 2) { tmp
= … }` is read as the first layout.

>>> py = ["def uuid(name):", "    if name is None:", "        u = a()", "    elif name.startswith('h'):",
...       "        u = b()", "    else:", "        u = c()", "    return u"]
>>> in_else_part(py, 2, 4), in_else_part(py, 2, 5), in_else_part(py, 2, 3)
(True, True, False)
>>> looped = ["def f(xs):", "    for x in xs:", "        if x:", "            g()", "        elif y:", "            h()"]
>>> in_else_part(looped, 3, 5)
False
>>> js = ["function f(n) {", "  if (n === 1) {", "    t = 1", "  } else if (n === 2) {", "    t = 2", "  }", "  return t", "}"]
>>> in_else_part(js, 2, 5), in_else_part(js, 2, 3), in_else_part(js, 2, 7)
(True, False, False)
>>> cs = ["int F(int n)", "{", "    if (n == 1)", "    {", "        t = 1;", "    }", "    else if (n == 2)", "    {",
...       "        t = 2;", "    }", "    return t;", "}"]
>>> in_else_part(cs, 3, 9), in_else_part(cs, 3, 5), in_else_part(cs, 3, 11)
(True, False, False)
>>> nested = ["void f() {", "  if (o) {", "    if (a) {", "      x = 1;", "    }", "  } else {", "    x = 2;", "  }", "}"]
>>> in_else_part(nested, 3, 7)  # the outer `if`'s `else`, not the inner one's
False
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.critic.checks._other_arm import _ELSE, _indent, _looped

#: A line holding only a brace (`{`, `}`, `};`) or a comment: read through at the `if`'s indentation.
_THROUGH = re.compile(r"^\s*(?:[{}];?|//.*|#.*|/\*.*|\*.*)\s*$")


def _else_arms(lines: Sequence[str], head: int, line: int) -> bool:
    """Whether `line` is in an `else` part of the `if` at `head` (the lines read by indentation, braces read through)."""
    top = _indent(lines[head - 1])
    in_else = False
    for n in range(head + 1, line + 1):
        text = lines[n - 1]
        if not text.strip() or _indent(text) > top:
            continue
        if _indent(text) < top:
            return False
        if _ELSE.match(text):
            in_else = True
        elif not _THROUGH.match(text):
            return False
    return in_else


def in_else_part(lines: Sequence[str], head: int, line: int) -> bool:
    """Whether `line` (1-based) is in an `else` part of the `if` at `head`, with no loop around that `if`."""
    if not 0 < head < line <= len(lines):
        return False
    return _else_arms(lines, head, line) and not _looped(lines, head)


__all__ = ["in_else_part"]
