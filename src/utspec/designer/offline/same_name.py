"""One value per name when several operands of a conjunction each pick one for it.

`if r.islower() and r != "x":` gave the case "`r` = `"a"`; `r` = `"other"`": each operand named its own
value, and a tester cannot pass two. Keeping the first or the last phrase (session 11) each broke a case
elsewhere: the value to keep is the one the operands agree on. Each candidate is tried against every
operand that can be evaluated (`analyzers.path_value`); a candidate an operand refutes is dropped. Of
those left, the value of an operand that decides the branch is kept: an exclusion (`r != "x"`, `x not in
s`, `x is not None`) lets almost any value through, so its pick ("any other value") decides nothing
when another operand names one. When every candidate is refuted, the phrases stay as they were: a
contradiction stated is better than one hidden.

Read for `a and b` that holds and `a or b` that does not (every operand takes the same side), only when
no operator of the other kind stands at the top level (cssesc's `c == '\\\\' || !id && (…) || …` is no conjunction).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from utspec.analyzers.path_value import _Unknown, evaluate, input_values
from utspec.codetext import boolean_operands, split_boolean, strip_parens

_AND = ("&&", " and ", " AND ")
_OR = ("||", " or ", " OR ")
_NAME = re.compile(r"`([^`]+)`")
#: An operand that only excludes a value: it holds for nearly every input, so it names none.
_EXCLUSION = re.compile(r"!==?|<>|\bnot\s+in\b|\bis\s+not\b")


def _name(phrase: str) -> str | None:
    m = _NAME.search(phrase)
    return m.group(1) if m else None


def _refuted(phrase: str, name: str, operands: Sequence[str], want: bool, language: str) -> bool:
    env = input_values(phrase, language)
    if name not in env:
        return False  # not a plain value (`r` with 3 elements): nothing to try
    for operand in operands:
        try:
            if bool(evaluate(operand, env, language)) != want:
                return True
        except _Unknown:
            continue  # an operand the evaluator cannot read neither refutes nor confirms
    return False


def one_per_name(
    cond: str, want: bool, phrases: list[str], language: str, picks: Callable[[str], list[str]]
) -> list[str]:
    """`phrases` with each name stated once, where the operands of `cond` each picked a value for it.

    `picks(operand)` gives the phrases one operand alone would take (the designer's `examples`).

    >>> picks = {'r.islower()': ['`r` = `"a"`'], 'r != "x"': ['`r` = `"other"`']}.get
    >>> one_per_name('r.islower() and r != "x"', True, ['`r` = `"a"`', '`r` = `"other"`'], "python", picks)
    ['`r` = `"a"`']
    >>> picks = {'n > 1': ['`n` = `2`'], 'n < 10': ['`n` = `9`']}.get
    >>> one_per_name("n > 1 and n < 10", True, ['`n` = `2`', '`n` = `9`'], "python", picks)
    ['`n` = `2`']
    >>> picks = {'r.startswith("v")': ['`r` = `"v001"`'], 'r.endswith("z")': ['`r` = `"abcz"`']}.get
    >>> one_per_name('r.startswith("v") and r.endswith("z")', True, ['`r` = `"v001"`', '`r` = `"abcz"`'], "python", picks)
    ['`r` = `"v001"`', '`r` = `"abcz"`']
    """
    if len(phrases) < 2 or split_boolean(strip_parens(cond), _OR if want else _AND) is not None:
        return phrases  # a mixed `a && b || c`: the operands do not all take one side
    operands = boolean_operands(cond, _AND if want else _OR)
    if len(operands) < 2:
        return phrases
    names = [_name(p) for p in phrases]
    out = list(phrases)
    for name in {n for n in names if n is not None and names.count(n) > 1}:
        candidates = [p for p, n in zip(phrases, names, strict=True) if n == name]
        kept = [p for p in candidates if not _refuted(p, name, operands, want, language)]
        if not kept:
            continue
        deciding = {p for op in operands if not _EXCLUSION.search(op) for p in picks(op) or []}
        pick = next((p for p in kept if p in deciding), kept[0])
        out = [p for p in out if p == pick or p not in candidates]
    return out


__all__ = ["one_per_name"]
