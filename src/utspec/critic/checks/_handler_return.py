"""A handler that runs on the case and returns a literal: the function returns that literal, not another.

`expected-contradicts-code` read a cited handler only for what it does with the exception (swallowed, re-raised,
raised anew) and the calls it makes; the value its block returns was compared with nothing. hashids' `_is_uint`
(`except ValueError: return False`): its case "`ValueError` does not reach the caller; the function returns `True`"
passed. When the handler runs (the case's input makes something in the `try` block raise, or its result says the
exception is caught or passes on) and the first statement of its block returns a literal (a number, string,
boolean, `None`/`null`, an empty tuple, list or object), every literal the result says is returned must be it.
A result naming only expressions is left alone: an expression may give that literal.

>>> handler_return("False", ("`True`", "`number == int(number) and number >= 0`"), ())
'`True`'
>>> handler_return("False", ("`False`", "`number == int(number) and number >= 0`"), ()) is None
True
>>> handler_return("()", ("`numbers`",), ()) is None, handler_return("''", (), ("`''`",))
(True, "`''`")
>>> handler_return("result", ("`None`",), ()) is None  # the handler returns a name: any value
True
"""

from __future__ import annotations

import re

from utspec.critic.checks._case_facts import Side
from utspec.critic.checks._claims import Claims
from utspec.critic.checks.contradicts_code.handlers import handler_runs
from utspec.critic.checks.contradicts_code.values import same
from utspec.messages import Catalog
from utspec.models import Kind, TestCase

_LITERAL = re.compile(
    r"-?\d+(?:\.\d+)?|\"[^\"]*\"|'[^']*'|None|null|nil|undefined|True|False|true|false|\(\s*\)|\[\s*\]|\{\s*\}"
)


def handler_return(value: str, returns: tuple[str, ...], not_returns: tuple[str, ...]) -> str | None:
    """What the result says against a handler returning the literal `value` (None: nothing, or it agrees)."""
    if not _LITERAL.fullmatch(value.strip()):
        return None
    if (denied := next((r for r in not_returns if same(r, value)), None)) is not None:
        return denied
    literals = [r for r in returns if _LITERAL.fullmatch(r.strip().strip("`").strip())]
    if literals and not any(same(r, value) for r in returns):
        return literals[0]
    return None


def handler_return_hits(side: Side, case: TestCase, c: Claims, msg: Catalog) -> list[str]:
    """The cited handler's returned literal against the values the expected result says are (not) returned."""
    if side.item.kind is not Kind.HANDLER or handler_runs(case, c) is not True:
        return []
    e = next(iter(side.effects[:1]), None)
    if e is None or e.kind != "return" or e.value is None:
        return []
    said = handler_return(e.value, c.returns, c.not_returns)
    if said is None:
        return []
    if any(same(r, e.value) for r in c.not_returns):
        return [msg("semantic_paths.code_returns_not", value=e.value, ref=side.item.id)]
    return [msg("semantic.code_returns_other", value=e.value, ref=side.item.id, said=said.strip("`"))]
