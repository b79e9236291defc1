"""A normal-path value is claimed to pass every guard only when each guard on its name is read (issue 12).

japanmesh's `getCodes` normal path said "passes every guard …: `level` = `126`", though 126 fails
`constants_1.AREA_MESH_LEVELS.includes(level) === false`: that constant is computed
(`Object.values(MESH).map(…)`), the path walk cannot read the guard, and `normal_values` skipped it. A value is
kept when every guard naming it is read false: by the walk (`path_value`), by running the whole function on the values
(`case_run.normal_run`: no guard leaves), or by running the guard's condition alone over the parameters
(`case_run.guard_value`). Otherwise the names are given as what they must do ("`level` for which … is false"), not
as values nothing checked. A guard unread only because the case gives another name no value (a parameter left
out, a local computed from the arguments) is the input's gap, not the code's: it leaves the value as it was.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.path_value import _Unknown, constants, env_at, evaluate, input_values
from utspec.designer.offline.case_run import Disagreement, Run, guard_value, normal_run
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.sentences import code
from utspec.designer.offline.signature import numbered_body, parameters
from utspec.designer.offline.values import examples
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


def _blamed_on_input(cond: str, name: str, params: Sequence[str], given: set[str], local: set[str]) -> bool:
    """Whether a guard is unread because the case gives no value to another name it reads (a parameter with none,
    a local computed from the arguments: jdk's `len == 0 || count == 0` beside "`value` with 1 element"), rather
    than because the code hides it (a computed constant, a call the walk cannot make)."""
    for word in re.findall(r"(?<![\w.$])([A-Za-z_$][\w$]*)", cond):
        if word == name:
            continue
        if (word in params and word not in given) or word in local:
            return True  # checked before the words: Java's local `len` is no builtin
    return False


#: A call of a plain function (`containsOnly(s, numbers)`, `_known(level)`): what it gives is the helper's to say,
#: not a constant's; a method of a constant (`constants_1.AREA_MESH_LEVELS.includes(level)`) is no such call.
_HELPER = re.compile(r"(?<![\w.$])[A-Za-z_$][\w$]*\s*\(")
#: A branch of an `if` / `else if` chain that has more arms: held false, the run goes to another arm, which may be the
#: one that leaves (semver's `else if containsOnly(s, alphanum)` before `else { return …, fmt.Errorf(…) }`).
_ARM = re.compile(r"^\s*(?:\}\s*)?(?:elif\b|else\b)")


def _chained(g: ChecklistItem, lines: Sequence[str]) -> bool:
    here = lines[g.line - 1] if 0 < g.line <= len(lines) else ""
    after = [lines[n - 1] for n in (g.end_line, g.end_line + 1) if 0 < n <= len(lines) and n > g.line]
    return bool(_ARM.match(here)) or any(_ARM.match(t) for t in after)


def unread_guards(
    values: list[str], guards: Sequence[ChecklistItem], first: ChecklistItem, ctx: Ctx
) -> list[str]:
    """`values`, the `name` = `v` phrases a guard on `name` takes (or may take, as far as anything reads the code)
    given instead as names that keep those guards false (`normal_values` keeps values it found no better ones for)."""
    if not guards or not first.symbol:
        return values
    said = ctx.msg("in.sep").join(values)
    ran = normal_run(ctx.sources, guards, said)
    if isinstance(ran, Run):
        return values  # the function run on them passes every guard
    # run on them, the function leaves inside a guard: its names' values take it
    taken = [
        g.text
        for g in guards
        if isinstance(ran, Disagreement) and g.line <= ran.line <= max(g.end_line, g.line)
    ]
    lines = ctx.lines(first.file)
    params = parameters(lines, first.symbol, first.line, first.language)
    body = numbered_body(lines, first.symbol, first.line, first.language)
    env = {**constants(lines, first.language), **input_values(said, first.language)}
    given = {m.group(1) for v in values if (m := _NAMED.match(v)) is not None}
    local = set(
        re.findall(r"(?<![\w.$])([A-Za-z_$][\w$]*)\s*(?::[^=]*)?=[^=]", "\n".join(t for _, t in body))
    )
    local -= set(params)
    affected: dict[str, list[str]] = {}
    for v in values:
        m = _NAMED.match(v)
        if m is None or m.group(1) not in params or m.group(1) not in env:
            continue  # a value named, not written (`SemverType.LOOSE`, the enum's other member) was chosen by meaning
        name = m.group(1)
        found = [t for t in taken if _mentions(t, name)]
        for g in guards:
            if not _mentions(g.text, name) or g.text in found or _chained(g, lines):
                continue
            if v in examples(g.text, False, ctx.at(g), ctx.msg):
                continue  # chosen to keep this very guard false (`value` = `"abc"` for `!(value instanceof String)`)
            walked = _walked(g, body, env, first.language)
            alone = guard_value(ctx.sources, first, g.text, said)
            if walked is False or alone is False:
                continue
            if (
                walked is None
                and alone is None
                and (_blamed_on_input(g.text, name, params, given, local) or _HELPER.search(g.text))
            ):
                continue  # unread for want of another value, or a helper the walk does not run: not the code's constant
            found.append(g.text)
        if found:
            affected[v] = found
    if taken and not affected:
        # the guard it leaves in reads no argument by name (`kanjis` = `kanji`…): every argument's value is in doubt
        affected = {v: taken for v in values if (m := _NAMED.match(v)) is not None and m.group(1) in params}
    if not affected:
        return values
    conds = list(dict.fromkeys(t for found in affected.values() for t in found))
    names = ctx.msg("sep.list").join(code(_NAMED.match(v).group(1)) for v in affected)  # type: ignore[union-attr]
    held = ctx.msg.count("in.held", len(conds), names=names, conds=ctx.msg("sep.list").join(code(t) for t in conds),
                         state=ctx.msg("in.state_false"))  # fmt: skip
    first_at = min(values.index(v) for v in affected)
    kept = [v for v in values if v not in affected]
    return kept[:first_at] + [held] + kept[first_at:]


__all__ = ["unread_guards"]
