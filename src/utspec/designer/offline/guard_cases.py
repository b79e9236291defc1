"""The case of a short-circuit guard: the right operand of `a || b` / `a && b`, evaluated only on one side of `a`.

The analyzers give `if (orderNo == null || orderNo.isBlank())` two branch items: the `if` (effect: its
first statement) and the guard (effect: the guarded operand, `orderNo.isBlank()`). Drafted like any
branch, the guard's case took the `if`'s input (`orderNo` = `null`, the one value for which `isBlank`
is never called) and "expected" the call of a pure method. Its real test is the value that reaches
the right operand and decides the `if` there: `orderNo` = `"   "` raises; with `&&`, the value the
right operand rejects skips the block.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from utspec.analyzers.draft import one_line
from utspec.analyzers.effects import item_effects
from utspec.codetext import top_level_operators
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.drafts import item_line
from utspec.designer.offline.facts import after_block, else_statement, leaves
from utspec.designer.offline.kept_element import kept_clause
from utspec.designer.offline.sentences import category_of, first_statement, q, say_statement
from utspec.designer.offline.skipped_call import skipped_call
from utspec.designer.offline.statement_span import whole_statement
from utspec.designer.offline.values import examples
from utspec.models import Category, ChecklistItem, Kind

_OR = ("||", " or ", " OR ")
_AND = ("&&", " and ", " AND ")


class Guard(NamedTuple):
    left: str
    right: str
    is_or: bool


def _last_top_level(cond: str, ops: Sequence[str]) -> tuple[int, str] | None:
    """Where the last boolean operator of `ops` outside brackets and strings starts, and which one."""
    found = None
    for at in top_level_operators(cond, ops, quotes=True):
        found = at
    return found


def guard_of(item: ChecklistItem) -> Guard | None:
    """The guard's operands when `item` is a short-circuit guard (a branch whose effect is its own right operand).

    >>> from utspec.models import ChecklistItem, Kind
    >>> g = ChecklistItem(id="A.java:16:branch#2", kind=Kind.BRANCH, file="A.java", line=16, end_line=16,
    ...     language="java", text="orderNo == null || orderNo.isBlank()", effect="orderNo.isBlank()")
    >>> guard_of(g)
    Guard(left='orderNo == null', right='orderNo.isBlank()', is_or=True)
    """
    if item.kind is not Kind.BRANCH or not item.effect:
        return None
    found = _last_top_level(item.text, (*_OR, *_AND))
    if found is None:
        return None
    at, op = found
    left, right = item.text[:at].strip(), item.text[at + len(op) :].strip()
    if one_line(right) != item.effect.strip():
        return None
    return Guard(left, right, op in _OR)


def host_if(item: ChecklistItem, ctx: Ctx) -> ChecklistItem | None:
    """The branch (an `if`, a `while`) whose whole condition the guard is.

    It starts on the guard's line, or above it when the condition opens on the next line
    (`if (\n  a\n  || b\n) {`: ky's date check said "not stated by the code" for its `return undefined`).
    """
    for b in ctx.items:
        if (b.kind is Kind.BRANCH and b.file == item.file and b.line <= item.line <= b.end_line and b.id != item.id
                and _case_free(b.text) == _case_free(item.text) and b.effect != item.effect):  # fmt: skip
            return b
    return None


def _case_free(text: str) -> str:
    """A condition without the `case` keyword a tagless switch puts before it (go-version's `switch …; { case
    cPre && vPre:`): the guard `vPre` decides that label as it would an `if`."""
    return re.sub(r"^case\s+|\s*:$", "", text.strip())


def _subject(phrase: str) -> str:
    m = re.search(r"`([^`]+)`", phrase)
    return m.group(1) if m else phrase


def merged_values(*groups: list[str]) -> list[str]:
    """Input phrases of several operands, a later phrase about the same name replacing an earlier one.

    `orderNo == null` false gives `orderNo` = `"abc"`; `orderNo.isBlank()` true then says `"   "`, which
    is not null either: one value per name, the one the deciding operand needs.
    """
    out: dict[str, str] = {}
    for group in groups:
        for p in group:
            out[_subject(p)] = p
    return list(out.values())


class GuardDraft(NamedTuple):
    perspective: str
    category: Category
    values: list[str]
    expected: str | None
    also: tuple[str, ...] = ()
    """The `if` whose block the expected result states: cited beside the guard."""


def skipped_block(host: ChecklistItem, stmt: str, ctx: Ctx) -> str | None:
    """What a test sees when `a && b` skips the `if`'s block: its first statement does not happen at the `if`'s
    line, and when that statement leaves, the exit right after the block is what the function does instead.

    validator's `if (isInsideRange && Array.isArray(options?.discreteLengths)) return …;` said "does not
    return `…` at line None" with `b` false: no line, and not what the call gives (`return isInsideRange;`).
    """
    said = skipped_call(stmt, host, ctx.lines(host.file), ctx.msg)
    # The `if`'s own `else` runs instead (http.client's `else: self.chunked = False` said only "`self.chunked`
    # is not set to `True`"); without one, a leaving block's skip reaches the statement after it.
    otherwise = else_statement(ctx.lines(host.file), host.line, host.language)
    nxt = otherwise or (after_block(ctx.lines(host.file), host.line, host.language) if leaves(stmt) else None)
    if nxt:  # `return {` spanning lines (pretty-bytes' buildLocaleOptions said "the function returns `{`")
        nxt = whole_statement(nxt, ctx.lines(host.file), host.line)
    instead = say_statement(nxt, ctx.msg) if nxt and (leaves(nxt) or otherwise) else None
    if instead is None and not otherwise:
        instead = kept_clause(host, stmt, ctx)  # `continue` not taken: the call the element goes on to (kept_element)
    return ctx.msg.join([c for c in (said, instead) if c]) if said or instead else None


def no_effect_question(item: ChecklistItem, guard: Guard, ctx: Ctx) -> str:
    """The question of a guard whose right operand shows a test nothing, said of the side of the left operand that
    reaches it: kansuji's `options = options || {}` asked "what should a test observe when `{}` holds", a literal
    that is no condition. Now: "… when `options` is false and `{}` is evaluated"."""
    state = ctx.msg("in.state_false" if guard.is_or else "in.state_true")
    return ctx.msg("q.no_effect_guard", left=q(guard.left), right=q(guard.right), state=state,
                   where=ctx.where(item), stmt=q(item_line(item, ctx).strip() or item.text))  # fmt: skip


def guard_draft(item: ChecklistItem, guard: Guard, ctx: Ctx) -> GuardDraft:
    """Perspective, category, input values and expected clause of the guard's case (None: nothing to observe)."""
    at = ctx.at(item)
    host = host_if(item, ctx)
    # `a || b` reaches b when a is false; `a && b` when a is true.
    left_values = examples(guard.left, not guard.is_or, at, ctx.msg)
    if host is None:
        # A guard outside a condition (`callback && callback()`): the right operand runs; what it does is the result.
        said = say_statement(guard.right, ctx.msg)
        persp = ctx.msg("persp.guard_eval", cond=q(guard.left), right=q(guard.right),
                        state=ctx.msg("in.state_false" if guard.is_or else "in.state_true"))  # fmt: skip
        return GuardDraft(persp, Category.NORMAL, left_values, said)
    # In a condition: the right operand decides. With `||` it makes the whole condition hold (the block
    # runs); with `&&` it makes it fail (the block is skipped) - the side the condition's own case does not test.
    right_values = examples(guard.right, guard.is_or, at, ctx.msg)
    if not right_values:
        # The right operand decides: the left one's value alone (`retry.methods` = `true` before an opaque
        # `!isList(retry.methods)`) would not say which side the condition takes.
        left_values = []
    stmt = first_statement(host.effect)
    effects = item_effects(host)
    if guard.is_or:
        said = say_statement(stmt, ctx.msg)
        persp = ctx.msg("persp.guard_or", left=q(guard.left), right=q(guard.right))
        category = category_of(effects)
    else:
        said = skipped_block(host, stmt, ctx)
        persp = ctx.msg("persp.guard_and", left=q(guard.left), right=q(guard.right))
        category = Category.NORMAL
    return GuardDraft(persp, category, merged_values(left_values, right_values), said, (host.id,))


__all__ = ["Guard", "guard_draft", "guard_of", "host_if", "merged_values"]
