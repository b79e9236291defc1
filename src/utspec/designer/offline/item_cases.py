"""Case drafts for one checklist item: one small function per item kind, registered in `BY_KIND`.

Every input names values (`examples`), every expected result names what a test observes (the
effects of `utspec.analyzers.effects`, said through the catalog); where the code states nothing
observable the case carries an open question instead of a sentence.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import NamedTuple

from utspec.analyzers.domain import counted, operand_of
from utspec.analyzers.effects import Effect, caught_types, item_effects, split_effect, statement_effect
from utspec.analyzers.enclosing import conditions_around
from utspec.designer.offline.block_exit import block_exit, last_exit_statement, shows_nothing
from utspec.designer.offline.clipped import unclipped
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.facts import (
    after_block,
    else_statement,
    final_return,
    host_branch,
    in_try,
    leaves,
    negated,
    squash,
    ternary_arms,
    value_target,
    whole_value,
)
from utspec.designer.offline.fallthrough import fallthrough_statement, is_label, label_holds
from utspec.designer.offline.guard_cases import Guard, guard_draft, guard_of, host_if
from utspec.designer.offline.local_names import declared_local
from utspec.designer.offline.loop_inputs import fixed_collection, is_condition
from utspec.designer.offline.normal_values import normal_values
from utspec.designer.offline.partners import partner_phrases
from utspec.designer.offline.past_exits import past_exits_input
from utspec.designer.offline.piece_return import piece_return
from utspec.designer.offline.regex_inputs import regex_input
from utspec.designer.offline.returned_conjunction import others_of, returned_conjunction
from utspec.designer.offline.sentences import category_of, code, first_statement, fmt, q, say, say_statement
from utspec.designer.offline.signature import parameter_defaults, parameters
from utspec.designer.offline.solved import solved
from utspec.designer.offline.statement_span import whole_statement
from utspec.designer.offline.string_constraints import joint
from utspec.designer.offline.switch_arms import Arm, default_value, switch_arm
from utspec.designer.offline.then_returns import then_returns
from utspec.designer.offline.values import compared, examples, is_text, truthiness
from utspec.designer.offline.worked import enclosing_values, whole_input, worked_clause, worked_return
from utspec.designer.offline.write_values import held_values, written_values
from utspec.models import Category, ChecklistItem, Kind, OpenQuestion, QuestionKind


class Draft(NamedTuple):
    """One case to be numbered."""

    perspective: str
    category: Category
    preconditions: str
    input: str
    expected: str
    hosts: bool = True
    """Whether this case exercises the item's guarded code (items merged into the item land on it)."""
    question: OpenQuestion | None = None
    """Set on a statement the code gives nothing checkable for: the case stands in while statements and
    key items are linked, then `Builder.settle` replaces it by this question."""
    also: tuple[str, ...] = ()
    """Evidence besides the item: another item whose code the expected result states (a guard's `if`)."""


def _ask_no_effect(item: ChecklistItem, cond: str, stmt: str, ctx: Ctx) -> str:
    qid = ctx.ask(
        OpenQuestion(
            id=f"Q-effect:{item.id}",
            question=ctx.msg("q.no_effect", cond=q(cond), where=ctx.where(item), stmt=q(stmt)),
            refs=[item.id],
            kind=QuestionKind.EFFECT,
            places=[f"{item.file}:{item.line}"],
        )
    )
    return ctx.msg("exp.open", q=qid)


def _inputs(parts: Sequence[str], ctx: Ctx) -> str:
    return ctx.msg.sentence(ctx.msg("in.sep").join(dict.fromkeys(p for p in parts if p)))


def _guard_side(g: ChecklistItem, cond: str, want: bool, ctx: Ctx) -> tuple[str, bool, Sequence[str], int, Callable[[str], bool]]:
    at = ctx.at(g)
    return cond, want, ctx.lines(g.file), g.line, lambda name: is_text(name, at)


def _say_text(ctx: Ctx) -> Callable[[str, str, int | None], str]:
    def say_it(name: str, value: str, n: int | None) -> str:
        if n is None:
            return ctx.msg("in.value", name=name, value=value)
        return ctx.msg("in.text_length", name=name, value=value, n=n)

    return say_it


def _input_for(cond: str, want: bool, item: ChecklistItem, ctx: Ctx, line: int | None = None) -> str:
    found = _input_phrases(cond, want, item, ctx, line)
    if found:
        return _inputs(found, ctx)
    state = ctx.msg("in.state_true" if want else "in.state_false")
    return ctx.msg("in.none", cond=q(cond), state=state)


def _input_phrases(cond: str, want: bool, item: ChecklistItem, ctx: Ctx, line: int | None = None) -> list[str]:
    """Values that make `cond` take `want` where `item` is, and take the conditions around `line` (its `if`)."""
    found = _own_phrases(cond, want, item, ctx)
    return enclosing_values(item, found, ctx, line) if found else found


def _left_before(item: ChecklistItem, ctx: Ctx) -> list[ChecklistItem]:
    """Earlier branches of the function, not around `item`, whose block returns or raises: an input that takes
    one leaves before `item` (`if (strLen - offset <= …) { …; return …; }` is no guard, its first line sets a local)."""
    exits = [i.line for i in ctx.items if i.file == item.file and i.kind in (Kind.RAISE, Kind.EARLY_RETURN)]
    return [b for b in ctx.items if b.kind is Kind.BRANCH and b.file == item.file and b.symbol == item.symbol
            and b.line < item.line and not b.line <= item.line <= b.end_line and not is_label(b.text)
            and any(b.line < x <= b.end_line for x in exits)]  # fmt: skip


