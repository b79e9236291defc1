"""missing-coverage: a must-cover checklist item that no case cites.

Fixture (rules/critic/tests/missing-coverage.test.md): the checklist has a raise on line 12 and no
case cites `order.py:12:raise` → one blocking finding `missing-coverage:order.py:12:raise`.
"""

from __future__ import annotations

from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import Finding, OpenQuestion, Severity

RULE_ID = "missing-coverage"
SEVERITY = Severity.BLOCKING
SUMMARY = "A must-cover checklist item has no case that cites it."


def check(inp: ReviewInput) -> list[Finding | OpenQuestion]:
    cited = inp.cited
    msg = Catalog(inp.language)
    return [
        Finding(
            id=f"{RULE_ID}:{item.id}",
            rule=RULE_ID,
            severity=SEVERITY,
            message=msg("finding.coverage", kind=msg(f"kind.{item.kind.value}"), text=item.text, id=item.id),
            refs=[item.id],
        )
        for item in inp.checklist
        if item.must_cover and item.id not in cited
    ]
