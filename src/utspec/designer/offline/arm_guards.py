"""Guards inside a switch arm are no guards of the function's normal path: a run takes one arm, not all of them.

cast's `ToBoolE` is one type switch whose `case int` arm holds `if i.(int) != 0 { return true, nil }` and whose
`case json.Number` arm holds `if err == nil { return v != 0, nil }`. Its normal path passed "every guard" at once:
"`i.(int)` returns `0`, `err` = `nil`" → "returns `v != 0, nil`", an input no call gives (an `int` and a
`json.Number` together) and the result of one arm. Each arm has its own case; a guard nested in one is passed by
that arm's run, not by every call of the function.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from utspec.codetext import indent
from utspec.models import ChecklistItem

#: A `case …:` / `default:` label (C-family and Go), or Python's `case …:` of a `match`.
_LABEL = re.compile(r"^(?:case\b.*|default\s*):\s*(?://.*|#.*)?$")
#: Where a function starts: what ends the search upwards.
_FUNCTION = re.compile(r"^(?:func\b|def\b|async\s+def\b|function\b|(?:export\s+)?(?:async\s+)?function\b)")


def in_switch_arm(lines: Sequence[str], line: int) -> bool:
    """Whether line `line` (1-based) sits inside an arm of a switch (below a `case`/`default` label, deeper than it).

    >>> src = ["func ToBoolE(i interface{}) (bool, error) {", "\\tswitch i.(type) {", "\\tcase int:",
    ...        "\\t\\tif i.(int) != 0 {", "\\t\\t\\treturn true, nil", "\\t\\t}", "\\t\\treturn false, nil", "\\t}", "}"]
    >>> in_switch_arm(src, 4), in_switch_arm(src, 2)
    (True, False)
    >>> in_switch_arm(["def f(x):", "    if not x:", "        raise ValueError('x')", "    return x"], 2)
    False
    >>> in_switch_arm(["function f(s) {", "  switch (s) {", "    case 'a': {", "      if (!s) throw new Error('e');"], 4)
    True
    """
    if not 1 <= line <= len(lines):
        return False
    level = indent(lines[line - 1])
    for n in range(line - 1, 0, -1):
        text = lines[n - 1]
        s = text.strip()
        if not s:
            continue
        ind = indent(text)
        if ind >= level:
            continue
        level = ind
        if _LABEL.match(s) or re.match(r"^case\b.*:\s*\{\s*$", s):
            return True
        if _FUNCTION.match(s):
            return False
    return False


def outside_arms(
    guards: Sequence[ChecklistItem], lines_of: Callable[[str], Sequence[str]]
) -> list[ChecklistItem]:
    """The guards not nested in a switch arm (`lines_of(file)` gives a file's lines)."""
    return [g for g in guards if not in_switch_arm(lines_of(g.file), g.line)]
