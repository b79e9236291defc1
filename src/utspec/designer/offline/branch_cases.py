"""Cases of a branch: a switch arm, a guard's operand, or the block's own statement as a test sees it."""

from __future__ import annotations

import re

from utspec.analyzers.effects import item_effects, statement_effect
from utspec.analyzers.go_named_results import block_bare_return, returned_statement
from utspec.designer.offline.block_call import argument_message, block_call
from utspec.designer.offline.block_exit import block_exit, block_lines, last_exit_statement, shows_nothing
from utspec.designer.offline.case_inputs import input_for, input_phrases
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.drafts import Draft, ask_no_effect, expected_sentence, input_sentence, item_line
from utspec.designer.offline.facts import after_block, leaves, value_target, whole_value
from utspec.designer.offline.fallthrough import fallthrough_statement
from utspec.designer.offline.go_failure_case import go_failure_case
from utspec.designer.offline.guard_cases import Guard, guard_draft, guard_of, host_if, no_effect_question
from utspec.designer.offline.local_default import default_cases
from utspec.designer.offline.missed_guard import missed_guard
from utspec.designer.offline.nested_return import either_sentence
from utspec.designer.offline.pass_branch import passed_raise
from utspec.designer.offline.piece_return import piece_return
from utspec.designer.offline.py_conditional import conditional_target
from utspec.designer.offline.returned_local import returned_local
from utspec.designer.offline.sentences import category_of, code, first_statement, q, say, say_statement
from utspec.designer.offline.statement_span import whole_statement
from utspec.designer.offline.switch_arms import Arm, default_value, switch_arm
from utspec.designer.offline.then_returns import then_returns
from utspec.designer.offline.thrown_operand import enclosing_throw
from utspec.designer.offline.worked_cases import restates, worked_case
from utspec.models import Category, ChecklistItem, Kind


def value_clause(item: ChecklistItem, value: str, ctx: Ctx) -> str | None:
    """A conditional expression's value as a test sees it: what the function returns, or what a name becomes."""
    lines = ctx.lines(item.file)
    previous = lines[item.line - 2] if 2 <= item.line <= len(lines) + 1 else ""
    target = (
        conditional_target(item_line(item, ctx), previous, item.text) if item.language == "python" else None
    )
    if target is None:  # `x = 100 if x is None else x` (the true arm first) was taken whole just above
        target = value_target(item_line(item, ctx), previous)
        if target is None or (
            item.text.strip() in item_line(item, ctx) and not whole_value(item_line(item, ctx), item.text)
        ):
            return (
                None  # `${name}${isPlural ? 's' : ''}`: the arm is a piece of what is returned, not all of it
            )
    kind, name = target
    if kind == "return":
        return ctx.msg("effect.return", value=q(value))
    return ctx.msg("effect.assign", name=q(name or ""), value=q(value))


_LOOP_BODY = re.compile(r"for\s+.+?\s+in\s+([\w.]+)\s*:\s*(.+)$")


_TRY_BODY = re.compile(r"try\s*:\s*(.+?)(?:\s+except\b.*)?$")


def _inside(effect: str | None, ctx: Ctx) -> str | None:
    """What a branch whose body starts with a Python loop or try block observably does first (the loop's per element)."""
    first = first_statement(effect)
    if m := _LOOP_BODY.match(first):
        said = say_statement(m.group(2), ctx.msg)
        return ctx.msg("effect.each", coll=q(m.group(1)), effect=said) if said else None
    if m := _TRY_BODY.match(first):
        return say_statement(m.group(1), ctx.msg)
    return None


def _no_values(item: ChecklistItem, guard: Guard, state: str, ctx: Ctx) -> str:
    """The input of a guard's case with no value to name: the side of each operand it needs.

    cobra's `len(args) < min || len(args) > max` gave its second operand's case the input of the first
    ("Values for which `len(args) < min || len(args) > max` is true"): two cases, one input.
    """
    if host_if(item, ctx) is None:
        # the case evaluates the right operand: the left one's side says so (validator's `arguments[1] || 0` said
        # the whole expression true, the side on which `0` is never evaluated)
        side = ctx.msg("in.state_false" if guard.is_or else "in.state_true")
        return ctx.msg("in.none", cond=q(guard.left), state=side)
    left, right = ("in.state_false", "in.state_true") if guard.is_or else ("in.state_true", "in.state_false")
    return ctx.msg("in.none_pair", left=q(guard.left), right=q(guard.right), left_state=ctx.msg(left),
                   right_state=ctx.msg(right))  # fmt: skip


