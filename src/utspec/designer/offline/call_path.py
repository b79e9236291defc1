"""A call with literal arguments leaves its function at the first guard its values make fire.

`repeat("a", -2) returns ""` binds `repeat = "a"`, `count = -2` (call_values.py). Read in line
order, `repeat == null` is false for "a" and `count <= 0` holds for -2 and returns: nothing after
that guard runs for this call. So the call is about the case where `count <= 0` fires, not about the
cases of later conditions that happen to share its words or numbers (`count == 1` at 2 shares the 2
of -2). When every guard of the function is judged false, the call takes the main path.

The walk decides only what it can: it stops, deciding nothing, at the first condition it cannot
judge (a local such as `inputLength`, a call), at a guard that holds but does not leave the
function (its body may change what follows), and when a bound parameter is assigned above a guard
(`count = Math.max(count, 0)` makes the literal no longer the value tested). Guards nested in another
branch or in a loop are not on every path: they are not walked.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.call_judge import constant_values, local_lengths
from utspec.designer.offline.call_values import bind, holds
from utspec.designer.offline.doctest_line import doctest_line
from utspec.designer.offline.fallthrough import is_label
from utspec.designer.offline.link_context import function_span
from utspec.designer.offline.trimmed import apply_trims
from utspec.designer.offline.walk_path import walk_items
from utspec.models import ChecklistItem, Kind

_CALL = re.compile(r"\b([A-Za-z_]\w*)\s*\(")
_EXITS = frozenset({Kind.EARLY_RETURN, Kind.RAISE})


def called_symbol(text: str, items: Sequence[ChecklistItem]) -> str | None:
    """The symbol of the one function of the code a text calls (`repeat("a", -2)` -> `StringUtils.repeat`)."""
    by_name: dict[str, set[str]] = {}
    for i in items:
        if i.symbol:
            by_name.setdefault(i.symbol.rsplit(".", 1)[-1], set()).add(i.symbol)
    calls = {m.group(1) for m in _CALL.finditer(text) if m.group(1) in by_name}
    if len(calls) != 1:
        return None
    symbols = by_name[next(iter(calls))]
    return next(iter(symbols)) if len(symbols) == 1 else None


def _inside(item: ChecklistItem, outer: ChecklistItem) -> bool:
    return outer is not item and outer.line < item.line <= outer.end_line


def _top_level(item: ChecklistItem, own: Sequence[ChecklistItem]) -> bool:
    """An item not inside a branch or a loop of its function: every call reaches it."""
    return not any(o.kind in (Kind.BRANCH, Kind.LOOP) and _inside(item, o) for o in own)


_ELSE = re.compile(r"^\s*(?:\}\s*)?(?:else\b|elif\b)")


def _else_line(lines: Sequence[str], branch: ChecklistItem) -> int | None:
    """The line of the branch's `else` / `elif` / `} else if`, if it has one."""
    for n in range(branch.line + 1, min(branch.end_line, len(lines)) + 1):
        if _ELSE.match(lines[n - 1]):
            return n
    return None


def _leaves(branch: ChecklistItem, own: Sequence[ChecklistItem], body_end: int) -> bool:
    """The branch's body (up to its `else`) returns or raises, not only under a nested condition or loop."""
    return any(
        i.kind in _EXITS and branch.line < i.line <= body_end
        and not any(o.kind in (Kind.BRANCH, Kind.LOOP) and _inside(i, o) and _inside(o, branch) for o in own)
        for i in own
    )  # fmt: skip


def _exits_from(step: ChecklistItem, own: Sequence[ChecklistItem]) -> bool:
    """Whether anything at or after the step may leave the function early (a return, a raise, a handler)."""
    return any(i.kind in (*_EXITS, Kind.HANDLER) and i.line >= step.line for i in own)


