"""Every `return` expression written in a function's body, for a function with no final `return`.

`_function_returns` reads a function's returns from its last statement; commons-lang's `repeat` ends in a
`switch` whose arms each return, so nothing was known and a result moved from another function
("The function returns `substring(str, 0, maxWidth)`" on a `repeat` case) passed. The text of the body
gives each one-line `return EXPR` (nested callbacks' too, which only widens the set). The set is not
complete (a path may fall off the end, a return may span lines), so a caller must treat it as a set a
stated call or name can be checked against, never a set a literal can be refuted by.

>>> sorted(body_returns(["static String repeat(String s, int n) {", "  if (s == null) {", "    return null;", "  }",
...               "  switch (n) {", "    case 1 :", "      return s;", "    default :", "      return b.toString();",
...               "  }", "}"], "repeat", 2, "java"))
['b.toString()', 'null', 's']
>>> body_returns(["def f(x):", "    return"], "f", 2, "python")
set()
>>> sorted(body_returns(["func f(i int) (n int, err error) {", "\tswitch {", "\tcase i > 0:", "\t\treturn i, nil",
...                      "\tdefault:", '\t\terr = errors.New("neg")', "\t\treturn", "\t}", "}"], "f", 2, "go"))
['0, errors.New("neg")', 'i, nil']
>>> sorted(body_returns(["def f(x):", "    if x:", "        return a", "    else:", "        return (b", "            and c)"], "f", 2, "python"))
[]
>>> body_returns(["function isDate(val) {", "  if (val instanceof Date) return true;", "  return typeof val.a === 'f'",
...               "    && typeof val.b === 'f';", "}"], "isDate", 2, "javascript")
set()
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.go_named_results import returned_statement
from utspec.designer.offline.facts import strip_comment
from utspec.designer.offline.signature import numbered_body

_RETURN = re.compile(r"\s*return\s+(.+?)\s*;?\s*$")
#: A line a statement goes on from (an operator or opening bracket at its end), or one that goes on another's.
_OPEN_END = re.compile(r"(?:&&|\|\||[-+*/%?:,.(\[{=<>!&|^])\s*$")
_GOES_ON = re.compile(r"^\s*(?:&&|\|\||[-+*/%?:.)\]])")


def body_returns(lines: Sequence[str], symbol: str | None, line: int, language: str) -> set[str]:
    """The expressions of the one-line `return EXPR` statements in the body of the function around `line`; empty
    when one of them runs over several lines (its first line is not what it returns: kind-of's `isDate`)."""
    out = set()
    numbered = numbered_body(lines, symbol, line, language)
    body = [text for _n, text in numbered]
    for k, (n, text) in enumerate(numbered):
        if language == "go" and (named := returned_statement(text.strip(), lines, n)) != text.strip():
            out.add(named.removeprefix("return "))  # a bare `return` under named results returns them
            continue
        if m := _RETURN.match(strip_comment(text)):
            nxt = next((t for t in body[k + 1 :] if t.strip()), "")
            expr = m.group(1)
            open_brackets = sum(expr.count(c) for c in "([{") != sum(expr.count(c) for c in ")]}")
            if open_brackets or _OPEN_END.search(expr) or _GOES_ON.match(nxt):
                return set()
            out.add(m.group(1))
    return out
