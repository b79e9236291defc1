"""A string guard with no literal to choose from takes a value from its own test (string_constraints).

roman's `fromRoman` tests `if not romanNumeralPattern.search(s): raise InvalidRomanNumeralError(…)` after
`s = s.upper()`; `regex_input` names only an argument that reaches the test unchanged, so the case said "Values for
which `not romanNumeralPattern.search(s)` is true (the code names no literal …)". The guard read as a string test
(the pattern, over several lines and with its flags, and the normalisation on the way) picks the first candidate
that gives the side the case needs: `s` = `"a"`, which the pattern refuses upper-cased.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence

from utspec.designer.offline.string_constraints import satisfying, string_test


def string_guard_input(
    cond: str,
    want: bool,
    lines: Sequence[str],
    line: int,
    is_str: Callable[[str], bool],
    say: Callable[[str, str, int | None], str],
) -> list[str]:
    """`name` = `"value"` giving `cond` the side `want`; [] when `cond` is no string test or no candidate gives it.

    >>> src = ['P = re.compile(r"^[IVX]+$")', "def f(s: str):", "    s = s.upper()", "    if not P.search(s):"]
    >>> say = lambda name, value, n: f"`{name}` = `{value}`"
    >>> string_guard_input("not P.search(s)", True, src, 4, lambda n: True, say)
    ['`s` = `"A"`']
    >>> string_guard_input("not P.search(s)", False, src, 4, lambda n: True, say)
    ['`s` = `"I"`']
    >>> string_guard_input("/[\\t\\n]/.test(c)", True, [], 1, lambda n: True, say)
    ['`c` = `"\\\\t"`']
    """
    test = string_test(cond, lines, line, is_str)
    if test is None:
        return []
    value = satisfying([(test, want)], test.samples)
    if value is None:
        return []
    # JSON-escaped like string_constraints.joint: a tab shows as `"\t"`, not as a blank (cssesc's TC-021).
    return [say(test.name, json.dumps(value, ensure_ascii=False), test.length and len(value))]


__all__ = ["string_guard_input"]
