"""A branch's side from the case's perspective: "`c` holds" / 「`c` が成り立つ」 for the branch's own condition.

The designer titles a branch's case with the condition it takes (the catalogs' `persp.branch`), and a
reviewer reads the case under that title: the input is chosen to make `c` true, whatever the input's
wording lets the critic evaluate. jeraconv's `if p.match(str_arg): res = True` (a regular expression
the evaluator does not run) under "`p.match(str_arg)` が成り立つ" had no side, so "`res` が `False` になる"
contradicted nothing. Only the whole perspective counts, and only when the input says nothing the
critic can read (`_case_facts.stated_side` first): a title naming another condition, or adding words,
decides nothing.
"""

from __future__ import annotations

import re

from utspec.codetext import no_space

_HOLDS = re.compile(r"`([^`\n]+)`\s*(?:holds|is true|が成り立つ|が真になる)\s*[.。]?", re.IGNORECASE)
_FAILS = re.compile(
    r"`([^`\n]+)`\s*(?:does not hold|is false|が成り立たない|が偽になる)\s*[.。]?", re.IGNORECASE
)


def perspective_side(perspective: str, cond: str) -> bool | None:
    """True when the perspective is "`cond` holds", False for "`cond` does not hold", else None.

    >>> perspective_side("`p.match(str_arg)` が成り立つ", "p.match(str_arg)")
    True
    >>> perspective_side("`x > 5` does not hold", "x > 5"), perspective_side("`x>5` holds", "x > 5")
    (False, True)
    >>> perspective_side("`y` holds", "x") is None, perspective_side("When `x` holds, log it", "x") is None
    (True, True)
    """
    text = perspective.strip()
    for pattern, truth in ((_HOLDS, True), (_FAILS, False)):
        m = pattern.fullmatch(text)
        if m is not None and no_space(m.group(1)) == no_space(cond):
            return truth
    return None


__all__ = ["perspective_side"]
