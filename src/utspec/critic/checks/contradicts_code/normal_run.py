"""A normal-path case whose input, run exactly, does not pass the guards it cites (`case_run.normal_run`).

japanmesh's `getCodes` normal path once said `level` = `126`: 126 fails a guard nothing read, and no check saw it.
Where the function can be run on the case's values through the exact interpreters, a run that leaves inside a
guard (or raises) refutes "passes every guard". Nothing is said when the call cannot be made or run exactly.
"""

from __future__ import annotations

from utspec.critic.checks._case_facts import Side
from utspec.critic.checks._main_path import ending_guards, on_main_path
from utspec.critic.checks._unreached import passes_all
from utspec.critic.review_input import ReviewInput
from utspec.designer.offline.case_run import Disagreement, normal_run
from utspec.messages import Catalog
from utspec.models import ChecklistItem, Kind, TestCase


def normal_run_hits(
    inp: ReviewInput, case: TestCase, items: list[ChecklistItem], all_sides: list[Side], msg: Catalog
) -> list[str]:
    """The guard line a normal-path case's input leaves at when its function is run on it."""
    if not passes_all(case.input):
        return []  # only the designer's "passes every guard" input claims the normal path
    guards = [s.item for s in all_sides if s.item.kind is Kind.BRANCH]
    if not guards or len({(g.file, g.symbol) for g in guards}) != 1:
        return []
    ends = ending_guards(inp, items)
    guardless = not ends and not any(s.fires for s in all_sides)
    if not guardless and not on_main_path(all_sides, ends):
        return []
    sources = {s.path: s.text.split("\n") for s in inp.sources}
    found = normal_run(sources, guards, case.input, case.preconditions)
    if not isinstance(found, Disagreement) or not found.line:
        return []
    if (
        guardless
        and not on_main_path(all_sides, ends)
        and not _throws_at(sources.get(guards[0].file, []), found.line)
    ):
        return []
    return [msg("semantic_paths.code_normal_run", call=found.call, line=found.line)]


def _throws_at(lines: list[str], line: int) -> bool:
    """Whether `line` (1-based) is a `throw` / `raise` statement of the file.

    A function with no guard of its own that ends it (base64js's `toByteArray`, whose guard is in the `getLens` it
    calls first) is on its main path on any input, so "passes every guard" there is refuted only by a run that leaves
    through an exception the file itself throws (`getLens("abc")` at line 26), never by one the interpreter raised.

    >>> _throws_at(["function f (s) {", "  throw new Error('x')", "}"], 2), _throws_at(["  x = 1"], 1)
    (True, False)
    """
    text = lines[line - 1].strip() if 0 < line <= len(lines) else ""
    return text.startswith(("throw ", "throw(", "raise ", "raise(", "panic("))


__all__ = ["normal_run_hits"]
