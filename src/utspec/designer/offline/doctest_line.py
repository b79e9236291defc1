"""A docstring's `>>> call(…)` line is a worked example, never a definition or an assignment (issue 12).

alphabet2kana's `a2k` carries `>>> a2k('k8s', delimiter='・', numeral=True)` in its docstring. Searching up from a
statement for the function's definition stopped at that line, so its parameters were read from an example call and
no key item's values bound them (ten key items fell onto the `numeral` case); the same line read as `delimiter`
being assigned. The lead's decision (session 29): such a line is an example of the call, and a definition is a
`def` line only.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

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


def without_examples(lines: Sequence[str]) -> list[str]:
    """A docstring's lines without its doctest examples: each prompt line and the output lines under it.

    Once the `def` line is the definition, a function's docstring is context for all of its cases (link_context.py).
    An example's literals (`>>> print(conv.hira2kata('あい'))`, `アイ`) are the very values a key item or a design
    example repeats; shared by every case of the function they made a tie of each call the example's values would
    have decided (`hira2kata('あい')` lost its normal path). An example is a call, not words about what the code is
    for; its output runs up to a blank line or the next prompt, as doctest reads it.

    >>> without_examples(["Convert.", "", ">>> f('あい')", "アイ", "", "Note."])
    ['Convert.', '', '', 'Note.']
    """
    out: list[str] = []
    output = False
    for text in lines:
        if doctest_line(text):
            output = True
        elif not text.strip():
            output = False
            out.append(text)
        elif not output:
            out.append(text)
    return out


__all__ = ["doctest_line", "without_examples"]
