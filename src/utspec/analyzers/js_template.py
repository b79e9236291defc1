"""A JavaScript template literal as an expression `path_value` reads (`\\`${Math.round(ms / s)}s\\`` -> `js_str(…) + 's'`).

ms-ts's `return \\`${Math.round(ms / s)}s\\`;` gave "The function returns `'${Math.round(ms / s)}s'`": the
template, not the string a test compares. Each `${…}` becomes `js_str(…)` (JavaScript's String() of
a number, string or boolean; `null` and `undefined` are not read), a ternary inside one becomes
Python's conditional expression, and the literal chunks become Python strings; a trailing `as Type`
cast is dropped. Anything else (a nested template, a tagged template) is left as it was, and the
evaluator then gives up as before.
"""

from __future__ import annotations

import math
import re

from utspec.analyzers.brackets import walk

_CAST = re.compile(r"\s+as\s+[A-Za-z_$][\w$.<>\[\]]*\s*$")


def js_str(value: object) -> str:
    """JavaScript's `String(value)` for the values a case's input gives (no null, undefined or objects).

    >>> js_str(1.0), js_str(2.5), js_str(True), js_str("a")
    ('1', '2.5', 'true', 'a')
    """
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return value
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float) and math.isfinite(value):
        return str(int(value)) if value.is_integer() and abs(value) < 1e21 else repr(value)
    raise TypeError("no JavaScript string for this value")


def js_round(value: object) -> float:
    """JavaScript's `Math.round`: halves go up (`Math.round(-2.5)` is -2), unlike Python's `round`."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError("Math.round of a non-number")
    return float(math.floor(value + 0.5))


def _ternary(expr: str) -> str:
    """`a ? b : c` (one, not nested) as `(b if a else c)`; other text unchanged."""
    depth = walk(expr).depth
    q_at = next(
        (
            i
            for i, ch in enumerate(expr)
            if ch == "?" and depth[i] == 0 and expr[i + 1 : i + 2] not in ("?", ".")
        ),
        -1,
    )
    if q_at < 0:
        return expr
    rest = expr[q_at + 1 :]
    if "?" in rest or rest.count(":") != 1:
        return expr
    then, other = rest.split(":")
    return f"({then.strip()} if {expr[:q_at].strip()} else {other.strip()})"


def to_python(expr: str) -> str:
    """`expr` with a whole template literal rewritten as a concatenation; unchanged when it is none.

    >>> to_python("`${Math.round(ms / s)}s`")
    "js_str(Math.round(ms / s)) + 's'"
    >>> to_python("`${Math.round(ms / n)} ${name}${isPlural ? 's' : ''}` as StringValue")
    "js_str(Math.round(ms / n)) + ' ' + js_str(name) + js_str(('s' if isPlural else ''))"
    >>> to_python("a + b")
    'a + b'
    """
    e = _CAST.sub("", expr.strip())
    if len(e) < 2 or e[0] != "`" or e[-1] != "`" or "`" in e[1:-1] or "\\" in e:
        return expr
    parts: list[str] = []
    body, i = e[1:-1], 0
    while i < len(body):
        start = body.find("${", i)
        if start < 0:
            parts.append(repr(body[i:]))
            break
        if start > i:
            parts.append(repr(body[i:start]))
        depth, j = 1, start + 2
        while j < len(body) and depth:
            depth += {"{": 1, "}": -1}.get(body[j], 0)
            j += 1
        if depth:
            return expr
        parts.append(f"js_str({_ternary(body[start + 2 : j - 1].strip())})")
        i = j
    return " + ".join(parts) if parts else "''"


__all__ = ["js_round", "js_str", "to_python"]
