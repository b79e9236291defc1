"""The main path: what a case gets when nothing it cites ends the function early.

A case on the normal path cites the guards it passes (every branch of the function, each on its
off side) or a handler that swallows what it catches; the function then runs to its end, so what
it returns is its final `return` statement, which is no checklist item of its own. This module
says whether a case is on that path (`on_main_path`, from the sides `_case_facts.sides` computed)
and reads the final `return` of the function its items sit in (`final_return_of`).

The final statement is read from the source text by `utspec.designer.offline.facts.final_return`
(the same reader the offline designer uses to write "the function returns `x`"): a shared reader
means a bug in it would mislead both, so a function whose normal end is not certain is skipped:
an early `return` no cited branch guards (inside a `try` or a loop) may be the real normal end.
"""

from __future__ import annotations

from dataclasses import dataclass

from utspec.analyzers.effects import effects_of, statement_effect
from utspec.critic.checks._case_facts import Side
from utspec.critic.review_input import ReviewInput
from utspec.designer.offline.facts import final_return
from utspec.models import ChecklistItem, Kind

#: Effects that end the function (or leave it by an exception) where they fire.
_ENDS = frozenset({"raise", "reraise", "return"})


@dataclass(frozen=True)
class FinalReturn:
    """The last statement of a function, a `return`."""

    value: str | None
    """The returned expression (None: a bare `return`)."""
    where: str
    """`path:line` of the statement."""


def on_main_path(sides: list[Side], guards: set[int]) -> bool:
    """Whether nothing the case cites ends the function early on its path.

    No cited statement that returns or raises fires; and the case is shaped like the normal path:
    it cites a handler that swallows (and itself neither returns nor raises), or two or more guards
    of unknown side or known to be off, one at least unknown (the normal path cites every guard; a
    single one may be the guard the case takes), or it is off every guard of the function (`guards`: the lines of the branches that end
    it early), so no guard it does not cite can end it either; or it cites only `function` items (`entries`: a public function with no
    branch, loop, exit or handler, whose one path is its main path).
    """
    unknown = handler = off_ends = entries = 0
    off: set[int] = set()
    for s in sides:
        kinds = [e.kind for e in s.effects]
        if s.item.kind is Kind.HANDLER:
            if "swallow" not in kinds or _ENDS & set(kinds):
                return False
            handler += 1
            continue
        if s.item.kind is Kind.FUNCTION:
            entries += 1
            continue
        if s.item.kind not in (Kind.BRANCH, Kind.BOUNDARY, Kind.RAISE, Kind.EARLY_RETURN):
            continue
        ends = bool(kinds) and kinds[0] in _ENDS
        if s.fires and ends:
            return False
        if s.fires is None and ends:
            unknown += 1
        if s.fires is False:
            off.add(s.item.line)
            off_ends += ends
    # A guard evaluated off at the case's input (`_guard_side`) counts toward the normal-path shape like one of
    # unknown side: the normal path cites every guard, and evaluating some of them must not take it off that path.
    shaped = unknown >= 2 or (unknown >= 1 and unknown + off_ends >= 2)
    if entries and not (unknown or handler or off):
        return True  # the function has no guard at all: every call takes its one path
    return shaped or (handler > 0 and unknown == 0) or (unknown == 0 and bool(guards) and guards <= off)


def ending_guards(inp: ReviewInput, items: list[ChecklistItem]) -> set[int]:
    """The lines of the branches of the cited items' function whose first effect ends it (return or raise)."""
    pool = inp.checklist if inp.citable is None else inp.citable
    places = {(i.file, i.symbol) for i in items}
    return {i.line for i in pool if (i.file, i.symbol) in places and i.kind is Kind.BRANCH
            and any(e.kind in _ENDS for e in effects_of(i)[:1])}  # fmt: skip


def _guarded(item: ChecklistItem, branches: list[ChecklistItem]) -> bool:
    return any(b.line < item.line <= max(b.end_line, b.line + 1) for b in branches)


def final_return_of(inp: ReviewInput, items: list[ChecklistItem]) -> FinalReturn | None:
    """The final `return` of the one function the cited code items sit in (None: several, none, uncertain)."""
    code = [
        i
        for i in items
        if i.kind
        in (Kind.BRANCH, Kind.BOUNDARY, Kind.HANDLER, Kind.RAISE, Kind.EARLY_RETURN, Kind.LOOP, Kind.FUNCTION)
    ]
    places = {(i.file, i.symbol) for i in code}
    if len(places) != 1:
        return None
    file, symbol = places.pop()
    text = next((s.text for s in inp.sources if s.path == file), None)
    if not symbol or text is None:
        return None
    lines = text.split("\n")
    first = code[0]
    stmt = final_return(lines, symbol, first.line, first.language)
    if stmt is None:
        return None
    pool = inp.checklist if inp.citable is None else inp.citable
    same = [i for i in pool if i.file == file and i.symbol == symbol]
    branches = [i for i in same if i.kind is Kind.BRANCH]
    if any(i.kind is Kind.EARLY_RETURN and statement_effect(i.text).kind == "return" and not _guarded(i, branches)
           for i in same):  # fmt: skip
        return None
    effect = statement_effect(stmt)
    if effect.kind != "return":
        return None
    last = max((n for n, line in enumerate(lines, 1) if line.strip() == stmt.strip()), default=first.line)
    return FinalReturn(effect.value, f"{file}:{last}")
