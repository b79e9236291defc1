"""Branches the case is or is not in: `else` arms, unreached blocks, assignments made only under an
uncited branch, guarded `break`/`continue`/calls."""

from __future__ import annotations

import re

from utspec.analyzers.effects import effects_of
from utspec.critic.checks._case_facts import Side
from utspec.critic.checks._claims import Claims
from utspec.critic.checks._else_arm import else_arm, else_raise_hit, unconditional
from utspec.critic.checks._elsewhere import assignment_lines, only_under_uncited
from utspec.critic.checks._example_call import example_call
from utspec.critic.checks._guarded_claims import said_exit
from utspec.critic.checks._guarded_raise import enclosing_guard
from utspec.critic.checks._never_assigned import other_values
from utspec.critic.checks._operand_call import in_condition
from utspec.critic.checks._other_arm import other_arms
from utspec.critic.checks._return_elsewhere import literal_return_lines
from utspec.critic.checks._sql_blocks import with_block_ends
from utspec.critic.checks._unreached import passes_all, unreached
from utspec.critic.checks.contradicts_code.values import raised_type, same
from utspec.critic.review_input import ReviewInput
from utspec.designer.offline.signature import function_body
from utspec.messages import Catalog
from utspec.models import ChecklistItem, ItemEffect, Kind, TestCase


def else_hits(inp: ReviewInput, all_sides: list[Side], c: Claims, msg: Catalog) -> list[str]:
    """The `else` arm's raise of a cited branch against the case's side of its condition (`_else_arm`)."""
    out: list[str] = []
    done: set[tuple[str, int]] = set()
    pool = inp.checklist if inp.citable is None else inp.citable
    quiet = c.no_exception or c.success or bool(c.returns)
    for s in all_sides:
        if (
            s.fires is None
            or s.item.kind not in (Kind.BRANCH, Kind.BOUNDARY)
            or (s.item.file, s.item.line) in done
        ):
            continue
        done.add((s.item.file, s.item.line))
        lines = next((x.text.split("\n") for x in inp.sources if x.path == s.item.file), [])
        arm = else_arm(lines, s.item.line)
        if arm is None or arm[1].kind != "raise" or not arm[1].name:
            continue
        at, e = arm
        exc = raised_type(e.name or "")
        others = [x.message for i in pool if i.kind is Kind.RAISE and i.file == s.item.file and i.symbol == s.item.symbol
                  and not i.line <= at <= i.end_line for x in effects_of(i)[:1]
                  if x.kind == "raise" and raised_type(x.name or "") == exc]  # fmt: skip
        kind = else_raise_hit(
            bool(s.fires), exc, e.message, others, c.raised, c.not_raised, c.messages, quiet
        )
        if kind == "runs" and not unconditional(lines, s.item.line):
            continue  # off the condition says the `else` runs only when the `if` is reached (not in a handler)
        if kind is not None:
            truth = msg("semantic.truth_true" if s.fires else "semantic.truth_false")
            out.append(msg(f"semantic_paths.code_else_{kind}", cond=s.item.text, truth=truth, ref=s.item.id, exc=exc,
                           line=at))  # fmt: skip
    return out


def unreached_hits(inp: ReviewInput, case: TestCase, all_sides: list[Side], msg: Catalog) -> list[str]:
    """A cited condition inside the block of a cited branch the case does not enter (`_unreached`). On the
    designer's "passes every guard" input each cited guard that would end the function counts as false."""
    guards = {s.item.id for s in all_sides if _guard(s)}
    normal = passes_all(case.input)
    known = [
        (s.item, False if normal and s.fires is None and s.item.id in guards else s.fires) for s in all_sides
    ]
    found = [
        (i, h)
        for i, h in unreached(known, {x.path: x.text.split("\n") for x in inp.sources})
        if i.id not in guards
    ]  # a nested guard is passed whether reached or not
    return [
        msg("semantic_paths.code_unreached", cond=i.text, ref=i.id, host=h.text, host_ref=h.id)
        for i, h in found[:1]
    ]


def other_arm_hits(inp: ReviewInput, case: TestCase, items: list[ChecklistItem], msg: Catalog) -> list[str]:
    """Two cited items in the two arms of one `if` / `else` (`_other_arm`): no run of the function takes both. Not on
    the designer's "passes every guard" input or a worked example's call, which cite every guard of the function, in
    either arm (stdnum's `validate('978-9024538270')` cites the ISBN-10 and the ISBN-13 checks)."""
    if passes_all(case.input) or example_call(case.input):
        return []
    found = other_arms(items, {x.path: x.text.split("\n") for x in inp.sources})
    return [msg("semantic_paths.code_other_arm", first=a.text, first_ref=a.id, second=b.text, second_ref=b.id,
                where=f"{a.file}:{at}") for a, b, at in found[:1]]  # fmt: skip


def _guard(side: Side) -> bool:
    """A branch whose block ends the function (return, raise): a normal path passes it whether it reaches it or not
    (the designer's normal-path case cites every guard, nested ones too)."""
    effects = side.effects
    return side.item.kind is not Kind.BOUNDARY and bool(effects) and effects[0].kind in ("return", "raise")


