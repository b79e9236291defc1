"""A number a key item gives as the value of the very name the deciding condition compares.

The raised-type check (`utspec.questions.raised_type`) trusts only quoted strings as the value walked: a number
may be a count or a piece of a message ("'missing part #2'" once walked jwtDecode with 2 as the token). A number
written right after the compared name is neither: "CountBreaker with a threshold of 1.5 throws a TypeError" gives
1.5 as `threshold`, the subject of `threshold <= 0 || threshold >= 1`, which throws a RangeError.
"""

from __future__ import annotations

import re

_OP = r"(?:<=|>=|==|!=|===|!==|<|>)"
_NUM = r"-?\d+(?:\.\d+)?"
#: `threshold >= 1`, `1 <= size`: the name compared with a number (its last segment: `this.threshold`).
_SUBJECT = re.compile(rf"(?P<a>[A-Za-z_$][\w$.]*)\s*{_OP}\s*{_NUM}|{_NUM}\s*{_OP}\s*(?P<b>[A-Za-z_$][\w$.]*)")
#: What may stand between the name and its value: "threshold of 1.5", "threshold = 2", "size が 0", "size 0".
_BETWEEN = r"(?:\s*(?:of|=|:|is|equal\s+to|が|を|に|は|=)\s*|\s+)"


def names_compared_value(text: str, value: str, condition: str) -> bool:
    """Whether `text` writes `value` as the value of a name `condition` compares with a number.

    >>> names_compared_value("CountBreaker with a threshold of 1.5 throws a TypeError", "1.5", "threshold <= 0 || threshold >= 1")
    True
    >>> names_compared_value("size が 0 のとき", "0", "this.size < 1")
    True
    >>> names_compared_value("'missing part #2' の InvalidTokenError", "2", 'typeof token !== "string"')
    False
    >>> names_compared_value("retries 3 times when the status is 2", "2", "retries > 2")
    False
    """
    subjects = {(m.group("a") or m.group("b")).rsplit(".", 1)[-1] for m in _SUBJECT.finditer(condition)}
    return any(
        len(s) >= 3
        and re.search(rf"(?<![\w$]){re.escape(s)}{_BETWEEN}{re.escape(value)}(?![\w.])", text, re.I)
        for s in subjects
    )
