"""The normal path's input: values that pass every guard of the item's function."""

from __future__ import annotations

import re

from utspec.designer.offline.arm_guards import outside_arms
from utspec.designer.offline.case_inputs import guard_side, say_text
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.default_fires import default_fires
from utspec.designer.offline.filled_run import returning_sizes
from utspec.designer.offline.leaving_blocks import guards_of, leaving_branches
from utspec.designer.offline.local_inputs import parameter_phrase
from utspec.designer.offline.normal_values import normal_values
from utspec.designer.offline.part_phrases import loop_variables, without_parts
from utspec.designer.offline.regex_guard import matched_local, regex_guard_input
from utspec.designer.offline.relation_values import typeof_outside_each
from utspec.designer.offline.signature import numbered_body, parameter_defaults, parameters
from utspec.designer.offline.string_constraints import joint
from utspec.designer.offline.values import examples, truthiness
from utspec.models import ChecklistItem


def _passed(item: ChecklistItem, ctx: Ctx) -> list[ChecklistItem]:
    """The guards a normal run of the item's function passes: not those inside a switch arm (arm_guards.py)."""
    return outside_arms(guards_of(item.file, item.symbol, ctx.items, ctx.lines(item.file)), ctx.lines)


def main_path_input(item: ChecklistItem, ctx: Ctx) -> list[str]:
    """Values that pass every guard (raise / return / continue) of the item's function."""
    phrases: dict[str, str] = {}
    # A later guard narrows what an earlier one allowed (`not items` after `len(items) > 100`): last wins.
    for g in _passed(item, ctx):
        for p in examples(g.text, False, ctx.at(g), ctx.msg):
            name = re.search(r"`([^`]+)`", p)
            phrases[name.group(1) if name else p] = p
    # A local holding a pattern match of an argument (`if (!match) throw`): the argument takes a string the pattern
    # accepts (compare-versions' normal path said `version` = `"abc"`, which its `semver` pattern refuses).
    for g in _passed(item, ctx):
        if (local := matched_local(g.text)) is None:
            continue
        for p in regex_guard_input(
            g.text, False, ctx.lines(item.file), g.line, item.symbol, item.language, ctx.msg
        ):
            phrases.pop(local[0], None)
            phrases[p.split("`")[1]] = p
    # A name several `typeof` guards test passes them all only with a type none of them names (`true`).
    for tested, value in typeof_outside_each(
        [g.text for g in _passed(item, ctx)]
    ):
        phrases[tested] = ctx.msg("in.value", name=tested, value=value)
    # Parameters no guard decides still take a value: an input names every argument a tester passes.
    # A string several guards test takes one value that passes them all, not the last guard's own pick.
    sides = [
        guard_side(g, g.text, False, ctx)
        for g in _passed(item, ctx)
    ]
    joined = joint(list(phrases.values()), sides, say_text(ctx))
    phrases = {(m.group(1) if (m := re.search(r"`([^`]+)`", p)) else p): p for p in joined}
    named = {k.split(".")[0].split("(")[0].split("[")[0] for k in phrases}
    # A parameter declared with a default is left at it: a normal call omits it (`invite_code` = `None`).
    defaults = parameter_defaults(ctx.lines(item.file), item.symbol, item.line, item.language)
    tests = [g.text for g in _passed(item, ctx)]
    for param in parameters(ctx.lines(item.file), item.symbol, item.line, item.language):
        if param in named:
            continue
        if param in defaults and not default_fires(
            param, defaults[param], tests
        ):  # `challenge=None` vs `is None`
            phrases[param] = ctx.msg("in.value", name=param, value=defaults[param])
        elif (sample := truthiness(param, True, ctx.at(item), ctx.msg)) is not None:
            phrases[param] = sample
    # Values picked guard by guard can take another guard together: then they are chosen against all at once.
    # (`if (strLen - offset <= …) { int tailStart = …; return …; }` leaves too, though its first line sets a local.)
    guards = _passed(item, ctx)
    leaving = [b for b in leaving_branches(item, ctx) if b not in guards]
    chosen = normal_values(list(phrases.values()), [*guards, *leaving], item, ctx)
    # A local computed from a parameter (`index = ch - 'A'`, `rest = n % 10`) is given through the parameter.
    below = max((g.line for g in guards), default=item.line)
    said = [parameter_phrase(p, ctx.lines(item.file), below, item.symbol, item.language,
                             lambda name, value, local, was: ctx.msg("in.local_from", name=name, value=value,
                                                                     local=local, local_value=was))
            for p in chosen]  # fmt: skip
    # The parameter a local was read back to now has its value: its own filler (`str_or_iter` with 1 element) goes.
    read_back = {
        new.split("`")[1] for new, old in zip(said, chosen, strict=True) if new != old and "`" in new
    }
    chosen = [new for new, old in zip(said, chosen, strict=True)
              if new != old or "`" not in new or new.split("`")[1] not in read_back]  # fmt: skip
    body = [text for _, text in numbered_body(ctx.lines(item.file), item.symbol, item.line, item.language)]
    # a list said by its size gets one whose run returns (shortuuid's 1-element alphabet loops: filled_run.py)
    return returning_sizes(without_parts(chosen, loop_variables(body)), item, ctx)


def valid_input(item: ChecklistItem, ctx: Ctx) -> str:
    found = main_path_input(item, ctx)
    if found:
        return ctx.msg("in.valid", where=ctx.where(item), values=ctx.msg("in.sep").join(found))
    return ctx.msg("in.valid_any", where=ctx.where(item))