def _own_phrases(cond: str, want: bool, item: ChecklistItem, ctx: Ctx) -> list[str]:
    # The guards before this one pass on the way here: a string they test too takes a value that passes them
    # (`!/^[A-Z0-9]+$/.test(code)` firing needs 8 characters when `code.length !== 8` came first).
    before = [g for g in guards_of(item.file, item.symbol, ctx.items, ctx.lines(item.file)) if g.line < item.line and g.text != cond]
    found = examples(cond, want, ctx.at(item), ctx.msg)
    if not found:
        # No literal to choose from: small values of the arguments' types that give `cond` the side, pass the
        # guards before it and take the conditions it sits under (`solved`).
        also = [(g.text, False) for g in [*before, *_left_before(item, ctx)]] + (
            conditions_around(ctx.lines(item.file), item.line) or [])  # fmt: skip
        # A pattern of the file the argument is tested against (`delayPattern.test(value)`) gives its value.
        found = regex_input(cond, want, ctx.lines(item.file), item.line, item.symbol, item.language, ctx.msg)
        found = found or solved(cond, want, ctx.at(item), item.symbol, ctx.msg, also)
    if found and before:
        sides = [_guard_side(g, g.text, False, ctx) for g in before] + [_guard_side(item, cond, want, ctx)]
        own = examples(cond, want, ctx.at(item), ctx.msg)
        names = {m.group(1) for p in own if (m := re.search(r"`([^`]+)`", p))}
        for name in names:
            found = joint(found, sides, _say_text(ctx), only=name)
    return found


def _expected(clauses: Sequence[str | None], ctx: Ctx) -> str:
    return ctx.msg.sentence(ctx.msg.join([c for c in clauses if c]))


def _line(item: ChecklistItem, ctx: Ctx) -> str:
    lines = ctx.lines(item.file)
    return lines[item.line - 1] if 1 <= item.line <= len(lines) else ""


def value_clause(item: ChecklistItem, value: str, ctx: Ctx) -> str | None:
    """A conditional expression's value as a test sees it: what the function returns, or what a name becomes."""
    lines = ctx.lines(item.file)
    target = value_target(_line(item, ctx), lines[item.line - 2] if 2 <= item.line <= len(lines) + 1 else "")
    if target is None or (item.text.strip() in _line(item, ctx) and not whole_value(_line(item, ctx), item.text)):
        return None  # `${name}${isPlural ? 's' : ''}`: the arm is a piece of what is returned, not all of it
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
        return ctx.msg("in.none", cond=q(item.text), state=state)
    left, right = ("in.state_false", "in.state_true") if guard.is_or else ("in.state_true", "in.state_false")
    return ctx.msg("in.none_pair", left=q(guard.left), right=q(guard.right), left_state=ctx.msg(left),
                   right_state=ctx.msg(right))  # fmt: skip


def _guard_cases(item: ChecklistItem, guard: Guard, ctx: Ctx) -> list[Draft]:
    g = guard_draft(item, guard, ctx)
    # Inside an `if`, the case of `a && b` takes a true and b false, so the whole condition is false (the
    # block is skipped); of `a || b` it is true. The input said "true" for both, which the critic reads
    # as the block running (ky-ts's `&&` case was blocked against its own "is not raised").
    state = ctx.msg("in.state_true" if guard.is_or or not g.also else "in.state_false")
    inp = _inputs(g.values, ctx) if g.values else _no_values(item, guard, state, ctx)
    said = g.expected
    host = host_if(item, ctx)
    if host is None and not said or (host is not None and not guard.is_or
                                      and statement_effect(first_statement(host.effect) or "").kind == "assign"):
        # `x = (o && o.unit) || ''`, or `a && b` false skipping `result = …`: a local no test sees; the final
        # `return` is (the initializer's literal said too).
        after = _exit_after(host, ctx) if host is not None else None
        said = after or then_returns(host or item, ctx, say_local=host is None) or said
    expected = _expected([said], ctx) if said else _ask_no_effect(item, guard.right, guard.right, ctx)
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
    inp = _inputs([ctx.msg("in.value", name=arm.subject, value=value)], ctx) if value is not None else None
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
    return [Draft(persp, Category.ERROR if re.match(r"throw\b", arm.value) else Category.NORMAL,
                  ctx.msg("pre.reachable", where=ctx.where(item)),
                  inp or ctx.msg("in.none", cond=q(item.text), state=ctx.msg("in.state_true")), _expected([said], ctx))]


