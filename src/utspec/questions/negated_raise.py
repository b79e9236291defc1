"""A key item that says nothing is raised: "例外を送出せずに undefined を返す", "does not throw".

`key_items.expectation` reads 例外 / 送出 / raise / throw as a raise claim; said with a negation it is
the opposite claim (no raise), and what the item expects instead is read from the rest of the text (a
returned value, or nothing). Pure functions of the text.
"""

from __future__ import annotations

import re

_NEGATED = re.compile(
    r"例外(?:を|は|が|も)?(?:送出|スロー|発生)(?:せず|しない|されない|されず|させない|しません|されません)"
    # 投げる is an ichidan verb, not a する one: 投げない, 投げず, 投げません, 投げられない (email-validator's
    # "例外は投げない" was read as a raise, and a design-code-mismatch question asked "raise or return false?").
    r"|例外(?:を|は|が|も)?投げ(?:ない|ず|ません|られない|られず|ることはない)"
    r"|例外(?:なし|無し)で"
    r"|\b(?:does\s+not|doesn't|do\s+not|don't|never|without|will\s+not|won't)\s+(?:rais|throw)\w*"
    r"|\bno\s+(?:exception|error)\s+is\s+(?:raised|thrown)",
    re.I,
)


def negated_raise(text: str) -> bool:
    """Whether the text says that nothing is raised.

    >>> negated_raise("backOff は例外を送出せずに undefined を返すこと"), negated_raise("it does not throw")
    (True, True)
    >>> negated_raise("例外は投げない"), negated_raise("例外を投げずに false を返す")
    (True, True)
    >>> negated_raise("BadGzipFile が送出されること"), negated_raise("TypeError を投げる")
    (False, False)
    """
    return bool(_NEGATED.search(text))


def without_negated_raise(text: str) -> str:
    """The text with its "nothing is raised" phrase taken out, to read what it expects instead.

    >>> without_negated_raise("backOff は例外を送出せずに undefined を返すこと")
    'backOff はに undefined を返すこと'
    """
    return _NEGATED.sub("", text)
