"""A case-folded name compared with a literal already in that case: `word.lower() in UNCOUNTABLES` at "equipment".

inflection's `pluralize` tests `word.lower() in UNCOUNTABLES`; the case said "`word.lower()` = `'equipment'`", an
expression no caller passes. Folding a literal that is already lower (upper) case changes nothing, so the argument
itself takes the literal: `word` = `'equipment'`. A literal with letters of the other case is left as it was (no
argument folds to it).
"""

from __future__ import annotations

import re

_FOLDS = (
    (re.compile(r"^([A-Za-z_$][\w$.]*)\.(?:lower|casefold|toLowerCase|toLocaleLowerCase|ToLower|ToLowerInvariant)\(\)$"), str.lower),
    (re.compile(r"^([A-Za-z_$][\w$.]*)\.(?:upper|toUpperCase|toLocaleUpperCase|ToUpper|ToUpperInvariant)\(\)$"), str.upper),
    (re.compile(r"^strings\.ToLower\(\s*([A-Za-z_]\w*)\s*\)$"), str.lower),
    (re.compile(r"^strings\.ToUpper\(\s*([A-Za-z_]\w*)\s*\)$"), str.upper),
)


def unfolded(operand: str, value: str) -> tuple[str, str]:
    """(what the caller passes, its value) for `operand` compared with the string literal `value`.

    >>> unfolded("word.lower()", "'equipment'"), unfolded("s.toUpperCase()", '"GET"'), unfolded("strings.ToLower(x)", '"a"')
    (('word', "'equipment'"), ('s', '"GET"'), ('x', '"a"'))
    >>> unfolded("word.lower()", "'Equipment'"), unfolded("word.lower()", "3"), unfolded("word", "'a'")
    (('word.lower()', "'Equipment'"), ('word.lower()', '3'), ('word', "'a'"))
    """
    if not re.fullmatch(r"""(['"]).*\1""", value):
        return operand, value
    for pattern, fold in _FOLDS:
        if (m := pattern.match(operand.strip())) is not None and fold(value) == value:
            return m.group(1), value
    return operand, value