def _guard_cases(item: ChecklistItem, guard: Guard, ctx: Ctx) -> list[Draft]:
    g = guard_draft(item, guard, ctx)
    # Inside an `if`, the case of `a && b` takes a true and b false, so the whole condition is false (the
    # block is skipped); of `a || b` it is true. The input said "true" for both, which the critic reads
    # as the block running (ky-ts's `&&` case was blocked against its own "is not raised").
    state = ctx.msg("in.state_true" if guard.is_or or not g.also else "in.state_false")
    inp = input_sentence(g.values, ctx) if g.values else _no_values(item, guard, state, ctx)
    said = g.expected
    host = host_if(item, ctx)
    if (
        host is None
        and not said
        or (
            host is not None
            and not guard.is_or
            and statement_effect(first_statement(host.effect) or "").kind == "assign"
        )
    ):
        # `x = (o && o.unit) || ''`, or `a && b` false skipping `result = …`: a local no test sees; the final
        # `return` is (the initializer's literal said too).
        after = exit_after(host, ctx) if host is not None else None
        said = after or then_returns(host or item, ctx, say_local=host is None, values=g.values) or said
    expected = expected_sentence([said], ctx) if said else ask_no_effect(
        item, guard.right, guard.right, ctx, question=no_effect_question(item, guard, ctx))
    return [Draft(g.perspective, g.category, ctx.msg("pre.reachable", where=ctx.where(item)), inp, expected,
                  also=g.also)]  # fmt: skip


def _arm_cases(item: ChecklistItem, arm: Arm, ctx: Ctx) -> list[Draft] | None:
    """A switch expression's arm: the subject at the arm's label gives the arm's value (switch_arms.py)."""
    if arm.value.startswith("{"):
        return None  # a block with `yield`: its statements decide, not one value
    labels = ctx.msg("sep.list").join(code(lab) for lab in arm.labels)
    persp = ctx.msg("persp.arm", subject=q(arm.subject), labels=labels) if arm.labels else ctx.msg(
        "persp.arm_default", subject=q(arm.subject))  # fmt: skip
    value = arm.labels[0] if arm.labels else default_value(arm.others)
    inp = (
        input_sentence([ctx.msg("in.value", name=arm.subject, value=value)], ctx)
        if value is not None
        else None
    )
    if re.match(r"throw\b", arm.value):
        said = say_statement(arm.value, ctx.msg)
    elif arm.returned:
        said = ctx.msg("effect.return", value=q(arm.value))
    elif arm.assigned:
        said = ctx.msg("effect.assign", name=q(arm.assigned), value=q(arm.value))
    else:
        said = ctx.msg("effect.switch_value", value=q(arm.value))
    if said is None:
        return None
    return [
        Draft(
            persp,
            Category.ERROR if re.match(r"throw\b", arm.value) else Category.NORMAL,
            ctx.msg("pre.reachable", where=ctx.where(item)),
            inp or ctx.msg("in.none", cond=q(item.text), state=ctx.msg("in.state_true")),
            expected_sentence([said], ctx),
        )
    ]


