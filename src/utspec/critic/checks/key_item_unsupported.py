"""key-item-unsupported: a key item with no anchor in the design or the code becomes a question.

The seed's approved spec cited registration key items for an email sender and read "missing
email" as "missing connection string". Such an item is neither silent evidence nor a blocker the
designer could "fix" by rewording: only a person can say whether it belongs to this change, and
once a person has said so (`ANS-n`: in scope, out of scope, or a correction) it is settled.
"""

from __future__ import annotations

from utspec.answers.effects import key_item_settled
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import Finding, OpenQuestion, Severity
from utspec.terms import anchor

RULE_ID = "key-item-unsupported"
SEVERITY = Severity.ADVISORY
SUMMARY = "A key test item matches nothing in the design or the changed code: ask a person."


def check(inp: ReviewInput) -> list[Finding | OpenQuestion]:
    out: list[Finding | OpenQuestion] = []
    users = {kt.id: [c.id for c in inp.spec.cases if kt.id in c.evidence] for kt in inp.key_items}
    for kt in inp.key_items:
        if key_item_settled(inp.answers, kt.id) is not None or anchor(kt.text, inp.anchor_units).found:
            continue
        used = users[kt.id]
        msg = Catalog(inp.language)
        note = msg("critic.key_item_cited", cases=", ".join(used)) if used else ""
        question = msg("critic.key_item_unanchored", kt=kt.id, text=kt.text, note=note)
        out.append(OpenQuestion(id=f"Q-{kt.id}-unanchored", question=question, refs=[kt.id, *used]))
    return out
