"""Cases of a `raise` / `throw` or an early `return`: the input that reaches it and what it does."""

from __future__ import annotations

import re

from utspec.analyzers.effects import statement_effect
from utspec.analyzers.enclosing import conditions_around
from utspec.analyzers.go_named_results import returned_statement
from utspec.designer.offline.case_inputs import input_for, input_phrases
from utspec.designer.offline.chain_else import clauses_input, later_clause
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.drafts import Draft, ask_no_effect, expected_sentence, input_sentence
from utspec.designer.offline.facts import else_statement
from utspec.designer.offline.fallthrough import label_holds
from utspec.designer.offline.handler_cases import rethrown
from utspec.designer.offline.leaving_blocks import guard_before
from utspec.designer.offline.past_exits import past_exits_input
from utspec.designer.offline.sentences import category_of, q, say
from utspec.designer.offline.values import examples
from utspec.designer.offline.worked_cases import restates, worked_case
from utspec.models import ChecklistItem, Kind


def _enclosing_branch(item: ChecklistItem, ctx: Ctx) -> ChecklistItem | None:
    inside = [
        b for b in ctx.items
        if b.kind is Kind.BRANCH and b.file == item.file and b.symbol == item.symbol
        and (b.line < item.line <= b.end_line or label_holds(ctx.lines(item.file), b.line, item.line))
    ]  # fmt: skip
    return max(inside, key=lambda b: b.line, default=None)


def _held_false(host: ChecklistItem, item: ChecklistItem, ctx: Ctx) -> bool:
    """Whether `item` sits where `host`'s condition is false: its `else`, or the `else` ending its elif chain.

    jeraconv's `if self.__is_correct_format(s): pass` / `else: raise ValueError('…' '…')` compared the `else`'s first
    line with the whole two-line statement, missed, and stated the raise for a format that passes (inverted);
    `else: raise` after `if … elif …` took the first arm's value. The if-chain reader says where the line is.
    """
    around = conditions_around(ctx.lines(item.file), item.line) or []
    return any(cond == host.text and not held for cond, held in around) and not any(
        cond == host.text and held for cond, held in around)  # fmt: skip


def raise_or_return_cases(item: ChecklistItem, ctx: Ctx) -> list[Draft]:
    persp = "persp.early_return" if item.kind is Kind.EARLY_RETURN else "persp.raise"
    # A Go bare `return` under named results returns them (go_named_results.py), not nothing.
    effect = statement_effect(returned_statement(item.effect or item.text, ctx.lines(item.file), item.line))
    said = say(effect, ctx.msg)
    if (
        effect.kind == "raise"
        and effect.name
        and re.fullmatch(r"[a-z_]\w*", effect.name)
        and not effect.message
    ):
        said = rethrown(item, effect.name, ctx) or said
    host = _enclosing_branch(item, ctx)
    guard, in_else = None, False
    if host is not None:
        in_else = (else_statement(ctx.lines(item.file), host.line, item.language) or "").rstrip(
            ";"
        ) == item.text.rstrip(";") or _held_false(host, item, ctx)
        inp = input_for(host.text, not in_else, item, ctx)
        if (conds := later_clause(ctx.lines(item.file), item.line, host.text)) is not None and len(conds) > 1:
            # An `else` after an `elif`: every clause of the chain false, not only the first `if`'s (`_held_false`).
            inp = clauses_input(conds, lambda c, w: examples(c, w, ctx.at(item), ctx.msg), ctx.msg) or inp
    elif (past := past_exits_input(item, ctx)) is not None:
        inp = input_sentence(past, ctx)
    elif (guard := guard_before(item, ctx)) is not None:
        inp = input_for(guard.text, False, item, ctx)
    else:
        inp = ctx.msg("in.valid_any", where=ctx.where(item))
    if effect.kind == "return" and restates(effect) and (host is not None or guard is not None):
        cond, want = (host.text, not in_else) if host is not None else (guard.text, False)  # type: ignore[union-attr]
        if (
            worked := worked_case(item, input_phrases(cond, want, item, ctx), ctx, (cond, want), effect.value)
        ) is not None:
            inp, said = input_sentence(worked[0], ctx), worked[1]
    return [
        Draft(
            ctx.msg(persp, stmt=q(item.text)),
            category_of([effect]),
            ctx.msg("pre.reached_line", where=ctx.where(item), line=item.line),
            inp,
            expected_sentence([said], ctx) if said else ask_no_effect(item, item.text, item.text, ctx),
        )
    ]
