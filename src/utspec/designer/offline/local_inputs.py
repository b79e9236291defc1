"""A local the function computes from a parameter is no input: the case names the parameter value that gives it.

kanjize's `thousands, c_num = divmod(number, 1000)` then `if thousands > 9: raise …` gave the boundary cases
"`thousands` = `9`; `number` = `1`": a tester cannot set `thousands`, and with `number` = `1` it is 0. Read
back through the local's assignment, the boundary value is a parameter value: `thousands` = 9 is
`number` = `9000`. Likewise `rest = number % 10` (`rest` = 3 is `number` = `3`) and `q = number // 60`.
A boolean local set from a comparison (`is_negative = number < 0`, then `if is_negative:`) is tested as
that comparison, so its case takes a value of `number`.

Only a parameter of the function passed once through `divmod`, `%` or `//` by a positive integer literal is
read back. A value no parameter can give (a remainder of `-1` under Python's `%`) is left as it was.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from utspec.analyzers.domain import assignment_at
from utspec.designer.offline.fixed_point import fixed_point
from utspec.designer.offline.offset_local import offset_value
from utspec.designer.offline.signature import parameters

_IDENT = r"[A-Za-z_$][\w$]*"
_DIVMOD = re.compile(rf"^\s*({_IDENT})\s*,\s*({_IDENT})\s*=\s*divmod\(\s*({_IDENT})\s*,\s*(\d+)\s*\)\s*$")
_ARITH = re.compile(rf"^({_IDENT})\s*(%|//)\s*(\d+)$")
_PHRASE = re.compile(r"^`([A-Za-z_$][\w$]*)` = `(-?\d+)`$")
_COMPARISON = re.compile(r"(?<![=!<>])(?:[<>]=?|===?|!==?)(?![=>])")
_BOOL = re.compile(rf"^(not\s+|!)?\s*({_IDENT})$")
_REACH = 60


def _divmod_source(name: str, lines: Sequence[str], line: int) -> tuple[str, str, int] | None:
    """(parameter, `//` or `%`, divisor) when `name` is a part of `q, r = divmod(p, k)` above `line`."""
    for n in range(min(line - 1, len(lines)), max(0, line - 1 - _REACH), -1):
        if (m := _DIVMOD.match(lines[n - 1])) is not None and name in (m.group(1), m.group(2)):
            return m.group(3), "//" if name == m.group(1) else "%", int(m.group(4))
    return None


def parameter_value(
    name: str, value: int, lines: Sequence[str], line: int, symbol: str | None, language: str
) -> tuple[str, int] | None:
    """(parameter, its value) that gives the local `name` the value `value` at `line`; None when not read back.

    >>> src = ["def kanji(number):", "    thousands, c_num = divmod(number, 1000)", "    rest = number % 10",
    ...        "    if thousands > 9:"]
    >>> parameter_value("thousands", 9, src, 4, "kanji", "python"), parameter_value("c_num", 7, src, 4, "kanji", "python")
    (('number', 9000), ('number', 7))
    >>> parameter_value("rest", 3, src, 4, "kanji", "python"), parameter_value("rest", -1, src, 4, "kanji", "python")
    (('number', 3), None)
    >>> parameter_value("number", 3, src, 4, "kanji", "python") is None  # a parameter is an input already
    True
    """
    found = _divmod_source(name, lines, line)
    if found is None and (assigned := assignment_at(name, lines, line, _REACH)) is not None:
        if (m := _ARITH.match(assigned[1].strip())) is not None:
            found = m.group(1), m.group(2), int(m.group(3))
    if found is None:
        return None
    source, op, k = found
    if k <= 0 or source not in parameters(lines, symbol, line, language):
        return None
    if op == "//":
        return source, value * k
    # A remainder: Python's `%` by a positive divisor lies in [0, k); C-family remainders take the dividend's sign.
    low = 0 if language == "python" else -k + 1
    return (source, value) if low <= value < k else None


def parameter_phrase(
    phrase: str, lines: Sequence[str], line: int, symbol: str | None, language: str,
    say: Callable[[str, str, str, str], str],
) -> str:  # fmt: skip
    """`phrase` ("`thousands` = `9`") said of the parameter that gives the local that value; else as it was.

    `say(parameter, value, local, local value)` words it (the catalog's `in.local_from`): the local's value
    stays in the sentence, since the boundary is stated on it."""
    m = _PHRASE.match(phrase.strip())
    if m is None:
        # `s = _is_none(str_or_iter)` at `s` = `"A"`: the parameter passes through unchanged (fixed_point.py).
        fixed = fixed_point(phrase, lines, line, symbol, language)
        return say(fixed[0], fixed[1], fixed[2], fixed[1]) if fixed is not None else phrase
    found = parameter_value(m.group(1), int(m.group(2)), lines, line, symbol, language)
    if found is None and (offset := offset_value(m.group(1), int(m.group(2)), lines, line, symbol, language)):
        return say(offset[0], offset[1], m.group(1), m.group(2))  # `index = ch - 'A'`: the character itself
    # humanize's `bytes_ = float(value)` at `bytes_` = 0: the call is `naturalsize(0)` (fixed_point.py).
    if found is None and (fixed := fixed_point(phrase, lines, line, symbol, language)) is not None:
        return say(fixed[0], fixed[1], fixed[2], fixed[1])
    return say(found[0], str(found[1]), m.group(1), m.group(2)) if found is not None else phrase


def bool_local_condition(
    cond: str, lines: Sequence[str], line: int, symbol: str | None, language: str
) -> str | None:
    """`cond` with a boolean local replaced by the comparison it was set from (`is_negative` -> `number < 0`).

    >>> src = ["def f(number):", "    is_negative = number < 0", "    if is_negative:"]
    >>> bool_local_condition("is_negative", src, 3, "f", "python"), bool_local_condition("not is_negative", src, 3, "f", "python")
    ('number < 0', 'not (number < 0)')
    >>> bool_local_condition("number", src, 3, "f", "python") is None
    True
    """
    m = _BOOL.match(cond.strip())
    if m is None or m.group(2) in parameters(lines, symbol, line, language):
        return None
    assigned = assignment_at(m.group(2), lines, line, _REACH)
    if assigned is None:
        return None
    expr = assigned[1].strip()
    if not _COMPARISON.search(expr) or re.search(r"[?]|\b(?:and|or)\b|&&|\|\|", expr):
        return None
    operands = re.findall(_IDENT, re.sub(r"'[^']*'|\"[^\"]*\"", "", expr))
    if not set(operands) & set(parameters(lines, symbol, line, language)):
        return None
    if not m.group(1):
        return expr
    return f"not ({expr})" if m.group(1).strip() == "not" else f"!({expr})"


__all__ = ["bool_local_condition", "parameter_phrase", "parameter_value"]
