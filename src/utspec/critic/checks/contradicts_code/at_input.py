"""The function's body evaluated at the case's input: worked-out returns, switch arms, untaken arms."""

from __future__ import annotations

from utspec.analyzers.path_value import input_values
from utspec.critic.checks._case_facts import Side
from utspec.critic.checks._claims import Claims
from utspec.critic.checks._literal_side import literal_values
from utspec.critic.checks._untaken_arm import untaken_arm
from utspec.critic.checks._value_arm import taken_value
from utspec.critic.checks._worked import worked_returns
from utspec.critic.checks._worked_return import refuted, worked_value
from utspec.critic.checks.contradicts_code.values import RAISES_IN_INPUT, same
from utspec.critic.review_input import ReviewInput
from utspec.designer.offline.signature import numbered_body
from utspec.messages import Catalog
from utspec.models import ChecklistItem, Kind, TestCase


def worked_not_hits(
    inp: ReviewInput, case: TestCase, items: list[ChecklistItem], c: Claims, msg: Catalog
) -> list[str]:
    """ "`720` is not returned" where the body returns 720 for the case's input (`worked_returns`): a flipped
    worked-out value, on a case that cites no `return` item to compare with."""
    if not c.not_returns:
        return []
    return [msg("semantic_paths.code_returns_not", value=value, ref=item.id)
            for value, item in worked_returns(inp, case, items) if any(same(r, value) for r in c.not_returns)]  # fmt: skip


def worked_hits(inp: ReviewInput, case: TestCase, items: list[ChecklistItem], all_sides: list[Side], c: Claims,
                 msg: Catalog) -> list[str]:  # fmt: skip
    """A literal said returned where the function's body, run at the case's input, returns another (`_worked_return`)."""
    if (
        not c.returns
        or c.raised
        or c.unnamed_raise
        or c.write_fails
        or any(s.item.kind is Kind.HANDLER for s in all_sides)
    ):
        return []
    if RAISES_IN_INPUT.search(f"{case.input} {case.preconditions}"):
        return []
    code = [
        i for i in items if i.symbol and i.kind in (Kind.BRANCH, Kind.BOUNDARY, Kind.RAISE, Kind.EARLY_RETURN)
    ]
    if len({(i.file, i.symbol) for i in code}) != 1:
        return []
    first = code[0]
    src = next((x.text for x in inp.sources if x.path == first.file), "")
    worked = (
        worked_value(src.split("\n"), first.symbol or "", first.line, first.language, case.input)
        if src
        else None
    )
    if worked is None:
        return []
    if all(refuted(r, worked, first.language) for r in c.returns):
        return [msg("semantic_paths.code_worked_other", value=worked, symbol=first.symbol, file=first.file,
                    said=c.returns[0])]  # fmt: skip
    return []


def value_arm_hits(inp: ReviewInput, case: TestCase, items: list[ChecklistItem], c: Claims,
                    msg: Catalog) -> list[str]:  # fmt: skip
    """A literal said returned (or not) against the arm a returned switch expression takes at the input's subject
    (`_value_arm`): the arm items carry no statement, so nothing else compares their value."""
    for item in items:
        if item.kind is not Kind.BRANCH:
            continue
        src = next((x.text for x in inp.sources if x.path == item.file), "")
        value = taken_value(item.line, src.split("\n"), item.language, case.input)
        if value is None:
            continue
        said = [r for r in c.returns if literal_values([r.strip("`")]) is not None]
        if said and not any(same(r, value) for r in said):
            return [msg("semantic.code_returns_other", value=value, ref=item.id, said=said[0])]
        if any(same(r, value) for r in c.not_returns):
            return [msg("semantic_paths.code_returns_not", value=value, ref=item.id)]
    return []


def untaken_arm_hits(inp: ReviewInput, case: TestCase, items: list[ChecklistItem], c: Claims,
                      msg: Catalog) -> list[str]:  # fmt: skip
    """An assignment said to happen whose value the cited function gives the name only in a conditional
    expression's arm the case's input does not take (`_untaken_arm`)."""
    if not c.assigned:
        return []
    code = [
        i for i in items if i.symbol and i.kind in (Kind.BRANCH, Kind.BOUNDARY, Kind.RAISE, Kind.EARLY_RETURN)
    ]
    for item in {(i.file, i.symbol): i for i in code}.values():
        src = next((x.text for x in inp.sources if x.path == item.file), None)
        if src is None:
            continue
        lines = src.split("\n")
        numbered = numbered_body(lines, item.symbol, item.line, item.language)
        if not numbered:
            continue
        env = input_values(case.input, item.language)
        for name, value in c.assigned:
            found = untaken_arm(
                lines[: numbered[-1][0]], numbered[0][0], name.strip("`"), value, env, item.language
            )
            if found is not None:
                return [msg("semantic_paths.code_assign_untaken_arm", name=name.strip("`"), value=value.strip("`"),
                            cond=found[1], where=f"{item.file}:{found[0]}")]  # fmt: skip
    return []
