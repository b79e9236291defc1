"""The side of a short-circuit's left operand a guard's case names, as a check the argument search runs under.

A guard outside any `if` (validator's `min = arguments[1] || 0`) has a case about its right operand being
evaluated: "`0` is evaluated (`arguments[1]` is false)". Its input used to say "Values for which
`arguments[1] || 0` is true", the other side, and the search took that side: `options` = `5`, under an expected
result "`min` becomes `0`" that the run does not give. The input now names the left operand's side
(`branch_cases._no_values`), and the search keeps only a run on which the left operand has it: the item's
expression is replaced by one that gives up (reads an unknown name) when the left operand takes the other side,
and gives the expression's own value otherwise, so the run is unchanged where the case holds.
"""

from __future__ import annotations

from utspec.designer.offline.guard_cases import guard_of
from utspec.models import ChecklistItem


def operand_check(item: ChecklistItem, cond: str, true: bool) -> str | None:
    """The check that the guard's left operand `cond` takes the side `true`, or None when `cond` is not it.

    >>> from utspec.models import Kind
    >>> it = ChecklistItem(id="a.js:3:branch", kind=Kind.BRANCH, file="a.js", line=3, end_line=3,
    ...                    language="javascript", text="arguments[1] || 0", effect="0")
    >>> operand_check(it, "arguments[1]", False), operand_check(it, "arguments[1] || 0", True)
    ('!(arguments[1])', None)
    """
    guard = guard_of(item)
    if guard is None or guard.left.strip() != cond.strip():
        return None
    if item.language == "python":
        return f"({cond})" if true else f"not ({cond})"
    if item.language in ("javascript", "typescript"):
        return f"({cond})" if true else f"!({cond})"
    return None  # Go and Java operands are booleans the item's own condition already decides


def kept_if(expr: str, check: str, probe: str, language: str) -> str:
    """`expr`'s own value when `check` holds; else an unknown name the interpreter gives up on.

    >>> kept_if("a || 0", "!(a)", "P", "javascript"), kept_if("a or 0", "not (a)", "P", "python")
    ('((!(a)) ? (a || 0) : P)', '((a or 0) if (not (a)) else P)')
    """
    if language == "python":
        return f"(({expr}) if ({check}) else {probe})"
    return f"(({check}) ? ({expr}) : {probe})"


__all__ = ["kept_if", "operand_check"]
