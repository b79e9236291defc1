"""A cited `return` / `raise` whose enclosing if-chain the case's input decides the other way: the exit is never run.

A check-digit function's `else: return None` after `if isinstance(number, int): … elif isinstance(number, str): …`
was cited by a case with `number` = `1` and "`None` is returned": the input takes the first arm, and the function
returns the number with its check digit. The enclosing conditions were not cited (only the exit was), so the check
of cited branches (`_unreached`) had nothing to weigh. Each clause around the exit is evaluated at the input
(`guard_side`, the same evaluation as a cited branch's side); a clause known to go the other way is the finding.
Unknown stays silent: a clause the evaluator cannot read is no evidence either way.

>>> src = ["def f(number):", "    if isinstance(number, int):", "        number = str(number)",
...        "    elif isinstance(number, str):", "        pass", "    else:", "        return None", "    return number"]
>>> exit_unreached(7, "f", "`number` = `1`.", src, "python")
('isinstance(number, int)', 2, False)
>>> exit_unreached(7, "f", "`number` = `[1]`.", src, "python") is None
True
>>> exit_unreached(7, "f", "Values for which the clauses are false.", src, "python") is None  # nothing known
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.effects import statement_effect
from utspec.analyzers.enclosing import conditions_around
from utspec.critic.checks._claims import Claims, norm_value
from utspec.critic.checks._guard_side import guard_side
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import ChecklistItem, Kind, TestCase

_HEADER = re.compile(r"^\s*(?:\}\s*)?(?:if|elif|else\s+if)\b")


def _header_line(lines: Sequence[str], line: int, cond: str) -> int | None:
    """The 1-based line of the nearest `if`/`elif` header above `line` that holds `cond`."""
    squeezed = re.sub(r"\s+", "", cond)
    for n in range(line - 1, 0, -1):
        text = lines[n - 1]
        if _HEADER.match(text) and squeezed in re.sub(r"\s+", "", text):
            return n
    return None


def exit_unreached(line: int, symbol: str | None, case_input: str, lines: Sequence[str],
                   language: str) -> tuple[str, int, bool] | None:  # fmt: skip
    """(condition, its line, what the exit needs it to be) of the first clause around the exit at `line` that the
    case's input decides the other way; None when every clause may hold as needed."""
    for cond, needed in conditions_around(lines, line) or []:
        at = _header_line(lines, line, cond)
        if at is None:
            continue
        truth = guard_side(cond, at, symbol, case_input, lines, language)
        if truth is not None and truth != needed:
            return cond, at, needed
    return None


def _said_to_run(item: ChecklistItem, c: Claims) -> bool:
    """Whether the case says the exit happens: its exception raised, or its value returned."""
    e = statement_effect(item.effect or item.text)
    if e.kind == "raise" and e.name:
        return e.name.rsplit(".", 1)[-1] in {r.rsplit(".", 1)[-1] for r in c.raised}
    if e.kind == "return" and e.value:
        value = norm_value(re.sub(r"\s+", "", e.value))
        return any(norm_value(re.sub(r"\s+", "", r)) == value for r in c.returns)
    return False


def exit_hits(
    inp: ReviewInput, case: TestCase, items: Sequence[ChecklistItem], c: Claims, msg: Catalog
) -> list[str]:
    """The cited exit the case says runs, when its input decides a clause around it the other way (one sentence).

    Not when another cited exit the case says runs may be reached: semver's `PRVersion.Compare` case cites both
    `return -1` lines, and the first, which its input takes, gives the `-1` it states.
    """
    found: list[tuple[ChecklistItem, tuple[str, int, bool]]] = []
    for item in items:
        if item.kind not in (Kind.RAISE, Kind.EARLY_RETURN) or not _said_to_run(item, c):
            continue
        lines = next((x.text.split("\n") for x in inp.sources if x.path == item.file), [])
        if (at_exit := exit_unreached(item.line, item.symbol, case.input, lines, item.language)) is None:
            return []  # an exit saying what the case says may run
        found.append((item, at_exit))
    for item, (cond, at, needed) in found[:1]:
        return [msg("semantic_paths.code_exit_unreached", stmt=item.text, ref=item.id, cond=cond, line=at,
                    state=msg("semantic_paths.state_true" if not needed else "semantic_paths.state_false"))]  # fmt: skip
    return []


__all__ = ["exit_hits", "exit_unreached"]