def branch_cases(item: ChecklistItem, ctx: Ctx) -> list[Draft]:
    arm = switch_arm(item.text, item.line, ctx.lines(item.file), item.language)
    if arm is not None and (drafts := _arm_cases(item, arm, ctx)) is not None:
        return drafts
    if (guard := guard_of(item)) is not None:
        return _guard_cases(item, guard, ctx)
    effects = item_effects(item)
    also: tuple[str, ...] = ()
    if not effects and (fell := fallthrough_statement(ctx.lines(item.file), item.line, item.language)):
        # An empty `case` label runs the next label's statements: they are what a test of it observes.
        effects = [statement_effect(fell[1])]
        also = tuple(i.id for i in ctx.items if i.file == item.file and i.line == fell[0]
                     and i.kind in (Kind.RAISE, Kind.EARLY_RETURN))  # fmt: skip
    said = None
    if effects and effects[0].kind == "value" and effects[0].value:
        said = value_clause(item, effects[0].value, ctx)
    said = said or (say(effects[0], ctx.msg) if effects else None) or _inside(item.effect, ctx)
    if (ends := stated_exit(item, ctx)) is not None:
        # Its first statement shows nothing (a new local): the block's `return` / `throw` is what a test sees.
        said, also = say(statement_effect(ends.effect or ends.text), ctx.msg), (ends.id,)
    elif guard_of(item) is None and shows_nothing(first_statement(item.effect) or "return") and (
        last := last_exit_statement(item, ctx.lines(item.file))
    ):
        said = say(statement_effect(last), ctx.msg) or said
    own = _input_phrases(item.text, True, item, ctx)
    inp = _inputs(own, ctx) if own else _input_for(item.text, True, item, ctx)
    piece = piece_return(item, ctx) if effects and effects[0].kind == "value" else None
    if piece is not None and (worked := _worked(item, own, ctx, None, piece)) is not None:
        # `${n} ${name}${isPlural ? 's' : ''}`: the arm is a piece of the string returned; the whole is checkable.
        (full, said), also = worked, ()
        inp = _inputs(full, ctx)
    elif (not said or not effects or _restates(effects[0])) and (
        worked := _worked(item, own, ctx, (item.text, True))
    ) is not None:
        # "`fee` becomes `fee + 500`" restates the code: the value the function returns for the input is checkable.
        (full, said), also = worked, ()
        inp = _inputs(full, ctx)
    # A block that only sets locals (`if ascii: if digit: h2z_map = …`): the final `return` is what a test sees.
    then = None if said else then_returns(item, ctx, say_local=False)
    expected = (
        _expected([said or then], ctx) if said or then
        else _ask_no_effect(item, item.text, first_statement(item.effect), ctx)
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


def _restates(effect: Effect) -> bool:
    """An assignment, or a `return` of an expression that is not a literal: a test sees the value, not the text."""
    if effect.kind == "assign":
        return True
    return effect.kind == "return" and bool(effect.value) and re.search(r"[A-Za-z_$]", effect.value or "") is not None


def _worked(
    item: ChecklistItem, own: Sequence[str], ctx: Ctx, passes: tuple[str, bool | None] | None, returns: str | None = None
) -> tuple[list[str], str] | None:
    """The case's whole input (its own values, the normal path's for the rest) and what the function returns for it.

    Only on a path through the case's own condition (`passes`) and, for an early return's case, out by that
    `return` (`returns`): a value reached another way would be true for the input but test another line."""
    if not own:
        return None
    full = whole_input(own, main_path_input(item, ctx))
    found = worked_return(item, full, ctx, passes)
    if found is None and returns is None and (row := _worked_write(item, full, ctx)) is not None:
        return full, row
    if found is None or returns is not None and re.sub(r"\s+", "", found[1]) != re.sub(r"\s+", "", returns):
        return None
    return full, worked_clause(found, ctx)


def _worked_write(item: ChecklistItem, full: Sequence[str], ctx: Ctx) -> str | None:
    """The first row the function writes after `item` for the input `full`, with its worked-out columns.

    member-ja-py's `register_member` returns `cur.lastrowid` (no value to work out), so its cases said
    "`points` becomes `points + 300`" and "ValueError is not raised"; the row it inserts is what a test
    checks: `members` gains a row with `points` = `800`. Only when the input reaches the write (the path
    is read up to its line, through the case's own condition) and at least one column is worked out.
    """
    given = " ".join(full)
    for w in sorted((i for i in ctx.items if i.kind is Kind.SQL_WRITE and i.file == item.file
                     and i.symbol == item.symbol and i.line > item.line), key=lambda i: i.line):  # fmt: skip
        if handler_around(w, ctx.items) is None and written_values(w, given, ctx):
            return write_clause(w, ctx, given)
    return None


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
    if arrow[1] and not closes_call and squash(arrow[2].strip(" ;()")) == squash(cond) and not re.search(r"[?:]", arrow[2]):
        return True
    above = lines[item.line - 2].strip() if item.line >= 2 else ""
    return above.endswith("=>") and squash(line.strip(" ;()")) == squash(cond)


def boundary_cases(item: ChecklistItem, ctx: Ctx) -> list[Draft]:
    host = host_branch(item, ctx.items)
    neg = negated(host.text, item.text) if host is not None else False
    stmt = first_statement(item.effect) if item.effect else None
    other = else_statement(ctx.lines(item.file), host.line, item.language) if host is not None else None
    operand = operand_of(item.text, item.value, item.constant)
    out: list[Draft] = []
    arms = ternary_arms(_line(item, ctx), host.text if host is not None else item.text)
    for v in item.test_values or []:
        on = holds(item.operator, item.value, v)
        fires = on != neg
        shown = fmt(v)
        inp = (
            compared(operand, v if isinstance(v, int) else shown, ctx.msg, ctx.at(item))
            if operand
            else ctx.msg("in.value", name=q(item.text), value=shown)
        )
        # The host's other operands held (`!cmd.HasParent()` of `… && len(args) > 0`): the boundary alone decides.
        mine = [inp, *partner_phrases(host.text, item.text, ctx.at(item), ctx.msg, inp)] if host is not None else [inp]
        own = enclosing_values(item, mine, ctx, host.line if host is not None else item.line) if operand else mine
        worked = _worked(item, own, ctx, (host.text if host is not None else item.text, None)) if operand else None
        value_said = value_clause(item, arms[0] if fires else arms[1], ctx) if arms and stmt is not None else None
        if worked is not None:
            # The input with every other argument gives the returned value: that is what the test checks. A guard
            # that does not fire still says its exception is not raised.
            kept = say_statement(stmt, ctx.msg, happens=False, line=item.line) if stmt and not fires and (
                statement_effect(stmt).kind in ("raise", "panic")) else None  # fmt: skip
            own, expected = worked[0], _expected([kept, worked[1]], ctx)
        elif value_said is not None and statement_effect(stmt or "").kind == "value":
            expected = _expected([value_said], ctx)
        elif stmt is not None:
            said = (
                say_statement(stmt, ctx.msg)
                if fires
                else say_statement(other, ctx.msg) if other else say_statement(stmt, ctx.msg, happens=False, line=item.line)
            )  # fmt: skip
            # An unless-style guard: the branch leaves, so the exit after the `if` is what happens instead.
            instead = _exit_after(host, ctx) if not fires and other is None and leaves(stmt) and host else None
            if not fires and other is None and host and statement_effect(stmt).kind == "assign" and (
                after := _exit_after(host, ctx) or then_returns(host, ctx, say_local=False)
            ):
                # cobra's `if len(cmd.ValidArgs) > 0 { validArgs := … }` at 0 said "`validArgs` is not set to
                # `make(…)`": a skipped assignment shows nothing; the exit after the block is what a test sees.
                said, instead = None, after
            expected = _expected([said, instead], ctx) if said or instead else _ask_no_effect(item, item.text, stmt, ctx)
        elif _returned_comparison(item, ctx):
            value = ("True" if on else "False") if item.language == "python" else ("true" if on else "false")
            expected = _expected([ctx.msg("effect.return", value=value)], ctx)
        elif (conj := returned_conjunction(_line(item, ctx), item.text)) is not None:
            # `return prereleaseCheck(v, c) && v.Compare(c) == 1`: the other operands held true, the comparison
            # is what the function returns (go-version's six comparison functions asked what to observe).
            # An operand about the boundary's own subject (`reply < 600` beside `reply >= 500`) is the value's to hold.
            subject = m.group(1) if (m := re.search(r"`([^`]+)`", inp)) else item.text
            held = partner_phrases(conj, item.text, ctx.at(item), ctx.msg, inp) or [
                ctx.msg("in.none", cond=q(other), state=ctx.msg("in.state_true"))
                for other in others_of(conj, item.text) if subject not in other]  # fmt: skip
            own = [*own, *held]
            value = ("True" if on else "False") if item.language == "python" else ("true" if on else "false")
            expected = _expected([ctx.msg("effect.return", value=value)], ctx)
        else:
            expected = _ask_no_effect(item, item.text, item.text, ctx)
        out.append(
            Draft(
                ctx.msg("persp.boundary", cond=q(item.text), value=shown,
                        side=ctx.msg("persp.side_on" if on else "persp.side_off")),
                Category.BOUNDARY,
                ctx.msg("pre.reachable", where=ctx.where(item)),
                _inputs(own, ctx),
                expected,
                hosts=fires,
                # A condition opening on the line above (`if (\n  a and c_num >= 1000\n):`): the `if` is on no
                # boundary's line, so nothing merged it; the case that fires states its block's effect and cites it.
                also=(host.id,) if fires and host is not None and host.line != item.line else (),
            )
        )  # fmt: skip
    return out


def _exit_after(branch: ChecklistItem, ctx: Ctx) -> str | None:
    """What the statement after a leaving branch does, when it is an exit too (`if ok: return x` / `raise …`)."""
    nxt = after_block(ctx.lines(branch.file), branch.line, branch.language)
    if nxt:  # `return (` spanning lines: the whole expression (semver's "the function returns `(`")
        nxt = whole_statement(nxt, ctx.lines(branch.file), branch.line)
    return say_statement(nxt, ctx.msg) if nxt and leaves(nxt) else None


def guard_before(item: ChecklistItem, ctx: Ctx) -> ChecklistItem | None:
    """The branch whose block leaves and is followed by `item`'s statement: `item` runs when it is not taken."""
    before = [
        b for b in ctx.items
        if b.kind is Kind.BRANCH and b.file == item.file and b.symbol == item.symbol and b.end_line < item.line
    ]  # fmt: skip
    last = max(before, key=lambda b: b.end_line, default=None)
    if last is None or not leaves(first_statement(last.effect)):
        return None
    nxt = after_block(ctx.lines(item.file), last.line, item.language)
    return last if nxt is not None and nxt.rstrip(";") == item.text.strip().rstrip(";") else None


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
        return ctx.msg("effect.reraise", exc=q(types[0])) if len(types) == 1 else ctx.msg("effect.reraise_any")
    return say_statement(stmt, ctx.msg)


def _rethrown(item: ChecklistItem, name: str, ctx: Ctx) -> str | None:
    """`throw e` inside a handler: the caught exception reaches the caller unchanged."""
    handler = handler_around(item, ctx.items)
    if handler is None or not re.search(rf"\b{re.escape(name)}\s*\)?\s*(?::|$)", handler.text.strip()):
        return None
    types = handled_types(handler.text)
    return ctx.msg("effect.reraise", exc=q(types[0])) if len(types) == 1 else ctx.msg("effect.reraise_any")


def handler_around(item: ChecklistItem, items: Sequence[ChecklistItem]) -> ChecklistItem | None:
    """The innermost except/catch block whose body holds the item's line (a rethrow's, a retry write's)."""
    around = [h for h in items if h.kind is Kind.HANDLER and h.file == item.file and h.line < item.line <= h.end_line]
    return max(around, key=lambda h: h.line, default=None)


def _enclosing_branch(item: ChecklistItem, ctx: Ctx) -> ChecklistItem | None:
    inside = [
        b for b in ctx.items
        if b.kind is Kind.BRANCH and b.file == item.file and b.symbol == item.symbol
        and (b.line < item.line <= b.end_line or label_holds(ctx.lines(item.file), b.line, item.line))
    ]  # fmt: skip
    return max(inside, key=lambda b: b.line, default=None)


def raise_or_return_cases(item: ChecklistItem, ctx: Ctx) -> list[Draft]:
    persp = "persp.early_return" if item.kind is Kind.EARLY_RETURN else "persp.raise"
    effect = statement_effect(item.effect or item.text)
    said = say(effect, ctx.msg)
    if effect.kind == "raise" and effect.name and re.fullmatch(r"[a-z_]\w*", effect.name) and not effect.message:
        said = _rethrown(item, effect.name, ctx) or said
    host = _enclosing_branch(item, ctx)
    guard, in_else = None, False
    if host is not None:
        in_else = (else_statement(ctx.lines(item.file), host.line, item.language) or "").rstrip(
            ";"
        ) == item.text.rstrip(";")
        inp = _input_for(host.text, not in_else, item, ctx)
    elif (past := past_exits_input(item, ctx)) is not None:
        inp = _inputs(past, ctx)
    elif (guard := guard_before(item, ctx)) is not None:
        inp = _input_for(guard.text, False, item, ctx)
    else:
        inp = ctx.msg("in.valid_any", where=ctx.where(item))
    if effect.kind == "return" and _restates(effect) and (host is not None or guard is not None):
        cond, want = (host.text, not in_else) if host is not None else (guard.text, False)  # type: ignore[union-attr]
        if (worked := _worked(item, _input_phrases(cond, want, item, ctx), ctx, (cond, want), effect.value)) is not None:
            inp, said = _inputs(worked[0], ctx), worked[1]
    return [
        Draft(
            ctx.msg(persp, stmt=q(item.text)),
            category_of([effect]),
            ctx.msg("pre.reached_line", where=ctx.where(item), line=item.line),
            inp,
            _expected([said], ctx) if said else _ask_no_effect(item, item.text, item.text, ctx),
        )
    ]


def main_path_input(item: ChecklistItem, ctx: Ctx) -> list[str]:
    """Values that pass every guard (raise / return / continue) of the item's function."""
    phrases: dict[str, str] = {}
    # A later guard narrows what an earlier one allowed (`not items` after `len(items) > 100`): last wins.
    for g in guards_of(item.file, item.symbol, ctx.items, ctx.lines(item.file)):
        for p in examples(g.text, False, ctx.at(g), ctx.msg):
            name = re.search(r"`([^`]+)`", p)
            phrases[name.group(1) if name else p] = p
    # Parameters no guard decides still take a value: an input names every argument a tester passes.
    # A string several guards test takes one value that passes them all, not the last guard's own pick.
    sides = [_guard_side(g, g.text, False, ctx) for g in guards_of(item.file, item.symbol, ctx.items, ctx.lines(item.file))]
    joined = joint(list(phrases.values()), sides, _say_text(ctx))
    phrases = {(m.group(1) if (m := re.search(r"`([^`]+)`", p)) else p): p for p in joined}
    named = {k.split(".")[0].split("(")[0].split("[")[0] for k in phrases}
    # A parameter declared with a default is left at it: a normal call omits it (`invite_code` = `None`).
    defaults = parameter_defaults(ctx.lines(item.file), item.symbol, item.line, item.language)
    for param in parameters(ctx.lines(item.file), item.symbol, item.line, item.language):
        if param in named:
            continue
        if param in defaults:
            phrases[param] = ctx.msg("in.value", name=param, value=defaults[param])
        elif (sample := truthiness(param, True, ctx.at(item), ctx.msg)) is not None:
            phrases[param] = sample
    # Values picked guard by guard can take another guard together: then they are chosen against all at once.
    # (`if (strLen - offset <= …) { int tailStart = …; return …; }` leaves too, though its first line sets a local.)
    guards = guards_of(item.file, item.symbol, ctx.items, ctx.lines(item.file))
    leaving = [b for b in _leaving(item, ctx) if b not in guards]
    return normal_values(list(phrases.values()), [*guards, *leaving], item, ctx)


def _leaving(item: ChecklistItem, ctx: Ctx) -> list[ChecklistItem]:
    """Branches of the item's function whose block returns or raises, other than its success exits."""
    lines = ctx.lines(item.file)
    exits = [i.line for i in ctx.items if i.file == item.file and i.kind in (Kind.RAISE, Kind.EARLY_RETURN)]
    return [b for b in ctx.items if b.kind is Kind.BRANCH and b.file == item.file and b.symbol == item.symbol
            and not is_label(b.text) and any(b.line < x <= b.end_line for x in exits)
            and not success_exit(b, lines)]  # fmt: skip


def guards_of(
    file: str, symbol: str | None, items: Sequence[ChecklistItem], lines: Sequence[str] = ()
) -> list[ChecklistItem]:
    """The branches of a function that raise or leave early: the normal path passes them all."""
    out = []
    for b in items:
        # A `case` label is no guard: one label of a switch always runs (`default` = `null` was proposed).
        if b.kind is Kind.BRANCH and b.file == file and b.symbol == symbol and not is_label(b.text):
            first = first_statement(b.effect)
            if re.match(r"(?:raise|throw|return|panic)\b", first) and not success_exit(b, lines):
                out.append(b)
    return out


def success_exit(branch: ChecklistItem, lines: Sequence[str]) -> bool:
    """A branch that returns where the statement after it raises (`if ok: return x` / `raise …`): the way out, not a guard."""
    if not first_statement(branch.effect).startswith("return"):
        return False
    nxt = after_block(lines, branch.line, branch.language)
    return nxt is not None and re.match(r"(?:raise|throw|panic)\b", nxt) is not None


def _valid_input(item: ChecklistItem, ctx: Ctx) -> str:
    found = main_path_input(item, ctx)
    if found:
        return ctx.msg("in.valid", where=ctx.where(item), values=ctx.msg("in.sep").join(found))
    return ctx.msg("in.valid_any", where=ctx.where(item))


def handler_cases(item: ChecklistItem, ctx: Ctx) -> list[Draft]:
    stmts, not_reraised, skipped = split_effect(item.effect)
    stmts = [unclipped(s, item, ctx.items) for s in stmts]
    types = handled_types(item.text)
    exc = ctx.msg("sep.list").join(code(t) for t in types) if types else ctx.msg("pre.any_exception")
    ok: list[Draft] = []
    if skipped:
        # The other side of the handler: the try body completes, so what a failure skips does happen.
        first = say_statement(stmts[0], ctx.msg, happens=False) if stmts else None
        done = say_statement(skipped, ctx.msg)
        ok.append(
            Draft(
                ctx.msg("persp.try_ok", where=ctx.where(item)),
                Category.NORMAL,
                ctx.msg("pre.try_ok", where=ctx.where(item)),
                _valid_input(item, ctx),
                _expected([done, first], ctx) if done else _ask_no_effect(item, item.text, skipped, ctx),
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
        _expected(clauses, ctx) if any(clauses) else _ask_no_effect(item, item.text, item.effect or "", ctx)
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


_STMT_START = re.compile(r"^\s*(SELECT|UPDATE|DELETE|INSERT|MERGE|WITH)\b", re.I)
_TABLE = re.compile(r"\b(?:FROM|UPDATE|INTO|JOIN)\s+([\w.\"]+)", re.I)


def _statement_text(item: ChecklistItem, ctx: Ctx) -> tuple[str, str]:
    """(first keyword, text from the statement's first line to the item's line)."""
    lines = ctx.lines(item.file)
    start = item.line
    while start > 1 and not _STMT_START.match(lines[start - 1] if start <= len(lines) else ""):
        start -= 1
    text = "\n".join(lines[start - 1 : item.line])
    m = _STMT_START.match(text)
    return (m.group(1).upper() if m else ""), text


def _run_sql(item: ChecklistItem, ctx: Ctx) -> str:
    """The input of a SQL case: which statement to run, counted from 1 as a reader counts.

    `statement_index` is 0-based data; "Run statement 0" read as a typo to reviewers. A `.sql` file also
    gets the statement's first line, so a file of many statements points at the right one.
    """
    n = (item.statement_index or 0) + 1
    if not item.file.lower().endswith(".sql"):
        return ctx.msg("in.run_sql", n=n, file=item.file)
    lines = ctx.lines(item.file)
    start = item.line
    while start > 1 and not _STMT_START.match(lines[start - 1] if start <= len(lines) else ""):
        start -= 1
    return ctx.msg("in.run_sql_at", n=n, file=item.file, line=start)


def _table(item: ChecklistItem, ctx: Ctx, stmt: str) -> str:
    """The table a condition's rows come from: named above it, else after it in the same statement.

    A CASE in a select list stands above its FROM (`SELECT CASE WHEN stakind1 = 1 … END FROM pg_statistic`).
    """
    if m := _TABLE.search(stmt):
        return m.group(1).strip('"')
    lines = ctx.lines(item.file)
    for text in lines[item.line : item.line + 200]:
        if m := _TABLE.search(text):
            return m.group(1).strip('"')
        if text.rstrip().endswith(";"):
            break
    return "?"


def sql_condition_cases(item: ChecklistItem, ctx: Ctx) -> list[Draft]:
    col = item.column or "?"
    op = (item.op or "").upper()
    keyword, stmt = _statement_text(item, ctx)
    table = _table(item, ctx, stmt)
    kind = {"SELECT": "select", "WITH": "select", "UPDATE": "update", "DELETE": "delete"}.get(
        keyword, "other"
    )
    verb, neg = ctx.msg(f"sql.verb_{kind}"), ctx.msg(f"sql.neg_{kind}")
    flipped = negated(stmt, item.text)
    vals = item.values or []
    shown = ctx.msg("sep.list").join(fmt(v) for v in vals)
    run = _run_sql(item, ctx)
    if op in ("IN", "=", "==", "NOT IN", "<>", "!="):
        other = outside(vals)
        positive = (op in ("IN", "=", "==")) != flipped
        key = "sql.in" if positive else "sql.not_in"
        return [
            Draft(
                ctx.msg("persp.sql_in" if positive else "persp.sql_not_in", cond=q(item.text)),
                Category.NORMAL,
                ctx.msg(
                    "pre.sql_rows", table=table, col=col, values=ctx.msg("sep.list").join([shown, other])
                ),
                run,
                _expected(
                    [ctx.msg(key, table=table, col=col, values=shown, other=other, verb=verb, neg=neg)], ctx
                ),
            )
        ]
    if op in ("<", "<=", ">", ">=") and len(vals) == 1 and isinstance(vals[0], int | float):
        bound = vals[0]
        step = 1 if isinstance(bound, int) else 0.01
        yes, no = (bound + step, bound) if op in (">",) else (bound, bound - step) if op == ">=" else (
            (bound - step, bound) if op == "<" else (bound, bound + step))  # fmt: skip
        if flipped:
            yes, no = no, yes
        return [
            Draft(
                ctx.msg("persp.sql_other", cond=q(item.text)),
                Category.BOUNDARY,
                ctx.msg(
                    "pre.sql_rows", table=table, col=col, values=ctx.msg("sep.list").join([fmt(yes), fmt(no)])
                ),
                run,
                _expected(
                    [ctx.msg("sql.cmp", table=table, col=col, yes=fmt(yes), no=fmt(no), verb=verb, neg=neg)],
                    ctx,
                ),
            )
        ]
    return [
        Draft(
            ctx.msg("persp.sql_other", cond=q(item.text)),
            Category.BOUNDARY if op in ("<", "<=", ">", ">=", "BETWEEN") else Category.NORMAL,
            ctx.msg("pre.sql_rows", table=table, col=col, values=shown or "?"),
            run,
            _expected([ctx.msg("sql.other", table=table, cond=q(item.text), verb=verb)], ctx),
        )
    ]


def sql_case_cases(item: ChecklistItem, ctx: Ctx) -> list[Draft]:
    """A CASE WHEN that maps a value (`sql_case`): the row is selected either way; the value it yields is checked."""
    col = item.column or "?"
    values = ctx.msg("sep.list").join(fmt(v) for v in item.values or [])
    result = (item.effect or "").removeprefix("evaluates to ").strip()
    keyword, stmt = _statement_text(item, ctx)
    table = _table(item, ctx, stmt)
    kind = {"SELECT": "select", "WITH": "select", "UPDATE": "update", "DELETE": "delete"}.get(
        keyword, "other"
    )
    shown = (
        ctx.msg("sql.case_values", col=col, values=values)
        if values and (item.op or "").upper() in ("=", "IN")
        else ""
    )
    expected = (
        _expected(
            [
                ctx.msg(
                    "sql.case",
                    table=table,
                    verb=ctx.msg(f"sql.verb_{kind}"),
                    cond=q(item.text),
                    result=q(result),
                )
            ],
            ctx,
        )
        if result
        else _ask_no_effect(item, item.text, item.text, ctx)
    )
    return [
        Draft(
            ctx.msg("persp.sql_case", cond=q(item.text)),
            Category.NORMAL,
            ctx.msg("sql.case_pre", table=table, cond=q(item.text), values=shown),
            _run_sql(item, ctx),
            expected,
        )
    ]


def outside(values: Sequence[float | int | str | None]) -> str:
    """A value just outside an IN list, for the row that must not match."""
    nums = [v for v in values if isinstance(v, int | float) and not isinstance(v, bool)]
    if nums and len(nums) == len(values):
        candidate = max(nums) + 1
        while candidate in nums:
            candidate += 1
        return fmt(candidate)
    strs = [v for v in values if isinstance(v, str)]
    return f"'{strs[0]}x'" if strs else "?"


_COLUMNS = re.compile(r"\(\s*([\w\", ]+?)\s*\)\s*(?:VALUES|SELECT)", re.I)
_SET = re.compile(r"\bSET\s+(.+?)(?:\bWHERE\b|$)", re.I | re.S)


def write_clause(item: ChecklistItem, ctx: Ctx, case_input: str = "") -> str:
    """What a write does to its table, with the columns the statement names (and their values for `case_input`)."""
    table = item.table or "?"
    op = (item.op or "").upper()
    cols: list[str] = []
    if m := _COLUMNS.search(item.text):
        cols = [c.strip().strip('"') for c in m.group(1).split(",") if c.strip()]
    elif m := _SET.search(item.text):
        cols = [a.split("=")[0].strip() for a in m.group(1).split(",") if "=" in a]
    known = dict(written_values(item, case_input, ctx) or []) if case_input else {}
    held = held_values(item, ctx.lines(item.file))
    rest = [c for c in cols if c not in known and c not in held]
    shown = ctx.msg("write.cols", cols=ctx.msg("sep.list").join(code(c) for c in rest)) if rest else ""
    said = [ctx.msg("in.value", name=c, value=v) for c, v in known.items()]
    said += [ctx.msg("write.col_held", col=c, expr=e) for c, e in held.items() if c not in known]
    if said:
        shown = ctx.msg("write.values", values=ctx.msg("sep.list").join(said)) + shown
    key = {"INSERT": "insert", "UPDATE": "update", "DELETE": "delete", "MERGE": "merge"}.get(op, "other")
    return ctx.msg(f"write.{key}", table=table, cols=shown)


def sql_write_cases(item: ChecklistItem, ctx: Ctx) -> list[Draft]:
    table = item.table or "?"
    op = (item.op or "write").upper()
    lines = ctx.lines(item.file)
    if in_try(lines, item.line, item.symbol, item.language):
        fails = ctx.msg("write.fails_caught", line=item.line, table=table)
    elif op in ("UPDATE", "DELETE", "MERGE"):
        fails = ctx.msg("write.fails_update", table=table)
    else:
        fails = ctx.msg("write.fails", where=ctx.where(item), line=item.line, table=table)
    valid = _valid_input(item, ctx)
    pre = ctx.msg("pre.table_state", table=table)
    also: tuple[str, ...] = ()
    if (handler := handler_around(item, ctx.items)) is not None:
        also = (handler.id,)  # the exception the case injects is the handler's: it is the evidence for it
        # A write in an except/catch body happens only when the try block fails: the case says so.
        types = handled_types(handler.text)
        exc = ctx.msg("sep.list").join(code(t) for t in types) if types else ctx.msg("pre.any_exception")
        values = main_path_input(item, ctx)
        valid = (
            ctx.msg("in.handler_input", values=ctx.msg("in.sep").join(values), exc=exc)
            if values else ctx.msg.sentence(ctx.msg("pre.handler", where=ctx.where(item), exc=exc).rstrip(".。"))
        )  # fmt: skip
        pre = ("" if ctx.msg.language == "ja" else " ").join([ctx.msg("pre.handler", where=ctx.where(item), exc=exc), pre])
    return [
        Draft(
            ctx.msg("persp.write", op=op, table=table),
            Category.NORMAL if handler is None else Category.ERROR,
            pre,
            valid,
            _expected([write_clause(item, ctx, valid)], ctx),
            also=also,
        ),
        Draft(
            ctx.msg("persp.write_fails", op=op, table=table),
            Category.ERROR,
            ctx.msg("pre.write_rejects", op=op, table=table),
            valid,
            _expected([fails], ctx),
            hosts=False,
            also=also,
        ),
    ]


_LOOP_COLL = re.compile(
    r"\bin\s+([\w.]+)\s*[:)]?$|:\s*([\w.]+)\s*\)?$|\brange\s+([\w.]+)|\bof\s+([\w.]+)\s*\)?$"
)


#: A loop over a collection written out in the code (`for (const y of [a, b, c])`, `for c in ("a", "b"):`).
_LITERAL_COLL = re.compile(r"\b(?:of|in)\s*[\[(]")


def _names_local(phrase: str, item: ChecklistItem, ctx: Ctx) -> bool:
    """Whether an input phrase sets a local the function declares (`i` of `var i = length;`): no caller sets it."""
    m = re.search(r"`([A-Za-z_$][\w$]*)`", phrase)
    return m is not None and declared_local(m.group(1), ctx.lines(item.file), item.line) is not None


def loop_cases(item: ChecklistItem, ctx: Ctx) -> list[Draft]:
    if _LITERAL_COLL.search(item.text):
        return []  # its elements are in the code: no input makes it run zero times (ky's "an empty collection")
    m = _LOOP_COLL.search(item.text.strip())
    coll = next((g for g in m.groups() if g), None) if m else None
    if coll is None and (c := counted(operand_of(item.text, None) or "")):
        coll = c
    lines = ctx.lines(item.file)
    if coll and fixed_collection(coll, lines):
        return []  # a constant collection written out in the file (Humanizer's RomanNumeralsSequence)
    inp = ctx.msg("in.empty", coll=q(coll)) if coll else ctx.msg("in.empty_any")
    if coll is None and is_condition(item.text):
        # A `while` runs zero times when its condition is false on arrival; a value for a local is no input.
        found = [p for p in examples(item.text, False, ctx.at(item), ctx.msg) if not _names_local(p, item, ctx)]
        inp = _inputs(found, ctx) if found else ctx.msg("in.none", cond=q(item.text), state=ctx.msg("in.state_false"))
    # What a test sees of zero iterations is the statement after the loop when it leaves the function
    # (`for … { … } return nil`): "no element is processed" alone checks nothing.
    after = after_block(ctx.lines(item.file), item.line, item.language)
    then = say_statement(after, ctx.msg) if after and re.match(r"(?:return|raise|throw)\b", after) else None
    return [
        Draft(
            ctx.msg("persp.loop", loop=q(item.text)),
            Category.BOUNDARY,
            ctx.msg("pre.loop", where=ctx.where(item)),
            inp,
            _expected([ctx.msg("exp.loop_empty"), then], ctx),
        )
    ]


Builder = Callable[[ChecklistItem, Ctx], list[Draft]]

BY_KIND: dict[Kind, Builder] = {
    Kind.BRANCH: branch_cases,
    Kind.BOUNDARY: boundary_cases,
    Kind.RAISE: raise_or_return_cases,
    Kind.EARLY_RETURN: raise_or_return_cases,
    Kind.HANDLER: handler_cases,
    Kind.SQL_CONDITION: sql_condition_cases,
    Kind.SQL_CASE: sql_case_cases,
    Kind.SQL_WRITE: sql_write_cases,
    Kind.LOOP: loop_cases,
}
"""The case builder of each checklist kind; a kind not listed gets no case of its own."""
