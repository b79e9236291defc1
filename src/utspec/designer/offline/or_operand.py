"""A call that fires an `a or b` guard through `b` is about the case of `b` holding, not the guard's first case.

inflection's `pluralize(word)` starts with `if not word or word.lower() in UNCOUNTABLES: return word`. The checklist
gives the guard two cases: the guard holding (its first case, whose input is `word = None`) and "`not word` does not
hold and `word.lower() in UNCOUNTABLES` holds" (`13:branch#2`, input `word = 'sheep'`). Once `pluralize("sheep")`
binds `word` (a docstring's `>>> pluralize("posts")` had hidden the definition), the call-values walk found the guard,
and the exit's case was the first one: the key item sat on `word = None`. The call's own values judge the operands:
`not word` is false for "sheep", so the guard fires through its second operand, whose case is `#2`. An operand the
values do not judge, or no single case of that operand, decides nothing (the first case stays).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from utspec.codetext import boolean_operands
from utspec.models import ChecklistItem, TestCase


def operand_of(
    exit: ChecklistItem,
    cases: Sequence[tuple[TestCase, Sequence[ChecklistItem]]],
    judge: Callable[[str], bool | None],
) -> TestCase | None:
    """The case of the operand an `or` guard fires through, when every operand before it is judged false.

    `cases` pairs each case with the code it cites; `judge` tells whether a condition holds for the call's values.

    >>> from utspec.models import Category, Kind
    >>> g = ChecklistItem(id="p.py:13:branch", kind=Kind.BRANCH, file="p.py", line=13, end_line=14, symbol="f",
    ...                   language="python", text="not word or word.lower() in UNCOUNTABLES")
    >>> g2 = g.model_copy(update={"id": "p.py:13:branch#2", "end_line": 13})
    >>> first = TestCase(id="TC-001", perspective="p", category=Category.NORMAL, preconditions="",
    ...                  input="i", expected="e")
    >>> second = first.model_copy(update={"id": "TC-002"})
    >>> judge = lambda c: {"not word": False}.get(c)
    >>> operand_of(g, [(first, [g]), (second, [g2, g])], judge).id
    'TC-002'
    >>> operand_of(g, [(first, [g]), (second, [g2, g])], lambda c: None) is None
    True
    """
    operands = boolean_operands(exit.text, (" or ", "||"))
    if len(operands) < 2:
        return None
    for n, operand in enumerate(operands[:-1], start=2):
        if judge(operand) is not False:
            return None  # this operand may fire the guard itself (or is not judged): its first case stays
        if judge(operands[n - 1]) is False:
            continue  # the next operand is false too: a later one fires it
        own = [case for case, cited in cases if any(i.id == f"{exit.id}#{n}" for i in cited)]
        return own[0] if len(own) == 1 else None
    return None


__all__ = ["operand_of"]
