"""What the checks that read every field of every case share: the fields, their text, one finding per case."""

from __future__ import annotations

from collections.abc import Callable

from utspec.models import Finding, Severity, TestCase

#: Every field of a case a reader sees, in table order.
FIELDS: tuple[str, ...] = ("perspective", "preconditions", "input", "expected", "evidence")


def field_text(case: TestCase, name: str) -> str:
    return "\n".join(case.evidence) if name == "evidence" else str(getattr(case, name))


def per_case(
    cases: list[TestCase],
    rule_id: str,
    severity: Severity,
    hit: Callable[[TestCase, str, str], str | None],
    message: Callable[[TestCase, list[str]], str],
) -> list[Finding]:
    """One finding for each case where `hit(case, field, text)` says something about a field."""
    out: list[Finding] = []
    for case in cases:
        hits = [h for name in FIELDS if (h := hit(case, name, field_text(case, name))) is not None]
        if hits:
            out.append(Finding(id=f"{rule_id}:{case.id}", rule=rule_id, severity=severity,
                               message=message(case, hits), refs=[case.id]))  # fmt: skip
    return out
