"""A branch's side from its condition evaluated at the values the case's input gives.

`_literal_side` reads an equality or a literal membership; a condition such as
`sku == null || sku.isEmpty()`, `!prefecture`, `not isinstance(text, str)` or
`REMOTE_PREFECTURES.includes(prefecture)` was left undecided, so an assignment or raise it guards
was compared with nothing ("`IllegalArgumentException` is not raised" at `sku` = `""` passed).
This module evaluates the whole condition with `analyzers.path_value.evaluate` (one evaluator for
the designer's worked values and the critic's sides) over the file's literal constants and the
`name` = `value` inputs of the case.

It decides only when it can be sure: every name the condition reads is known (a constant, an input),
and no line of the function before the branch assigns an input name it reads (a parameter
normalised first, `text = text.replace(...)`, or a loop variable, is not the value the input gives).
A non-boolean result counts by the language's truthiness only where that is the language's own
rule (Python, JavaScript/TypeScript); Java and C# conditions must give a boolean.

>>> src = ["const REMOTE = ['沖縄県', '北海道'];", "function fee(p: string, w: number) {", "  let f = 800;",
...        "  if (REMOTE.includes(p)) {", "    f += 1200;", "  }", "  if (!p) {", "    throw new Error('x');", "  }",
...        "  return f;", "}"]
>>> guard_side("REMOTE.includes(p)", 4, "fee", '`p` = `"沖縄県"`', src, "typescript")
True
>>> guard_side("!p", 7, "fee", "`p` に `\\"東京都\\"` を指定", src, "typescript"), guard_side("f > 900", 4, "fee", "`f` = `1`", src, "typescript")
(False, None)
>>> java = ["int reserve(String sku, int q) {", "  if (sku == null || sku.isEmpty()) {", "    throw new X();", "  }", "}"]
>>> guard_side("sku == null || sku.isEmpty()", 2, "reserve", '`sku` = `""`', java, "java")
True
>>> py = ["def slug(text, n):", "    text = text.strip()", "    if not isinstance(text, str):", "        pass",
...       "    if not isinstance(n, int):", "        pass"]
>>> guard_side("not isinstance(text, str)", 3, "slug", "`text` = `1`", py, "python"), guard_side(
...     "not isinstance(n, int)", 5, "slug", "`n` = `1`", py, "python")
(None, False)
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.path_value import NOT_KNOWN, constants, input_values, value_of
from utspec.designer.offline.signature import numbered_body

_IDENT = re.compile(r"(?<![\w$.])[A-Za-z_$][\w$]*")
#: Languages whose `if` takes any value by truthiness; the others need a boolean.
_TRUTHY = frozenset({"python", "javascript", "typescript"})


def _assigns(text: str, name: str) -> bool:
    """Whether a line sets `name`: an assignment, an increment, or a loop header binding it."""
    n = re.escape(name)
    return bool(
        re.search(rf"(?<![\w.$]){n}\s*(?:[-+*/%|&^]|\?\?|<<|>>|//|\*\*)?=(?![=>])", text)
        or re.search(rf"(?<![\w.$]){n}\s*(?:\+\+|--)|(?:\+\+|--)\s*{n}\b", text)
        or re.search(rf"\bfor\b[^:;]*?(?<![\w.$]){n}\b[^;]*?(?:\bin\b|\bof\b|:)", text)
        or re.search(rf"\bas\s+{n}\b|\bwith\b.*\bas\s+\(?[^)]*\b{n}\b", text)
    )


def guard_side(cond: str, line: int, symbol: str | None, case_input: str, source: Sequence[str],
               language: str) -> bool | None:  # fmt: skip
    """Whether `cond` (the branch at `line` of `symbol`) holds at the case's input (None: not sure)."""
    given = input_values(case_input, language)
    read = set(_IDENT.findall(cond))
    if not given or not read & given.keys():
        return None
    body = numbered_body(source, symbol, line, language)
    if not any(n == line for n, _ in body):
        return None  # the branch is not in the function found: nothing known about what runs first
    if any(n < line and _assigns(text, name) for n, text in body for name in read & given.keys()):
        return None
    env = {**constants(source, language), **given}
    value = value_of(cond, env, language)
    if isinstance(value, bool):
        return value
    if language in _TRUTHY and value is not NOT_KNOWN and (value is None or isinstance(value, (int, float, str))):
        return bool(value)
    return None
