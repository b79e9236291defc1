"""A flag a statement sets is about the cases that test that flag at that value.

`prettyMilliseconds(1337, {compact: true}) returns '1s'` sets `compact`; the code tests it alone in
`if (options.compact) { ... }`. Until now a set flag only kept a statement off the cases testing the flag
at the other value (`linking._contradicts`), and the rest was left to shared words: the function's own
name ("pretty", "milliseconds") met `options.separateMilliseconds` and the `' milliseconds'` literal, so
the item tied between two unrelated option cases. An option set in a call, in `name=value` or under its
own heading is the most specific thing the statement says about the code: when some code cases test
exactly that flag (alone, as or negated) at the value set, the statement is about one of them, and the
words choose among those only. When no case tests it alone (it is one operand of a compound), nothing
changes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: A case's condition that is one flag, as is or negated: `lowercase`, `not word_boundary`, `!options.long`.
FLAG_CONDITION = re.compile(r"^(not\s+|!)?\s*(?:[A-Za-z_]\w*(?:\?)?\.)*([A-Za-z_]\w*)$")


def flag_tested(path: Sequence[tuple[str, bool]], flags: dict[str, bool]) -> bool:
    """Whether a case's own condition (the first of `path`: each condition on the way and whether it holds
    there) is one of the flags, at the value the statement sets.

    >>> flag_tested([("options.compact", True)], {"compact": True})
    True
    >>> flag_tested([("!options.compact", True)], {"compact": True})
    False
    >>> flag_tested([("not word_boundary", True)], {"word_boundary": False})
    True
    >>> flag_tested([("options.verbose", True)], {"compact": True})
    False
    >>> flag_tested([("options.a || options.compact", True)], {"compact": True})
    False
    >>> flag_tested([("options.locale === false", True)], {"locale": False})
    True
    """
    if not path or not flags:
        return False
    condition, holds = path[0]
    if (
        compared := _compared_flag(condition)
    ) is not None:  # `options.locale === false`: the flag at that value
        name, value = compared
        return name.lower() in flags and flags[name.lower()] == (value if holds else not value)
    m = FLAG_CONDITION.match(condition.strip())
    if m is None or m.group(2).lower() not in flags:
        return False
    return flags[m.group(2).lower()] == (holds != bool(m.group(1)))


#: A flag compared with a boolean literal: `options.locale === false`, `x == True`, `flag != false`.
_COMPARED_FLAG = re.compile(
    r"^\(?\s*(?:[A-Za-z_]\w*(?:\?)?\.)*([A-Za-z_]\w*)\s*(===|==|!==|!=|is\s+not|is)\s*(true|false|True|False)\s*\)?$"
)


def _compared_flag(condition: str) -> tuple[str, bool] | None:
    """(flag, the value for which the condition holds) of a flag compared with a boolean literal.

    >>> _compared_flag("options.locale === false"), _compared_flag("x != True"), _compared_flag("x > 1")
    (('locale', False), ('x', False), None)
    """
    m = _COMPARED_FLAG.match(condition.strip())
    if m is None:
        return None
    value = m.group(3).lower() == "true"
    return m.group(1), value if m.group(2) in ("===", "==", "is") else not value
