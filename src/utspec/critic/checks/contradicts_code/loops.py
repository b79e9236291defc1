"""Loops: iteration counts, a return or assignment only an iteration makes, the `return` after the loop."""

from __future__ import annotations

from collections.abc import Mapping

from utspec.analyzers.effects import effects_of
from utspec.critic.checks._after_loop import after_loop_return
from utspec.critic.checks._case_facts import Side
from utspec.critic.checks._claims import Claims, claims
from utspec.critic.checks._double_loop import double_iterations
from utspec.critic.checks._loop_block import body_assignment, loop_assignment, loop_body, runs
from utspec.critic.checks._loop_count import input_iterations, said_iterations
from utspec.critic.checks._loop_exit import enclosing_loop, ran_but_zero, zero_run_exit
from utspec.critic.checks._main_path import final_return_of
from utspec.critic.checks._sized_side import tested_collection
from utspec.critic.checks._zero_run_value import value_before_loop
from utspec.critic.checks.contradicts_code.returned import arms
from utspec.critic.checks.contradicts_code.values import NAME, assigned_lines, same
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import ChecklistItem, ItemEffect, Kind, TestCase


def branch_loop_assignment(side: Side, e: ItemEffect, case: TestCase) -> tuple[str, str] | None:
    """A branch's loop body's assignment, on the side where the loop runs (`_loop_block`); off the branch's
    firing side the block does not run at all, so the assignment is what `assign_hits` says does not happen."""
    if side.fires is False:
        return body_assignment(e.value)
    tested = tested_collection(side.item.text) if side.item.kind is Kind.BRANCH else None
    return loop_assignment(e.value, case.input, tested)


def loop_hits(
    item: ChecklistItem, case: TestCase, msg: Catalog, sources: Mapping[str, str] | None = None
) -> list[str]:
    """A loop's iteration count stated by the expected result against the one the case's input gives (`_loop_count`;
    a `while` whose test double makes it false at once, `_double_loop`)."""
    given, said = input_iterations(case.input, item.text), said_iterations(case.expected)
    if given is None:
        given = double_iterations(item, case.input, sources)
    if given is None or said is None or given == said:
        return []
    return [msg("semantic_paths.code_loop_count", ref=item.id, n=given, said=said)]


def block_loop_hits(side: Side, e: ItemEffect, case: TestCase, msg: Catalog) -> list[str]:
    """The iteration count said of a loop that is a cited branch's block, against the count the input gives it
    (none off the branch's firing side): slugify's `if replacements: for old, new in replacements:` at "one
    element", said to run "zero iterations" (another case's result moved onto it)."""
    parts = loop_body(e.value or "")
    said = said_iterations(case.expected)
    if parts is None or said is None or side.fires is None:
        return []
    given = input_iterations(case.input, parts[0]) if side.fires else 0
    if given is None and side.fires and runs(parts[0], case.input, tested_collection(side.item.text)):
        given = -1  # at least once: any count but zero holds
    if given is None or given == said or (given == -1 and said > 0):
        return []
    return [
        msg("semantic_paths.code_loop_count", ref=side.item.id, n=given if given >= 0 else "1+", said=said)
    ]


def loop_return_hits(
    inp: ReviewInput, item: ChecklistItem, case: TestCase, c: Claims, msg: Catalog
) -> list[str]:
    """A value said returned that only a `return` inside a loop gives, where the case's input runs the loop 0 times.

    A `return` in the loop body runs only on an iteration; when no `return` outside the body (another early
    return, the function's last statement) gives the value, a result moved from a case that enters the loop
    contradicts the input's "zero iterations".
    """
    if not c.returns or c.raised or input_iterations(case.input, item.text) != 0:
        return []
    pool = inp.checklist if inp.citable is None else inp.citable
    returns = [(i, x.value or "None") for i in pool if i.file == item.file and i.symbol == item.symbol
               and i.kind is Kind.EARLY_RETURN for x in effects_of(i)[:1] if x.kind == "return"]  # fmt: skip
    inside = [(i, v) for i, v in returns if item.line < i.line <= item.end_line]
    outside = {v for i, v in returns if not item.line < i.line <= item.end_line}
    final = final_return_of(inp, [item])
    if final is None:
        return []  # the function's normal end is not known: it may return the same value
    outside.add(final.value or "None")
    for r in c.returns:
        hit = next(((i, v) for i, v in inside if same(r, v)), None)
        if hit and not any(same(r, o) for o in outside):
            return [msg("semantic_paths.code_loop_return", ref=item.id, line=hit[0].line, value=hit[1])]
    return []


def after_loop_hits(
    inp: ReviewInput, item: ChecklistItem, case: TestCase, c: Claims, msg: Catalog
) -> list[str]:
    """On an input that runs the loop zero times, the `return` right after the loop against the value stated."""
    if c.raised or not (c.returns or c.not_returns) or input_iterations(case.input, item.text) != 0:
        return []
    lines = next((s.text.split("\n") for s in inp.sources if s.path == item.file), None)
    value = after_loop_return(lines, item.line, item.language) if lines else None
    if value is None:
        return []
    # `return number` after `number = 0`: at zero iterations the name is that literal (`_zero_run_value`)
    held = value_before_loop(lines, item.line, value) if lines and NAME.fullmatch(value) else None

    # `return a !== b ? x : y` (escape-html): either arm may be what a zero-iteration run returns.
    choices = arms(value) - {value}

    def alike(said: str) -> bool:
        return (
            same(said, value)
            or (held is not None and same(said, held))
            or any(same(said, a) for a in choices)
        )

    if any(alike(r) for r in c.not_returns):
        return [msg("semantic_paths.code_returns_not", value=value, ref=item.id)]
    if c.returns and not any(alike(r) for r in c.returns):
        return [msg("semantic.code_returns_other", value=value, ref=item.id, said=c.returns[0])]
    return []


def loop_exit_hits(inp: ReviewInput, case: TestCase, items: list[ChecklistItem], all_sides: list[Side],
                    msg: Catalog) -> list[str]:  # fmt: skip
    """A `break`/`continue` said to run on a zero-iteration input, or zero iterations said where a cited condition
    inside the loop body is evaluated true (`_loop_exit`)."""
    out = [msg("semantic_paths.code_loop_zero_exit", ref=i.id, stmt=k)
           for i in items if i.kind is Kind.LOOP and (k := zero_run_exit(case.input, i.text, case.expected))]  # fmt: skip
    src = {x.path: x.text for x in inp.sources}
    for i in items:
        if i.kind is Kind.LOOP and input_iterations(case.input, i.text) == 0:
            for name, value in claims(case.expected).assigned:
                at = assigned_lines(src.get(i.file, ""), name.strip())
                if at and all(i.line < n <= i.end_line for n in at):
                    out.append(msg("semantic_paths.code_loop_zero_assign", ref=i.id, name=name, value=value,
                                   lines=", ".join(map(str, at))))  # fmt: skip
    if ran_but_zero(case.expected):
        pool = inp.checklist if inp.citable is None else inp.citable
        for s in all_sides:
            # A condition inside the body whose value the input gives is evaluated, whichever way it goes.
            if (
                s.fires is not None
                and s.item.kind in (Kind.BRANCH, Kind.BOUNDARY)
                and (loop := enclosing_loop(s.item, pool))
            ):
                out.append(msg("semantic_paths.code_loop_ran", cond=s.item.text, ref=s.item.id, loop=loop.id,
                               truth=msg("semantic.truth_true" if s.fires else "semantic.truth_false")))  # fmt: skip
                break
    return out
