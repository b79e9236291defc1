"""Values for two comparison idioms of C# and Java guard code.

ardalis/GuardClauses' `if (input.CompareTo(default(T)) < 0)` said "`input.CompareTo(default(T))` returns `-1`
(test double)": no test doubles an `int`. `a.CompareTo(b) < 0` is `a < b`, and `default(T)` of a number is 0,
so the input is `input` = `-1`. `if (input == string.Empty)` said "Values for which … is true (the code names no
literal)": `string.Empty` is the literal `""`, and `Guid.Empty` is a value a tester types as it is.
"""

from __future__ import annotations

import re

from utspec.codetext import top_level_operators

_COMPARE = re.compile(r"^([\w.]+)\.[Cc]ompareTo\((.+)\)\s*(<=|>=|==|!=|<|>)\s*0$")
#: What the zero of a generic number is written as (`default(T)`, `T.Zero`, `default`).
_ZERO = re.compile(r"default(?:\(\w+\))?|\w+\.Zero|\w+\.ZERO|0")


def compared_to(cond: str) -> str | None:
    """`a.CompareTo(b) op 0` as `a op b` (b = 0 when it is a generic zero); None for any other condition.

    >>> compared_to("input.CompareTo(default(T)) < 0"), compared_to("a.compareTo(limit) >= 0")
    ('input < 0', 'a >= limit')
    >>> compared_to("a.CompareTo(b) < 1") is None
    True
    """
    m = _COMPARE.match(cond.strip())
    if m is None:
        return None
    right = "0" if _ZERO.fullmatch(m.group(2).strip()) else m.group(2).strip()
    return f"{m.group(1)} {m.group(3)} {right}"


def empty_constant(cond: str, want: bool) -> tuple[str, str] | None:
    """(name, value) that makes `name == string.Empty` / `name == Guid.Empty` hold; None otherwise (or for the
    other side, which any other value gives: the normal path's input says it).

    >>> empty_constant("input == string.Empty", True), empty_constant("id == Guid.Empty", True)
    (('input', '""'), ('id', 'Guid.Empty'))
    >>> empty_constant("input == string.Empty", False) is None
    True
    """
    m = re.fullmatch(r"([\w.]+)\s*==\s*((?:[Ss]tring|Guid)\.Empty)", cond.strip())
    if m is None or not want:
        return None
    return m.group(1), '""' if m.group(2).lower() == "string.empty" else m.group(2)


def nullish_left(cond: str) -> str | None:
    """The name whose null lets `cond`'s `??` default through (`exception ?? new X()`: `exception`;
    `exceptionCreator?.Invoke() ?? new X()`: `exceptionCreator`); None when `cond` is no `??` of a name.

    A `??` item holds when its right operand is used (the analyzers record that operand as its effect), so
    its case needs the left operand null: GuardClauses' `throw exception ?? new ArgumentNullException(…)` and
    `message ?? $"Required input {parameterName} was empty."` said "Values for which … is true".

    >>> nullish_left("exception ?? new ArgumentNullException(p)"), nullish_left("exceptionCreator?.Invoke() ?? new E()")
    ('exception', 'exceptionCreator')
    >>> nullish_left("options.max ?? 3"), nullish_left("a || b") is None
    ('options.max', True)
    """
    ops = list(top_level_operators(cond, ("??",), quotes=True))
    if not ops:
        return None
    left = cond[: ops[-1][0]].strip()
    left = re.sub(r"\?\.(?:Invoke)?\(\)$", "", left)  # a delegate called only when set: null when it is
    return left if re.fullmatch(r"[A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*)*", left) else None


__all__ = ["compared_to", "empty_constant", "nullish_left"]
