"""Whether a clause's condition holds at one value of its subject, read by evaluating it (no other name known).

roman's `toRoman` has `if not (-1 < n < 5000): raise OutOfRangeError(…)` before `if n == 0: return 'N'`; the
boundary case of `n == 0` at -1 said "The function does not return `'N'` at line 70", but -1 never gets there: the
range guard raises first. `chain_arm.clause_holds` reads only `subject == constant` and `subject in (…)`; a
negated or chained comparison, or a type test (`not isinstance(n, int)`), is evaluated here with the subject's
value and the file's constants, and stays unknown when it needs any other name.
"""

from __future__ import annotations

from collections.abc import Mapping

from utspec.analyzers.path_value import _Unknown, evaluate


def evaluated_holds(
    cond: str, subject: str, v: float, consts: Mapping[str, object], language: str
) -> bool | None:
    """`cond` at `subject` = `v`; None when it cannot be evaluated from that alone.

    >>> evaluated_holds("not (-1 < n < 5000)", "n", -1, {}, "python"), evaluated_holds("not isinstance(n, int)", "n", 0, {}, "python")
    (True, False)
    >>> evaluated_holds("n > limit", "n", 3, {}, "python") is None
    True
    """
    if not subject.isidentifier():
        return None  # `self.enc`, `len(xs)`: the evaluator binds plain names only
    try:
        return bool(evaluate(cond, {**consts, subject: v}, language))
    except (_Unknown, ArithmeticError, TypeError, ValueError):
        return None


__all__ = ["evaluated_holds"]
