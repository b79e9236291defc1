""" "Returns: `true` if the check digit is valid, otherwise `false`." is about the case where it is valid.

The clause after "otherwise" says what every other way through gives; it is no case of its own, and
its words ("`false`", read as the outcome "returns false") met each guard returning false as well as
the statement's own claim met the normal path: a tie, no link. The statement is matched on what it
says before the clause; the other side is the subject of the guards' own statements and key items.

Only a clause set off by a comma, a semicolon or a dash ("…, otherwise `false`", "… - otherwise
`false`"), with something after it, is read; "string value otherwise." (bytes.js) is left as it is.
Japanese: 「…、それ以外の場合は `false`」「…、そうでなければ…」.
"""

from __future__ import annotations

import re

_OTHERWISE = re.compile(
    r"(?:[,;，、]|\s[-–—])\s*(?:otherwise|else|それ以外(?:の場合)?は?|そうでなければ|そうでない場合は?)\s*[,，、]?\s*\S.*$",
    re.IGNORECASE | re.DOTALL,
)


def without_otherwise(text: str) -> str:
    """The statement without its "…, otherwise X" clause.

    >>> without_otherwise("Returns: `true` if the check digit is valid, otherwise `false`.")
    'Returns: `true` if the check digit is valid'
    >>> without_otherwise("Numeric value in bytes, or string value otherwise.")
    'Numeric value in bytes, or string value otherwise.'
    >>> without_otherwise("有効なら `true`、それ以外の場合は `false` を返す。")
    '有効なら `true`'
    """
    m = _OTHERWISE.search(text)
    return text[: m.start()].rstrip() if m and m.start() > 0 else text
