"""The side of a boundary whose `if` joins it with other operands the case's input gives (`age < 18 or banned`).

A boundary is one comparison of its line's condition. `_settled_side` takes the whole `if`'s side when the
boundary's value alone decides it; otherwise the comparison's own side was taken, as if the other operands were
off. At `age` = `18`; `banned` = `True` the guard of `if age < 18 or banned: raise ValueError(...)` runs, yet
"`ValueError` is not raised" passed and the right "`ValueError` is raised" was blocked ("at 18, `age < 18` is
false"). Here the whole condition is evaluated at the input's values (`_guard_side`: every name it reads must be
known and unchanged before the line), and its truth is the side.

>>> from utspec.models import ChecklistItem, Kind
>>> src = "def admit(age, banned):\\n    if age < 18 or banned:\\n        raise ValueError('no')\\n    return age"
>>> b = ChecklistItem(id="h.py:2:boundary", kind=Kind.BOUNDARY, file="h.py", line=2, end_line=2, language="python",
...     text="age < 18", operator="<", value=18, symbol="admit")
>>> host_side(b, "`age` = `18`; `banned` = `True`.", {"h.py": src}), host_side(b, "`age` = `18`; `banned` = `False`.",
...     {"h.py": src})
(True, False)
>>> host_side(b, "`age` = `18`.", {"h.py": src}) is None  # `banned` unknown: the comparison's own side stands
True
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from utspec.critic.checks._guard_side import guard_side
from utspec.critic.checks._settled_side import line_condition
from utspec.models import ChecklistItem


def host_side(item: ChecklistItem, case_input: str, sources: Mapping[str, str] | None) -> bool | None:
    """Whether the block of the `if` on the boundary's line runs at the case's input (None: not known, or no host)."""
    lines = (sources or {}).get(item.file, "").split("\n")
    cond = line_condition(lines[item.line - 1]) if 1 <= item.line <= len(lines) else None
    if cond is None or re.sub(r"[\s()]", "", cond) == re.sub(r"[\s()]", "", item.text):
        return None  # the comparison alone (its `not` is `_negated_line`'s)
    return guard_side(cond, item.line, item.symbol, case_input, lines, item.language)


__all__ = ["host_side"]
