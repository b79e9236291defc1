"""The input of a statement that runs only when every earlier way out of its function is not taken.

`ms(value)` returns early for a string and for a number and throws otherwise. Its `throw` case said
"Input that passes every guard (see the normal-path case)", and the normal path *is* one of the
early returns: no input a tester could type reached the `throw`. Every branch before the statement
that leaves the function (return, raise, throw) must be false on the way to it; a chain of `typeof`
tests of one name needs a value of a type none of them names (`value` = `true`), and so does a chain
of `isinstance` tests (`value` = `"abc"` past `datetime.datetime` and `datetime.date`).
"""

from __future__ import annotations

import re

from utspec.designer.offline.context import Ctx
from utspec.designer.offline.facts import leaves
from utspec.designer.offline.fallthrough import is_label
from utspec.designer.offline.guard_cases import merged_values
from utspec.designer.offline.instance_values import isinstance_outside
from utspec.designer.offline.relation_values import typeof_outside
from utspec.designer.offline.sentences import first_statement
from utspec.designer.offline.values import examples
from utspec.models import ChecklistItem, Kind

_CHAIN = re.compile(r"^\s*(?:\}\s*)?(?:else\s+if\b|elif\b|else\s*\{?\s*if\b)")


def exits_before(item: ChecklistItem, ctx: Ctx) -> list[ChecklistItem]:
    """The branches of `item`'s function that end before it and leave the function, outermost only."""
    before = [
        b for b in ctx.items
        if b.kind is Kind.BRANCH and b.file == item.file and b.symbol == item.symbol and b.end_line < item.line
        and not is_label(b.text) and leaves(first_statement(b.effect))
    ]  # fmt: skip
    lines = ctx.lines(item.file)

    def chained(
        b: ChecklistItem,
    ) -> bool:  # `} else if (…)` / `elif …:`: a link of the chain, not nested in it
        text = lines[b.line - 1] if 0 < b.line <= len(lines) else ""
        return _CHAIN.match(text) is not None

    return [b for b in before
            if chained(b) or not any(o is not b and o.line < b.line and b.end_line <= o.end_line for o in before)]  # fmt: skip


def past_exits_input(item: ChecklistItem, ctx: Ctx) -> list[str] | None:
    """Input phrases that take none of the earlier ways out, or None when there are none or one has no value."""
    exits = exits_before(item, ctx)
    if len(exits) < 2:
        return None  # one guard before: `guard_before` already says how to pass it
    texts = [b.text for b in exits]
    if (pairs := typeof_outside(texts) or isinstance_outside(texts)) is not None:
        return [ctx.msg("in.value", name=n, value=v) for n, v in pairs]
    groups = []
    for b in exits:
        found = examples(b.text, False, ctx.at(b), ctx.msg)
        if not found:
            return None
        groups.append(found)
    return merged_values(*groups)
