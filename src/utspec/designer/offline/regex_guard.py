"""A guard on a local that holds a pattern match of an argument: the argument's value decides it.

compare-versions' `const match = version.match(semver); if (!match) throw …` gave the throwing case the input
"`match` = `null`" (a local the tester cannot set) and the normal path "`version` = `"abc"`", which the pattern
refuses, so the "normal" call throws. The guard's side is read through the negation or null test around the
local (`!m`, `m == null`, `m is None`, `m == nil`, `m`), and the argument takes a string the pattern
refuses or accepts (`regex_inputs.regex_input`, which checks it with Python's `re`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.regex_inputs import regex_input
from utspec.messages import Catalog

_NAME = r"([A-Za-z_$][\w$]*)"
# (pattern, whether the guard holding means the local is truthy, i.e. the pattern matched)
_SIDES = (
    (re.compile(rf"^(?:!|not\s+)\s*{_NAME}$"), False),
    (re.compile(rf"^{_NAME}\s*(?:===?|is)\s*(?:null|undefined|None|nil)$"), False),
    (re.compile(rf"^{_NAME}\s*(?:!==?|is\s+not)\s*(?:null|undefined|None|nil)$"), True),
    (re.compile(rf"^{_NAME}$"), True),
)


def matched_local(cond: str) -> tuple[str, bool] | None:
    """(local, whether `cond` holding means it is set) for `!m`, `m == null`, `m is not None`, `m`; else None.

    >>> matched_local("!match"), matched_local("m is not None"), matched_local("a < b")
    (('match', False), ('m', True), None)
    """
    text = cond.strip()
    while text.startswith("(") and text.endswith(")"):
        text = text[1:-1].strip()
    for rx, held_set in _SIDES:
        if m := rx.match(text):
            return m.group(1), held_set
    return None


def regex_guard_input(
    cond: str, want: bool, lines: Sequence[str], line: int, symbol: str | None, language: str, msg: Catalog
) -> list[str]:
    """`arg` = `value` giving `cond` the side `want` when `cond` tests a local holding `pattern` matched on `arg`.

    >>> src = ["const semver = /^v?(\\\\d+)\\\\.(\\\\d+)$/;", "export const parse = (version: string) => {",
    ...        "  const match = version.match(semver);", "  if (!match) {", "    throw new Error('bad');", "  }",
    ...        "  return match;", "};"]
    >>> regex_guard_input("!match", True, src, 4, "parse", "typescript", Catalog("en"))
    ['`version` = `""`']
    >>> regex_guard_input("!match", False, src, 4, "parse", "typescript", Catalog("en"))
    ['`version` = `"1.1"`']
    """
    found = matched_local(cond)
    if found is None:
        return []
    local, held_set = found
    return regex_input(local, want == held_set, lines, line, symbol, language, msg)


__all__ = ["matched_local", "regex_guard_input"]
