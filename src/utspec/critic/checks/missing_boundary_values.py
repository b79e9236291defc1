"""missing-boundary-values: a boundary is cited, but no citing case's input gives one of its on/off values.

Citing `order.py:25:boundary` (`len(items) > 100`) promises the edge is tested; the edge is 100 and
101, and a spec whose cases only try "a list of items" or 150 tests neither. The values are looked
for in the preconditions and inputs of every case that cites the item (setup data such as "the
table holds 100 rows" gives a value as much as the input does), never in the expected result.

Small numbers may be spelled out: "no customer yet" is not read as 0, but "an empty cart", "none"
and "one existing customer" are (`count > 0` is tested with exactly those words).

A restatement of the condition is not a value: in "exactly 101 (boundary > 100)" only 101 is
given, so `> 100`, `<= 5` and the item's own source text are masked before numbers are read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.critic.checks._numbers import NUMBER_WORDS, contains_number, numbers_in, show, spelled_numbers_in
from utspec.critic.review_input import ReviewInput
from utspec.models import ChecklistItem, Finding, Kind, OpenQuestion, Severity, TestCase

RULE_ID = "missing-boundary-values"
SEVERITY = Severity.BLOCKING
SUMMARY = "A cited boundary's on/off test values appear in no citing case's preconditions or input."

#: Case fields that give values to the code under test.
DEFAULT_FIELDS: tuple[str, ...] = ("preconditions", "input")

# An ordering operator followed by a number restates the condition; `=` and `==` give a value.
_RESTATED = re.compile(r"(?:<=|>=|!=|<>|≤|≥|≠|=<|=>|<|>)\s*-?\d[\d,]*(?:\.\d+)?")

_HOLDS = {
    ">": lambda v, b: v > b, ">=": lambda v, b: v >= b, "<": lambda v, b: v < b, "<=": lambda v, b: v <= b,
    "==": lambda v, b: v == b, "!=": lambda v, b: v != b,
}  # fmt: skip


def _given(text: str, item: ChecklistItem, words: dict[str, float]) -> list[float]:
    text = _RESTATED.sub(" ", text.replace(item.text, " "))
    return [*numbers_in(text), *spelled_numbers_in(text, words)]


def _side(item: ChecklistItem, v: float | int) -> str:
    holds = _HOLDS.get(item.operator or "")
    if holds is None or item.value is None:
        return show(v)
    on = holds(v, item.value)
    return f"{show(v)} ({'on' if on else 'off'}: `{item.text}` is {str(on).lower()})"


def check(
    inp: ReviewInput,
    *,
    fields: Sequence[str] = DEFAULT_FIELDS,
    number_words: dict[str, float] = NUMBER_WORDS,
    severity: Severity = SEVERITY,
) -> list[Finding | OpenQuestion]:
    citing: dict[str, list[TestCase]] = {}
    for case in inp.spec.cases:
        for item_id in inp.index.cited_items(case.evidence):
            citing.setdefault(item_id, []).append(case)
    out: list[Finding | OpenQuestion] = []
    for item in inp.checklist:
        cases = citing.get(item.id)
        if item.kind is not Kind.BOUNDARY or not item.test_values or not cases:
            continue
        given = [n for c in cases for f in fields for n in _given(getattr(c, f), item, number_words)]
        missing = [v for v in item.test_values if not contains_number(given, float(v))]
        if not missing:
            continue
        ids = [c.id for c in cases]
        values = "; ".join(_side(item, v) for v in missing)
        add = "a case whose input is exactly this value" if len(missing) == 1 else "one case per value"
        out.append(
            Finding(
                id=f"{RULE_ID}:{item.id}",
                rule=RULE_ID,
                severity=severity,
                message=(
                    f"Boundary `{item.text}` ({item.id}) is cited by {', '.join(ids)}, but no citing case's "
                    f"{' or '.join(fields)} gives {values}. Add {add}, citing {item.id}."
                ),
                refs=[item.id, *ids],
            )
        )
    return out
