"""A conditional expression the cited branch's line assigns or returns, read on the case's side."""

from __future__ import annotations

import re

from utspec.critic.checks._case_facts import Side
from utspec.critic.checks._claims import Claims
from utspec.critic.checks._conditional import conditional_assignment, conditional_return
from utspec.critic.checks._continued import continued_line
from utspec.critic.checks._main_path import final_return_of
from utspec.critic.checks._operand_conditional import conditional_test, whole_side
from utspec.critic.checks.contradicts_code.returned import own_return
from utspec.critic.checks.contradicts_code.values import LITERAL, assigned_lines, same
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import Kind


def conditional_return_hits(
    side: Side, c: Claims, line: str, msg: Catalog, final: str | None = None
) -> list[str]:
    """A returned conditional expression (`return keep ? text : text.toLowerCase()`) against the case's side: the
    arm of that side is returned, so saying it is not, or that the other arm is, contradicts the line (decamelize's
    short-text branch, kind-of's `ctorName`)."""
    arms = conditional_return(line, side.item.text)
    if arms is None:
        return []
    now, other = arms if side.fires else arms[::-1]
    ref = side.item.id
    if any(same(v, now) for v in c.not_returns):
        return [msg("semantic_paths.code_returns_not", value=now, ref=ref)]
    if c.returns and any(same(r, other) for r in c.returns) and not any(same(r, now) for r in c.returns):
        return [msg("semantic.code_returns_other", value=now, ref=ref, said=other)]
    if (said := _foreign_to_line(c, now, other, final, own_return(line))) is not None:
        return [msg("semantic.code_returns_other", value=now, ref=ref, said=said)]
    return []


def _foreign_to_line(
    c: Claims, now: str, other: str, final: str | None, whole: str | None = None
) -> str | None:
    """A returned expression (no literal) that is neither arm of the cited returned conditional nor the function's
    final return: another line's result moved onto the case (ts-dedent's callback `return i === 0 ? str : …`
    said to return the reduce callback's `arr.concat(…)`). None when the final return is not known.

    >>> from utspec.critic.checks._claims import claims
    >>> _foreign_to_line(claims("The function returns `arr.concat(x)`."), "str", "`${e}${str}`", "string")
    'arr.concat(x)'
    >>> _foreign_to_line(claims("The function returns `string`."), "str", "`${e}${str}`", "string") is None
    True
    >>> _foreign_to_line(claims("The function returns `0`."), "str", "`${e}${str}`", "string") is None
    True
    """
    if final is None or c.raised:
        return None
    for r in c.returns:
        if LITERAL.fullmatch(r.strip()) or re.fullmatch(r"['\"`].*['\"`]", r.strip()):
            continue
        if not any(same(r, v) for v in (now, other, final, whole or now)):
            return r
    return None


def conditional_hits(side: Side, c: Claims, inp: ReviewInput, msg: Catalog) -> list[str]:
    """A name assigned a conditional expression (`fee = 800 if w > 2000 else 500`), against the case's side.

    On the case's side the name becomes one arm: saying it does not, or that it becomes the other arm,
    contradicts the line. Another value is compared only when no other line assigns the name (a later
    `fee += 400` may be what the result describes).
    """
    if side.fires is None or side.item.kind not in (Kind.BRANCH, Kind.BOUNDARY):
        return []
    src = next((x.text for x in inp.sources if x.path == side.item.file), "")
    lines = src.split("\n")
    if not 1 <= side.item.line <= len(lines):
        return []
    # pretty-ms's `// Cannot…` comment is stripped; content-disposition's arms on lines of their own are joined
    line = continued_line(lines, side.item.line)
    test = conditional_test(line) if side.item.kind is Kind.BOUNDARY else None
    if test is not None and (whole := whole_side(test, side.item.text, side.fires)) is not None:
        # a boundary on one operand (`arguments.length > 0 && …`): the operand decides the whole condition
        side = Side(side.item.model_copy(update={"text": test}), whole, side.value, side.guard)
    got = conditional_assignment(line, side.item.text)
    if got is None:
        fin = final_return_of(inp, [side.item])
        return conditional_return_hits(side, c, line, msg, fin.value if fin else None)
    name, yes, no = got
    now, other = (yes, no) if side.fires else (no, yes)
    said = [v for n, v in c.assigned if same(n, name)]
    ref = side.item.id
    if any(same(v, now) for n, v in c.not_assigned if same(n, name)):
        return [msg("semantic_paths.code_assign_not", name=name, value=now, ref=ref)]
    if not said or any(same(v, now) for v in said):
        return []
    if any(same(v, other) for v in said) and not same(now, other):
        truth = msg("semantic.truth_true" if side.fires else "semantic.truth_false")
        return [msg("semantic_paths.code_assign_wrong_side", cond=side.item.text, truth=truth, ref=ref, name=name,
                    value=other)]  # fmt: skip
    if len(assigned_lines(src, name)) == 1:
        return [msg("semantic_paths.code_assign_other", name=name, value=now, ref=ref, said=said[0])]
    return []
