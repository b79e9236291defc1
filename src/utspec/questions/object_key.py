"""The key a design's object literal gives a number: `{ minLength: 8, pointsPerRepeat: 0.5 }`.

Readmes list option defaults as the object they are (validator's "Default options: `{ minLength: 8, …,
pointsPerUnique: 1, pointsPerRepeat: 0.5, … }`"). Each number there is the value of the key written right before its
colon; read by the words near it, 1 is as near `pointsPerRepeat` as `pointsPerUnique`, and `pointsPerRepeat: 0.5` in
the code was asked about against the design's "1". Pure function of the text.
"""

from __future__ import annotations

import re

_KEY_BEFORE = re.compile(r"(?<![\w$.])['\"]?(?P<name>[A-Za-z_$][\w$]*)['\"]?\s*:\s*$")


def object_key(text: str, start: int) -> str | None:
    """The key of the object literal a number at `start` is the value of, or None outside `{ … }`.

    >>> t = "`{ pointsPerUnique: 1, pointsPerRepeat: 0.5 }`"
    >>> object_key(t, t.index("0.5")), object_key(t, t.index("1,"))
    ('pointsPerRepeat', 'pointsPerUnique')
    >>> object_key("Default: 5 retries", 9) is None
    True
    """
    before = text[:start]
    brace = before.rfind("{")
    if brace < 0 or "}" in before[brace:]:
        return None  # a colon outside an object ("Default: 5") names no key
    m = _KEY_BEFORE.search(before[brace:])
    return m.group("name") if m else None
