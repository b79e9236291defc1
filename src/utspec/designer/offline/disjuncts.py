"""A boundary that is one side of an `||`: the branch's other sides fire without it.

OrderAggregateService (a Spring service with Japanese Javadoc, read in /tmp in session 15): `if (orderTotal == null
|| orderTotal.compareTo(BigDecimal.ZERO) < 0) throw …`. The branch was merged into the boundary's cases, which all
pass a number, so no case passed `null`, though a key item asked for it. An `&&` partner is held true by the
boundary's case (partners.py); an `||` partner is a way in of its own and keeps the branch's own case.
"""

from __future__ import annotations

import re

from utspec.codetext import boolean_operands, strip_parens

_OR = (" or ", " OR ", "||")
#: A null check: the usual other way into a range guard (`x == null || x < 0`, `x is None or x < 0`). Only these:
#: a flag beside the comparison (`x < 500 || flag`) is the boundary's business, held false by its case.
_NULL_CHECK = re.compile(
    r"[\w.$]+\s*(?:===?|is)\s*(?:null|None|nil|undefined)|(?:null|None|nil|undefined)\s*===?\s*[\w.$]+"
)


def other_disjuncts(branch: str, boundary: str) -> list[str]:
    """The top-level `||` operands of `branch` that are not the boundary's comparison (or hold it).

    >>> other_disjuncts("orderTotal == null || orderTotal.compareTo(BigDecimal.ZERO) < 0",
    ...                 "orderTotal.compareTo(BigDecimal.ZERO) < 0")
    ['orderTotal == null']
    >>> other_disjuncts("a > 3 && b", "a > 3"), other_disjuncts("n > 3", "n > 3"), other_disjuncts("x < 500 || flag", "x < 500")
    ([], [], [])
    """
    parts = [strip_parens(p) for p in boolean_operands(strip_parens(branch), _OR)]
    if len(parts) < 2:
        return []
    target = strip_parens(boundary)
    if not any(target in p for p in parts):
        return []
    return [p for p in parts if target not in p and _NULL_CHECK.fullmatch(p.strip())]


__all__ = ["other_disjuncts"]
