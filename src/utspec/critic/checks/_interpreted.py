"""What the cited functions do for the case's own input, run through the exact interpreters (`case_run`).

The designer states "the function returns `999` (the value of `result` for this input)" for roman's
`fromRoman("CMXCIX", True)` and "`InvalidRomanNumeralError` is raised" for `fromRoman("N", False)`
(`designer.offline.run_result`): the value is not written in the cited lines, it is what the code gives when run
on the case's input. `unsupported-value` reads the same run, so a value the function gives for the case's input is
supported by the case's own evidence, and one it does not give still is not.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from utspec.analyzers.path_value import NOT_KNOWN, literal
from utspec.critic.checks._claims import Claims
from utspec.critic.review_input import ReviewInput
from utspec.designer.offline.case_run import function_run
from utspec.models import ChecklistItem, TestCase


@dataclass(frozen=True)
class Ran:
    values: frozenset[str]
    """The values the cited functions return for the input, as the language writes them (`'I'`, `999`)."""
    raised: tuple[str, ...]
    """The `raise` / `throw` lines the runs end at (the exception's type and its message as the code writes them)."""


def interpreted(inp: ReviewInput, case: TestCase, items: list[ChecklistItem]) -> Ran:
    """The outcomes of each cited function run on `case.input` (nothing when a call cannot be made exactly)."""
    sources = {s.path: s.text.split("\n") for s in inp.sources}
    values: set[str] = set()
    raised: list[str] = []
    for item in {(i.file, i.symbol): i for i in items if i.symbol}.values():
        run = function_run(sources, item, case.input, case.preconditions)
        if run is None:
            continue
        if run.outcome.kind == "return" and run.shown is not None:
            values.add(run.shown)
        elif run.outcome.kind == "raise":
            lines = sources.get(item.file, [])
            at = run.outcome.line
            raised.append(lines[at - 1] if 0 < at <= len(lines) else str(run.outcome.value))
    return Ran(frozenset(values), tuple(raised))


def _same(said: str, shown: str, language: str) -> bool:
    said = said.strip().strip("`").strip()
    if said == shown:
        return True
    a, b = literal(said, language), literal(shown, language)
    return a is not NOT_KNOWN and b is not NOT_KNOWN and type(a) is type(b) and a == b


def unrefuted(c: Claims, inp: ReviewInput, case: TestCase, items: list[ChecklistItem]) -> Claims:
    """`c` less the returned values the cited functions give when run on the case's input: no reading of the code
    contradicts what the code does for that input (kanjize's `kanji2number("+")` returns a computed `0` at its end,
    which the text check took for the literal `return 0` under an uncited branch)."""
    if not c.returns:
        return c
    ran = interpreted(inp, case, items).values
    language = next((i.language for i in items if i.symbol), "")
    kept = tuple(r for r in c.returns if not any(_same(r, v, language) for v in ran))
    return c if kept == c.returns else replace(c, returns=kept)


__all__ = ["Ran", "interpreted", "unrefuted"]
