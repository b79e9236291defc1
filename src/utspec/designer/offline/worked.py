"""A case's whole input and the value the function returns for it (issue 12: concrete inputs and results).

Two things a QA lead found wrong in boundary and branch cases:
- the input named only the operand of the item's own condition: for `if member: if total > 5000:` the
  inner case gave `total` = `5001`, and with `member` false the block never runs. `enclosing_values`
  adds a value for every condition the line sits under (`analyzers.enclosing`), with the side it takes;
- the expected result restated the statement (`fee` becomes `fee + 500`, `fee` is not set to …, the
  return at line 23 is not executed): true, but nothing a test checks. With the other arguments taken
  from the normal path, the body gives the value the function returns for that input
  (`analyzers.path_value`: `weightKg` = `10` -> 720). It gives up on loops and calls it cannot read;
  then the case keeps what it said before (a statement or its open question), never a guess.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.enclosing import conditions_around
from utspec.analyzers.path_value import _Unknown, constants, evaluate, input_values, path_return
from utspec.designer.offline.chain_false import already_false, free_operand_false, names_in, subject
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.guard_cases import merged_values
from utspec.designer.offline.read_back import fixes_own_local
from utspec.designer.offline.sentences import q
from utspec.designer.offline.signature import function_body, parameter_defaults
from utspec.designer.offline.values import examples
from utspec.models import ChecklistItem

_LITERAL = re.compile(r"-?\d[\d_]*(?:\.\d+)?|\"[^\"]*\"|'[^']*'|true|false|True|False|None|null|nil")


def enclosing_values(item: ChecklistItem, own: Sequence[str], ctx: Ctx, line: int | None = None,
                     holds: str = "") -> list[str]:  # fmt: skip
    """`own` (the phrases of the item's own condition) with a value for each condition around `line`.

    The item's own phrases win over an enclosing condition's about the same name; when the values
    together fail an enclosing condition (checked where the conditions can be evaluated), or one has no
    value to give, the own phrases are returned alone rather than a set that contradicts itself.
    An earlier clause of the chain whose false value is about a name the own phrases set is held false
    through another of its operands (`chain_false`); `holds`, the case's condition when the case takes
    its branch, keeps that operand off the names the condition itself needs.
    """
    lines = ctx.lines(item.file)
    conds = conditions_around(lines, line or item.line)
    if not conds:
        return list(own)
    around: list[str] = []
    taken = {subject(p) for p in own}
    for cond, want in conds:
        found = examples(cond, want, ctx.at(item), ctx.msg)
        if not want and any(subject(f) in taken for f in found) and not already_false(cond, own) and (
            free := free_operand_false(cond, taken, names_in(holds), lambda op: examples(op, False, ctx.at(item), ctx.msg))
        ):  # fmt: skip
            found = free  # `year in range(1996, 2003) and month == 7 and …` false at the elif's own year: by its month
        if not found:
            return list(own)
        around = merged_values(around, found)
    whole = merged_values(around, list(own))
    env = {**constants(lines, item.language), **input_values(" ".join(whole), item.language)}
    for cond, want in conds:
        try:
            if bool(evaluate(cond, env, item.language)) != want:
                return list(own)
        except _Unknown:
            continue
    return whole


def worked_return(
    item: ChecklistItem, phrases: Sequence[str], ctx: Ctx, passes: tuple[str, bool | None] | None = None
) -> tuple[str, str] | None:
    """(value, the `return` expression that gives it) of the item's function for the input `phrases`, on a path
    that evaluates the condition `passes` names (the case's own `if`: an input that leaves earlier tests another)."""
    lines = ctx.lines(item.file)
    if not item.symbol:
        return None
    body = function_body(lines, item.symbol, item.line, item.language)
    if not body:
        return None
    defaults = parameter_defaults(lines, item.symbol, item.line, item.language)
    return path_return(body, lines, item.language, " ".join(phrases), passes, defaults=defaults)


def worked_clause(found: tuple[str, str], ctx: Ctx) -> str:
    """The function returns `720` (the value of `fee` for this input); a literal `return 0` says just `0`."""
    value, expr = found
    if not expr or _LITERAL.fullmatch(expr.strip()) or expr.strip() == value:
        return ctx.msg("effect.return", value=value)
    return ctx.msg("effect.return_worked", value=value, expr=q(expr.strip()))  # a template's backticks


def whole_input(own: Sequence[str], normal: Sequence[str]) -> list[str]:
    """The case's own values first, then the normal path's values of every other argument (not one that fixes a
    local an own value is about: `read_back`)."""
    mine = list(own)
    subjects = [subject(p) for p in mine]
    kept = merged_values(list(normal), mine)
    return mine + [p for p in kept if p not in mine and not fixes_own_local(p, subjects)]


__all__ = ["enclosing_values", "whole_input", "worked_clause", "worked_return"]
