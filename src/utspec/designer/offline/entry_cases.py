"""The case of a `function` item: one call of a public function that has no branch (`analyzers/entries.py`).

Such a function has one path, so its case is its normal path: the parameters take values (`main_path_input`),
the expected result is what the body returns, writes or calls (`normal_path`), or a question when it states
nothing a test can check. The input says it is any call: there is no guard to pass, so a parameter whose type
names no sample value takes a sample text when the body calls a string method on it (used_as_text.py), else any
value (the result is stated in its terms).
"""

from __future__ import annotations

import re

from utspec.analyzers.effects import statement_effect
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.drafts import Draft
from utspec.designer.offline.facts import final_return, function_start
from utspec.designer.offline.main_path import main_path_input
from utspec.designer.offline.no_dependency import normal_precondition
from utspec.designer.offline.normal_path import normal_path
from utspec.designer.offline.sentences import say
from utspec.designer.offline.signature import parameters
from utspec.designer.offline.used_as_text import used_as_text
from utspec.designer.offline.worked_return import worked_return
from utspec.models import Category, ChecklistItem


def entry_cases(item: ChecklistItem, ctx: Ctx) -> list[Draft]:
    """One case: the function called with a value for each parameter, and what it returns or does."""
    # The normal path reads the body after its last guard: here that is the header, so the item stands there.
    lines = ctx.lines(item.file)
    start = function_start(lines, item.symbol, item.line, item.language)
    head = item.model_copy(update={"line": start or item.line, "end_line": start or item.line})
    values = main_path_input(head, ctx)
    named = {m.group(1).split(".")[0] for v in values if (m := re.search(r"`([^`]+)`", v))}
    body = lines[item.line - 1 : item.end_line]
    values += [ctx.msg("in.value", name=p, value='"abc"') if used_as_text(p, body) else ctx.msg("in.any_value", name=p)
               for p in parameters(lines, item.symbol, item.line, item.language) if p not in named]  # fmt: skip
    where = ctx.where(item)
    if values:
        inp = ctx.msg("in.entry", where=where, values=ctx.msg("in.sep").join(values))
    else:  # "no arguments" only where the signature was read (`const up = (s) => …` is not, by `function_start`)
        inp = ctx.msg("in.entry_none" if start is not None else "in.entry_any", where=where)
    ret = item.effect or ""
    if ret.startswith("return ") and final_return(lines, item.symbol, item.line, item.language) is None:
        # An expression body (`s => s.trim()`, C#'s `=> 1`): the analyzer's effect is what it returns.
        result = worked_return(head, ret, values, ctx) or say(statement_effect(ret), ctx.msg)
        expected = ctx.msg.sentence(ctx.msg.join([c for c in (ctx.msg("effect.no_exception"), result) if c]))
        pre = normal_precondition(ctx.items, body, parameters(lines, item.symbol, item.line, item.language))
        return [
            Draft(ctx.msg("persp.normal", where=where), Category.NORMAL, ctx.msg(pre), inp, expected)
        ]
    return [normal_path([head], ctx)._replace(input=inp)]
