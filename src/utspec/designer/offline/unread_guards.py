"""A normal-path value is claimed to pass every guard only when each guard on its name is read (issue 12).

japanmesh's `getCodes` normal path said "passes every guard …: `level` = `126`", though 126 fails
`constants_1.AREA_MESH_LEVELS.includes(level) === false`: that constant is computed
(`Object.values(MESH).map(…)`), the path walk cannot read the guard, and `normal_values` skipped it. A value is
kept when every guard naming it is read false: by the walk (`path_value`), by running the whole function on the values
(`case_run.normal_run`: no guard leaves), or by running the guard's condition alone over the parameters
(`case_run.guard_value`). Otherwise the name is given as what it must do ("`level` for which … is false"), not as
a value nothing checked.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.path_value import _Unknown, constants, env_at, evaluate, input_values
from utspec.designer.offline.case_run import Disagreement, Run, guard_value, normal_run
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.sentences import code
from utspec.designer.offline.signature import numbered_body, parameters
from utspec.models import ChecklistItem

_NAMED = re.compile(r"^`([A-Za-z_$][\w$]*)` = `")


def _mentions(cond: str, name: str) -> bool:
    return re.search(rf"(?<![\w.$]){re.escape(name)}(?![\w$])", cond) is not None


def _walked(
    g: ChecklistItem, body: list[tuple[int, str]], env: dict[str, object], language: str
) -> bool | None:
    """The guard's condition at its line for these values as the path walk reads it; None when it cannot."""
    at = env_at(body, g.line, language, env)
    if at is None:
        return None
    try:
        return bool(evaluate(g.text, at, language))
    except (_Unknown, RecursionError):
        return None


def unread_guards(
    values: list[str], guards: Sequence[ChecklistItem], first: ChecklistItem, ctx: Ctx
) -> list[str]:
    """`values`, each `name` = `v` that a guard on `name` takes, or may take as far as anything reads, replaced by
    the guard held false (`normal_values` keeps values it found no better ones for)."""
    if not guards or not first.symbol:
        return values
    said = ctx.msg("in.sep").join(values)
    ran = normal_run(ctx.sources, guards, said)
    if isinstance(ran, Run):
        return values  # the function run on them passes every guard
    # run on them, the function leaves inside a guard: its names' values take it
    taken = {
        g.text
        for g in guards
        if isinstance(ran, Disagreement) and g.line <= ran.line <= max(g.end_line, g.line)
    }
    lines = ctx.lines(first.file)
    params = parameters(lines, first.symbol, first.line, first.language)
    body = numbered_body(lines, first.symbol, first.line, first.language)
    env = {**constants(lines, first.language), **input_values(said, first.language)}
    out = []
    for v in values:
        m = _NAMED.match(v)
        if m is None or m.group(1) not in params:
            out.append(v)
            continue
        name = m.group(1)
        unread = [
            g.text for g in guards if _mentions(g.text, name) and (g.text in taken or (
                _walked(g, body, env, first.language) is not False
                and guard_value(ctx.sources, first, g.text, said) is not False))
        ]  # fmt: skip
        if not unread:
            out.append(v)
            continue
        conds = ctx.msg("sep.list").join(code(t) for t in dict.fromkeys(unread))
        out.append(ctx.msg.count("in.held", len(set(unread)), name=name, conds=conds,
                                 state=ctx.msg("in.state_false")))  # fmt: skip
    return out


__all__ = ["unread_guards"]
