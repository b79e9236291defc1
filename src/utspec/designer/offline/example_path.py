"""Whether a worked example's call takes the path a branch case tests (issue 12: the example's values on its case).

inflection's key item "`parameterize("Donald E. Knuth", "_")` は `"donald_e_knuth"` を返す" lands on the case where
`if separator:` holds, whose input was `separator` = `"-"`: a reviewer read a key item whose call and result the
case's own input and result do not give. The lead's decision (session 29): a worked example placed on a case gives
that case its values, and one the case's path cannot take goes to the case whose path it takes, or to a case of its
own; never a case whose input is another value with the example's outcome cited. This module tells which: the
call's literal values (bound by name, position and default: `call_values.bind`) judged against the one condition
the case is about, on the side the case takes (it holds, leaves by it, or does not hold). A boundary case stands for
its boundary value, a compound's operand case for an operand pair, a condition the values cannot judge for itself:
none of them is taken by an example's values (None), so the example gets a case of its own on the same code.
"""

from __future__ import annotations

from utspec.designer.offline.call_path import known_for
from utspec.designer.offline.call_values import bind, holds
from utspec.designer.offline.context import Ctx
from utspec.messages import sentence_pattern
from utspec.models import Category, Kind, TestCase

#: A branch case's perspective: its condition holds ("`separator` holds"), or does not.
_HOLDS = sentence_pattern("persp.branch")
_OFF = sentence_pattern("persp.branch_off")


def takes_path(case: TestCase, call: str, ctx: Ctx) -> bool | None:
    """Whether `call`'s values take the path `case` tests: True or False when its one condition can be judged for
    them, None when the case is no one-condition branch case or the values do not decide it."""
    if case.category == Category.BOUNDARY:
        return None
    items = {i.id: i for i in ctx.items}
    cited = [items[r] for r in case.evidence if r in items]
    branches = [i for i in cited if i.kind is Kind.BRANCH]
    if (
        len(branches) != 1 or "#" in branches[0].id
    ):  # an operand (`…:branch#2`) or two conditions: a pair of values
        return None
    (branch,) = branches
    leaves = any(
        i.kind in (Kind.RAISE, Kind.EARLY_RETURN) and branch.line < i.line <= branch.end_line for i in cited
    )
    if _OFF.fullmatch(case.perspective):
        want = False
    elif _HOLDS.fullmatch(case.perspective) or leaves:
        want = True
    else:
        return None
    bound = bind(call, ctx.items, ctx.sources)
    if not bound:
        return None
    verdict = holds(branch.text, bound, known_for(call, ctx.items, ctx.sources, bound))
    return None if verdict is None else verdict is want


__all__ = ["takes_path"]
