"""unsupported-evidence: a case cites a ref that does not resolve, or cites nothing at all.

Traceability is the point of the spec: a case nobody can trace back is a guess.
"""

from __future__ import annotations

from utspec.critic.review_input import ReviewInput
from utspec.models import Finding, OpenQuestion, Severity

RULE_ID = "unsupported-evidence"
SEVERITY = Severity.BLOCKING
SUMMARY = "A case cites evidence that does not resolve, or none."


def check(inp: ReviewInput) -> list[Finding | OpenQuestion]:
    out: list[Finding | OpenQuestion] = []
    for case in inp.spec.cases:
        if not case.evidence:
            out.append(
                Finding(
                    id=f"{RULE_ID}:{case.id}",
                    rule=RULE_ID,
                    severity=SEVERITY,
                    message=f"{case.id} cites no evidence (design DR-n, code path:line[:kind] or key item KT-n).",
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
                        message=f"{case.id} cites {ref!r}: {res.reason}.",
                        refs=[case.id],
                    )
                )
    return out
