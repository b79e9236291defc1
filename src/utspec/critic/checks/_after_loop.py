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

from collections.abc import Sequence

from utspec.critic.checks._bracket_span import spanned_return


def after_loop_return(lines: Sequence[str], line: int, language: str) -> str | None:
    """The value the `return` right after the loop on `line` gives (`None` spelled as the code does), else None;
    a `return` whose brackets close lines below is read whole (`_bracket_span`)."""
    return spanned_return(lines, line, language)


__all__ = ["after_loop_return"]
