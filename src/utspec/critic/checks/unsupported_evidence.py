"""unsupported-evidence: a case cites a ref that does not resolve, or cites nothing at all.

Traceability is the point of the spec: a case nobody can trace back is a guess.
"""

from __future__ import annotations

from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import Finding, OpenQuestion, Severity

RULE_ID = "unsupported-evidence"
SEVERITY = Severity.BLOCKING
SUMMARY = "A case cites evidence that does not resolve, or none."


def check(inp: ReviewInput) -> list[Finding | OpenQuestion]:
    msg = Catalog(inp.language)
    out: list[Finding | OpenQuestion] = []
    for case in inp.spec.cases:
        if not case.evidence:
            out.append(
                Finding(
                    id=f"{RULE_ID}:{case.id}",
                    rule=RULE_ID,
                    severity=SEVERITY,
                    message=msg("finding.no_evidence", case=case.id),
                    refs=[case.id],
                )
            )
            continue
        for ref in case.evidence:
            res = inp.index.resolve(ref)
            if not res.ok:
                out.append(
                    Finding(
                        id=f"{RULE_ID}:{case.id}:{ref}",
                        rule=RULE_ID,
                        severity=SEVERITY,
                        message=msg(
                            "finding.unresolved",
                            case=case.id,
                            ref=repr(ref),
                            reason=res.said.said_in(msg.language) if res.said else res.reason,
                        ),  # fmt: skip
                        refs=[case.id],
                    )
                )
    return out
