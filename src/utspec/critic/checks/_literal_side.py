"""A branch's side from the literal a case's input gives the compared expression.

A branch such as `prefecture in ("沖縄県", "北海道")` or `chars[i + 1] == 'っ'` has no boundary, so
`_case_facts.sides` left its side unknown even when the case's input says "`prefecture` = `"沖縄県"`":
the assignment the branch guards was then compared with nothing. This module evaluates an equality
or a membership in a literal list at that literal. Only literals on both sides are compared
(strings whatever their quotes, numbers, booleans, null): a name, a call or a constant the input
does not spell is left undecided.

>>> literal_side('prefecture in ("沖縄県", "北海道")', '`prefecture` = `"沖縄県"`。')
True
>>> literal_side("chars[tsu_pos + 1] == 'っ'", "`chars[tsu_pos + 1]` = `'あ'`.")
False
>>> literal_side("['a', 'b'].includes(code)", "`code` = `'b'`"), literal_side("!['a'].includes(code)", "`code` = `'a'`")
(True, False)
>>> literal_side("kind not in (1, 2)", "`kind` = `2`"), literal_side("kind == other", "`kind` = `2`")
(False, None)
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.codetext import split_top_level

_LIT = r"""(?:"[^"\n]*"|'[^'\n]*'|-?\d+(?:\.\d+)?|True|False|true|false|None|null|nil|undefined)"""
_LIT_RE = re.compile(_LIT)
_EQ = re.compile(rf"^\s*(.+?)\s*(===|!==|==|!=)\s*({_LIT})\s*$", re.S)
_IN = re.compile(r"^\s*(.+?)\s+(not\s+in|in)\s*[(\[{]\s*(.*?)\s*,?\s*[)\]}]\s*$", re.S)
_INCLUDES = re.compile(r"^\s*(!\s*)?\[\s*(.*?)\s*,?\s*\]\s*\.\s*includes\s*\(\s*(.+?)\s*\)\s*$", re.S)


def _value(lit: str) -> str:
    """A literal as compared: unquoted strings, `1.0` as `1`, every null spelling alike, booleans in lower case."""
    t = lit.strip()
    if len(t) >= 2 and t[0] == t[-1] and t[0] in "'\"`":
        return "s:" + t[1:-1]
    low = t.lower()
    if low in ("none", "null", "nil", "undefined"):
        return "null"
    if low in ("true", "false"):
        return low
    try:
        return "n:" + repr(float(t))
    except ValueError:
        return t


def literal_values(parts: Sequence[str]) -> list[str] | None:
    """The compared values of literals written out as `parts` (None: no part, or some part is no literal)."""
    if not parts or not all(_LIT_RE.fullmatch(p) for p in parts):
        return None
    return [_value(p) for p in parts]


def _literals(items: str) -> list[str] | None:
    """The values of a literal list (None: some element is no literal)."""
    return literal_values([p.strip() for p in split_top_level(items) if p.strip()])


def given(expr: str, input_text: str) -> str | None:
    """The literal the input gives `expr` ("`expr` = `lit`", "`expr` に `lit`"), compared form; None when it gives none."""
    m = re.search(rf"`{re.escape(expr.strip())}`\s*(?:=|==|:|に|を|が)\s*`({_LIT})`", input_text)
    return _value(m.group(1)) if m else None


def literal_side(cond: str, input_text: str) -> bool | None:
    """Whether `cond` (an equality or a membership in literals) holds at the literal the input gives (None: unknown)."""
    if m := _EQ.match(cond):
        got = given(m.group(1), input_text)
        if got is None:
            return None
        return (got == _value(m.group(3))) == (m.group(2) in ("==", "==="))
    if m := _IN.match(cond):
        values, got = _literals(m.group(3)), given(m.group(1), input_text)
        if values is None or got is None:
            return None
        return (got in values) == (m.group(2) == "in")
    if m := _INCLUDES.match(cond):
        values, got = _literals(m.group(2)), given(m.group(3), input_text)
        if values is None or got is None:
            return None
        return (got in values) != bool(m.group(1))
    return None
