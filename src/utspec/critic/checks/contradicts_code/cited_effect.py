"""The cited statement's own effect on the case's side: the raise, return or assignment it makes
(or does not make, off its side), and a boundary's truth at the case's value."""

from __future__ import annotations

import re

from utspec.analyzers.effects import effects_of
from utspec.critic.checks._case_facts import Side
from utspec.critic.checks._claims import Claims
from utspec.critic.checks._main_path import final_return_of
from utspec.critic.checks._message_template import PLACEHOLDER, fits
from utspec.critic.checks._numbers import same_number, show
from utspec.critic.checks.contradicts_code.values import UNKNOWN, assigned_lines, raised_type, same
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import ChecklistItem, ItemEffect, Kind


def _said(c: Claims, msg: Catalog) -> str:
    """What the expected result states instead of an exception, in the reviewer's words."""
    if c.not_raised:
        return msg("semantic.said_not_raised", exc=sorted(c.not_raised)[0])
    if c.no_exception:
        return msg("semantic.said_no_exception")
    if c.returns:
        return msg("semantic.said_returns", value=c.returns[0])
    return msg("semantic.said_success")


def _has_placeholder(message: str) -> bool:
    return any(ch in message for ch in "{}%$")


def raise_hits(
    side: Side, e: ItemEffect, c: Claims, fired: set[str], msg: Catalog, expected: str = ""
) -> list[str]:
    ref = side.item.id
    exc = raised_type(e.name or "")
    if side.fires is False:
        if exc in c.raised and exc not in fired:
            guard = side.guard or side.item
            at = show(side.value) if side.value is not None else msg("semantic.the_input")
            return [msg("semantic.code_wrong_side", value=at, cond=guard.text,
                        truth=msg("semantic.truth_false"), ref=guard.id, exc=exc)]  # fmt: skip
        return []
    if c.raised and not (c.raised & fired):
        return [msg("semantic.code_raises_other", exc=exc, ref=ref, said=", ".join(sorted(c.raised)))]
    if not c.raised and (exc in c.not_raised or c.no_exception or c.success or c.returns):
        return [msg("semantic.code_raises_not", exc=exc, ref=ref, said=_said(c, msg))]
    # A message quoting words in double quotes reads as two: the outermost quotes give it whole (ms-ts's
    # formatted message; node-fetch's `Failed to execute "redirect" on "response": Invalid status code`).
    outer = re.search(r'"(.*)"', expected, re.DOTALL)
    said = (*c.messages, *(outer.groups() if outer else ()))
    if exc in c.raised and e.message and not _has_placeholder(e.message) and c.messages:
        want = " ".join(e.message.split()).casefold()
        if all(" ".join(m.split()).casefold() != want for m in said):
            return [msg("semantic.code_message", exc=exc, msg=e.message, ref=ref, said=c.messages[0])]
    if exc in c.raised and e.message and PLACEHOLDER.search(e.message) and c.messages:
        # A formatted message: its words around the placeholders must be there (`_message_template`).
        if not any(fits(m, e.message) for m in said):
            return [msg("semantic.code_message", exc=exc, msg=e.message, ref=ref, said=c.messages[0])]
    return []


def return_hits(
    side: Side, e: ItemEffect, c: Claims, fired: set[str], msg: Catalog, worked: str | None = None
) -> list[str]:
    """`worked`: what the returned expression gives for the case's input (`worked_return_at`), a value it may state."""
    value = e.value or "None"
    if c.raised and not (c.raised & fired):
        return [
            msg(
                "semantic.code_returns_raise", value=value, ref=side.item.id, said=", ".join(sorted(c.raised))
            )
        ]
    if c.returns and all(
        not same(r, value) and not (worked is not None and same(r, worked)) for r in c.returns
    ):
        return [msg("semantic.code_returns_other", value=value, ref=side.item.id, said=c.returns[0])]
    if any(same(r, value) for r in c.not_returns):
        return [msg("semantic_paths.code_returns_not", value=value, ref=side.item.id)]
    return []


