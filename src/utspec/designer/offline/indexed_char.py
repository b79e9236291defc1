"""A character a case gives at an index of a string it also gives is written into that string.

semver's `hasLeadingZeroes` is `return len(s) > 1 && s[0] == '0'`: the boundary case at 2 said "`s` = `"aa"` (length
2); `s[0]` = `'0'`", two values for one argument that no call can pass together, and expected `true`, which `"aa"`
does not give (the clean-draft critic blocked it). The string takes the character: `s` = `"0a"`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_TEXT = re.compile(r"""^`(?P<name>[\w.$]+)` = `(?P<q>["'])(?P<text>(?:[^"'\\`])*)(?P=q)`""")
_CHAR = re.compile(r"""^`(?P<name>[\w.$]+)\[(?P<k>\d+)\]` = `(?P<q>["'])(?P<c>[^"'\\`])(?P=q)`[.。]?$""")


def indexed_char(phrases: Sequence[str]) -> list[str]:
    """`phrases` with each "`s[k]` = `'c'`" written into the "`s` = `"…"`" phrase when `s` is long enough.

    >>> indexed_char(['`s` = `"aa"` (length 2)', "`s[0]` = `'0'`"])
    ['`s` = `"0a"` (length 2)']
    >>> indexed_char(['`s` = `"a"` (length 1)', "`s[3]` = `'0'`"])  # too short: both stay
    ['`s` = `"a"` (length 1)', "`s[3]` = `'0'`"]
    >>> indexed_char(["`t[0]` = `'0'`"])
    ["`t[0]` = `'0'`"]
    """
    out = list(phrases)
    for char in [p for p in out if _CHAR.match(p.strip())]:
        c = _CHAR.match(char.strip())
        assert c is not None
        at = next(
            (
                i
                for i, p in enumerate(out)
                if (t := _TEXT.match(p.strip())) and t.group("name") == c.group("name")
            ),
            None,
        )
        if at is None:
            continue
        t = _TEXT.match(out[at].strip())
        assert t is not None
        k, text = int(c.group("k")), t.group("text")
        if k >= len(text):
            continue
        written = text[:k] + c.group("c") + text[k + 1 :]
        start, end = t.span("text")
        stripped = out[at].strip()
        out[at] = stripped[:start] + written + stripped[end:]
        out.remove(char)
    return out


__all__ = ["indexed_char"]
