"""Cases of a boundary: one per test value, on and off the comparison, with what the code does at each."""

from __future__ import annotations

import re
from collections.abc import Callable

from utspec.analyzers.domain import operand_of
from utspec.analyzers.effects import statement_effect
from utspec.analyzers.enum_members import enum_members
from utspec.analyzers.path_value import constants
from utspec.analyzers.settled import decided
from utspec.designer.offline.bigint import as_bigint, bigint_comparison
from utspec.designer.offline.block_exit import block_exit, block_lines, shows_nothing
from utspec.designer.offline.boundary_joint import boundary_joint, operand_sides, subject_name
from utspec.designer.offline.brace_chain import brace_clauses
from utspec.designer.offline.branch_cases import exit_after, value_clause
from utspec.designer.offline.case_inputs import say_text
from utspec.designer.offline.chain_arm import chain_clauses, landing_clause
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.derived import derived_from
from utspec.designer.offline.drafts import (
    Draft,
    ask_no_effect,
    boundary_question,
    expected_sentence,
    input_sentence,
    item_line,
)
from utspec.designer.offline.facts import else_statement, host_branch, leaves, negated, squash, ternary_arms
from utspec.designer.offline.kept_element import kept_clause
from utspec.designer.offline.kept_value import stays_clause
from utspec.designer.offline.leaving_blocks import guards_of
from utspec.designer.offline.leaving_chain import leaving_clauses
from utspec.designer.offline.local_inputs import parameter_phrase
from utspec.designer.offline.nested_return import either_sentence
from utspec.designer.offline.partners import partner_phrases
from utspec.designer.offline.remainder_operand import remainder_operand
from utspec.designer.offline.returned_chain import others_in, returned_chain
from utspec.designer.offline.returned_predicate import predicate_value, returned_expression
from utspec.designer.offline.sentences import first_statement, fmt, q, say_statement
from utspec.designer.offline.skipped_call import skipped_call
from utspec.designer.offline.string_constraints import string_test
from utspec.designer.offline.then_returns import then_returns
from utspec.designer.offline.values import compared, is_text
from utspec.designer.offline.worked import enclosing_values
from utspec.designer.offline.worked_cases import worked_case
from utspec.models import Category, ChecklistItem, Kind


def holds(op: str | None, bound: float | int | None, v: float | int) -> bool:
    """Whether `v <op> bound` is true."""
    if bound is None:
        return False
    return {
        ">": v > bound, ">=": v >= bound, "<": v < bound, "<=": v <= bound,
        "==": v == bound, "!=": v != bound, "===": v == bound, "!==": v != bound,
    }.get(op or "", False)  # fmt: skip


def _returned_comparison(item: ChecklistItem, ctx: Ctx) -> bool:
    """Whether the comparison is the whole returned value: `return a == 0;`, or an expression-bodied member or
    arrow function (`static bool IsEven(this int value) => value % 2 == 0;`, `=>` ending the line above).

    LuhnDotNet's `=> luhnNumber.ValidateAndTrimNumber().DoubleEverySecondDigit(true) == 0;` said "not stated by
    the code" at each boundary value and asked what to observe: the member returns `true` or `false`.
    """
    lines = ctx.lines(item.file)
    line = lines[item.line - 1].strip() if 1 <= item.line <= len(lines) else ""
    cond = item.text.strip("()")
    if re.match(r"return\b", line):
        return line.removeprefix("return").strip(" ;()") == cond
    if item.language in ("python", "go", "sql"):
        return False
    arrow = line.rpartition("=>")
    # A lambda handed to a call (`Validate(n => n.Sum() == 0);`) returns to that call, not to the caller.
    closes_call = arrow[2].count(")") > arrow[2].count("(")
    if (
        arrow[1]
        and not closes_call
        and squash(arrow[2].strip(" ;()")) == squash(cond)
        and not re.search(r"[?:]", arrow[2])
    ):
        return True
    above = lines[item.line - 2].strip() if item.line >= 2 else ""
    return above.endswith("=>") and squash(line.strip(" ;()")) == squash(cond)


