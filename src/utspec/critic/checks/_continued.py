"""A cited line with the lines that continue its conditional expression, as one statement.

JavaScript written without semicolons (and Java or C# laid out for width) puts a conditional's arms on lines of
their own:

    index = PARAM_REGEXP.lastIndex = match[0].substr(-1) === ';'
      ? index - 1
      : index

The branch item sits on the first line, so reading that line alone gave no arms, and content-disposition's
"`index` does not become `index - 1`" at `';'` contradicted nothing (session 23's first run).
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.designer.offline.facts import strip_comment


def continued_line(lines: Sequence[str], line_no: int) -> str:
    """Line `line_no` (1-based) joined with the following lines that start with a conditional's `?` or `:`.

    >>> continued_line(["x = a === 1", "  ? b - 1", "  : b", "y()"], 1)
    'x = a === 1 ? b - 1 : b'
    >>> continued_line(["x = a ? 1 : 2;", "? odd"], 1)  # a finished statement takes no more
    'x = a ? 1 : 2;'
    """
    out = strip_comment(lines[line_no - 1]).rstrip()
    n = line_no
    while n < len(lines) and not out.endswith(";"):
        nxt = strip_comment(lines[n]).strip()
        if not nxt.startswith(("?", ":")) or nxt.startswith(("?.", "??", "::")):
            break
        out = f"{out} {nxt}"
        n += 1
    return out


__all__ = ["continued_line"]