def _assigned(
    lines: Sequence[str], start: int, end: int, names: Sequence[str], skipped: Sequence[tuple[int, int]] = ()
) -> bool:
    """Whether a line in [start, end) assigns one of the names (`count = ...`, `count += 1`, `count--`), outside
    the `skipped` bodies (of guards the call's values make false: `if v < 0 { v = 0 - v }` for `v = 100`)."""
    pattern = re.compile(rf"\b(?:{'|'.join(map(re.escape, names))})\s*(?:[-+*/%]?=(?!=)|\+\+|--)")
    return any(
        pattern.search(lines[n - 1])
        and not any(a <= n <= b for a, b in skipped)
        and not doctest_line(lines[n - 1])  # `>>> a2k('ABC', delimiter='・')` in a docstring assigns nothing
        for n in range(max(start, 1), min(end, len(lines) + 1))
    )


def known_for(
    text: str, items: Sequence[ChecklistItem], sources: dict[str, list[str]], bound: dict[str, str]
) -> dict[str, float]:
    """Numbers a call's conditions may name besides its parameters (call_judge.py): the called function's
    named constants and its locals holding a bound string's length (`int len = s.length();`)."""
    symbol = called_symbol(text, items)
    own = [i for i in items if symbol and i.symbol == symbol]
    if not bound or not own:
        return {}
    lines = sources.get(own[0].file, [])
    span = function_span(lines, own[0])
    known = constant_values(own)
    if span is not None:
        known |= local_lengths(lines, span[0] + 1, span[1] + 1, bound)
    return known


Exit = ChecklistItem | str
"""Where a call leaves its function: the guard (a branch item) whose exit it takes, or "main"."""


def exit_of(text: str, items: Sequence[ChecklistItem], sources: dict[str, list[str]]) -> Exit | None:
    """The guard a call's literal values make fire first ("main" when none does), or None when undecided."""
    symbol = called_symbol(text, items)
    bound = bind(text, items, sources) if symbol else {}
    if not symbol or not bound:
        return None
    own = [i for i in items if i.symbol == symbol]
    if not own:
        return None
    walk = walk_items(own[0].file, symbol, items)
    if walk and not any(i.kind is Kind.BRANCH and is_label(i.text) for i in own):
        # Nothing leaves the function early: every call walks through it (walk_path.py); a `switch`'s labels are
        # alternatives, one taken per call (`Ordinal(12)` takes `case 2`: switch_call.py decides).
        return "main"
    lines = sources.get(own[0].file, [])
    span = function_span(lines, own[0])
    if span is None:
        return None
    known = known_for(text, items, sources, bound)
    steps = sorted(
        (b for b in own if b.kind in (Kind.BRANCH, Kind.LOOP) and _top_level(b, own)), key=lambda b: b.line
    )
    skipped: list[tuple[int, int]] = []  # bodies of guards judged false: their assignments do not run
    switched = any(
        i.kind is Kind.BRANCH and is_label(i.text) for i in own
    )  # an arm per call: switch_call.py's
    start = span[0] + 1
    for step in steps:
        bound, trims = apply_trims(
            lines, start, step.line, bound, skipped
        )  # `s = strings.TrimSpace(s)`: the literal, trimmed
        skipped += [(n, n) for n in trims]
        start = step.line
        if _assigned(lines, span[0] + 1, step.line, list(bound), skipped):
            return None
        if step.kind is Kind.LOOP:
            if any(i.kind in _EXITS and _inside(i, step) for i in own):
                return None  # a return or raise inside a loop: not judged
            continue
        verdict = holds(step.text, bound, known)
        otherwise = _else_line(lines, step)
        if verdict is None and not _exits_from(step, own) and not switched:
            return "main"  # unjudged, but nothing from here on leaves early: every call ends on the main path
        if verdict is None or verdict is False and otherwise is not None:
            return None  # not judged, or an `else` / `elif` of its own to walk
        if verdict is False:
            skipped.append((step.line + 1, step.end_line))
            continue
        return step if _leaves(step, own, (otherwise or step.end_line + 1) - 1) else None
    return "main"


def exit_cases(exit: Exit, cited: Sequence[ChecklistItem]) -> bool:
    """Whether a case (by the code it cites) is the call's exit: it cites the guard and the exit under it."""
    if isinstance(exit, str) or not cited:
        return False
    guard = any(i.id == exit.id for i in cited)
    leaves = any(
        i.kind in _EXITS and i.file == exit.file and exit.line < i.line <= exit.end_line for i in cited
    )
    return guard and leaves