def branch_cases(item: ChecklistItem, ctx: Ctx) -> list[Draft]:
    arm = switch_arm(item.text, item.line, ctx.lines(item.file), item.language)
    if arm is not None and (drafts := _arm_cases(item, arm, ctx)) is not None:
        return drafts
    if (defaulted := default_cases(item, ctx)) is not None:
        return defaulted
    if (failed := go_failure_case(item, ctx)) is not None:
        return [
            failed
        ]  # its block is Go's way out: the normal path shows it; this case shows the error after it
    if (guard := guard_of(item)) is not None:
        return _guard_cases(item, guard, ctx)
    effects = item_effects(item)
    also: tuple[str, ...] = ()
    private_call: str | None = None
    missed: str | None = None
    if not effects and (fell := fallthrough_statement(ctx.lines(item.file), item.line, item.language)):
        # An empty `case` label runs the next label's statements: they are what a test of it observes.
        effects = [statement_effect(fell[1])]
        also = tuple(i.id for i in ctx.items if i.file == item.file and i.line == fell[0]
                     and i.kind in (Kind.RAISE, Kind.EARLY_RETURN))  # fmt: skip
    said = None
    if effects and effects[0].kind == "value" and effects[0].value:
        said = value_clause(item, effects[0].value, ctx)
    said = said or (say(effects[0], ctx.msg) if effects else None) or _inside(item.effect, ctx)
    if effects and (value := returned_local(item, effects[0], ctx.lines(item.file))) is not None:
        said = ctx.msg(
            "effect.return", value=q(value)
        )  # `res = {...}` then `return res`: the call returns it
    if (passed := passed_raise(item, ctx.lines(item.file))) is not None:
        said = say_statement(passed, ctx.msg, happens=False, line=item.line)  # `if ok: pass` / `else: raise`
    if (ends := stated_exit(item, ctx)) is not None:
        # Its first statement shows nothing (a new local): the block's `return` / `throw` is what a test sees.
        said, also = say(statement_effect(ends.effect or ends.text), ctx.msg), (ends.id,)
        missed = missed_guard(item, ctx.lines(item.file), before=ends.line)
    elif (
        guard_of(item) is None
        and shows_nothing(first_statement(item.effect) or "return")
        and (last := last_exit_statement(item, ctx.lines(item.file)))
    ):
        said = say(statement_effect(last), ctx.msg) or said
        missed = missed_guard(item, ctx.lines(item.file))  # the last exit is the case's when a nested test fails
    elif (
        guard_of(item) is None
        and shows_nothing(first_statement(item.effect) or "return")
        and (called := block_call(item, ctx.lines(item.file)))
    ):
        # Locals first, then a call (`report(node, ruleError)`): the call is what a test of the branch sees; a
        # private helper's (`_read_exact(fp, extra_len)`) only when the function's return says nothing either.
        e = statement_effect(called)
        call_said = say(e, ctx.msg)
        if (built := argument_message(called, item, ctx.lines(item.file))) is not None:
            call_said = ctx.msg("effect.call_local", callee=q(e.name or ""), args=q(e.args or ""), local=built[0],
                                msg=built[1])  # fmt: skip
        if (e.name or "").rsplit(".", 1)[-1].startswith("_"):
            private_call = call_said
        else:
            said = call_said or said
    block = block_lines(ctx.lines(item.file), item)
    if (bare := block_bare_return(ctx.lines(item.file), range(max(block.start, item.line + 1), block.stop))) is not None:
        # `d = time.Duration(…)` then a bare `return` under named results: what the caller gets is the return.
        said = say(statement_effect(returned_statement("return", ctx.lines(item.file), bare)), ctx.msg) or said
        also = tuple(i.id for i in ctx.items if i.file == item.file and i.line == bare and i.kind is Kind.EARLY_RETURN)
    own = input_phrases(item.text, True, item, ctx)
    inp = input_sentence(own, ctx) if own else input_for(item.text, True, item, ctx)
    if not own and missed is not None:
        inp = ctx.msg("in.none_pair", left=q(item.text), right=q(missed), left_state=ctx.msg("in.state_true"),
                      right_state=ctx.msg("in.state_false"))  # fmt: skip
    piece = piece_return(item, ctx) if effects and effects[0].kind == "value" else None
    if piece is not None and (worked := worked_case(item, own, ctx, None, piece)) is not None:
        # `${n} ${name}${isPlural ? 's' : ''}`: the arm is a piece of the string returned; the whole is checkable.
        (full, said), also = worked, ()
        inp = input_sentence(full, ctx)
    elif (not said or not effects or restates(effects[0])) and (
        worked := worked_case(item, own, ctx, (item.text, True))
    ) is not None:
        # "`fee` becomes `fee + 500`" restates the code: the value the function returns for the input is checkable.
        (full, said), also = worked, ()
        inp = input_sentence(full, ctx)
    # A block that only sets locals (`if ascii: if digit: h2z_map = …`): the final `return` is what a test sees.
    if not said and (thrown := enclosing_throw(item, ctx.lines(item.file))) is not None:
        said = say(
            statement_effect(thrown), ctx.msg
        )  # `throw exception ?? new X(…)`: the throw is what is seen
    then = None if said else then_returns(item, ctx, say_local=False, values=own)
    if not said and not then and private_call:
        said = private_call
    # `if inner: return True` then `return False` closing the block: both results are the code's (nested_return).
    then = then or (
        None if said else either_sentence(ctx.lines(item.file), item.line, item.language, ctx.msg)
    )
    expected = (
        expected_sentence([said or then], ctx) if said or then
        else ask_no_effect(item, item.text, first_statement(item.effect), ctx)
    )  # fmt: skip
    return [
        Draft(
            ctx.msg("persp.branch", cond=q(item.text)),
            category_of(effects),
            ctx.msg("pre.reachable", where=ctx.where(item)),
            inp,
            expected,
            also=also if said else (),
        )
    ]


def stated_exit(item: ChecklistItem, ctx: Ctx) -> ChecklistItem | None:
    """The exit a branch's case states instead of its first statement, which shows a test nothing."""
    if item.kind is not Kind.BRANCH or guard_of(item) is not None:
        return None
    stmt = first_statement(item.effect) or (
        fell[1] if (fell := fallthrough_statement(ctx.lines(item.file), item.line, item.language)) else ""
    )
    if not stmt or not shows_nothing(stmt):
        return None
    return block_exit(item, ctx.items, ctx.lines(item.file))


def exit_after(branch: ChecklistItem, ctx: Ctx) -> str | None:
    """What the statement after a leaving branch does, when it is an exit too (`if ok: return x` / `raise …`)."""
    nxt = after_block(ctx.lines(branch.file), branch.line, branch.language)
    if nxt:  # `return (` spanning lines: the whole expression (semver's "the function returns `(`")
        nxt = whole_statement(nxt, ctx.lines(branch.file), branch.line)
    return say_statement(nxt, ctx.msg) if nxt and leaves(nxt) else None
