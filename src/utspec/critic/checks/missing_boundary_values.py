"""missing-boundary-values: a boundary is cited, but no citing case's input gives one of its on/off values.

Citing `order.py:25:boundary` (`len(items) > 100`) promises the edge is tested; the edge is 100 and
101, and a spec whose cases only try "a list of items" or 150 tests neither. The values are looked
for in the preconditions and inputs of every case that cites the item (setup data such as "the
table holds 100 rows" gives a value as much as the input does), never in the expected result.

Small numbers may be spelled out: "no customer yet" is not read as 0, but "an empty cart", "none"
and "one existing customer" are (`count > 0` is tested with exactly those words).

A restatement of the condition is not a value: in "exactly 101 (boundary > 100)" only 101 is
given, and "a value more than 100" or 0以下の値 gives nothing, so operators and their words next to
a number, and the item's own source text, are masked before numbers are read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.critic.checks._numbers import NUMBER_WORDS, contains_number, numbers_in, show, spelled_numbers_in
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import ChecklistItem, Finding, Kind, OpenQuestion, Severity, TestCase

RULE_ID = "missing-boundary-values"
SEVERITY = Severity.BLOCKING
SUMMARY = "A cited boundary's on/off test values appear in no citing case's preconditions or input."

#: Case fields that give values to the code under test.
DEFAULT_FIELDS: tuple[str, ...] = ("preconditions", "input")

_N = r"-?\d[\d,]*(?:\.\d+)?"
#: Ways of restating the condition instead of giving a value (regexes, case-insensitive): an
#: ordering operator or its words before the number ("> 100", "more than 100", "at least 1000"),
#: or the Japanese words after it (100を超える, 0以下, 1000未満). `=`, `==` and "equal to" give a value.
DEFAULT_RESTATED: tuple[str, ...] = (
    rf"(?:<=|>=|!=|<>|≤|≥|≠|=<|=>|<|>)\s*{_N}",
    rf"\b(?:more|greater|fewer|less|larger|smaller|higher|lower|bigger)\s+than(?:\s+or\s+equal\s+to)?\s+{_N}",
    rf"\bat\s+(?:least|most)\s+{_N}",
    rf"\b(?:over|under|above|below|beyond|exceeding|exceeds?|up\s+to|(?:no|not)\s+(?:more|less)\s+than"
    rf"|other\s+than)\s+{_N}",
    rf"{_N}\s*(?:を超え|を上回|を下回|超|以上|以下|未満|より(?:大き|小さ|多|少)|と異な)",
)

_HOLDS = {
    ">": lambda v, b: v > b, ">=": lambda v, b: v >= b, "<": lambda v, b: v < b, "<=": lambda v, b: v <= b,
    "==": lambda v, b: v == b, "!=": lambda v, b: v != b,
}  # fmt: skip


def _given(text: str, item: ChecklistItem, restated: re.Pattern[str], words: dict[str, float]) -> list[float]:
    text = restated.sub(" ", text.replace(item.text, " "))
    return [*numbers_in(text), *spelled_numbers_in(text, words)]


def _side(item: ChecklistItem, v: float | int, msg: Catalog) -> str:
    holds = _HOLDS.get(item.operator or "")
    if holds is None or item.value is None:
        return show(v)
    on = holds(v, item.value)
    return msg("finding.boundary_side", value=show(v), side=msg(f"finding.boundary_{'on' if on else 'off'}"),
               text=item.text, truth=msg(f"finding.boundary_{str(on).lower()}"))  # fmt: skip


def _field(name: str, msg: Catalog) -> str:
    return msg(f"critic.field_{name}") if msg.has(f"critic.field_{name}") else name


def check(
    inp: ReviewInput,
    *,
    fields: Sequence[str] = DEFAULT_FIELDS,
    restated: Sequence[str] = DEFAULT_RESTATED,
    number_words: dict[str, float] = NUMBER_WORDS,
    severity: Severity = SEVERITY,
) -> list[Finding | OpenQuestion]:
    masks = (
        re.compile("|".join(f"(?:{r})" for r in restated), flags=re.IGNORECASE)
        if restated
        else re.compile(r"(?!)")
    )
    citing: dict[str, list[TestCase]] = {}
    for case in inp.spec.cases:
        for item_id in inp.index.cited_items(case.evidence):
            citing.setdefault(item_id, []).append(case)
    out: list[Finding | OpenQuestion] = []
    msg = Catalog(inp.language)
    for item in inp.checklist:
        cases = citing.get(item.id)
        if item.kind is not Kind.BOUNDARY or not item.test_values or not cases:
            continue
        given = [n for c in cases for f in fields for n in _given(getattr(c, f), item, masks, number_words)]
        missing = [v for v in item.test_values if not contains_number(given, float(v))]
        if not missing:
            continue
        ids = [c.id for c in cases]
        values = msg("in.sep").join(_side(item, v, msg) for v in missing)
        add = msg("finding.boundary_add_one" if len(missing) == 1 else "finding.boundary_add_many")
        out.append(
            Finding(
                id=f"{RULE_ID}:{item.id}",
                rule=RULE_ID,
                severity=severity,
                message=msg(
                    "finding.boundary",
                    text=item.text,
                    id=item.id,
                    cases=msg("sep.list").join(ids),
                    fields=msg("finding.boundary_or").join(_field(f, msg) for f in fields),
                    values=values,
                    add=add,
                ),  # fmt: skip
                refs=[item.id, *ids],
            )
        )
    return out
