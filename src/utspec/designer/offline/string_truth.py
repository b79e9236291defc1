"""A string used as a condition is judged for a call's string literal: `not kanjis` is false for `kanji2number("万")`.

Found on kanjize (session 17 noted it, session 18 measured it): `if not kanjis: raise ValueError("Kanji is empty")`
was not judged for a bound string, so every `kanji2number("…")` key item that raises `ValueError` for another reason
("万" with no leading number, "abc") landed by its words on the empty-string guard. In Python and JavaScript a string
is true when it is not empty; a bound literal is judged so (`not s`, `!s` are the negations `call_judge` already
reads). A name that is not a bound string literal stays unknown.
"""

from __future__ import annotations

import re

_LITERAL = re.compile(r"""^(?:"([^"\\]*)"|'([^'\\]*)'|`([^`\\]*)`)$""")
_NAME = re.compile(r"^[A-Za-z_$][\w$]*$")
#: Python's and JavaScript's literals of no value and of the booleans (Java and Go test no bare name).
_FALSE = frozenset({"None", "False", "false", "null", "undefined"})
_TRUE = frozenset({"True", "true"})


def string_truth(condition: str, bound: dict[str, str]) -> bool | None:
    """Whether a bare name bound to a string literal is true (not empty); None for anything else.

    >>> string_truth("kanjis", {"kanjis": '"万"'}), string_truth("s", {"s": "''"}), string_truth("s", {"s": "3"})
    (True, False, None)
    >>> string_truth("numeral", {"numeral": "False"}), string_truth("d", {"d": "None"}), string_truth("d", {"d": "True"})
    (False, False, True)
    >>> string_truth("s.strip()", {"s": '"a"'}) is None, string_truth("t", {"s": '"a"'}) is None
    (True, True)
    """
    name = condition.strip()
    if not _NAME.match(name) or name not in bound:
        return None
    if bound[name] in _FALSE or bound[name] in _TRUE:
        # a parameter left at `None` or `False` (keyword_defaults.py: `if numeral:` for `a2k("ABC")`) is false
        return bound[name] in _TRUE
    m = _LITERAL.match(bound[name])
    if m is None:
        return None
    return bool(next(g for g in m.groups() if g is not None))
