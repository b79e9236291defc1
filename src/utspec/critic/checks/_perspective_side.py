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
#: The designer's line suffix (`line_suffix`) telling two branches of one condition apart: gojsonpointer's
#: "`isLastToken && i.mode == "SET"` holds (line 131)" (the same condition stands on line 136).
_LINE = re.compile(r"\s*(?:\(line (\d+)\)|（(\d+) 行目）)\s*$")


def perspective_side(perspective: str, cond: str, line: int | None = None) -> bool | None:
    """True when the perspective is "`cond` holds", False for "`cond` does not hold", else None.

    A line suffix counts only when it names the branch's own `line`:

    >>> perspective_side('`a && b` holds (line 131)', "a && b", 131), perspective_side("`a` holds (line 9)", "a", 8)
    (True, None)
    >>> perspective_side("`a` が成り立たない（12 行目）", "a", 12)
    False

    >>> perspective_side("`p.match(str_arg)` が成り立つ", "p.match(str_arg)")
    True
    >>> perspective_side("`x > 5` does not hold", "x > 5"), perspective_side("`x>5` holds", "x > 5")
    (False, True)
    >>> perspective_side("`y` holds", "x") is None, perspective_side("When `x` holds, log it", "x") is None
    (True, True)
    """
    text = perspective.strip()
    if (suffix := _LINE.search(text)) is not None:
        if line is None or int(suffix.group(1) or suffix.group(2)) != line:
            return None
        text = text[: suffix.start()]
    for pattern, truth in ((_HOLDS, True), (_FAILS, False)):
        m = pattern.fullmatch(text)
        if m is not None and no_space(m.group(1)) == no_space(cond):
            return truth
    return None


__all__ = ["perspective_side"]