def _predicate_return(item: ChecklistItem, operand: str | None, v: float | int, ctx: Ctx) -> str | None:
    """`true`/`false` (`True`/`False`) when the item's line returns a predicate of `operand` alone; else None."""
    expr = (
        returned_expression(item_line(item, ctx), item.language)
        if operand and not isinstance(v, bool)
        else None
    )
    found = predicate_value(expr, operand, v) if expr and operand else None
    if found is None:
        return None
    return str(found) if item.language == "python" else str(found).lower()


def _settled(
    host: ChecklistItem | None, item: ChecklistItem, operand: str | None, v: float | int
) -> bool | None:
    """Whether the host's whole condition holds at `v` whatever its other operands; None when they decide."""
    if host is None or not operand or isinstance(v, bool) or squash(host.text) == squash(item.text):
        return None
    return decided(host.text, operand, v)


def _chain_landing(item: ChecklistItem, operand: str | None, v: float | int, host: ChecklistItem | None,
                   ctx: Ctx) -> tuple[str, tuple[str, ...]] | None:  # fmt: skip
    """What the clause of the host's chain that `v` lands in does first (another clause than the host's), with that
    clause's branch item to cite; None when the value stays in the host's clause or the chain cannot say (chain_arm)."""
    if host is None or not operand or isinstance(v, bool):
        return None
    lines = ctx.lines(item.file)
    # No `elif`: earlier `if` blocks that always leave catch their values first (jpholiday's special years).
    clauses = (
        (chain_clauses(lines, host.line) or leaving_clauses(lines, host.line)) if item.language == "python"
        else brace_clauses(lines, host.line, item.language)  # `} else if (…) {`, Go's `} else if c == 1 {`
    )  # fmt: skip
    landed = (
        landing_clause(clauses, operand, v, constants(lines, item.language), item.language)
        if clauses
        else None
    )
    if landed is None or landed.line == host.line or landed.first is None:
        return None
    # A clause that opens with `if inner: return A` then `return B` states both results (nested_return).
    said = either_sentence(lines, landed.line, item.language, ctx.msg) or say_statement(landed.first, ctx.msg)
    # The clause's branch and the statement it states (a raise, a return), so the case's evidence holds what it says.
    cited = tuple(i.id for i in ctx.items if i.file == item.file and (
        (i.line == landed.line and i.kind is Kind.BRANCH)
        or (i.line == landed.first_line and i.kind in (Kind.RAISE, Kind.EARLY_RETURN))))  # fmt: skip
    return (said, cited) if said else None


def _say_value(ctx: Ctx) -> Callable[[str, str, str, str], str]:
    return lambda name, value, local, was: ctx.msg(
        "in.local_from", name=name, value=value, local=local, local_value=was
    )


def _exits_before(ends: ChecklistItem, host: ChecklistItem, ctx: Ctx) -> bool:
    """Whether a nested block of `host` may leave before `ends` (jsonpointer's `if inplace: raise …` before
    `return value`): then the input decides which exit a test sees, and the block's last one is no statement of it."""
    span = block_lines(ctx.lines(host.file), host)
    return any(i.kind in (Kind.RAISE, Kind.EARLY_RETURN) and i.file == host.file and i.line in span
               and host.line < i.line < ends.line for i in ctx.items)  # fmt: skip


