"""key-item-not-addressed: a developer's key test item that no case cites and no open question asks about.

A key item a person declared out of scope (`ANS-n`) needs no case.
"""

from __future__ import annotations

from utspec.answers.effects import key_item_settled
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import Finding, OpenQuestion, Severity

RULE_ID = "key-item-not-addressed"
SEVERITY = Severity.BLOCKING
SUMMARY = "A key test item is neither covered by a case nor raised as a question."


def check(inp: ReviewInput) -> list[Finding | OpenQuestion]:
    cited = {r.strip() for c in inp.spec.cases for r in c.evidence}
    asked = {r for q in inp.spec.open_questions for r in q.refs}
    msg = Catalog(inp.language)
    out_of_scope = {
        kt.id
        for kt in inp.key_items
        if (a := key_item_settled(inp.answers, kt.id)) and a.effect == "out_of_scope"
    }
    return [
        Finding(
            id=f"{RULE_ID}:{kt.id}",
            rule=RULE_ID,
            severity=SEVERITY,
            message=msg("finding.key_item", id=kt.id, text=kt.text),
            refs=[kt.id],
        )
        for kt in inp.key_items
        if kt.id not in cited and kt.id not in asked and kt.id not in out_of_scope
    ]
