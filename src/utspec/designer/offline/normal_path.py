"""The normal-path case of a function: every guard that leaves early is false; what it returns, writes, calls at its end."""

from __future__ import annotations

import re

from utspec.analyzers.effects import statement_effect
from utspec.designer.offline.assertion_only import only_raising_guards
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.drafts import Draft
from utspec.designer.offline.example_normal import example_normal_input
from utspec.designer.offline.facts import final_return
from utspec.designer.offline.function_return import function_literal
from utspec.designer.offline.go_error_exit import go_error_return, go_success_return
from utspec.designer.offline.guard_cases import merged_values
from utspec.designer.offline.handler_cases import handler_around
from utspec.designer.offline.leaving_blocks import success_exit
from utspec.designer.offline.main_path import main_path_input
from utspec.designer.offline.no_dependency import normal_precondition
from utspec.designer.offline.normal_effects import else_exit, member_assignments
from utspec.designer.offline.sentences import code, first_statement, say
from utspec.designer.offline.signature import function_body, main_path_calls, parameters
from utspec.designer.offline.sql_write_cases import write_clause
from utspec.designer.offline.unread_guards import unread_guards
from utspec.designer.offline.values import examples
from utspec.designer.offline.worked_return import worked_return
from utspec.models import Category, ChecklistItem, Kind, OpenQuestion, QuestionKind


def success_exit_of(guards: list[ChecklistItem], ctx: Ctx) -> ChecklistItem | None:
    """The branch past the guards that returns before a `throw` (`if (typeof v === 'number') return format(v);
    throw new Error(…)`): the way a normal run leaves a function that has no final `return`.

    The normal-path case said "not stated by the code" for what `ms(1)` returns.
    """
    first = guards[0]
    lines = ctx.lines(first.file)
    # A walked block can be the way out itself (`if (isPresent) { return value; } else { throw … }`): no guard is.
    exits = [b for b in ctx.items if b.kind is Kind.BRANCH and b.file == first.file and b.symbol == first.symbol
             and success_exit(b, lines)]  # fmt: skip
    return max(exits, key=lambda b: b.line, default=None)


