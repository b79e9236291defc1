"""What every placed question kind of design-code-mismatch shares: the rule id, a place taken once, the question."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from utspec.answers.effects import answers_to
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import OpenQuestion, QuestionKind

RULE_ID = "design-code-mismatch"


@dataclass(frozen=True)
class Asked:
    """One conflict a placed kind found, worded: the code place (`where`), the id suffix naming the kind, the
    question, the design statement (`ref`, at `locator`), and the subject and values the question is about."""

    where: str
    suffix: str
    text: str
    ref: str
    subject: str
    values: list[str]
    locator: str


#: A placed kind: the conflicts it finds in a review's inputs, worded in the catalog's language.
PlacedKind = Callable[[ReviewInput, Catalog], Iterable[Asked]]


def new_place(inp: ReviewInput, places: set[str], where: str, suffix: str) -> str | None:
    """The question id for a conflict at `where`, or None when another question of this check names the place
    or a person answered it; the place is then taken."""
    qid = f"Q-{RULE_ID}:{where}:{suffix}"
    if where in places or answers_to(inp.answers, qid):
        return None
    places.add(where)
    return qid


def placed_questions(inp: ReviewInput, kind: PlacedKind, places: set[str]) -> list[OpenQuestion]:
    """One kind's questions, each at a code place no question before it names (`places` is taken as it goes)."""
    out = []
    for a in kind(inp, Catalog(inp.language)):
        if (qid := new_place(inp, places, a.where, a.suffix)) is None:
            continue
        out.append(OpenQuestion(id=qid, question=a.text, refs=[a.ref], kind=QuestionKind.DESIGN_CODE_CONFLICT,
                                subject=a.subject, values=a.values, places=[a.where, a.locator]))  # fmt: skip
    return out
