"""What a function does right after a loop: the observable result of a case whose input runs the loop zero times.

The designer states it ("no element is processed; the function returns `conv_map`", jaconv's
`_exclude_ignorechar`); a flipped or replaced value there ("`conv_map` は返されない", "`_convert(…)` が返される")
was read against nothing, since the case cites only the loop. The statement after the loop's block, when it
is a `return`, is what such a case must say.

>>> after_loop_return(["def f(m, ignore):", "    for c in ignore:", "        del m[c]", "    return m"], 2, "python")
'm'
>>> after_loop_return(["for (const x of xs) {", "  total += x;", "}", "log(total);"], 1, "typescript") is None
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.facts import after_block


def after_loop_return(lines: Sequence[str], line: int, language: str) -> str | None:
    """The value the `return` right after the loop on `line` gives (`None` spelled as the code does), else None."""
    nxt = after_block(lines, line, language)
    m = re.match(r"return\b\s*(.*?);?\s*$", nxt or "")
    return (m.group(1) or "None") if m else None


__all__ = ["after_loop_return"]
