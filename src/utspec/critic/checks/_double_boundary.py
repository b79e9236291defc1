"""A boundary's side where the case's input gives the compared local through a test double of the call that sets it.

bech32's `bech32_decode` sets `pos = bech.rfind("1")` and then tests `pos < 1 or pos > 83 or …`. The designer gives
the boundary cases their values as test doubles ("`bech.rfind("1")` returns `0` (test double)"), since `pos` is a
local, not an argument. `case_value` reads the operand's value from the input's numbers, and this input holds two
(the `"1"` argument and the `0` returned), so the side stayed unknown and a swapped result ("does not return `(None,
None)` at line 72" at 0) passed. The double's answer put in place of its call in the lines before the boundary
(`_guard_side`, which already does this for branches) gives `pos` = 0: the comparison holds.

Only a plain comparison is evaluated this way: a boundary written as a negation is left to the numeric reading, and
nothing is decided unless the input states a test double at all.

>>> from utspec.models import ChecklistItem, Kind
>>> src = "def dec(bech):\\n    bech = bech.lower()\\n    pos = bech.rfind('1')\\n    if pos < 1 or pos > 83:\\n        return None"
>>> item = ChecklistItem(id="b.py:4:boundary", kind=Kind.BOUNDARY, file="b.py", line=4, end_line=4,
...                      language="python", symbol="dec", text="pos < 1", operator="<", value=1)
>>> double_holds(item, "`bech.rfind('1')` returns `0` (test double).", {"b.py": src})
True
>>> double_holds(item, "`bech.rfind('1')` returns `1` (test double).", {"b.py": src})
False
>>> double_holds(item, "`bech` = `'a1b'`.", {"b.py": src}) is None  # no test double: the numeric reading decides
True
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from utspec.critic.checks._guard_side import guard_side
from utspec.doubles import doubles
from utspec.models import ChecklistItem, Kind

_NEGATION = re.compile(r"^\s*(?:not\s|!)")


def double_holds(item: ChecklistItem, case_input: str, sources: Mapping[str, str] | None) -> bool | None:
    """Whether a boundary's comparison holds at the values the case's test doubles give (None: not known)."""
    if item.kind is not Kind.BOUNDARY or not sources or not doubles(case_input) or _NEGATION.match(item.text):
        return None
    source = sources.get(item.file)
    if not source:
        return None
    return guard_side(item.text, item.line, item.symbol, case_input, source.split("\n"), item.language)


__all__ = ["double_holds"]
