"""Cases of an except / catch block: the try body fails (and, when it skips something, completes)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.effects import caught_types, split_effect, statement_effect
from utspec.designer.offline.clipped import unclipped
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.drafts import Draft, ask_no_effect, expected_sentence
from utspec.designer.offline.facts import final_return
from utspec.designer.offline.main_path import main_path_input, valid_input
from utspec.designer.offline.sentences import code, q, say_statement
from utspec.designer.offline.try_done import ends_function, first_of_try
from utspec.models import Category, ChecklistItem, Kind


def handled_types(handler: str) -> list[str]:
    """The exception types a handler catches, without modifiers (`catch (final Exception e)`) and without a bare
    variable (`catch (err)` in JS/TS catches anything)."""
    text = re.sub(r"\(\s*final\s+", "(", handler)
    types = caught_types(text)
    return [] if len(types) == 1 and re.fullmatch(r"[a-z_]\w*", types[0]) and "(" in text else types


def _handler_statement(stmt: str, handler: str, types: list[str], ctx: Ctx) -> str | None:
    """One statement of a handler; `throw e` / `raise ex` of the caught exception says which exception reaches the caller."""
    e = statement_effect(stmt)
    bound = re.search(r"(?:\bas\s+|\s)(\w+)\s*\)?\s*:?\s*$", handler.strip())
    if e.kind == "raise" and not e.message and bound and e.name == bound.group(1):
        return (
            ctx.msg("effect.reraise", exc=q(types[0])) if len(types) == 1 else ctx.msg("effect.reraise_any")
        )
    return say_statement(stmt, ctx.msg)


def _rethrows(stmt: str, handler: str) -> bool:
    """`throw e` / `raise err` of the handler's own bound exception.

    >>> _rethrows("throw e;", "catch (Iban4jException e)"), _rethrows("throw new X(e);", "catch (Iban4jException e)")
    (True, False)
    """
    e = statement_effect(stmt)
    bound = re.search(r"(?:\bas\s+|\s)(\w+)\s*\)?\s*:?\s*$", handler.strip())
    return e.kind == "raise" and not e.message and bound is not None and e.name == bound.group(1)


def rethrown(item: ChecklistItem, name: str, ctx: Ctx) -> str | None:
    """`throw e` inside a handler: the caught exception reaches the caller unchanged."""
    handler = handler_around(item, ctx.items)
    if handler is None or not re.search(rf"\b{re.escape(name)}\s*\)?\s*(?::|$)", handler.text.strip()):
        return None
    types = handled_types(handler.text)
    return ctx.msg("effect.reraise", exc=q(types[0])) if len(types) == 1 else ctx.msg("effect.reraise_any")


def handler_around(item: ChecklistItem, items: Sequence[ChecklistItem]) -> ChecklistItem | None:
    """The innermost except/catch block whose body holds the item's line (a rethrow's, a retry write's)."""
    around = [
        h
        for h in items
        if h.kind is Kind.HANDLER and h.file == item.file and h.line < item.line <= h.end_line
    ]
    return max(around, key=lambda h: h.line, default=None)


def handler_cases(item: ChecklistItem, ctx: Ctx) -> list[Draft]:
    stmts, not_reraised, skipped = split_effect(item.effect)
    stmts = [unclipped(s, item, ctx.items) for s in stmts]
    types = handled_types(item.text)
    exc = ctx.msg("sep.list").join(code(t) for t in types) if types else ctx.msg("pre.any_exception")
    ok: list[Draft] = []
    if skipped and first_of_try(item, ctx.items):
        # The other side of the handler: the try body completes, so what a failure skips does happen.
        # "`e` is not raised" says nothing: a handler rethrowing what it caught has no first effect to deny.
        first = (
            say_statement(stmts[0], ctx.msg, happens=False)
            if stmts and not _rethrows(stmts[0], item.text)
            else None
        )
        done = say_statement(skipped, ctx.msg)
        if (
            done is None
            and ends_function(item, ctx.items, ctx.lines(item.file))
            and final_return(ctx.lines(item.file), item.symbol, item.line, item.language) is None
        ):
            done = ctx.msg.join([ctx.msg("effect.no_exception"), ctx.msg("effect.return_none")])
        ok.append(
            Draft(
                ctx.msg("persp.try_ok", where=ctx.where(item)),
                Category.NORMAL,
                ctx.msg("pre.try_ok", where=ctx.where(item)),
                valid_input(item, ctx),
                expected_sentence([done, first], ctx)
                if done
                else ask_no_effect(item, item.text, skipped, ctx),
                hosts=False,
            )
        )
    clauses: list[str | None] = []
    if not_reraised:
        clauses.append(
            ctx.msg("effect.caught", exc=q(types[0])) if len(types) == 1 else ctx.msg("effect.caught_any")
        )
    clauses += [_handler_statement(s, item.text, types, ctx) for s in stmts]
    if skipped:
        # What the failure skipped in the try block does not happen (the success log, the last call).
        clauses.append(say_statement(skipped, ctx.msg, happens=False))
    ret = final_return(ctx.lines(item.file), item.symbol, item.line, item.language)
    if not_reraised and ret and (value := statement_effect(ret).value):
        clauses.append(ctx.msg("effect.still_returns", value=q(value)))
    values = main_path_input(item, ctx)
    inp = (
        ctx.msg("in.handler_input", values=ctx.msg("in.sep").join(values), exc=exc)
        if values else ctx.msg.sentence(ctx.msg("pre.handler", where=ctx.where(item), exc=exc).rstrip(".。"))
    )  # fmt: skip
    expected = (
        expected_sentence(clauses, ctx)
        if any(clauses)
        else ask_no_effect(item, item.text, item.effect or "", ctx)
    )
    return ok + [
        Draft(
            ctx.msg("persp.handler", handler=q(item.text)),
            Category.ERROR,
            ctx.msg("pre.handler", where=ctx.where(item), exc=exc),
            inp,
            expected,
        )
    ]
