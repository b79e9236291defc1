"""A final `return` whose value is one plain expression: a name, a dotted name or a call with no choice inside.

`contradicts_code.main_path.final_hits` compares "does not return `V`" off the normal-path shape, in a function
nothing ends early (`_no_exit`), only for a bare name: a conditional expression or a concise arrow may give either
arm. go-wordwrap's `WrapString` (one loop, then `return buf.String()`, no other exit; session 30) had its boundary
case flipped to "その後、関数から `buf.String()` は返されない" and nothing compared it, though every run of such a
function returns that call. A call or dotted name holding no conditional or logical operator is as sure as a name.

>>> plain_value("buf.String()"), plain_value("str_arg"), plain_value("strings.Join(parts, sep)")
(True, True, True)
>>> plain_value("a ? b : c"), plain_value("x if ok else y"), plain_value("a || b"), plain_value("f(a && b)")
(False, False, False, False)
>>> plain_value("(a, b)"), plain_value("x + 1")
(False, False)
"""

from __future__ import annotations

import re

#: A name or dotted name, optionally called once at the end with arguments of no conditional or logical operator.
_PLAIN = re.compile(r"[A-Za-z_$][\w.$]*(?:\((?:[^()?|&]|\([^()?|&]*\))*\))?")
_CHOICE = re.compile(r"\s(?:if|else|or|and)\s|\?\?|\?|\|\||&&")


def plain_value(value: str) -> bool:
    """Whether a returned expression gives one value on every run: a name, a dotted name or a plain call."""
    value = value.strip()
    return bool(_PLAIN.fullmatch(value)) and not _CHOICE.search(value)


__all__ = ["plain_value"]
