"""A type test of the subject (`typeof name !== 'string'`) decided by the claimed value's own type.

"'.hidden' のようにピリオドで始まる名前はエラーになること" against validate-npm-package-name's
`if (typeof name !== 'string') { errors.push(…); return done(…) }`: the claim's value '.hidden' is a
string, so the guard is false; compared as text ('.hidden' !== 'string') it was true, and the walk
stopped at the guard's return and reported the key item contradicted where the code agrees.

Only JavaScript's `typeof x` against a type name, for a value whose type the claim writes plainly
(a quoted string, a number, true / false); anything else is left to the walk's other atoms.
Pure functions of the condition text and the value.
"""

from __future__ import annotations

import re

_TYPEOF = re.compile(
    r"^typeof\s+(?P<s>[\w.$\[\]'\"]+)\s*(?P<op>===|!==|==|!=)\s*(?P<q>['\"])(?P<t>\w+)(?P=q)$"
    r"|^(?P<q2>['\"])(?P<t2>\w+)(?P=q2)\s*(?P<op2>===|!==|==|!=)\s*typeof\s+(?P<s2>[\w.$\[\]'\"]+)$"
)


def value_type(v: str) -> str | None:
    """The JavaScript type of a claimed value as a test writes it.

    >>> value_type("'.hidden'"), value_type("404"), value_type("true"), value_type("null")
    ('string', 'number', 'boolean', None)
    """
    v = v.strip()
    if len(v) >= 2 and v[0] in "'\"`" and v[-1] == v[0]:
        return "string"
    if re.fullmatch(r"-?\d+(?:\.\d+)?", v):
        return "number"
    if v in ("true", "false"):
        return "boolean"
    return None


def typeof_truth(expr: str, v: str) -> tuple[str, bool] | None:
    """(subject, truth) of a `typeof` test for the value `v`, or None when `expr` is no such test.

    >>> typeof_truth("typeof name !== 'string'", "'.hidden'")
    ('name', False)
    >>> typeof_truth("typeof size === 'number'", "'abc'")
    ('size', False)
    >>> typeof_truth("name === 'string'", "'x'") is None
    True
    """
    m = _TYPEOF.match(expr.strip())
    if not m:
        return None
    kind = value_type(v)
    if kind is None:
        return None
    subject, op, name = (
        (m.group("s"), m.group("op"), m.group("t"))
        if m.group("s")
        else (m.group("s2"), m.group("op2"), m.group("t2"))
    )
    same = kind == name
    return subject, same if op in ("===", "==") else not same