def off_return_hits(side: Side, e: ItemEffect, c: Claims, others: set[str], msg: Catalog) -> list[str]:
    """A return said to happen on the side of its boundary where it does not (`others`: values returned elsewhere)."""
    value = e.value or "None"
    if side.guard is None and side.item.kind is Kind.BRANCH and side.fires is False:
        # A branch whose side the input decides (`_case_facts.stated_side`): no boundary value to show.
        if (
            UNKNOWN in others
            or any(same(value, o) for o in others)
            or not any(same(r, value) for r in c.returns)
        ):
            return []
        return [msg("semantic_paths.code_return_wrong_side", at=msg("semantic.the_input"), cond=side.item.text,
                    truth=msg("semantic.truth_false"), ref=side.item.id, value=value)]  # fmt: skip
    if side.guard is None or side.value is None:
        return []
    if c.not_returns and not c.returns and all(not same(r, value) for r in c.not_returns):
        # "does not return `1` at line 23" where line 23 returns `0`: the sentence is about another return.
        return [
            msg("semantic_paths.code_not_returns_other", ref=side.item.id, value=value, said=c.not_returns[0])
        ]
    if UNKNOWN in others or any(same(value, o) for o in others):
        return []
    if any(same(r, value) for r in c.returns):
        return [msg("semantic_paths.code_return_wrong_side", at=show(side.value), cond=side.guard.text,
                    truth=msg("semantic.truth_false"), ref=side.guard.id, value=value)]  # fmt: skip
    return []


def returned_elsewhere(
    inp: ReviewInput, items: list[ChecklistItem], item: ChecklistItem, e: ItemEffect
) -> set[str]:
    """What the function returns other than through `e`: its other returns and its final `return`."""
    pool = inp.checklist if inp.citable is None else inp.citable
    same = [i for i in pool if i.file == item.file and i.symbol == item.symbol]
    # The statement `e` is the one inside the branch on the item's line.
    end = max(
        [
            item.end_line,
            item.line + 1,
            *(b.end_line for b in same if b.kind is Kind.BRANCH and b.line == item.line),
        ]
    )
    out = {x.value or "None" for i in same if i.kind is Kind.EARLY_RETURN and not item.line <= i.line <= end
           for x in effects_of(i)[:1] if x.kind == "return"}  # fmt: skip
    final = final_return_of(inp, items)
    return {*out, final.value or "None"} if final is not None else {*out, UNKNOWN}


def assign_hits(side: Side, e: ItemEffect, c: Claims, msg: Catalog) -> list[str]:
    name, value = e.name or "", e.value or ""
    said = [v for n, v in c.assigned if same(n, name)]
    denied = [v for n, v in c.not_assigned if same(n, name)]
    ref = side.item.id
    if side.fires:
        if said and all(not same(v, value) for v in said):
            return [msg("semantic_paths.code_assign_other", name=name, value=value, ref=ref, said=said[0])]
        if any(same(v, value) for v in denied):
            return [msg("semantic_paths.code_assign_not", name=name, value=value, ref=ref)]
        if (
            not said
            and value
            and (other := next((n for n, v in c.assigned if same(v, value) and not same(n, name)), None))
        ):
            # The cited line's value given to another name (`elts[1]` for the line's `elts[0] = JLA.join(…)`).
            return [msg("semantic_paths.code_assign_target", name=name, value=value, ref=ref, said=other)]
    elif side.fires is False and any(same(v, value) for v in said):
        guard = side.guard or side.item
        return [msg("semantic_paths.code_assign_wrong_side", cond=guard.text, truth=msg("semantic.truth_false"),
                    ref=guard.id, name=name, value=value)]  # fmt: skip
    return []


def ended_hits(side: Side, e: ItemEffect, c: Claims, inp: ReviewInput, msg: Catalog) -> list[str]:
    """An assignment said to happen where the cited statement ends the function before any line that makes it.

    The case's `return`/`raise` fires, the result states no return and no exception but `x` becoming a
    value, and every line of the file assigning `x` comes after that statement (a parameter reassigned
    further down, another branch's assignment): the test never gets there.
    """
    if c.returns or c.raised or c.not_returns or not c.assigned:
        return []
    src = next((x.text for x in inp.sources if x.path == side.item.file), "")
    what = f"`{e.value or 'None'}`" if e.kind == "return" else f"`{e.name}`"
    for name, value in c.assigned:
        lines = assigned_lines(src, name.strip())
        if lines and all(n > side.item.line for n in lines):
            return [msg("semantic_paths.code_ended_before", ref=side.item.id, what=what, name=name, value=value,
                        kind=msg("semantic_paths.ends_" + e.kind), line=min(lines))]  # fmt: skip
    return []


def truth_hits(all_sides: list[Side], c: Claims, msg: Catalog) -> list[str]:
    if c.truth is None:
        return []
    said, at = c.truth
    for s in all_sides:
        if (
            s.item.kind is Kind.BOUNDARY
            and s.fires is not None
            and s.value is not None
            and same_number(s.value, at)
        ):
            if s.fires != said:
                truth = msg("semantic.truth_true" if s.fires else "semantic.truth_false")
                said_text = msg(
                    "semantic.said_truth",
                    truth=msg("semantic.truth_true" if said else "semantic.truth_false"),
                )
                return [msg("semantic.code_truth", value=show(at), cond=s.item.text, truth=truth, ref=s.item.id,
                            said=said_text)]  # fmt: skip
    return []
