"""Locals a function defines by an expression, read back to that expression (issue 13: bounds through a local).

Commons Lang's abbreviate: `final int abbrevMarkerLength = abbrevMarker.length();` then `final int minAbbrevWidth =
abbrevMarkerLength + 1;` and `if (maxWidth <= minAbbrevWidth)`; its Javadoc bounds `maxWidth` by "`abbrevMarker.length
+ 1`". Compared as written, the two never meet; read through the locals both are `abbrevmarker.length+1`. Keys are
lower case without spaces, `this.`/`self.` or the empty call parentheses of a getter (`length()` is `length`). Pure
functions of the text.
"""

from __future__ import annotations

import re

#: `final int x = …;`, `const x = …;`, `let x = …`, `x := …` (Go), one per line.
_DEF = re.compile(
    r"^\s*(?:(?:final|const|let|var|int|long|short|double|float|auto|val)\s+)+(?P<name>[A-Za-z_$][\w$]*)\s*(?::\s*\w+\s*)?=\s*(?P<expr>[^;=]+?)\s*;?\s*$"
    r"|^\s*(?P<go>[A-Za-z_]\w*)\s*:=\s*(?P<goexpr>[^;=]+?)\s*$",
    re.M,
)
_TOKEN = re.compile(r"[A-Za-z_$][\w$]*")
#: A name of its own, not a member after a dot (`marker.length`'s `length` is no local).
_NAME = re.compile(r"(?<![\w$.])[A-Za-z_$][\w$]*")


def bound_key(expr: str) -> str:
    """An expression as a key: lower case, no spaces, no `this.`/`self.`, getters without `()`.

    >>> bound_key("abbrevMarker.length + 1"), bound_key("this.abbrevMarker.length() + 1"), bound_key("maxTries")
    ('abbrevmarker.length+1', 'abbrevmarker.length+1', 'maxtries')
    """
    e = re.sub(r"\b(?:this|self)\.", "", expr)
    e = re.sub(r"\(\s*\)", "", e)
    return re.sub(r"\s+", "", e).lower()


def aliases(text: str) -> dict[str, str]:
    """Each local defined once by an expression holding a name (not a plain literal), as keys.

    >>> aliases("final int n = marker.length();\\nfinal int min = n + 1;\\nint k = 3;")
    {'n': 'marker.length', 'min': 'n+1'}
    """
    seen: dict[str, list[str]] = {}
    for m in _DEF.finditer(text):
        name, expr = (
            (m.group("name"), m.group("expr")) if m.group("name") else (m.group("go"), m.group("goexpr"))
        )
        if _TOKEN.search(expr) is None or "(" in expr.replace("()", ""):
            continue  # a literal, or a call with arguments: nothing a statement would write as the bound
        seen.setdefault(name.lower(), []).append(bound_key(expr))
    return {k: v[0] for k, v in seen.items() if len(v) == 1}


def resolved(key: str, held: dict[str, str]) -> str:
    """A key with every local it names replaced by its expression (three levels at most).

    >>> resolved("min", {"n": "marker.length", "min": "n+1"}), resolved("max", {})
    ('marker.length+1', 'max')
    """
    out = key
    for _ in range(3):
        new = _NAME.sub(lambda m: held.get(m.group(0), m.group(0)), out)
        if new == out:
            break
        out = new
    return out
