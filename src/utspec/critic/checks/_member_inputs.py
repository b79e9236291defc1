"""Inputs that set a member (`val.constructor` = `true`), as plain names the evaluator can read.

The designer gives a member its value when the condition reads one (kind-of's
`if (val.constructor && typeof val.constructor.isBuffer === 'function')`: "`val.constructor` = `true`;
`val.constructor.isBuffer` = `"abc"`"), but `path_value.input_values` reads plain names only, so the branch's
side stayed unknown and "the function returns `val.constructor.isBuffer(val)`" on the false side passed. Each
member path the input sets is renamed to a plain name in the condition and the lines before it (longest path
first, never where it is called: `val.constructor.isBuffer(val)` is the call's result, not the member), and
the value is given under that name.

>>> members('`val.constructor` = `true`; `val.constructor.isBuffer` = `"abc"`.', "javascript")
{'val.constructor': True, 'val.constructor.isBuffer': 'abc'}
>>> names = aliases({'val.constructor': True, 'val.constructor.isBuffer': 'abc'})
>>> rename("val.constructor && typeof val.constructor.isBuffer === 'function'", names)
"__member1 && typeof __member0 === 'function'"
>>> rename("val.constructor.isBuffer(val)", names)  # a call is left alone
'val.constructor.isBuffer(val)'
"""

from __future__ import annotations

import re

from utspec.analyzers.path_value import NOT_KNOWN, literal

_MEMBER = re.compile(r"`([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+)`\s*=\s*`([^`]+)`")


def members(text: str, language: str) -> dict[str, object]:
    """The member paths (`a.b`, `a.b.c`) the input sets to a literal, with the values."""
    out: dict[str, object] = {}
    for m in _MEMBER.finditer(text):
        if (value := literal(m.group(2), language)) is not NOT_KNOWN:
            out[m.group(1)] = value
    return out


def rename(text: str, names: dict[str, str]) -> str:
    """`text` with each member path of `names` (longest first) replaced by its plain name, except where called."""
    for path in sorted(names, key=len, reverse=True):
        text = re.sub(rf"(?<![\w$.]){re.escape(path)}(?![\w$.]|\s*\()", names[path], text)
    return text


def aliases(given: dict[str, object]) -> dict[str, str]:
    """A plain name for each member path (`__member0`, …; longest path first)."""
    return {path: f"__member{n}" for n, path in enumerate(sorted(given, key=len, reverse=True))}
