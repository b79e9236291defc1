"""A literal looked for inside the subject (`'t' in mode`, `mode.includes('t')`): a substring test.

"GzipFile にモード 'rt' を渡すとテキストモードで開かれること" against gzip's
`if mode and ('t' in mode or 'U' in mode): raise ValueError(…)`: the claimed value 'rt' is the mode,
and the code asks whether 't' occurs in it. Read as membership of the value in a collection
named `mode`, the test decided nothing and the key item was left uncontradicted.

Only a quoted literal looked for in a plain name (not a list literal, not a known collection: those
are membership tests the walk reads already), for a claimed string value. Pure functions of the
condition text and the value.
"""

from __future__ import annotations

import re

_PY_IN = re.compile(r"^(?P<q>['\"])(?P<lit>[^'\"\n]*)(?P=q)\s+(?P<neg>not\s+)?in\s+(?P<s>[A-Za-z_][\w.]*)$")
_JS_HAS = re.compile(
    r"^(?P<s>[A-Za-z_$][\w.$]*)\s*\.\s*(?:includes|contains)\(\s*(?P<q>['\"])(?P<lit>[^'\"\n]*)(?P=q)\s*\)$"
)


def substring_truth(expr: str, v: str, collections: frozenset[str] = frozenset()) -> tuple[str, bool] | None:
    """(subject, truth) of a substring test for the claimed string `v`; None when `expr` is none.

    `collections`: names (last part, lower case) known to hold a list or set; a test on one of them
    is membership, not a substring.

    >>> substring_truth("'t' in mode", "'rt'")
    ('mode', True)
    >>> substring_truth("'U' not in mode", "'rb'")
    ('mode', True)
    >>> substring_truth("mode.includes('b')", "'rt'")
    ('mode', False)
    >>> substring_truth("'t' in MODES", "'rt'", frozenset({'modes'})) is None
    True
    >>> substring_truth("'t' in mode", "404") is None
    True
    """
    v = v.strip()
    if not (len(v) >= 2 and v[0] in "'\"`" and v[-1] == v[0]):
        return None
    e = expr.strip()
    m = _PY_IN.match(e) or _JS_HAS.match(e)
    if not m or m.group("s").split(".")[-1].lower() in collections:
        return None
    found = m.group("lit") in v[1:-1]
    negated = bool(m.groupdict().get("neg"))
    return m.group("s"), (not found) if negated else found
