"""Built-ins of JavaScript's `String` and `RegExp` that `js_eval` reads, as the language defines them (issue 12).

jstrutils ends every converter with `String.fromCharCode.apply( null, charArray )` and japanese-numeral splits its
numerals with `kanji.match(new RegExp(`(.+)${key}`))`; without them a run of those functions gave up and every
case of theirs said "Not stated by the code". These are pure functions of Python values as `js_eval` holds them
(numbers as floats, `undefined` as its sentinel passed in).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from typing import Any

from utspec.analyzers.py_eval import Unknown


def from_char_code(codes: Sequence[float]) -> str:
    """`String.fromCharCode(…codes)`: each code to a UTF-16 unit (ToUint16: NaN and ±Infinity give 0).

    >>> from_char_code([12403.0, 12435.0]), from_char_code([65.0 + 65536]), from_char_code([math.nan])
    ('びん', 'A', '\\x00')
    """
    out = []
    for c in codes:
        unit = 0 if math.isnan(c) or math.isinf(c) else int(math.trunc(c)) % 0x10000
        if 0xD800 <= unit <= 0xDFFF:
            raise Unknown  # half of a surrogate pair: Python strings hold code points, not UTF-16 units
        out.append(chr(unit))
    return "".join(out)


def match_once(pattern: re.Pattern[str], s: str, undefined: Any) -> list[Any] | None:
    """`s.match(re)` for a regex without the g flag: the match and its groups (an unmatched group is undefined), or
    null. The array's `index` and `input` properties are not kept.

    >>> match_once(re.compile("(.+)万"), "三万五", None), match_once(re.compile("x(y)?"), "x", "U")
    (['三万', '三'], ['x', 'U'])
    >>> match_once(re.compile("z"), "x", None) is None
    True
    """
    m = pattern.search(s)
    if m is None:
        return None
    return [m.group(0), *(undefined if g is None else g for g in m.groups())]


def replaced_by_function(
    pattern: re.Pattern[str], s: str, every: bool, fn: Callable[[list[Any]], str], undefined: Any
) -> str:
    """`s.replace(re, fn)`: each match (every one with the g flag, else the first) replaced by what `fn` returns for
    (match, …groups, offset, s), as JavaScript calls it.

    >>> replaced_by_function(re.compile("[０-９]"), "１２a", True, lambda a: chr(ord(a[0]) - 0xFEE0), None)
    '12a'
    """

    def one(m: re.Match[str]) -> str:
        groups = [undefined if g is None else g for g in m.groups()]
        return fn([m.group(0), *groups, float(m.start()), s])

    return pattern.sub(one, s, count=0 if every else 1)


__all__ = ["from_char_code", "match_once", "replaced_by_function"]
