"""A local set from one parameter, at a value the code leaves unchanged: the case gives the parameter that value.

pyhumps' `s = _is_none(str_or_iter)` (strip white space; `""` for None) gave every case of `decamelize` an input on
`s` = `"A"`: a tester cannot set `s`. `_is_none("A")` is `"A"`, so the call `decamelize("A")` is that case: the input
names `str_or_iter` = `"A"` and keeps the local's value beside it. Read only when the local's last assignment above
the line reads exactly one parameter (and file constants or one-return helpers), and the path evaluator gives the
very value back for it (`analyzers.path_value`); otherwise the phrase stays as it was.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.domain import assignment_at
from utspec.analyzers.path_value import NOT_KNOWN, file_names, literal, value_of
from utspec.designer.offline.signature import parameters

_PHRASE = re.compile(r"^`([A-Za-z_$][\w$]*)` = `([^`]+)`$")
_NAME = re.compile(r"(?<![\w$.])([A-Za-z_$][\w$]*)\b(?!\s*\()")
_REACH = 30


def fixed_point(
    phrase: str, lines: Sequence[str], line: int, symbol: str | None, language: str
) -> tuple[str, str, str] | None:
    """(parameter, value, local) when the local `phrase` sets is its parameter's value unchanged; else None.

    >>> src = ["import re", "def _is_none(_in):", '    return "" if _in is None else re.sub(r"\\s+", "", str(_in))',
    ...        "def decamelize(str_or_iter):", "    s = _is_none(str_or_iter)", "    if s.isupper():"]
    >>> fixed_point('`s` = `"A"`', src, 6, "decamelize", "python")
    ('str_or_iter', '"A"', 's')
    >>> fixed_point('`s` = `"a b"`', src, 6, "decamelize", "python") is None  # `_is_none("a b")` is "ab"
    True
    """
    m = _PHRASE.match(phrase.strip())
    if m is None:
        return None
    local, raw = m.groups()
    params = parameters(lines, symbol, line, language)
    assigned = assignment_at(local, lines, line, _REACH)
    if local in params or assigned is None:
        return None
    names = file_names(lines, language)
    read = {n for n in _NAME.findall(re.sub(r"'[^']*'|\"[^\"]*\"", "", assigned[1])) if n not in names}
    value = literal(raw, language)
    if len(read & set(params)) != 1 or not read <= set(params) | {"None", "True", "False", "null", "nil"}:
        return None
    (param,) = read & set(params)
    got = value_of(assigned[1], {**names, param: value}, language)
    if value is NOT_KNOWN or not _same(got, value):
        return None
    return param, raw, local


def _same(got: object, value: object) -> bool:
    """Equal values of one kind; an integer and a float of the same number are one (`float(value)` at `0` is `0.0`)."""
    numbers = all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (got, value))
    return got == value and (numbers or type(got) is type(value))


__all__ = ["fixed_point"]