def elsewhere_hits(inp: ReviewInput, items: list[ChecklistItem], c: Claims, msg: Catalog) -> list[str]:
    """An assignment said to happen that the cited code's file makes only under a branch the case does not cite."""
    if not c.assigned and not c.returns:
        return []
    files = dict.fromkeys(i.file for i in items if i.kind in (Kind.BRANCH, Kind.BOUNDARY, Kind.RAISE,
                                                              Kind.EARLY_RETURN, Kind.LOOP, Kind.HANDLER))  # fmt: skip
    # A PL/pgSQL branch carries only its own line: the block it guards is read from the text (`_sql_blocks`).
    texts = {x.path: x.text for x in inp.sources if x.path in files}
    pool = with_block_ends(
        [i for i in (inp.checklist if inp.citable is None else inp.citable) if i.file in files], texts
    )
    items = with_block_ends(items, texts)
    for value in c.returns:  # a literal returned only under an uncited branch (`_return_elsewhere`)
        for file in files:
            src = next((x.text for x in inp.sources if x.path == file), "")
            at = _in_cited_functions(literal_return_lines(src.split("\n"), value), file, items, pool)
            if host := only_under_uncited(at, file, items, pool, src.split("\n")):
                return [msg("semantic_paths.code_return_elsewhere", value=value.strip("`"), where=f"{file}:{at[0]}",
                            cond=host.text, ref=host.id)]  # fmt: skip
    for name, value in c.assigned:
        for file in files:
            src = next((x.text for x in inp.sources if x.path == file), "")
            lines = assignment_lines(src.split("\n"), name.strip("`"), value, same)
            if host := only_under_uncited(lines, file, items, pool, src.split("\n")):
                return [msg("semantic_paths.code_assign_elsewhere", name=name, value=value, where=f"{file}:{lines[0]}",
                            cond=host.text, ref=host.id)]  # fmt: skip
            if not lines and (made := other_values(src.split("\n"), name.strip("`"), value, same)):
                return [msg("semantic_paths.code_assign_never", name=name, value=value, file=file,
                            made=", ".join(f"`{v}`" for v in dict.fromkeys(made)))]  # fmt: skip
    return []


def _in_cited_functions(lines: list[int], file: str, items: list[ChecklistItem],
                        pool: list[ChecklistItem]) -> list[int]:  # fmt: skip
    """The lines that belong to a function the case cites (or to no known function): go-money's `absolute` case at 0
    ("returns 0, the value of `a`") was refuted by `return 0` in another function, `allocate`."""
    cited = {i.symbol for i in items if i.file == file}
    owner = {i.line: i.symbol for i in pool if i.file == file and i.kind in (Kind.EARLY_RETURN, Kind.RAISE)}
    return [n for n in lines if owner.get(n) is None or owner[n] in cited]


def guarded_hits(
    side: Side, e: ItemEffect, c: Claims, case: TestCase, inp: ReviewInput, msg: Catalog
) -> list[str]:
    """A guarded `break`, `continue` or call said not to run on its side, or to run off it (`_guarded_claims`)."""
    if side.item.kind not in (Kind.BRANCH, Kind.BOUNDARY) or side.fires is None:
        return []
    truth = msg("semantic.truth_true" if side.fires else "semantic.truth_false")
    src = next((x.text for x in inp.sources if x.path == side.item.file), "")
    ref, cond = side.item.id, side.item.text
    if e.kind in ("break", "continue"):
        said = said_exit(case.expected)
        if said is None or said[0] != e.kind:
            return []
        body = "\n".join(function_body(src.split("\n"), side.item.symbol, side.item.line, side.item.language))
        if side.fires and not said[1]:
            return [msg("semantic_paths.code_guarded_runs", cond=cond, truth=truth, ref=ref, stmt=e.kind)]
        if side.fires is False and said[1] and len(re.findall(rf"\b{e.kind}\b", body)) == 1:
            return [msg("semantic_paths.code_guarded_skipped", cond=cond, truth=truth, ref=ref, stmt=e.kind)]
        return []
    if e.kind == "call" and in_condition(side.item.text, e.name or ""):
        return []  # a call in the condition's later operand: its operands decide it, not the whole (_operand_call)
    for name, called in c.called:
        if name != e.name:
            continue
        if side.fires and not called:
            return [msg("semantic_paths.code_guarded_runs", cond=cond, truth=truth, ref=ref, stmt=name)]
        if side.fires is False and called and src.count(f"{name}(") == 1:
            return [msg("semantic_paths.code_guarded_skipped", cond=cond, truth=truth, ref=ref, stmt=name)]
    return []


def guarded_raise_hits(inp: ReviewInput, case: TestCase, items: list[ChecklistItem], c: Claims,
                        msg: Catalog) -> list[str]:  # fmt: skip
    """A cited raise said to happen on the designer's "passes every guard" input, where it sits in a guard's own
    block: that input takes no guard, so it never reaches the raise (`_guarded_raise`)."""
    if not passes_all(case.input) or not (c.raised or c.unnamed_raise):
        return []
    pool = inp.checklist if inp.citable is None else inp.citable
    for stmt in items:
        if stmt.kind is not Kind.RAISE:
            continue
        e = next(iter(effects_of(stmt)[:1]), None)
        if e is None or e.kind != "raise" or not (c.unnamed_raise or raised_type(e.name or "") in c.raised):
            continue
        src = next((x.text for x in inp.sources if x.path == stmt.file), "")
        guard = enclosing_guard(stmt, pool, src.split("\n"))
        if guard is not None:
            return [msg("semantic_paths.code_raise_guarded", ref=stmt.id, cond=guard.text, guard=guard.id)]
    return []
