"""Whether a cited line lies in the `else` / `elif` part of an `if`, not in the `if`'s own block.

The analyzers give an `if` branch the lines of its whole statement, `elif` and `else` parts included (shortuuid's
`if name is None:` at line 94 ends at 99, past `elif name.lower().startswith(…)` at 96). `only_under_uncited` took
every cited item within those lines for one that puts the case inside the `if` block, so a case at `name = None`
whose evidence was moved to the `elif` condition still said "`u` becomes `_uu.uuid4()`" (line 95, the `if` block)
and passed: a case citing the `elif` is in the `else` part, where the `if` block has not run. Read as `_other_arm`
reads the two arms, and never under a loop, which may run both arms in turn.

>>> py = ["def uuid(name):", "    if name is None:", "        u = a()", "    elif name.startswith('h'):",
...       "        u = b()", "    else:", "        u = c()", "    return u"]
>>> in_else_part(py, 2, 4), in_else_part(py, 2, 5), in_else_part(py, 2, 3)
(True, True, False)
>>> looped = ["def f(xs):", "    for x in xs:", "        if x:", "            g()", "        elif y:", "            h()"]
>>> in_else_part(looped, 3, 5)
False
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.critic.checks._other_arm import _arms, _looped


def in_else_part(lines: Sequence[str], head: int, line: int) -> bool:
    """Whether `line` (1-based) is in an `else` part of the `if` at `head`, with no loop around that `if`."""
    if not 0 < head < line <= len(lines):
        return False
    return _arms(lines, head, head, line) and not _looped(lines, head)


__all__ = ["in_else_part"]
