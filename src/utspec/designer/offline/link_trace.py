"""Which rule decided each link, and by what margin (issue 12: "a tie or a weak match makes no link").

The linker (`linking.py`) has many ways to a case: the plain word match (`anchoring.match.link`) and rules
that decide before or instead of it (a call's values, a signature line, a named date, a flag the text sets,
"Throws X" on each raising place...). To calibrate abstention, each decision says which rule made it and,
for the word match, how far the chosen case led: its score, the best score of a case of another group
(the runner-up) and the weight of the rarest anchor it shares.

`note` records the decision of the statement being linked; `recording()` collects them (the bench
`bench/linking_deciders.py` reads them beside the labels). Nothing is recorded unless a caller asks.

>>> from utspec.models import Category
>>> with recording() as log:
...     _ = note(Decider.WORDS, score=6.0, runner_up=4.5, top_weight=3.0)
...     logged("a statement", [TestCase(id="TC-001", perspective="p", category=Category.NORMAL, preconditions="", input="", expected="e")])
>>> log[0].decision.decider.value, log[0].decision.lead, log[0].cases[0].id
('words', 1.5, 'TC-001')
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from enum import Enum

from utspec.models import TestCase


class Decider(Enum):
    """The rule that chose the case(s) of one statement."""

    WORDS = "words"  # the plain anchor match (anchoring.match.link), alone or with its `also` cases
    SIGNATURE = "signature_line"  # "`f(a, b)` does X": f's normal path (signature_line.py)
    CALL_EXIT = "call_path"  # `repeat("a", -2)` leaves at `count <= 0` (call_path.py)
    RUN_EXIT = "evaluated_exit"  # the exit a call takes when run exactly (evaluated_exit.py)
    DATE = "date_walk"  # a named date runs through the class's conditions (date_walk.py)
    FLAG_ONLY = "option_cases"  # the one case testing the option the text sets (option_cases.py)
    THROWS = "throws"  # "Throws X": each tied case raising X (throws.py)
    RELATION = (
        "relation_named"  # "length 以下": the one case comparing with that named operand (relation_scope.py)
    )
    MEMBER_EACH = (
        "member_each"  # "ignore に含まれる": each tied case testing membership in `ignore` (member_said.py)
    )
    NULL_EACH = "null_each"  # "value が null": each tied case testing `value` for null (null_said.py)
    VALUE_EACH = "value_each"  # one value each for tied branches (value_each.py)
    ROW = (
        "row_function"  # a table row naming one function in its first cell: its normal path (row_function.py)
    )
    NAME_EACH = "name_each"  # one name each for tied guards (name_each.py)
    VALUE_HOLDS = "value_holds"  # a call's value makes one tied condition hold (value_holds.py)
    SUMMARY = "summary_line"  # a function's summary sentence: its normal path (summary_line.py)
    API_LIST = "api_list"  # a bullet that is only a function name (api_list.py)
    CONSTRUCTOR = (
        "constructor_call"  # `EraDate(2019, 4, 30)` naming no failure: its constructor's normal path
    )
    PREDICATE = "predicate_summary"  # "GT checks if v is greater than o.": the cases of its one comparison
    OPERAND = "operand_type"  # `date(...) in era`: the `isinstance` branch the operand's type takes (operand_type.py)
    EXAMPLE_INPUT = "example_input"  # an input naming no function: the package's one parser called on it
    ENTRY = (
        "entry_scope"  # a statement naming a branchless function: that function's one case (entry_scope.py)
    )


@dataclass(frozen=True)
class Decision:
    decider: Decider
    score: float = 0.0
    """The chosen case's word score (0 for a rule that does not score words)."""
    runner_up: float = 0.0
    """The best word score of a case outside the chosen ones."""
    top_weight: float = 0.0
    """The weight of the rarest anchor the chosen case shares (its own words)."""
    basis: frozenset[str] = frozenset()
    """The kinds of anchor a word link rests on (`anchoring.match.Link.basis`)."""

    @property
    def lead(self) -> float:
        return self.score - self.runner_up

    @property
    def ratio(self) -> float:
        """The runner-up's share of the best score (0: no rival; 1: a tie)."""
        return self.runner_up / self.score if self.score else 0.0


@dataclass(frozen=True)
class Logged:
    text: str
    decision: Decision
    cases: tuple[TestCase, ...]
    """The cases themselves: a fresh draft renumbers them after linking, so their ids are read at the end."""


_LAST: ContextVar[Decision | None] = ContextVar("link_trace_last", default=None)
_LOG: ContextVar[list[Logged] | None] = ContextVar("link_trace_log", default=None)


def note(
    decider: Decider,
    *,
    score: float = 0.0,
    runner_up: float = 0.0,
    top_weight: float = 0.0,
    basis: frozenset[str] = frozenset(),
) -> Decision:
    """Say which rule decided the statement being linked (the last note before `logged` counts)."""
    decision = Decision(decider, score, runner_up, top_weight, basis)
    _LAST.set(decision)
    return decision


def clear() -> None:
    """Forget the last note (a new statement is being linked)."""
    _LAST.set(None)


def last() -> Decision | None:
    return _LAST.get()


def logged(text: str, cases: Sequence[TestCase], decision: Decision | None = None) -> None:
    """Record the cases a statement went on, with the decision noted for it (when someone is recording)."""
    log = _LOG.get()
    decision = decision or _LAST.get()
    if log is not None and decision is not None and cases:
        log.append(Logged(text, decision, tuple(cases)))
    _LAST.set(None)


@contextmanager
def recording() -> Iterator[list[Logged]]:
    """Collect every logged decision made inside the block."""
    log: list[Logged] = []
    token = _LOG.set(log)
    try:
        yield log
    finally:
        _LOG.reset(token)