def normal_path(guards: list[ChecklistItem], ctx: Ctx) -> Draft:
    """The case where no guard fires: what the function writes, calls and returns at its end."""
    first = guards[0]
    where = ctx.where(first)
    last_guard = max(g.end_line for g in guards)
    # A write or call in an except/catch body runs only when a dependency fails: not on the normal path.
    inside = [
        i for i in ctx.items if i.file == first.file and i.symbol == first.symbol and i.line > last_guard
        and handler_around(i, ctx.items) is None
    ]  # fmt: skip
    clauses: list[str | None] = [ctx.msg("effect.no_exception")]
    values = main_path_input(first, ctx)
    # Only values every guard on their names was read false for are said to pass them all (unread_guards.py).
    values = unread_guards(values, guards, first, ctx)
    # no argument named: a worked example's call that passes every guard (example_normal.py)
    values = example_normal_input(guards, values, ctx) or values
    for i in inside:
        if i.kind is Kind.SQL_WRITE:
            clauses.append(write_clause(i, ctx, " ".join(values)))
        elif i.kind is Kind.CALL and not _SQL_CALL.search(i.text):
            e = statement_effect(i.text)
            if e.kind in ("call", "output", "log"):
                clauses.append(say(e, ctx.msg))
    ret = final_return(ctx.lines(first.file), first.symbol, last_guard, first.language)
    if go_error_return(ret, first.language):
        ret = None  # Go's final `return 0, fmt.Errorf(…)` is its failure: the success return before it is the way out
    way_out = success_exit_of(guards, ctx) if ret is None else None
    success: tuple[str, ...] = ()
    if way_out is not None:
        ret = go_success_return(way_out, ctx.lines(first.file)) or first_statement(way_out.effect)
        # Go's success `return` ending that block is this case's to cite (the branch's own case shows the error).
        success = tuple(i.id for i in ctx.items if i.kind is Kind.EARLY_RETURN and i.file == first.file
                        and way_out.line < i.line <= way_out.end_line and i.text.strip() == ret)  # fmt: skip
        values = merged_values(values, examples(way_out.text, True, ctx.at(way_out), ctx.msg))
    elif ret is None:  # `if m == 1: return …` / `else: return …`: with every guard false the else returns
        ret = else_exit([(g.line, first_statement(g.effect)) for g in guards], ctx.lines(first.file), first.symbol,
                        first.language)  # fmt: skip
    if ret is not None and (head := function_literal(statement_effect(ret).value or "")) is not None:
        clauses.append(ctx.msg("effect.return_function", head=head))  # a factory: not the closure's source
    elif ret is not None:
        clauses.append(worked_return(first, ret, values, ctx) or say(statement_effect(ret), ctx.msg))
    if sum(1 for c in clauses if c) == 1:
        # Nothing returned or written: the calls every normal run makes on its dependencies are what a test observes.
        blocks = [(i.line, i.end_line) for i in ctx.items if i.file == first.file and i.symbol == first.symbol
                  and i.kind in (Kind.BRANCH, Kind.LOOP, Kind.HANDLER)]  # fmt: skip
        for stmt in main_path_calls(ctx.lines(first.file), first.symbol, last_guard, first.language, blocks):
            clauses.append(say(statement_effect(stmt), ctx.msg))
        # `self._nchannels = nchannels` after the guards: the member a test reads afterwards (normal_effects.py).
        for stmt in member_assignments(
            ctx.lines(first.file), first.symbol, last_guard, first.language, blocks
        ):
            clauses.append(say(statement_effect(stmt), ctx.msg))
    if sum(1 for c in clauses if c) == 1 and only_raising_guards(guards, ctx.lines(first.file)):
        clauses.append(ctx.msg("effect.return_none"))  # an assertion: returning without raising is its result
    expected = ctx.msg.sentence(ctx.msg.join([c for c in clauses if c]))
    if sum(1 for c in clauses if c) == 1:
        qid = ctx.ask(
            OpenQuestion(
                id=f"Q-normal:{first.file}:{first.symbol}",
                question=ctx.msg("q.normal_path", where=where),
                refs=[g.id for g in guards],
                kind=QuestionKind.NORMAL_PATH,
            )  # fmt: skip
        )
        expected += (
            " " + ctx.msg("exp.open", q=qid) if ctx.msg.language == "en" else ctx.msg("exp.open", q=qid)
        )
    # This is the normal-path case: with no value to name, it lists the guards a tester keeps false
    # ("see the normal-path case" here pointed at itself).
    conds = ctx.msg("sep.list").join(code(g.text) for g in guards)
    inp = ctx.msg("in.valid", where=where, values=ctx.msg("in.sep").join(values)) if values else ctx.msg.count(
        "in.valid_none", len(guards), where=where, conds=conds)  # fmt: skip
    return Draft(
        ctx.msg("persp.normal", where=where),
        Category.NORMAL,
        ctx.msg(_precondition(first, ctx)),
        inp,
        expected,
        also=((way_out.id, *success) if way_out is not None and way_out not in guards else success),
    )


def _precondition(first: ChecklistItem, ctx: Ctx) -> str:
    """The catalog key of the normal path's precondition: doubles named only where the run or the function has
    something to stand in for (no_dependency.py)."""
    lines = ctx.lines(first.file)
    body = function_body(lines, first.symbol, first.line, first.language) if first.symbol else []
    params = parameters(lines, first.symbol, first.line, first.language) if first.symbol else []
    return normal_precondition(ctx.items, body, params)


_SQL_CALL = re.compile(r"[\"'`]\s*(?:SELECT|INSERT|UPDATE|DELETE|MERGE|WITH)\b", re.I)
