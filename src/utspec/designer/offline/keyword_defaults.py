"""A Python call binds its keyword arguments by name and leaves every other parameter at its default.

alphabet2kana's `a2k(text, delimiter=None, numeral=False)` starts with `if numeral:` and hands over to `convert`, whose
first guard is `if not delimiter:`. The key item `a2k('ABC', delimiter='')` binds `delimiter` by name and leaves
`numeral` at `False`; `a2k("ABC")` leaves both at their defaults. Binding by position alone (call_values.bind) read
`delimiter=''` as a value of nothing and left `numeral` unknown, so the call-values walk decided nothing and the words
put every example on the `numeral` case. Python's own rule decides instead: positional arguments first, then keywords
by name, then the defaults the definition writes, when they are literals (a name such as `_default_config` stays
unknown). A keyword the definition does not have, a parameter given twice, or `*args`/`**kwargs` binds nothing.
"""

from __future__ import annotations

import re

from utspec.codetext import top_level_operators
from utspec.questions.call_args import arguments

#: A literal a default or an argument may be: a number, a string, None, True, False.
_LITERAL = re.compile(r"""^(?:-?\d+(?:\.\d+)?|"[^"]*"|'[^']*'|None|True|False)$""")
_KEYWORD = re.compile(r"^\s*([A-Za-z_]\w*)\s*=(?!=)\s*(.*?)\s*$", re.S)


def _default(part: str) -> tuple[str, bool, str | None]:
    """A parameter's name, whether it has a default, and that default when it is a literal."""
    cut = [i for i, op in top_level_operators(part, ("==", "=")) if op == "="]
    head, default = (part[: cut[0]], part[cut[0] + 1 :].strip()) if cut else (part, None)
    name = re.findall(r"[A-Za-z_]\w*", head.split(":", 1)[0])
    literal = default if default is not None and _LITERAL.match(default) else None
    return (name[0] if name else ""), default is not None, literal


def python_bound(signature: str, call_args: list[str]) -> dict[str, str] | None:
    """Parameter -> literal for a Python call, keywords and defaults included; None when the call does not fit.

    >>> sig = "a2k(text, delimiter=None, numeral=False):"
    >>> python_bound(sig, ["'ABC'"])
    {'text': "'ABC'", 'delimiter': 'None', 'numeral': 'False'}
    >>> python_bound(sig, ["'k8s'", "delimiter='・'", "numeral=True"])
    {'text': "'k8s'", 'delimiter': "'・'", 'numeral': 'True'}
    >>> python_bound(sig, ["'A'", "colour='red'"]) is None, python_bound(sig, []) is None
    (True, True)
    >>> python_bound("f(self, n, config=_default_config):", ["3"])
    {'n': '3'}
    """
    start = signature.find("(")
    if start < 0:
        return None
    parts = arguments(signature, start)
    if any(p.strip().startswith("*") or p.strip() == "/" for p in parts):
        return None
    params = [_default(p) for p in parts]
    params = [(n, has, d) for n, has, d in params if n not in ("self", "cls") and n]
    names = [n for n, _, _ in params]
    given: dict[str, str] = {}
    positional = True
    for i, arg in enumerate(call_args):
        kw = _KEYWORD.match(arg)
        if kw and kw.group(1) in names or kw and not positional:
            positional = False
            if kw.group(1) not in names or kw.group(1) in given:
                return None
            given[kw.group(1)] = kw.group(2)
        elif positional and not kw and i < len(names):
            given[names[i]] = arg.strip()
        else:
            return None
    out: dict[str, str] = {}
    for name, has_default, default in params:
        if name in given:
            if _LITERAL.match(given[name]):
                out[name] = given[name]
        elif not has_default:
            return None  # a required parameter left out: not a call of this definition
        elif default is not None:
            out[name] = default
    return out


__all__ = ["python_bound"]
