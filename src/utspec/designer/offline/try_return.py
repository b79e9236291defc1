"""The main path's `return` when a function ends in `try: return …` / `except: raise …` (the normal path).

iso8601's `parse_date` ends with

    try:
        return datetime.datetime(year=int(groups.get("year", 0)), …)
    except Exception as e:
        raise ParseError(e)

The function's last statement is the handler, so no final `return` was found and the normal-path case
asked "what does the normal path do?", though a run that raises nothing returns the `try` block's value.
The same holds in JS/TS/Java/C#: `try { … return x; } catch (e) { throw … }` as the body's last statement.

Taken only when the `try` is the body's last statement (only its handlers follow it at the body's
level), the `try` block's own last statement is a `return`, and no `finally` follows (a `finally` may
return or raise in its turn). Anything else gives None.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_TRY = re.compile(r"try\s*(?::|\{)\s*$")
_PY_HANDLER = re.compile(r"(?:except\b|else\s*:)")
_BRACE_HANDLER = re.compile(r"\}\s*(?:catch\b.*\{\s*$|$)")


def _indent(text: str) -> int:
    return len(text) - len(text.lstrip(" \t"))


def try_return(body: Sequence[str]) -> str | None:
    """The `return` ending the `try` block that ends `body` (a function body's code lines), or None.

    >>> try_return(["m = f(s)", "try:", "    return g(m)", "except Exception as e:", "    raise E(e)"])
    'return g(m)'
    >>> try_return(["try {", "  const v = f();", "  return v * 2;", "} catch (e) {", "  throw new E(e);", "}"])
    'return v * 2;'
    >>> try_return(["try:", "    return g(m)", "except E:", "    pass", "log(m)"]) is None  # code after the try
    True
    >>> try_return(["try:", "    return g(m)", "finally:", "    close()"]) is None  # a finally may override
    True
    >>> try_return(["try:", "    v = g(m)", "except E:", "    raise"]) is None  # the try block returns nothing
    True
    """
    rows = [x.rstrip() for x in body if x.strip()]
    if not rows:
        return None
    ind = min(_indent(x) for x in rows)
    tries = [k for k, x in enumerate(rows) if _indent(x) == ind and _TRY.match(x.strip())]
    if not tries:
        return None
    k = tries[-1]
    after = [x.strip() for x in rows[k + 1 :] if _indent(x) == ind]
    python = rows[k].strip().endswith(":")
    handler = _PY_HANDLER if python else _BRACE_HANDLER
    if not after or any(not handler.match(x) for x in after):
        return None  # the function goes on after the try (or the try is not closed at the body's level)
    end = next(j for j in range(k + 1, len(rows)) if _indent(rows[j]) == ind)
    block = rows[k + 1 : end]
    if not block:
        return None
    inner = min(_indent(x) for x in block)
    starts = [
        j for j, x in enumerate(block) if _indent(x) == inner and not x.strip().startswith((")", "]", "}"))
    ]
    if not starts:
        return None
    stmt = " ".join(" ".join(x.split()) for x in block[starts[-1] :])
    return stmt if re.match(r"return\b", stmt) else None


__all__ = ["try_return"]
