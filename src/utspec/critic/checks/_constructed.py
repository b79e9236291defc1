"""A returned expression that builds a new object: no literal (string, number, boolean, null) is ever its value.

media-typer's `parse` ends with `return new MediaType(type, subtype, suffix)`; its normal-path case said to return
`'image/svg+xml'` (format's result moved onto it) passed, since `cannot_return` gave up on any expression that is not
a literal or boolean-valued. A `new T(…)` whose brackets close at the end of the expression is an object of T, in
the brace languages that write `new`; a call on it (`new Date().getTime()`) may give anything and is not one.
"""

from __future__ import annotations

import re

from utspec.codetext import match_paren

_NEW = re.compile(r"new\s+[A-Za-z_$][\w$.]*\s*(?:<[^()]*>)?\s*\(")


def constructed(expr: str) -> bool:
    """Whether `expr` is a whole `new T(…)` expression.

    >>> constructed("new MediaType(type, subtype, suffix)"), constructed("new ArrayList<String>(n)")
    (True, True)
    >>> constructed("new Date().getTime()"), constructed("newValue(x)"), constructed("renew(x)")
    (False, False, False)
    """
    e = expr.strip().strip("`").strip()
    m = _NEW.match(e)
    return m is not None and match_paren(e, m.end() - 1) == len(e)
