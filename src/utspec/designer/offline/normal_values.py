"""The normal path's input passes every guard before the end of the function, or is chosen again so it does.

The normal path's values came from each guard on its own (the value that makes that guard false),
then merged: slugify's `smart_truncate` got `string` = `"abc"` for `len(string) < max_length` and
`separator` = `" "` from its default, and `separator not in string` is then true, so the "normal"
input leaves early by `return string[:max_length]`. commons-lang's `abbreviate` named locals a tester
cannot pass (`minAbbrevWidth` = `1`). When the merged values take a guard the evaluator can read, or
name a local the function computes, the arguments are chosen again by trying small values against all
the guards together (`solved`); when no such values are found the merged values stay (they say no more
than before).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.path_value import _Unknown, constants, env_at, evaluate, input_values
from utspec.designer.offline.bound_guard import bound_condition
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.guard_cases import merged_values
from utspec.designer.offline.signature import numbered_body, parameters
from utspec.designer.offline.sized import resized, takes_by_size
from utspec.designer.offline.solved import solved
from utspec.models import ChecklistItem

_NAMED = re.compile(r"^`([A-Za-z_$][\w$]*)` = `")


def _takes_a_guard(
    values: Sequence[str], guards: Sequence[ChecklistItem], first: ChecklistItem, ctx: Ctx
) -> bool:
    """Whether the values make a guard the evaluator reads at its line true (the input leaves there)."""
    lines = ctx.lines(first.file)
    if takes_by_size(values, _bound(guards, lines, first.language)):
        return True  # "`input` with 1 element" against `input.length === 1` (sized.py)
    body = numbered_body(lines, first.symbol, first.line, first.language)
    env = {**constants(lines, first.language), **input_values(" ".join(values), first.language)}
    for g in guards:
        at = env_at(body, g.line, first.language, env)
        if at is None:
            continue
        try:
            if bool(evaluate(g.text, at, first.language)):
                return True
        except _Unknown:
            continue
    return False


def _bound(guards: Sequence[ChecklistItem], lines: Sequence[str], language: str) -> list[str]:
    """The guards' conditions with a Go `if` initialiser and the file's integer constants bound in (bound_guard.py)."""
    consts = constants(lines, language)
    return [bound_condition(g.text, lines[g.line - 1] if 0 < g.line <= len(lines) else "", consts)
            for g in guards]  # fmt: skip


def _locals_named(values: Sequence[str], params: Sequence[str]) -> bool:
    """Whether a value is given to a plain name that is not an argument (`minAbbrevWidth` = `1`)."""
    return any((m := _NAMED.match(v)) is not None and m.group(1) not in params for v in values)


def normal_values(
    values: list[str], guards: Sequence[ChecklistItem], first: ChecklistItem, ctx: Ctx
) -> list[str]:
    """`values` when they pass every guard that can be read; else arguments chosen against all the guards at once."""
    if not guards:
        return values
    lines = ctx.lines(first.file)
    params = parameters(lines, first.symbol, first.line, first.language)
    if not params or not (_locals_named(values, params) or _takes_a_guard(values, guards, first, ctx)):
        return values
    conds = [g.text for g in guards]
    if (moved := resized(values, _bound(guards, lines, first.language))) is not None and not _takes_a_guard(
        moved, guards, first, ctx
    ):
        return moved  # "`input` with 1 element" left in `if (input.length === 1)`: 2 elements (sized.py)
    for g in guards:
        others = [(c, False) for c in conds if c != g.text]
        found = solved(g.text, False, ctx.at(g), first.symbol, ctx.msg, others)
        if not found or _locals_named(found, params):
            continue
        kept = [v for v in values if (m := _NAMED.match(v)) is None or m.group(1) in params]
        chosen = merged_values(kept, found)
        if not _takes_a_guard(chosen, guards, first, ctx):
            return chosen
    return values


__all__ = ["normal_values"]
