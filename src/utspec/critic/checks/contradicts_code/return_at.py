"""A return said to happen at a line whose condition the case's input leaves false (`_returns_at`).

`off_return_hits` compares a returned value with the cited `return`'s and stays silent when the function may
return that value elsewhere (its normal end unknown: python-stdnum's `to_isbn10` ends in an `if`/`elif`/`else`).
A sentence that names the line ("The function returns `number` at line 159", "returns at line 63") is about that
line's `return` alone, so what the function returns elsewhere does not matter: on the false side of the line's
condition that `return` does not run.
"""

from __future__ import annotations

from utspec.critic.checks._case_facts import Side
from utspec.critic.checks._claims import Claims
from utspec.critic.checks._numbers import show
from utspec.critic.checks.contradicts_code.values import same
from utspec.messages import Catalog
from utspec.models import ItemEffect


def return_at_hits(side: Side, e: ItemEffect, c: Claims, lines: frozenset[int], msg: Catalog) -> list[str]:
    """The cited condition's `return` said to run at its line, where the case is on the condition's false side.

    `lines` are the lines the expected result says the function returns at. A value other than the line's own
    `return` gives is left to the value readings (the sentence may be about another return).
    """
    if side.fires is not False or not lines:
        return []
    guard = side.guard or side.item
    named = lines & {side.item.line, guard.line}
    if not named or c.raised:
        return []
    value = e.value or "None"
    if c.returns and all(not same(r, value) for r in c.returns):
        return []
    at = show(side.value) if side.value is not None else msg("semantic.the_input")
    if c.returns:
        return [msg("semantic_paths.code_return_wrong_side", at=at, cond=guard.text,
                    truth=msg("semantic.truth_false"), ref=guard.id, value=value)]  # fmt: skip
    return [msg("semantic_paths.code_return_at_wrong_side", at=at, cond=guard.text,
                truth=msg("semantic.truth_false"), ref=guard.id, line=min(named))]  # fmt: skip