def _joint_string(
    mine: list[str], operand: str, ops: list[tuple[str, bool]], item: ChecklistItem, ctx: Ctx
) -> list[str]:
    at, lines = ctx.at(item), ctx.lines(item.file)
    earlier = [
        (g.text, False) for g in guards_of(item.file, item.symbol, ctx.items, lines) if g.line < item.line
    ]
    # The subject is a string when a pattern tests it (`!TEXT_REGEXP.test(str)` beside `str.length > 0`), whatever
    # its declaration says; without one the boundary's value alone decides and nothing is changed.
    if not any(
        (s := string_test(c, lines, item.line, lambda n: False)) is not None and s.samples
        for c, _ in [*ops, *earlier]
    ):
        return mine
    # The input the string stands for (`var str = String(val)`: `val`), as the string tests name it.
    name = d.source if (d := derived_from(subject_name(operand), lines, item.line)) else subject_name(operand)
    sides = [(c, w, lines, item.line, lambda n: n == name or is_text(n, at)) for c, w in [*ops, *earlier]]
    return boundary_joint(mine, name, sides, say_text(ctx))


def _remainder_said(set_to: tuple[str, int], operand: str, shown: str, item: ChecklistItem, ctx: Ctx) -> str:
    """The input setting a remainder's argument; at 0 (the divisor given) it says the remainder is 0 as well."""
    said = compared(set_to[0], set_to[1], ctx.msg, ctx.at(item))
    return (
        said
        if str(set_to[1]) == shown
        else ctx.msg("in.remainder_from", said=said, expr=operand, value=shown)
    )


