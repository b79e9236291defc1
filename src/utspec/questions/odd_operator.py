"""One comparison among its siblings that cuts the other way: `a >= o.minA && b >= o.minB && len > o.minLength`.

npm validator 13.11.0 (bench/questions validator-ja-js vj-C2, a planted edit): isStrongPassword returns

    analysis.length > options.minLength && analysis.lowercaseCount >= options.minLowercase
      && analysis.uppercaseCount >= options.minUppercase && … >= options.minNumbers && … >= options.minSymbols

and the readme gives `minLength: 8` as an option beside the other minimums. Four of the five comparisons with the same
object's fields are inclusive and one is strict: an 8-character password fails a minimum length of 8. A written rule is
rarely applied one way four times and the other way once on purpose, so the odd one is asked when a design statement
names its field. Read: one connective (`&&` or `||`), at least three comparisons whose right side (after putting the
field on the right) is a field of the same object, all of one direction; exactly one differs in strictness. Pure
function of the checklist.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import ChecklistItem, Kind

_TERM = re.compile(
    r"^\s*\(?\s*(?P<l>[A-Za-z_$][\w$.()\[\]]*)\s*(?P<op><=|>=|<|>)\s*(?P<r>[A-Za-z_$][\w$.()\[\]]*)\s*\)?\s*$"
)
_FLIP = {"<": ">", "<=": ">=", ">": "<", ">=": "<="}


@dataclass(frozen=True)
class OddOperator:
    item: ChecklistItem
    term: str
    """The odd comparison (`analysis.length > options.minLength`)."""
    field: str
    """Its field (`minLength`)."""
    usual: str
    """The operator the other comparisons use (`>=`)."""


def odd_operators(checklist: Sequence[ChecklistItem]) -> list[OddOperator]:
    """Each comparison that alone of three or more siblings on one object's fields differs in strictness.

    >>> from utspec.models import Kind
    >>> it = ChecklistItem(id="v.js:1:branch", kind=Kind.BRANCH, file="v.js", line=1, end_line=1, language="javascript",
    ...     text="a.n > o.minN && a.l >= o.minL && a.u >= o.minU")
    >>> [(o.term, o.field, o.usual) for o in odd_operators([it])]
    [('a.n > o.minN', 'minN', '>=')]
    """
    out, seen = [], set()
    for it in checklist:
        if it.kind is not Kind.BRANCH or (it.file, it.line) in seen:
            continue
        ands, ors = re.split(r"&&|\band\b", it.text), re.split(r"\|\||\bor\b", it.text)
        if len(ands) > 1 and len(ors) > 1:
            continue
        terms = ands if len(ands) > 1 else ors
        read = []
        for term in terms:
            m = _TERM.match(term)
            if m is None:
                continue
            left, op, right = m.group("l"), m.group("op"), m.group("r")
            if "." not in right and "." in left:
                left, op, right = right, _FLIP[op], left
            if "." not in right:
                continue
            read.append((term.strip(), op, right.rsplit(".", 1)))
        if (
            len(read) < 3
            or len({obj for _, _, (obj, _) in read}) != 1
            or len({op[0] for _, op, _ in read}) != 1
        ):
            continue
        strict = [r for r in read if r[1] in ("<", ">")]
        inclusive = [r for r in read if r[1] in ("<=", ">=")]
        odd, usual = (strict, inclusive) if len(strict) == 1 else (inclusive, strict)
        if len(odd) != 1 or len(usual) < 2:
            continue
        seen.add((it.file, it.line))
        term, _, (_, field) = odd[0]
        out.append(OddOperator(it, term, field, usual[0][1]))
    return out
