"""The one place a status is decided from findings and questions."""

from __future__ import annotations

from collections.abc import Sequence

from utspec.models import Finding, OpenQuestion, Severity, Status


def decide(findings: Sequence[Finding], questions: Sequence[OpenQuestion]) -> Status:
    """Open questions win (a person must answer), then any blocking finding, else approval.

    >>> decide([], [])
    <Status.APPROVED: 'APPROVED'>
    """
    if questions:
        return Status.HUMAN_CLARIFICATION_REQUIRED
    if any(f.severity is Severity.BLOCKING for f in findings):
        return Status.NEEDS_REVISION
    return Status.APPROVED
