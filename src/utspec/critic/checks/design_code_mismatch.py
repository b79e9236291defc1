"""design-code-mismatch: the design states one limit for a thing, the code compares it with another.

Design "an order has at most 100 items", code `len(items) > 50`; design "30kg を超える場合",
code `weight > MAX_WEIGHT_KG` (25); design "30 or more", code `> 30`: one of them is wrong and only
a person can say which, so this is a question naming both places and both limits, never a finding
the designer could "fix" by choosing a side (the seed: code is not automatically the
specification, and a conflict is itself something to review).

Precision over recall. A code number is one compared with an ordering operator (`>`, `<=`, a SQL
`amount >= 1000`) or a numeric configuration value; equality codes (`status IN (3, 5)`) are
unexplained-literal's business. The thing a code number is about is the varying operand
(`len(items)` is about items), never the constant it is compared with, unless the design names
that constant. A design number belongs to a thing when the thing's name, its words or a glossary
word for it stand in the number's clause (`utspec.questions.limits`). With a direction word
("more than", "以上", "at most") the design and the code agree when they cut the numbers at the
same place; without one they agree when the design's number is the literal or one of its on/off
points. A code number is questioned only when some statement gives its thing another limit, no
statement agrees with it, and that statement's limit agrees with no other code comparison of the
same thing (a design may state several limits on one thing). Once a person has said which side
holds (`ANS-n`, an answer to this question), it is not asked again.

The question kinds live in `utspec.critic.checks.mismatch`, one module each: the numeric limits first, then a named
outcome and a set of codes, then the placed kinds of `PLACED` in order, each asking only at a code place that no
question before it names.
"""

from __future__ import annotations

from utspec.critic.checks.mismatch import (
    adjacent_split,
    bound,
    case_words,
    clamp,
    converted,
    default,
    exact_length,
    first_of_equals,
    forwarded,
    index_bound,
    leading_class,
    listed_code,
    odd,
    random_range,
    rounding,
    sentinel,
    sign,
    worked_arm,
)
from utspec.critic.checks.mismatch.common import RULE_ID, PlacedKind, placed_questions
from utspec.critic.checks.mismatch.limits import conflicting_items, limit_questions
from utspec.critic.checks.mismatch.message import message_questions
from utspec.critic.checks.mismatch.outcome import outcome_questions
from utspec.critic.checks.mismatch.sets import set_questions
from utspec.critic.review_input import ReviewInput
from utspec.models import Finding, OpenQuestion, Severity

__all__ = ["RULE_ID", "SEVERITY", "SUMMARY", "check", "conflicting_items"]

SEVERITY = Severity.ADVISORY  # the registry needs one; the check only ever asks a question
SUMMARY = "The design states a limit for a thing that differs from the code's: ask a person."

#: The kinds asked one place at a time, in this order: a place an earlier question names is not asked again.
PLACED: tuple[PlacedKind, ...] = (
    default.asks,
    bound.asks,
    random_range.asks,
    sentinel.asks,
    exact_length.asks,
    sign.asks,
    index_bound.asks,
    forwarded.asks,
    case_words.asks,
    rounding.asks,
    worked_arm.asks,
    clamp.asks,
    odd.asks,
    first_of_equals.asks,
    leading_class.asks,
    adjacent_split.asks,
    listed_code.asks,
    converted.asks,
)


def check(inp: ReviewInput) -> list[Finding | OpenQuestion]:
    out: list[Finding | OpenQuestion] = [*limit_questions(inp)]
    # An exception, returned value or code the design names for a place where the code does another.
    asked = {q.id for q in out}
    out.extend(outcome_questions(inp, asked))
    out.extend(set_questions(inp, asked))
    for kind in PLACED:
        out.extend(
            placed_questions(
                inp, kind, {p for q in out if isinstance(q, OpenQuestion) for p in q.places or []}
            )
        )
    # last: an error message stating a bound its own condition does not test (mismatch/message.py)
    out.extend(message_questions(inp, {p for q in out if isinstance(q, OpenQuestion) for p in q.places or []}))
    return out
