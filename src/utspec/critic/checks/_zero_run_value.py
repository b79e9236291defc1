"""What a name returned right after a loop holds when the loop runs zero times: its literal from before the loop.

shortuuid's `string_to_int` is `number = 0` / `for char in string:` / `return number`. For "`string` is empty
(zero iterations)" the designer states "the function returns `0` (the value of `number` for this input)", and the
critic, reading the `return` after the loop as the bare name, blocked that right clean draft: "the code returns
`number`, not `0`". At zero iterations the body assigns nothing, so the name holds what one plain assignment of a
literal at the loop's own level gave it before the loop. Anything less certain (an assignment under a condition, a
tuple or compound assignment, a loop header that assigns the name, a parameter) gives no value.

>>> src = ["def f(xs):", "    t = 0", "    for x in xs:", "        t += x", "    return t"]
>>> value_before_loop(src, 3, "t")
'0'
>>> value_before_loop(["function f(xs) {", "  let t = '';", "  if (a) {", "    t = 'a';", "  }",
...                    "  for (const x of xs) {", "    t += x;", "  }", "  return t;", "}"], 6, "t") is None
True
>>> value_before_loop(["func f(xs []int) int {", "\\tn := 0", "\\tfor _, x := range xs {", "\\t\\tn += x", "\\t}",
...                    "\\treturn n", "}"], 3, "n")
'0'
>>> value_before_loop(["def f(t, xs):", "    for x in xs:", "        t += x", "    return t"], 2, "t") is None
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.codetext import indent
from utspec.critic.checks.contradicts_code.values import LITERAL

#: One plain assignment, with the declaration words of the languages read (`let`, `var`, `final int`, Go's `:=`).
_PLAIN = re.compile(
    r"(?:(?:let|var|const|final|int|long|short|byte|char|float|double|boolean|bool|String|string|auto)\s+)*"
    r"(?P<name>[A-Za-z_$][\w$]*)\s*(?::=|=(?!=))\s*(?P<value>.+?)\s*;?"
)


def _assigns(text: str, name: str) -> bool:
    return (
        re.search(rf"(?<![\w.$]){re.escape(name)}\s*(?:[-+*/%|&^:]|\?\?|<<|>>)?=(?![=>])", text) is not None
    )


def value_before_loop(lines: Sequence[str], loop_line: int, name: str) -> str | None:
    """The literal `name` holds when the loop on `loop_line` (1-based) runs zero times, else None."""
    if not 0 < loop_line <= len(lines) or _assigns(lines[loop_line - 1], name):
        return None  # `for (i = 0; …)` assigns even when the body never runs
    level = indent(lines[loop_line - 1])
    for text in reversed(lines[: loop_line - 1]):
        code = re.sub(r"\s+(?://|#).*$", "", text).strip()
        if not code:
            continue
        if indent(text) < level:
            return None  # the loop's block began with no assignment: a parameter or an outer value
        if not _assigns(code, name):
            continue
        m = _PLAIN.fullmatch(code)
        plain = indent(text) == level and m is not None and m.group("name") == name
        return m.group("value") if plain and m and LITERAL.fullmatch(m.group("value")) else None
    return None


__all__ = ["value_before_loop"]
