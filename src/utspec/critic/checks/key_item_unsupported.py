"""key-item-unsupported: a key item the inputs do not support becomes a question.

Each key item is anchored, contradicted or unanchored (`utspec.questions.key_items`, through the
anchoring module, so a Japanese key item meets English code through the glossary, literals,
messages and identifiers):

- unanchored (`Q-KT-n-unanchored`): it matches nothing specific in the design or the code. The
  seed's approved spec cited registration key items for an email sender and read "missing email"
  as "missing connection string": only a person can say whether it belongs to this change.
- contradicted (`Q-KT-n-contradicted`): the code at the place it is about does something else (it
  expects a raise where the code returns False). The question names the key item and the
  `path:line` that disagrees; the key item is not evidence until a person says which side holds.

Once a person has answered (`ANS-n`: in scope, out of scope, or a correction) it is settled.
"""

from __future__ import annotations

from utspec.answers.effects import key_item_settled
from utspec.critic.review_input import ReviewInput
from utspec.models import Finding, OpenQuestion, Severity
from utspec.questions.key_item_questions import question
from utspec.questions.key_items import Inputs, classify

RULE_ID = "key-item-unsupported"
SEVERITY = Severity.ADVISORY
SUMMARY = "A key test item matches nothing in the design or the changed code, or the code contradicts it: ask a person."


def check(inp: ReviewInput) -> list[Finding | OpenQuestion]:
    out: list[Finding | OpenQuestion] = []
    if not inp.key_items:
        return out
    inputs = Inputs.of(inp.checklist, inp.requirements, inp.sources)
    for kt in inp.key_items:
        if key_item_settled(inp.answers, kt.id) is not None:
            continue
        verdict = classify(kt.text, inputs)
        used = [c.id for c in inp.spec.cases if kt.id in c.evidence]
        if (q := question(kt, verdict, inp.language, used)) is not None:
            out.append(q)
    return out
