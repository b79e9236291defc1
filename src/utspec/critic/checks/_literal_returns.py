"""A literal said returned that none of the function's `return`s can give.

`_foreign_return_hits` leaves literals alone, since a `return name` may evaluate to any of them. Some
functions' returns cannot: each is a literal itself, or an expression whose value is a boolean or a falsy
value (a comparison, `instanceof`, `in`, `not`/`!`, and `and`/`or`/`&&`/`||` chains of such, `a && b` giving a
falsy `a`). Then a non-empty string or non-zero number said returned that is none of those literals is another
case's result (kind-of's `isError` returns `val instanceof Error || (…)`; a case of it said "The function then
returns `'undefined'`", kindOf's result moved onto it).

>>> cannot_return("'undefined'", {"val instanceof Error || (typeof val.message === 'string' && val.constructor && "
...                                "typeof val.constructor.stackTraceLimit === 'number')"})
True
>>> cannot_return('"none"', {'isinstance(val, Exception) or (hasattr(val, "message") and val.code == 1)'})
True
>>> cannot_return("'x'", {"ok && val.constructor"})  # a chain ending in a value gives that value
False
>>> cannot_return("true", {"val instanceof Error || (typeof val.message === 'string')"})
False
>>> cannot_return("'map'", {"'map'", "'set'"}), cannot_return("'array'", {"'map'", "'set'"})
(False, True)
>>> cannot_return("0", {"n", "1"})  # a name may evaluate to 0
False
>>> cannot_return("'x'", {"a || b"})  # `||` of names gives one of them, whatever they hold
False
>>> cannot_return("'image/svg+xml'", {"new MediaType(type, subtype, suffix)"}), cannot_return("'x'", {"new D().s()"})
(True, False)
"""

from __future__ import annotations

import re

from utspec.codetext import boolean_operands, match_paren, strip_parens, top_level_operators
from utspec.critic.checks._constructed import constructed

_LITERAL = re.compile(r"""-?\d+(?:\.\d+)?|"[^"]*"|'[^']*'|None|null|nil|undefined|True|False|true|false""")
_BOOL_LITERAL = re.compile(r"True|False|true|false")
#: Calls whose value is a boolean: Python's predicates, JS's `Array.isArray`/`Number.isInteger`, string tests.
_BOOL_CALL = re.compile(
    r"^(?:isinstance|issubclass|hasattr|callable|bool|Array\.isArray|Number\.is\w+|isNaN|isFinite"
    r"|[\w.$]+\.(?:startswith|endswith|isdigit|isalpha|isalnum|isspace|includes|startsWith|endsWith))\("
)
_COMPARISON = ("===", "!==", "==", "!=", "<=", ">=", "<", ">", " instanceof ", " not in ", " in ", " is ")


def _quoted(v: str) -> str:
    """A string literal's text whatever its quotes (`'map'` and `"map"` are one value)."""
    v = v.strip().strip("`")
    return v[1:-1] if len(v) >= 2 and v[0] == v[-1] and v[0] in "'\"" else v


def boolean_or_falsy(expr: str) -> bool:
    """Whether `expr`'s value is always a boolean or a falsy value: a comparison or negation; an `&&`/`and` chain
    ending in one (it gives a falsy operand or its last); an `||`/`or` chain of such (it gives a truthy operand
    or its last, and each operand is one of these)."""
    e = strip_parens(expr)
    if _BOOL_LITERAL.fullmatch(e):
        return True
    if any(True for _ in top_level_operators(e, (" and ", "&&"), quotes=True)) and not any(
        True for _ in top_level_operators(e, (" or ", "||"), quotes=True)
    ):
        return boolean_or_falsy(boolean_operands(e, (" and ", "&&"))[-1])
    if any(True for _ in top_level_operators(e, (" or ", "||"), quotes=True)):
        parts = boolean_operands(e, (" or ", "||"))
        return len(parts) > 1 and all(boolean_or_falsy(p) for p in parts)
    if re.match(r"^(?:!(?!=)|not\s)", e):
        return True
    if (call := _BOOL_CALL.match(e)) and match_paren(e, call.end() - 1) == len(e):
        return True
    return any(True for _ in top_level_operators(e, _COMPARISON, quotes=True))


def _truthy_value(literal: str) -> bool:
    """A literal that is neither a boolean nor falsy: a non-empty string, a non-zero number."""
    if _BOOL_LITERAL.fullmatch(literal) or literal in ("None", "null", "nil", "undefined"):
        return False
    if re.fullmatch(r"-?\d+(?:\.\d+)?", literal):
        return float(literal) != 0
    return _quoted(literal) != ""


def cannot_return(said: str, returns: set[str]) -> bool:
    """Whether the literal `said` is none of `returns`, each a literal or a boolean-or-falsy expression (False when
    `said` is not a literal, or some return may give any value)."""
    said = said.strip().strip("`")
    if not _LITERAL.fullmatch(said) or not returns:
        return False
    for v in returns:
        v = v.strip().strip("`")
        if _LITERAL.fullmatch(v):
            if _quoted(v) == _quoted(said):
                return False
        elif constructed(v):
            continue  # a new object (`new MediaType(…)`) is no literal (`_constructed`)
        elif not (boolean_or_falsy(v) and _truthy_value(said)):
            return False
    return True
