"""Guards inside the arms of a switch that ends its function are no guards of its normal path: a run takes one arm.

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
#: The head of a switch: `switch x {`, `switch (x) {`, `switch s := i.(type) {`, Python's `match x:`.
_HEAD = re.compile(r"^(?:switch\b|select\s*\{|match\s+.+:\s*$)")
#: Where a function starts: what ends the search upwards.
_FUNCTION = re.compile(r"^(?:func\b|def\b|async\s+def\b|function\b|(?:export\s+)?(?:async\s+)?function\b)")


def _is_label(s: str) -> bool:
    return bool(_LABEL.match(s) or re.match(r"^case\b.*:\s*\{\s*$", s))


def _arm_label(lines: Sequence[str], line: int) -> int | None:
    """The line (1-based) of the `case`/`default` label whose arm holds line `line`, or None."""
    level = indent(lines[line - 1])
    for n in range(line - 1, 0, -1):
        text = lines[n - 1]
        s = text.strip()
        if not s or indent(text) >= level:
            continue
        level = indent(text)
        if _is_label(s):
            return n
        if _FUNCTION.match(s):
            return None
    return None


def _ends_function(lines: Sequence[str], label: int) -> bool:
    """Whether the switch holding the label on line `label` is its function's last statement.

    cron's `getRange` has `else { …; switch len(lowAndHigh) { … } }` and goes on after the `else`: the brace after the
    switch closes the `else`, not the function, so it must stand at the function's own level.
    """
    head = next((n for n in range(label, 0, -1) if _HEAD.match(lines[n - 1].strip())
                 and indent(lines[n - 1]) <= indent(lines[label - 1])), None)  # fmt: skip
    func = next((n for n in range(label, 0, -1) if _FUNCTION.match(lines[n - 1].strip())), None)
    if head is None or func is None:
        return False  # no function head this reader knows (a method in a class body): not said
    ind, func_ind = indent(lines[head - 1]), indent(lines[func - 1])
    after = [t for t in lines[head:] if t.strip() and not t.strip().startswith(("//", "#"))]
    below = [
        t for t in after if indent(t) <= ind and not _is_label(t.strip())
    ]  # Go's labels sit at `switch`'s level
    if below and below[0].strip().startswith("}") and indent(below[0]) == ind:
        below = below[1:]  # the switch's own closing brace: what follows it decides
        return not below or below[0].strip().startswith("}") and indent(below[0]) <= func_ind
    return (
        not below or indent(below[0]) <= func_ind
    )  # Python's `match`: the next statement is outside the function


def in_switch_arm(lines: Sequence[str], line: int) -> bool:
    """Whether line `line` (1-based) sits inside an arm of a switch that ends its function: past the switch nothing
    runs, so a run is one arm's run. A switch followed by more code (go-units' `ParseUlimit`: `case 2:` falls through
    to `case 1:`, then the limits are checked) is passed on the way, its arms' guards with it.

    >>> src = ["func ToBoolE(i interface{}) (bool, error) {", "\tswitch i.(type) {", "\tcase int:",
    ...        "\t\tif i.(int) != 0 {", "\t\t\treturn true, nil", "\t\t}", "\t\treturn false, nil", "\t}", "}"]
    >>> in_switch_arm(src, 4), in_switch_arm(src, 2)
    (True, False)
    >>> in_switch_arm(src[:8] + ["\\treturn true, nil", "}"], 4)  # code after the switch: a run passes through it
    False
    >>> nested = ["func getRange(expr string) (uint64, error) {", "\\tif star {", "\\t\\tstart = 0", "\\t} else {",
    ...           "\\t\\tswitch len(parts) {", "\\t\\tcase 2:", "\\t\\t\\tif err != nil {", "\\t\\t\\t\\treturn 0, err",
    ...           "\\t\\t\\t}", "\\t\\t}", "\\t}", "\\treturn bits, nil", "}"]
    >>> in_switch_arm(nested, 7)  # the brace after the switch closes the `else`: the function goes on (cron)
    False
    >>> in_switch_arm(["def f(x):", "    if not x:", "        raise ValueError('x')", "    return x"], 2)
    False
    >>> in_switch_arm(["function f(s) {", "  switch (s) {", "    case 'a': {", "      if (!s) throw new Error('e');",
    ...                "      return 1;", "    }", "  }", "}"], 4)
    True
    """
    if not 1 <= line <= len(lines) or (label := _arm_label(lines, line)) is None:
        return False
    return _ends_function(lines, label)


def outside_arms(
    guards: Sequence[ChecklistItem], lines_of: Callable[[str], Sequence[str]]
) -> list[ChecklistItem]:
    """The guards not nested in a switch arm (`lines_of(file)` gives a file's lines)."""
    return [g for g in guards if not in_switch_arm(lines_of(g.file), g.line)]
