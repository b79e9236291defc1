"""A docstring's `>>> call(…)` line is a worked example, never a definition or an assignment (issue 12).

alphabet2kana's `a2k` carries `>>> a2k('k8s', delimiter='・', numeral=True)` in its docstring. Searching up from a
statement for the function's definition stopped at that line, so its parameters were read from an example call and
no key item's values bound them (ten key items fell onto the `numeral` case); the same line read as `delimiter`
being assigned. The lead's decision (session 29): such a line is an example of the call, and a definition is a
`def` line only.
"""

from __future__ import annotations

import re

#: A doctest prompt or its continuation, followed by code (`>>> f(1)`, `... x=2)`); `>>>` alone at a line's end too.
_PROMPT = re.compile(r"\s*(?:>>>|\.\.\.)(?:\s|$)")


def doctest_line(text: str) -> bool:
    """Whether a source line is a doctest prompt line (inside a docstring: an example, not code that runs).

    >>> doctest_line("    >>> a2k('k8s', delimiter='・', numeral=True)"), doctest_line("    ... numeral=True)")
    (True, True)
    >>> doctest_line("def a2k(text, delimiter=None, numeral=False):"), doctest_line("    x = f(...)")
    (False, False)
    """
    return _PROMPT.match(text) is not None


__all__ = ["doctest_line"]
