"""A key item that passes null ("name に null を渡すと例外が送出されること", "passing None raises TypeError").

Claims are walked through the code for the values they name (`utspec.questions.flow`); null was no
value, so validate-npm-package-name's `if (name === null) { errors.push('name cannot be null'); return
done(…) }` never met the key item above, which was cited as evidence although the code raises nothing.
Null is a value when the text passes it as an input; a null guard (`x === null`, `x is None`,
`x == nil`) then decides it, and any other value is not null.

Pure functions of the text and the condition.
"""

from __future__ import annotations

import re

#: The one spelling the walk uses for a passed null (bare, so no string or number test mistakes it for text).
NULL = "null"

_NULLS = r"(?:null|None|nil|undefined|NULL|ヌル)"
_PASSED = re.compile(
    rf"`?\b{_NULLS}\b`?\s*(?:を|が)\s*(?:渡|指定|与え|設定)"
    rf"|\b(?:[Pp]assing|[Gg]iven|with)\s+`?{_NULLS}\b`?|`?\b{_NULLS}\b`?\s+(?:is|was)\s+(?:passed|given)\b",
)
_GUARD = re.compile(
    r"^(?P<s>[A-Za-z_$][\w.$]*)\s*(?P<op>===|!==|==|!=|is\s+not|is)\s*(?P<n>null|undefined|None|nil)$"
    r"|^(?P<n2>null|undefined|None|nil)\s*(?P<op2>===|!==|==|!=)\s*(?P<s2>[A-Za-z_$][\w.$]*)$"
)


def null_passed(text: str) -> tuple[str, ...]:
    """(`NULL`,) when the text passes null as an input, else ().

    >>> null_passed("name に null を渡すと例外が送出されること"), null_passed("Passing None raises TypeError")
    (('null',), ('null',))
    >>> null_passed("returns None when the file is empty")
    ()
    """
    return (NULL,) if _PASSED.search(text) else ()


def null_truth(expr: str, v: str) -> tuple[str, bool] | None:
    """(subject, truth) of a null guard for the value `v` (`NULL` or a literal), or None when `expr` is none.

    A value other than null is left to the walk's normal path: a null guard beside it is most often
    about another name (`proxyUserName != null` for a claimed 407), whose presence the claim assumes.

    >>> null_truth("name === null", "null"), null_truth("name === null", "'.hidden'")
    (('name', True), None)
    >>> null_truth("mode is not None", "null"), null_truth("name === undefined", "null")
    (('mode', False), ('name', False))
    """
    m = _GUARD.match(expr.strip())
    if not m or v != NULL:
        return None
    subject, op, n = (
        (m.group("s"), m.group("op"), m.group("n"))
        if m.group("s")
        else (m.group("s2"), m.group("op2"), m.group("n2"))
    )
    op = re.sub(r"\s+", " ", op)
    # JavaScript's strict `=== undefined` is false for null; `== undefined` is true
    equal = not (n == "undefined" and op in ("===", "!=="))
    return subject, equal if op in ("===", "==", "is") else not equal
