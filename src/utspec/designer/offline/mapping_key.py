"""`'key' in d` where `d` is a mapping: the input is a dict holding the key, not a text containing it.

jpdatetime 1.5.0 (PyPI, Apache-2.0): `if 'era_full_jp' in components and components['era_full_jp']:` gave the input
"`components` = `'aera_full_jpb'`", a string with the key inside it, though `components` is subscripted with that
key on the same line (and read with `.get('era_year')` above): a tester passes `{'era_full_jp': 'x'}`. Python only
(`in` on a JS object is `key in obj` with the key first, written the same way, so JS is read too when the object is
subscripted with the key). The value under the key is a sample text, never empty, so a following `d['key']` holds (a digit where `int(d['key'])` reads it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_KEY_IN = re.compile(r"""^(['"])([^'"\n]+)\1\s+(not\s+in|in)\s+([A-Za-z_$][\w$.]*)$""")
#: How near the condition a subscript or `.get` of the name must be to read it as a mapping.
REACH = 25


def mapping_key(cond: str, want: bool, lines: Sequence[str], line: int) -> tuple[str, str] | None:
    """(name, dict literal) making `cond` (`'k' in d`, `'k' not in d`) evaluate to `want`, when `d` is a mapping.

    >>> src = ["def f(components):", "    if 'era' in components and components['era']:", "        return 1"]
    >>> mapping_key("'era' in components", True, src, 2), mapping_key("'era' in components", False, src, 2)
    (('components', "{'era': 'x'}"), ('components', '{}'))
    >>> mapping_key("'day' in c", True, ["    if 'day' in c and c['day']:", "        day = int(c['day'])"], 1)
    ('c', "{'day': '1'}")
    >>> mapping_key("'-' in modifier", True, ["    if '-' in modifier or '#' in modifier:"], 1) is None
    True
    """
    m = _KEY_IN.match(cond.strip())
    if m is None:
        return None
    quote, key, op, name = m.groups()
    used = re.compile(rf"(?<![\w.$]){re.escape(name)}\s*(?:\[\s*['\"]|\.(?:get|keys|items|values|pop|setdefault)\()")
    if not any(used.search(t) for t in lines[max(0, line - 1 - REACH) : line + REACH]):
        return None
    holds = want != op.startswith("not")
    # `int(components['month'])` below: the value is a number's text, or the case raises where it says it does not
    number = re.compile(rf"\b(?:int|float)\(\s*{re.escape(name)}\[\s*{quote}{re.escape(key)}{quote}\s*\]")
    near = lines[max(0, line - 1 - REACH) : line + REACH]
    sample = "1" if any(number.search(t) for t in near) else "x"
    return name, "{" + f"{quote}{key}{quote}: {quote}{sample}{quote}" + "}" if holds else "{}"


_SUBSCRIPT = re.compile(r"""^([A-Za-z_][\w.]*)\[\s*(['"])([^'"\n]+)\2\s*\]$""")


def subscript_truth(cond: str, want: bool, lines: Sequence[str], line: int) -> tuple[str, str] | None:
    """(name, dict literal) making a Python subscript `d['k']` truthy (`want`) or falsy: the key held with a sample
    text, or with an empty one. None for anything else.

    jpdatetime's `'month' in components and components['month']` with the key present and its value falsy said
    "values for which `'month' in components` is true and `components['month']` is false (no literal in the code to
    choose a value from)", six times in one file: `{'month': ''}` is both.

    >>> src = ["def f(components):", "    if 'month' in components and components['month']:",
    ...        "        month = int(components['month'])"]
    >>> subscript_truth("components['month']", False, src, 2), subscript_truth("components['month']", True, src, 2)
    (('components', "{'month': ''}"), ('components', "{'month': '1'}"))
    >>> subscript_truth("components[0]", False, src, 2) is None, subscript_truth("components.get('m')", False, src, 2)
    (True, None)
    """
    m = _SUBSCRIPT.match(cond.strip())
    if m is None:
        return None
    name, quote, key = m.groups()
    if not want:
        return name, "{" + f"{quote}{key}{quote}: {quote}{quote}" + "}"
    return mapping_key(f"{quote}{key}{quote} in {name}", True, lines, line)


__all__ = ["mapping_key", "subscript_truth"]
