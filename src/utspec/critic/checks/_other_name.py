"""Another variable said returned by a function that has one way out.

In a function nothing ends early (`_no_exit`: no guarded `return` or `raise`), every run leaves by its final
`return`. When that statement returns a plain name (`return count;`) and the case says the function returns
another plain name (`position`), the case names another variable than the one the function gives back:
StringTokenizer's `countTokens` (a loop, then `return count`) said to return `position`, pg-protocol's
`parseParameterDescriptionMessage` (a loop, then `return message`) said to return `result`. Cases citing only
such a loop were not shaped like the normal path, so only "does not return `count`" was compared before.
Literals are left to the other readings: `true`, `null` or a number may be what the name holds.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: A plain name or attribute path (`count`, `this.offset`), not a call or an operation.
_NAME = re.compile(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*")
#: Names that are literals in some language: what a variable may hold, not another variable.
_LITERAL_NAMES = frozenset({"true", "false", "none", "null", "nil", "undefined"})


def _plain(text: str) -> str | None:
    name = text.strip().strip("`").strip()
    return name if _NAME.fullmatch(name) and name.lower() not in _LITERAL_NAMES else None


def other_name_returned(final: str, said: Sequence[str]) -> bool:
    """Whether every value said returned is a plain name other than the one the final `return` gives.

    >>> other_name_returned("count", ["`position`"]), other_name_returned("message", ["result"])
    (True, True)
    >>> other_name_returned("count", ["count"]), other_name_returned("count", ["`5`"]), other_name_returned("count", [])
    (False, False, False)
    >>> other_name_returned("a + b", ["c"]), other_name_returned("ok", ["true"]), other_name_returned("n", ["n", "m"])
    (False, False, False)
    """
    if _plain(final) is None or not said:
        return False
    names = [_plain(s) for s in said]
    return all(n is not None and n != final.strip() for n in names)
