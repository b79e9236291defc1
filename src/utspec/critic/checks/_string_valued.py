"""Whether a JavaScript/TypeScript expression's value is always a string, read from the function's own text.

pretty-ms' `prettyMilliseconds` ends in `return /[1-9]/v.test(output) ? sign + output : output;`, where
`const output = result.length === 0 ? '0' + (…) : result.join(separator);` and `const sign = … ? '-' : '';`.
Its case "The function then returns `false`" (a boolean moved from another case) passed: `_literal_returns`
knows literals and boolean expressions, not that every return is a string. A string literal, a template
literal, `String(…)`, a string method's call (`.join(…)`, `.toFixed(…)`, `.replace(…)`, …), `+` with a string
operand, a conditional whose arms are both strings, and a `const` the function declares once from one of these
are strings; anything else is not known.

>>> body = ["  const sign = ms < 0 ? '-' : '';", "  const output = r.length === 0", "    ? '0' + (v ? ' ms' : 'ms')",
...         "    : r.join(sep);"]
>>> string_valued("/[1-9]/v.test(output) ? sign + output : output", body)
True
>>> string_valued("f(a + '')", []), string_valued("n.toFixed(2) + 1", [])
(False, True)
>>> string_valued("a + b", body), string_valued("count", ["  let count = 0;"]), string_valued("`${n}s`", [])
(False, False, True)
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.codetext import match_paren, strip_parens
from utspec.critic.checks._conditional import top_level

_STRING_LITERAL = re.compile(r"""'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`[^`]*`""")
_STRING_CALL = re.compile(
    r"^(?:String\(|[\w$.\[\]()]+\.(?:join|toFixed|toPrecision|toString|replace|replaceAll|trim|trimStart|trimEnd|"
    r"padStart|padEnd|toUpperCase|toLowerCase|toLocaleString|repeat|charAt|normalize)\()"
)


def _declared(name: str, body: Sequence[str]) -> str | None:
    """The right-hand side of the one `const name = …;` of the body (over up to six lines, to its `;`), when nothing
    else sets `name`."""
    head = re.compile(rf"\s*const\s+{re.escape(name)}\s*(?::[^=]+)?=(?![=>])\s*(.*)$")
    found = [(k, m) for k, line in enumerate(body) if (m := head.match(line))]
    sets = [line for line in body if re.search(rf"(?<![\w$.]){re.escape(name)}\s*(?:[-+*/]?=)(?![=>])", line)]
    if len(found) != 1 or len(sets) != 1:
        return None
    k, m = found[0]
    parts = [m.group(1).strip()]
    while not parts[-1].endswith(";") and k + 1 < len(body) and len(parts) < 6:
        k += 1
        parts.append(body[k].strip())
    return " ".join(p for p in parts if p).rstrip(";").strip() or None


def string_valued(expr: str, body: Sequence[str], depth: int = 0) -> bool:
    """Whether `expr` always gives a string (see the module docstring); `body`: the function's lines."""
    e = strip_parens(expr.strip().rstrip(";").strip())
    if depth > 4 or not e:
        return False
    if _STRING_LITERAL.fullmatch(e):
        return True
    q = top_level(e, "?")
    if q > 0 and (c := top_level(e, ":", q + 1)) > 0:
        return string_valued(e[q + 1 : c], body, depth + 1) and string_valued(e[c + 1 :], body, depth + 1)
    plus, at = [], top_level(e, "+")
    while at > 0:  # each top-level `+` (from one at depth 0 the scan may go on at depth 0)
        if e[at + 1 : at + 2] != "+" and e[at - 1 : at] != "+":
            plus.append(at)
        at = top_level(e, "+", at + 1)
    if plus:
        parts = [e[a + 1 : b] for a, b in zip([-1, *plus], [*plus, len(e)], strict=True)]
        return any(string_valued(p, body, depth + 1) for p in parts)
    if (call := _STRING_CALL.match(e)) and match_paren(e, call.end() - 1) == len(e):
        return True
    if re.fullmatch(r"[A-Za-z_$][\w$]*", e) and (rhs := _declared(e, body)) is not None:
        return string_valued(rhs, body, depth + 1)
    return False
