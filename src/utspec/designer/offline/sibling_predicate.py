"""A predicate helper defined in another file of the run is read like one the file defines (own_predicate).

zenhan's `if not self._is_valid_mode(mode): raise …` calls a helper of its base class, in another file: the
case said "`self._is_valid_mode(mode)` returns `False` (test double)", though the class under test is not
replaced in its own test. When the file does not define the helper and exactly one other source file of the
run does, with a body that is one test, the case takes the argument value that test needs.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.facts import definitions
from utspec.designer.offline.own_predicate import own_predicate, unchanged

_CALL = re.compile(r"^(?:(?:self|this)\.)?([A-Za-z_$][\w$]*)\((.*)\)$", re.S)


def sibling_predicate(
    cond: str, lines: Sequence[str], others: Sequence[Sequence[str]], language: str, line: int
) -> tuple[str, int, str, Sequence[str]] | None:
    """(test, its line, helper, the helper's file lines) for a call of a predicate another file defines; else None.

    >>> base = ["class Base:", "    def _ok(self, n):", "        return 0 <= n <= 7"]
    >>> mine = ["class Mine(Base):", "    def run(self, n):", "        if not self._ok(n):", "            raise ValueError"]
    >>> sibling_predicate("self._ok(n)", mine, [base], "python", 3)[:3]
    ('0 <= n <= 7', 3, '_ok')
    >>> sibling_predicate("self._ok(n)", [*mine[:2], "        n = n + 1", *mine[2:]], [base], "python", 4) is None
    True
    """
    m = _CALL.match(cond.strip())
    if m is None or definitions(lines, m.group(1), language):
        return None  # the file's own helper: own_predicate reads it
    found = [(other, hit) for other in others if (hit := own_predicate(cond, other, language)) is not None]
    if len(found) != 1:
        return None
    args = [a.strip() for a in m.group(2).split(",") if a.strip()]
    if not all(unchanged(a, lines, line) for a in args):
        return (
            None  # the caller changes the argument first: the value built for the test is not what it passes
        )
    other, (test, at, helper) = found[0]
    return test, at, helper, other


__all__ = ["sibling_predicate"]