def boundary_cases(item: ChecklistItem, ctx: Ctx) -> list[Draft]:
    host = host_branch(item, ctx.items)
    neg = negated(host.text, item.text) if host is not None else False
    stmt = first_statement(item.effect) if item.effect else None
    own_first = stmt  # what the block opens with: the question quotes it when nothing is stated
    exit_ref: tuple[str, ...] = ()
    on_stmt = stmt
    if (
        stmt
        and host is not None
        and shows_nothing(stmt)
        and (ends := block_exit(host, ctx.items, ctx.lines(item.file)))
        and (not _exits_before(ends, host, ctx))
    ):
        # `var exception = creator?.Invoke(); throw exception ?? new ArgumentException(…)`: a local first, then
        # the block's throw, which is what a test of the side that fires observes (GuardClauses); that side cites
        # it, so the exception its expected result names is in its own evidence.
        exit_ref, on_stmt = (ends.id,), first_statement(ends.effect) or ends.text
    other = else_statement(ctx.lines(item.file), host.line, item.language) if host is not None else None
    operand = operand_of(item.text, item.value, item.constant)
    out: list[Draft] = []
    arms = ternary_arms(item_line(item, ctx), host.text if host is not None else item.text)
    members = enum_members(item.constant, ctx.lines(item.file)) if item.constant else None
    for v in item.test_values or []:
        on = holds(item.operator, item.value, v)
        fires = on != neg
        # `=== 303 || (=== 302 && method === 'POST')` at 303, off `=== 302`: the host still fires (analyzers/settled.py).
        settled = _settled(host, item, operand, v)
        fires = fires if settled is None else settled
        # The side that fires reaches the block's exit; the other side keeps what the block opens with.
        stmt = on_stmt if fires else own_first
        shown = fmt(v)
        big = bigint_comparison(item.text, item.language)
        if big:  # `value === 0n`: a Number `0` is not `0n`; the values are BigInts
            shown = as_bigint(shown)
        # `x%100 != 11` standing alone: the test passes `x` (remainder_operand.py); beside another operand on `x`
        # (kanjize's `c_num >= 1000 and c_num % 1000 == 0`) the value both need is left to the partners below.
        alone = host is None or squash(host.text) == squash(item.text)
        set_to = remainder_operand(operand, v) if operand and alone else None
        inp = (
            _remainder_said(set_to, operand or "", shown, item, ctx)
            if set_to is not None
            else compared(operand, v if isinstance(v, int) and not big else shown, ctx.msg, ctx.at(item))
            if operand
            else ctx.msg("in.value", name=q(item.text), value=shown)
        )
        if operand and members is not None and v in members:
            # `e == EraUnknown`: the value is an enum member, and the member is what a test passes.
            inp = ctx.msg("in.enum_member", name=operand, value=shown, member=members[int(v)])
        # A local computed from a parameter (`thousands, c_num = divmod(number, 1000)`): the parameter's value.
        inp = parameter_phrase(
            inp, ctx.lines(item.file), item.line, item.symbol, item.language, _say_value(ctx)
        )
        # The host's other operands held (`!cmd.HasParent()` of `… && len(args) > 0`): the boundary alone decides.
        fixed = (operand, v) if operand and isinstance(v, (int, float)) and not isinstance(v, bool) else None
        mine = (
            [inp, *partner_phrases(host.text, item.text, ctx.at(item), ctx.msg, inp, fixed, partial=True)]
            if host is not None
            else [inp]
        )
        if host is not None and operand and (ops := operand_sides(host.text, item.text, on)) is not None:
            # A string the other operands and the earlier guards test too: one value for all (boundary_joint), of
            # the boundary's own length (`len(base) != 12` at 11 beside `not base.isdigit()` is eleven digits, not "1").
            if isinstance(v, int) and not isinstance(v, bool):
                ops = [(f"{operand} == {v}", True), *ops[1:]]
            mine = _joint_string(mine, operand, ops, item, ctx)
        taken = (
            (host.text if host is not None else item.text) if fires else ""
        )  # its names stay as the case needs
        own = (
            enclosing_values(item, mine, ctx, host.line if host is not None else item.line, taken)
            if operand
            else mine
        )
        worked = (
            worked_case(item, own, ctx, (host.text if host is not None else item.text, None))
            if operand
            else None
        )
        value_said = (
            value_clause(item, arms[0] if fires else arms[1], ctx) if arms and stmt is not None else None
        )
        landed_refs: tuple[str, ...] = ()
        landed = _chain_landing(item, operand, v, host, ctx) if worked is None else None
        if landed is not None:
            # `elif enc == LINEAR_16:` at 2: the LINEAR_8 clause runs, not "`_framesize` is not set to 2" (chain_arm).
            expected, landed_refs = expected_sentence([landed[0]], ctx), landed[1]
        elif worked is not None:
            # The input with every other argument gives the returned value: that is what the test checks. A guard
            # that does not fire still says its exception is not raised.
            kept = say_statement(stmt, ctx.msg, happens=False, line=item.line) if stmt and not fires and (
                statement_effect(stmt).kind in ("raise", "panic")) else None  # fmt: skip
            own, expected = worked[0], expected_sentence([kept, worked[1]], ctx)
        elif value_said is not None and statement_effect(stmt or "").kind == "value":
            expected = expected_sentence([value_said], ctx)
        elif stmt is not None:
            said = (
                say_statement(stmt, ctx.msg)
                if fires
                else say_statement(other, ctx.msg) if other
                else skipped_call(stmt, host, ctx.lines(item.file), ctx.msg, item.line) if host is not None
                else say_statement(stmt, ctx.msg, happens=False, line=item.line)
            )  # fmt: skip
            if said is None and not fires and exit_ref and statement_effect(on_stmt or "").kind == "raise":
                # smtplib's `if code != 250: if code == 421: self.close() … raise SMTPSenderRefused(…)` at 250: the
                # block opens with an inner `if`, which says nothing; the raise it ends with is what does not happen.
                said = say_statement(on_stmt or "", ctx.msg, happens=False, line=item.line)
                # The raise it names is cited with the `if` it sits in, whose side (off) says it does not fire.
                landed_refs = (host.id, *exit_ref) if host is not None else ()
            # An unless-style guard: the branch leaves, so the exit after the `if` is what happens instead.
            instead = exit_after(host, ctx) if not fires and other is None and leaves(stmt) and host else None
            if instead is None and not fires and other is None:
                instead = kept_clause(host, stmt, ctx)  # `continue` not taken: the next statement runs (kept_element)
            if (
                not fires
                and other is None
                and host
                and statement_effect(stmt).kind == "assign"
                and (after := exit_after(host, ctx) or then_returns(host, ctx, say_local=False))
            ):
                # cobra's `if len(cmd.ValidArgs) > 0 { validArgs := … }` at 0 said "`validArgs` is not set to
                # `make(…)`": a skipped assignment shows nothing; the exit after the block is what a test sees.
                said, instead = None, after
            if (
                not fires
                and other is None
                and said
                and not instead
                and (host is None or squash(host.text) == squash(item.text) or settled is False)
            ):
                # The name's earlier value, when certain: the boundary alone skips the block (node-fetch's
                # `=== 303 || (=== 301 || === 302) && method === 'POST'` at 302 may still set it).
                instead = stays_clause(ctx.lines(item.file), host.line if host else item.line, stmt, ctx.msg)
            # A firing block of `if inner: return A` then `return B`: both results are the code's (nested_return).
            either = (
                either_sentence(ctx.lines(item.file), host.line, item.language, ctx.msg, fires)
                if host
                else None
            )
            if either and not said and not fires:
                said, instead = (
                    either,
                    exit_after(host, ctx) if host else None,
                )  # skipped: the exit after the block
            elif either and not said:
                said = either
            expected = (
                expected_sentence([said, instead], ctx)
                if said or instead
                else ask_no_effect(item, item.text, own_first or stmt, ctx,
                                   question=boundary_question(item, own_first or stmt, ctx))
            )
        elif _returned_comparison(item, ctx):
            value = ("True" if on else "False") if item.language == "python" else ("true" if on else "false")
            expected = expected_sentence([ctx.msg("effect.return", value=value)], ctx)
        elif (chain := returned_chain(item_line(item, ctx), item.text, item.language)) is not None:
            # `return prereleaseCheck(v, c) && v.Compare(c) == 1`: the other operands held true, the comparison
            # is what the function returns (go-version's six comparison functions asked what to observe); an `||`
            # chain holds them false, and a concise arrow body (`value => value === 0 || value === 0n`) is returned.
            # An operand about the boundary's own subject (`reply < 600` beside `reply >= 500`) is the value's to hold.
            conj, held_at = chain
            subject = m.group(1) if (m := re.search(r"`([^`]+)`", inp)) else item.text
            held = partner_phrases(conj, item.text, ctx.at(item), ctx.msg, inp) or [
                ctx.msg("in.none", cond=q(other), state=ctx.msg("in.state_true" if held_at else "in.state_false"))
                for other in others_in(conj, item.text, held_at) if subject not in other]  # fmt: skip
            own = [*own, *held]
            value = ("True" if on else "False") if item.language == "python" else ("true" if on else "false")
            expected = expected_sentence([ctx.msg("effect.return", value=value)], ctx)
        elif (said_value := _predicate_return(item, operand, v, ctx)) is not None:
            # `code => (code >= 48 && code <= 57) || code === 59`: a predicate of the operand alone (returned_predicate).
            expected = expected_sentence([ctx.msg("effect.return", value=said_value)], ctx)
        else:
            expected = ask_no_effect(item, item.text, item.text, ctx,
                                     question=boundary_question(item, item.text, ctx))
        out.append(
            Draft(
                ctx.msg("persp.boundary", cond=q(item.text), value=shown,
                        side=ctx.msg("persp.side_on" if on else "persp.side_off")),
                Category.BOUNDARY,
                ctx.msg("pre.reachable", where=ctx.where(item)),
                input_sentence(own, ctx),
                expected,
                hosts=fires,
                # A condition opening on the line above (`if (\n  a and c_num >= 1000\n):`): the `if` is on no
                # boundary's line, so nothing merged it; the case that fires states its block's effect and cites it.
                also=((host.id,) if fires and host is not None and host.line != item.line else ()) + (exit_ref if fires else ())
                + landed_refs,
            )
        )  # fmt: skip
    return out
