"""A regex character class of letters and digits is what a statement about symbols or 英数字 is about.

`!/^[A-Z0-9]+$/.test(code)` rejects a code with anything but capitals and digits; the design says
"英数字以外を含むコード" and a key item "記号を含むクーポンコード" (a code with a symbol). Neither shares a
word with the regex. A class made only of ASCII letter and digit ranges (`[A-Z0-9]`, `[^-a-zA-Z0-9]`,
`[a-z0-9_]`) names the alphanumeric character set; the words for that set and for what falls outside
it (alphanumeric, symbol, punctuation; 英数字, 記号 through the glossary) name it too
(`rules/glossary/en-synonyms.yaml`, concept `charset`). Both give the anchor `@charset`.
"""

from __future__ import annotations

import re

from utspec.anchoring.extract import Anchor

#: A bracket class whose members are only letter/digit ranges, `_` and `-` (optionally negated).
_ALNUM_CLASS = re.compile(r"\[\^?(?:-?(?:A-Z|a-z|0-9|_))+-?\]")
CHARSET = Anchor("word", "@charset")


def charset_anchors(text: str) -> frozenset[Anchor]:
    """`@charset` when the text holds an alphanumeric regex class.

    >>> charset_anchors("!/^[A-Z0-9]+$/.test(trimmed)") == {CHARSET}, charset_anchors("[^-a-zA-Z0-9]+") == {CHARSET}
    (True, True)
    >>> charset_anchors("items[0]"), charset_anchors("[a-f]")
    (frozenset(), frozenset())
    """
    return frozenset({CHARSET}) if _ALNUM_CLASS.search(text) else frozenset()
