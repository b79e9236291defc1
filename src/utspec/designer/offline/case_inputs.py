"""The input of a case: values that give a condition the side the case needs where its item is."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from utspec.analyzers.compiled_defaults import void_zero_as_undefined
from utspec.analyzers.enclosing import conditions_around
from utspec.designer.offline.around_joint import joint_around, quoted_names
from utspec.designer.offline.constant_operand import constant_input
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.drafts import input_sentence
from utspec.designer.offline.leaving_blocks import guards_of, left_before
from utspec.designer.offline.local_inputs import bool_local_condition, parameter_phrase
from utspec.designer.offline.regex_guard import regex_guard_input
from utspec.designer.offline.regex_inputs import regex_input
from utspec.designer.offline.same_name import one_per_name
from utspec.designer.offline.sentences import q
from utspec.designer.offline.solved import solved
from utspec.designer.offline.string_constraints import joint
from utspec.designer.offline.string_guard import string_guard_input
from utspec.designer.offline.values import examples, is_text
from utspec.designer.offline.worked import enclosing_values
from utspec.models import ChecklistItem


def guard_side(
    g: ChecklistItem, cond: str, want: bool, ctx: Ctx
) -> tuple[str, bool, Sequence[str], int, Callable[[str], bool]]:
    at = ctx.at(g)
    return cond, want, ctx.lines(g.file), g.line, lambda name: is_text(name, at)


def say_text(ctx: Ctx) -> Callable[[str, str, int | None], str]:
    def say_it(name: str, value: str, n: int | None) -> str:
        if n is None:
            return ctx.msg("in.value", name=name, value=value)
        return ctx.msg("in.text_length", name=name, value=value, n=n)

    return say_it


def input_for(cond: str, want: bool, item: ChecklistItem, ctx: Ctx, line: int | None = None) -> str:
    found = input_phrases(cond, want, item, ctx, line)
    if found:
        return input_sentence(found, ctx)
    state = ctx.msg("in.state_true" if want else "in.state_false")
    return ctx.msg("in.none", cond=q(cond), state=state)


def input_phrases(cond: str, want: bool, item: ChecklistItem, ctx: Ctx, line: int | None = None) -> list[str]:
    """Values that make `cond` take `want` where `item` is, and take the conditions around `line` (its `if`)."""
    found = _own_phrases(cond, want, item, ctx)
    if found:
        # A string the conditions around test too takes one value for all (`"t" in mode` around `"b" in mode`).
        lines, at, texts = ctx.lines(item.file), ctx.at(item), quoted_names(found)

        def side(c: str, w: bool) -> tuple[str, bool, Sequence[str], int, Callable[[str], bool]]:
            return c, w, lines, item.line, lambda name: name in texts or is_text(name, at)

        around = [side(c, w) for c, w in conditions_around(lines, line or item.line) or []]
        found = joint_around(found, side(cond, want), around, say_text(ctx))
    return enclosing_values(item, found, ctx, line, cond if want else "") if found else found


def _own_phrases(cond: str, want: bool, item: ChecklistItem, ctx: Ctx) -> list[str]:
    # The guards before this one pass on the way here: a string they test too takes a value that passes them
    # (`!/^[A-Z0-9]+$/.test(code)` firing needs 8 characters when `code.length !== 8` came first).
    before = [
        g
        for g in guards_of(item.file, item.symbol, ctx.items, ctx.lines(item.file))
        if g.line < item.line and g.text != cond
    ]
    lines = ctx.lines(item.file)
    # A boolean local set from a comparison is tested as that comparison (`is_negative = number < 0`).
    tested = bool_local_condition(cond, lines, item.line, item.symbol, item.language) or cond
    tested = void_zero_as_undefined(tested, item.language)  # compiled `x === void 0` is `x === undefined`
    # A local holding a pattern match of an argument (`if (!match)`): the argument's value, not the local's.
    found = regex_guard_input(cond, want, lines, item.line, item.symbol, item.language, ctx.msg) or examples(
        tested, want, ctx.at(item), ctx.msg)  # fmt: skip
    # Operands that each pick a value for one name (`r.islower() and r != "x"`): the one they agree on.
    found = one_per_name(
        tested, want, found, item.language, lambda op: examples(op, want, ctx.at(item), ctx.msg)
    )
    # A local computed from a parameter (`rest = number % 10`): the parameter's value gives it.
    found = [parameter_phrase(p, lines, item.line, item.symbol, item.language,
                              lambda name, value, local, was: ctx.msg("in.local_from", name=name, value=value, local=local, local_value=was)) for p in found]  # fmt: skip
    if not found:
        # No literal to choose from: small values of the arguments' types that give `cond` the side, pass the
        # guards before it and take the conditions it sits under (`solved`).
        also = [(g.text, False) for g in [*before, *left_before(item, ctx)]] + (
            conditions_around(ctx.lines(item.file), item.line) or [])  # fmt: skip
        # A pattern of the file the argument is tested against (`delayPattern.test(value)`) gives its value.
        found = regex_input(cond, want, ctx.lines(item.file), item.line, item.symbol, item.language, ctx.msg)
        # A string guard read as a test on the argument (a pattern over several lines, a normalised local).
        found = found or string_guard_input(
            cond, want, lines, item.line, lambda n: is_text(n, ctx.at(item)), say_text(ctx)
        )
        # `v == math.MinInt64`: the code names the value (`constant_input`).
        found = found or constant_input(cond, want, ctx.msg)
        found = found or solved(cond, want, ctx.at(item), item.symbol, ctx.msg, also)
    if found and before:
        sides = [guard_side(g, g.text, False, ctx) for g in before] + [guard_side(item, cond, want, ctx)]
        own = examples(cond, want, ctx.at(item), ctx.msg)
        names = {m.group(1) for p in own if (m := re.search(r"`([^`]+)`", p))}
        for name in names:
            found = joint(found, sides, say_text(ctx), only=name)
    return found
