"""`x = a || lit`, `x = a ?? lit`, Python `x = a or lit`: the default a local takes, and what the function returns.

validator's `let min = options.min || 0`, with `if (len < min) return false;` further down, gave the case
"`0` is evaluated (`options.min` is false)" and an open question "what should a test observe when `0`
holds": `then_returns` states the final `return` only when no exit lies after the line, and here one
does. `greeting ?? 'Hello'` was read as a condition ("Values for which `greeting ?? 'Hello'` is true").

The case of the default: the left operand takes a value that lets the default through (falsy for `||` /
`or`, null for `??`), every other argument the normal path's, and the case states the default and the
value the function returns for that input (`worked_cases`, through `analyzers.path_value`). Where the
body cannot be worked out (a loop, a call it cannot read), the item is drafted as before.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from utspec.analyzers.constant_members import member_literal
from utspec.analyzers.path_value import path_return
from utspec.codetext import top_level_operators
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.drafts import Draft, expected_sentence, input_sentence, item_line
from utspec.designer.offline.facts import squash
from utspec.designer.offline.main_path import main_path_input
from utspec.designer.offline.sentences import q
from utspec.designer.offline.signature import numbered_body
from utspec.designer.offline.values import examples
from utspec.designer.offline.worked import whole_input, worked_clause
from utspec.models import Category, ChecklistItem, Kind

#: A literal default (`0`, `''`, `[]`, `None`) or a constant named in capitals.
_LITERAL = re.compile(
    r"""'[^']*'|"[^"]*"|-?\d+(?:\.\d+)?|true|false|True|False|None|null|nil|\[\]|\{\}|[A-Z][A-Z0-9_]+"""
)
#: `let name =`, `name :=`, `name: int =`: the local the initializer sets.
_INIT = re.compile(
    r"\s*(?:var|let|const)?\s*([A-Za-z_$][\w$]*)\s*(?::\s*[\w.\[\], |]+?\s*)?(?::=|=)(?!=)\s*(.+?);?\s*$"
)
_OPS = ("??", "||", " or ")


class Default(NamedTuple):
    name: str
    """The local the initializer sets."""
    left: str
    """The operand whose value decides whether the default is taken."""
    value: str
    """The default (the right operand, a literal)."""
    nullish: bool
    """`??`: taken on null / undefined only (`||` and `or` on any falsy value)."""


def default_of(item: ChecklistItem, line: str, lines: Sequence[str] = ()) -> Default | None:
    """The default `item` (a branch whose effect is its right operand) gives a local on `line`; None otherwise.

    >>> from utspec.models import ChecklistItem, Kind
    >>> b = ChecklistItem(id="a.js:2:branch", kind=Kind.BRANCH, file="a.js", line=2, end_line=2,
    ...     language="javascript", text="options.min || 0", effect="0")
    >>> default_of(b, "  const min = options.min || 0;")
    Default(name='min', left='options.min', value='0', nullish=False)
    >>> default_of(b, "  return options.min || 0;") is None
    True
    >>> m = b.model_copy(update={"text": "options.max ?? defaultOptions.max", "effect": "defaultOptions.max"})
    >>> default_of(m, "  const maxLen = options.max ?? defaultOptions.max;", ["const defaultOptions = {", "  max: 3", "};"])
    Default(name='maxLen', left='options.max', value='3', nullish=True)
    """
    value = (item.effect or "").strip()
    # A member of the file's constant defaults object (`options.max ?? defaultOptions.max`, `max: 3`) is its literal.
    value = value if _LITERAL.fullmatch(value) else member_literal(value, lines) or value
    if item.kind is not Kind.BRANCH or not _LITERAL.fullmatch(value):
        return None
    m = _INIT.match(line)
    if m is None or squash(m.group(2)) != squash(item.text):
        return None
    last = None
    for found in top_level_operators(item.text, _OPS, quotes=True):
        last = found
    if last is None:
        return None
    at, op = last
    left, right = item.text[:at].strip(), item.text[at + len(op) :].strip()
    if not left or (right != value and member_literal(right, lines) != value):
        return None
    return Default(m.group(1), left, value, op == "??")


def default_cases(item: ChecklistItem, ctx: Ctx) -> list[Draft] | None:
    """The case of a local's default with the value the function then returns; None when not worked out."""
    found = default_of(item, item_line(item, ctx), ctx.lines(item.file))
    if found is None:
        return None
    at = ctx.at(item)
    own = examples(f"{found.left} == null", True, at, ctx.msg) if found.nullish else examples(
        found.left, False, at, ctx.msg)  # fmt: skip
    if not own:
        return None
    if not item.symbol:
        return [_default_only(item, found, own, ctx)]
    full = whole_input(own, main_path_input(item, ctx))
    lines = ctx.lines(item.file)
    # The initializer set to its default: the rest of the body is read with the normal path's other values.
    body = [text.replace(item.text.strip(), found.value, 1) if n == item.line else text
            for n, text in numbered_body(lines, item.symbol, item.line, item.language)]  # fmt: skip
    worked = path_return(body, lines, item.language, " ".join(full))
    if worked is None:
        return [_default_only(item, found, own, ctx)] if found.value != (item.effect or "").strip() else None
    said = worked_clause(worked, ctx)
    state = ctx.msg("in.state_null" if found.nullish else "in.state_false")
    return [
        Draft(
            ctx.msg(
                "persp.default", name=q(found.name), value=q(found.value), left=q(found.left), state=state
            ),
            Category.NORMAL,
            ctx.msg("pre.reachable", where=ctx.where(item)),
            input_sentence(full, ctx),
            expected_sentence(
                [ctx.msg("effect.assign", name=q(found.name), value=q(found.value)), said], ctx
            ),
        )
    ]


def _default_only(item: ChecklistItem, found: Default, own: list[str], ctx: Ctx) -> Draft:
    """The case of a default whose function cannot be worked out (a rule's handler table, a loop): the local
    takes the default, which the design states (textlint's "`max`: デフォルト: 3") and a test checks through it."""
    state = ctx.msg("in.state_null" if found.nullish else "in.state_false")
    return Draft(
        ctx.msg("persp.default", name=q(found.name), value=q(found.value), left=q(found.left), state=state),
        Category.NORMAL,
        ctx.msg("pre.reachable", where=ctx.where(item)),
        input_sentence(own, ctx),
        expected_sentence([ctx.msg("effect.assign", name=q(found.name), value=q(found.value))], ctx),
    )


__all__ = ["Default", "default_cases", "default_of"]
