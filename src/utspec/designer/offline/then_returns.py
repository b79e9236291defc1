"""What a test sees after a branch whose own code only sets locals: the function's final `return`.

bytes-js's `var thousandsSeparator = (options && options.thousandsSeparator) || ''` and jaconv's `if ascii:
if digit: h2z_map = H2Z_AD` gave "Not stated by the code: see Q-effect:…" and camelcase-js's `&&` guard case
"`result` is not set to `result + character`": a local no test sees. The function goes on to its final
`return`, which is what a test checks: "`thousandsSeparator` becomes `''`; the function then returns `str +
unitSeparator + unit`".

Only when that `return` is the function's one way out after the branch: no `return`, `raise` or `throw` of
the function lies after the branch's line (an earlier exit it passes is the input's business, not this
clause's), and the final statement returns a value.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.effects import statement_effect
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.facts import final_return
from utspec.designer.offline.sentences import q
from utspec.designer.offline.worked_return import worked_return
from utspec.models import ChecklistItem, Kind

#: A literal the chosen side of `x = a || 'lit'` / `a ? b : 'lit'` gives the local.
_LITERAL = re.compile(r"""'[^']*'|"[^"]*"|-?\d+(?:\.\d+)?|true|false|True|False|None|null|nil|\[\]|\{\}""")


def _local_set(item: ChecklistItem, ctx: Ctx) -> str | None:
    """The clause "`name` becomes `lit`" when the branch is a side of a local's initializer and that side is a literal."""
    lines = ctx.lines(item.file)
    value = (item.effect or "").strip()
    # A literal, or a constant named in capitals (`regex_pattern or DISALLOWED_CHARS_PATTERN`).
    if not (_LITERAL.fullmatch(value) or re.fullmatch(r"[A-Z][A-Z0-9_]+", value)) or not 0 < item.line <= len(
        lines
    ):
        return None
    m = re.match(r"\s*(?:var|let|const)?\s*([A-Za-z_$][\w$]*)\s*(?::=|=)(?!=)", lines[item.line - 1])
    return ctx.msg("effect.assign", name=q(m.group(1)), value=q(value)) if m else None


def then_returns(
    item: ChecklistItem, ctx: Ctx, say_local: bool = True, values: Sequence[str] = ()
) -> str | None:
    """The clause(s) a case of `item` states when its own code shows a test nothing; None when not the one exit.

    `values`: the case's input phrases; the returned expression worked out at them is said as its value
    (`true` at `ch` = `'0'`, not `ch >= '0' && ch <= '9'` again).
    """
    later = [i for i in ctx.items if i.file == item.file and i.symbol == item.symbol and i.line > item.line
             and i.kind in (Kind.EARLY_RETURN, Kind.RAISE)]  # fmt: skip
    if later or not item.symbol:
        return None
    ret = final_return(ctx.lines(item.file), item.symbol, item.line, item.language)
    effect = statement_effect(ret or "")
    if effect.kind != "return" or not effect.value:
        return None
    assert ret is not None
    said = (worked_return(item, ret, values, ctx) if values else None) or ctx.msg(
        "effect.then_return", value=q(effect.value)
    )
    local = _local_set(item, ctx) if say_local else None
    return ctx.msg.join([local, said]) if local else said
