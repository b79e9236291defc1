"""What takes the whole value of Python's conditional expression `A if cond else B` (an assignment or a return).

retrying's constructor sets each option through one:

    self._stop_max_delay = 100 if stop_max_delay is None else stop_max_delay
    self._stop_max_attempt_number = (
        5 if stop_max_attempt_number is None else stop_max_attempt_number
    )

and each case said "the expression yields `100`": true, but no test reads an expression, it reads the
attribute (11 cases on retrying-ja-py). `facts.whole_value` looks for the condition right after `=`, as in
the C-family `c ? a : b`; Python puts the true arm first. The expression is the whole value when what stands
before `if` closes every bracket it opens (`f(a if c else b)` and `[x for x in y if c]` do not), after the
`=` or `return` on the same line or, for a parenthesised value, on the line before (`= (`).
"""

from __future__ import annotations

import re

from utspec.analyzers.brackets import brackets_closed
from utspec.designer.offline.facts import squash

# `name = ` / `name: T = ` / `return ` opening the value, then the true arm, then ` if `.
_HEAD = re.compile(
    r"^(?:return\b|(?P<name>[A-Za-z_][\w.]*)\s*(?::[^=]+)?(?<![=!<>+\-*/%&|^])=(?!=))\s*(?P<arm>.*)$"
)
# A line that only opens the value: `name = (` or `return (`.
_OPENS = re.compile(r"^(?:return\b|(?P<name>[A-Za-z_][\w.]*)\s*(?::[^=]+)?(?<![=!<>+\-*/%&|^])=(?!=))\s*\($")


def _arm_before(text: str, cond: str) -> str | None:
    """The true arm standing before ` if cond` in `text`, when it is a whole operand (brackets closed)."""
    at = text.find(f" if {cond}")
    if at < 0:
        return None
    arm = text[:at].strip()
    return arm if arm and brackets_closed(arm) else None


def conditional_target(line: str, previous: str, cond: str) -> tuple[str, str | None] | None:
    """("return", None) or ("assign", name) when `A if cond else B` on `line` is the whole value it gets.

    >>> conditional_target("    self._wait = 1000 if wait is None else wait", "", "wait is None")
    ('assign', 'self._wait')
    >>> conditional_target("        5 if n is None else n", "    self._n = (", "n is None")
    ('assign', 'self._n')
    >>> conditional_target("    return 'a' if flag else 'b'", "", "flag")
    ('return', None)
    >>> conditional_target("    x = f(a if c else b)", "", "c") is None
    True
    >>> conditional_target("    xs = [v for v in vs if c]", "", "c") is None
    True
    >>> conditional_target("    x += 1 if c else 0", "", "c") is None
    True
    """
    text, c = squash(line), squash(cond)
    if (m := _HEAD.match(text)) is not None and _arm_before(m.group("arm"), c) is not None:
        return ("assign", m.group("name")) if m.group("name") else ("return", None)
    if (o := _OPENS.match(squash(previous))) is not None and _arm_before(text, c) is not None:
        return ("assign", o.group("name")) if o.group("name") else ("return", None)
    return None
