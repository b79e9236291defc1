"""A comparison that is one operand of a returned `&&` or `||` chain, in a `return` or a concise arrow body.

pretty-ms's `const isZero = value => value === 0 || value === 0n;` asked what to observe at each
boundary value of `value === 0n`: the arrow's body is what it returns (`=> expr` with no braces), and
with the other operands of an `||` held false the comparison alone decides it, as the other operands
of an `&&` held true do (returned_conjunction.py, go-version's `return prereleaseCheck(v, c) && …`).
"""

from __future__ import annotations

import re

from utspec.codetext import boolean_operands, split_boolean, strip_parens
from utspec.designer.offline.returned_conjunction import returned_conjunction

_AND, _OR = (" and ", " AND ", "&&"), (" or ", " OR ", "||")
_ARROW = re.compile(r"=>(?!\s*\{)\s*(.+?);?\s*$")


def arrow_body(line: str, language: str) -> str | None:
    """The concise body of the arrow function a JavaScript/TypeScript line ends with; None for another line.

    >>> arrow_body("const isZero = value => value === 0 || value === 0n;", "javascript")
    'value === 0 || value === 0n'
    >>> arrow_body("items.filter(x => x > 0);", "typescript") is None  # handed to a call: returns to the call
    True
    >>> arrow_body("const f = (a) => { return a; };", "typescript") is None
    True
    """
    if language not in ("javascript", "typescript"):
        return None
    m = _ARROW.search(line)
    if m is None:
        return None
    body = m.group(1).strip()
    if body.count(")") > body.count("(") or "=>" in body or re.search(r"[?:]", body):
        return None
    return body


def returned_chain(line: str, cond: str, language: str) -> tuple[str, bool] | None:
    """(the returned chain, the value its other operands are held at) when `cond` is a top-level operand of a
    returned `&&` chain (held true) or `||` chain (held false); None otherwise.

    >>> returned_chain("const isZero = value => value === 0 || value === 0n;", "value === 0n", "javascript")
    ('value === 0 || value === 0n', False)
    >>> returned_chain("    return a and n > 3", "n > 3", "python")
    ('a and n > 3', True)
    >>> returned_chain("return a || b && n > 3;", "n > 3", "java") is None  # mixed: another operand may decide
    True
    """
    if (conj := returned_conjunction(line, cond)) is not None:
        return conj, True
    m = re.match(r"\s*return\s+(.+?);?\s*$", line)
    expr = strip_parens(m.group(1)) if m else arrow_body(line, language)
    if expr is None:
        return None
    if split_boolean(expr, _OR) is None:
        parts, held = boolean_operands(expr, _AND), True
    else:
        parts, held = boolean_operands(expr, _OR), False
        if any(split_boolean(strip_parens(p), _AND) is not None for p in parts):
            return None
    return (expr, held) if len(parts) > 1 and strip_parens(cond) in parts else None


def others_in(chain: str, cond: str, held: bool) -> list[str]:
    """The chain's operands other than `cond`.

    >>> others_in("value === 0 || value === 0n", "value === 0n", False)
    ['value === 0']
    """
    return [p for p in boolean_operands(chain, _AND if held else _OR) if p != strip_parens(cond)]


__all__ = ["arrow_body", "others_in", "returned_chain"]
