"""design-requirement-not-covered: a design statement that no case cites, tests or asks about.

A must-level statement (must, shall, required, 必須, a sentence ending in …こと, しなければならない)
left untested blocks; any other statement is advisory, since design documents also hold
background a test cannot check. A statement counts as addressed when a case cites its `DR-n`, an
open question refers to it, or one case's text (with the code it cites) meets it the way a key
item meets the design: `utspec.terms.anchor`, the same matcher, so the designer and the critic
agree on what "about the same thing" means. Headings and statements with no content words (a
bare table row of numbers) are not requirements.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.critic.review_input import ReviewInput
from utspec.models import Finding, OpenQuestion, Requirement, Severity
from utspec.terms import Unit, anchor, terms

RULE_ID = "design-requirement-not-covered"
SEVERITY = Severity.BLOCKING
SUMMARY = "A must-level design requirement (others: advisory) is cited, tested or asked about by no case."

#: What makes a statement must-level (regexes, case-insensitive).
DEFAULT_MUST: tuple[str, ...] = (
    r"\bmust\b",
    r"\bshall\b",
    r"\brequired\b",
    r"\bmandatory\b",
    r"\b(?:has|have|need|needs) to\b",
    r"\bis not (?:allowed|permitted)\b",
    r"必須",
    r"(?:しな|せ)ければならない",
    r"ねばならない",
    r"てはならない",
    r"ものとする",
    r"必要がある",
    r"こと[。.]?\s*$",
)

#: Wording that makes an otherwise must-level statement optional (regexes).
DEFAULT_OPTIONAL: tuple[str, ...] = (r"\bnot required\b", r"\boptional(?:ly)?\b", r"任意", r"必須ではない")


def _match(patterns: Sequence[str], text: str) -> str | None:
    for p in patterns:
        if m := re.search(p, text, flags=re.IGNORECASE):
            return m.group(0).strip()
    return None


def _case_units(inp: ReviewInput) -> list[Unit]:
    """One unit per case: its own text plus the code it cites, since a case often names the code, not the words."""
    units = []
    for c in inp.spec.cases:
        code = " ".join(
            f"{it.text} {it.effect or ''} {it.symbol or ''}"
            for ref in sorted(inp.index.cited_items(c.evidence))
            if (it := inp.index.items.get(ref)) is not None
        )
        units.append(Unit(c.id, f"{c.perspective} {c.preconditions} {c.input} {c.expected} {code}"))
    return units


def _finding(req: Requirement, word: str | None, severity: Severity) -> Finding:
    level = f"a must-level statement ({word!r})" if word else "a design statement"
    return Finding(
        id=f"{RULE_ID}:{req.id}",
        rule=RULE_ID,
        severity=severity,
        message=(
            f"{req.id} ({req.locator}: {req.text!r}) is {level} that no case cites or tests: add a case "
            f"that checks it and cite {req.id}, or ask about it in an open question."
        ),
        refs=[req.id],
    )


def check(
    inp: ReviewInput,
    *,
    must: Sequence[str] = DEFAULT_MUST,
    optional: Sequence[str] = DEFAULT_OPTIONAL,
    severity: Severity = SEVERITY,
    other_severity: Severity = Severity.ADVISORY,
) -> list[Finding | OpenQuestion]:
    cited = {r.strip() for c in inp.spec.cases for r in c.evidence}
    asked = {r for q in inp.spec.open_questions for r in q.refs}
    units: list[Unit] | None = None
    out: list[Finding | OpenQuestion] = []
    for req in inp.requirements:
        if req.kind == "heading" or req.id in cited or req.id in asked or not terms(req.text):
            continue
        units = _case_units(inp) if units is None else units
        if anchor(req.text, units).found:
            continue
        word = None if _match(optional, req.text) else _match(must, req.text)
        out.append(_finding(req, word, severity if word else other_severity))
    return out
