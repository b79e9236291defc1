"""duplicate-case: a case that repeats an earlier one.

Two readings of "the same test": rows a reader cannot tell apart (the same perspective,
preconditions, input and expected result), or the same evidence, preconditions and input (one
test run, two rows). Preconditions count in both because they say where and in what state a test
runs: `len(items) > 100` checked in two files reads the same except for the function named in
the preconditions, and a success case and a failure case of one database write share evidence and
input and differ exactly in the setup ("the database rejects the INSERT"). Advisory: a duplicate wastes
a reviewer's time but hides nothing, and the seed's run showed that blocking on it keeps a loop
from converging. The later case is the one reported, so ids stay stable when cases are appended.
"""

from __future__ import annotations

import re
import unicodedata

from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import Finding, OpenQuestion, Severity

RULE_ID = "duplicate-case"
SEVERITY = Severity.ADVISORY
SUMMARY = "A case repeats an earlier one (the same row text, or the same evidence, preconditions and input)."

_MARKUP = re.compile(r"[`*_]")
_SPACE = re.compile(r"\s+")


def _norm(text: str) -> str:
    """Compare what a reader sees: case, width, Markdown emphasis, spacing and a final full stop ignored."""
    text = unicodedata.normalize("NFKC", text).casefold()
    text = _SPACE.sub(" ", _MARKUP.sub("", text)).strip()
    return text.rstrip(".。 ")


def check(inp: ReviewInput, *, severity: Severity = SEVERITY) -> list[Finding | OpenQuestion]:
    out: list[Finding | OpenQuestion] = []
    msg = Catalog(inp.language)
    by_text: dict[tuple[str, str, str, str], str] = {}
    by_evidence: dict[tuple[frozenset[str], str, str], str] = {}
    for case in inp.spec.cases:
        text_key = (
            _norm(case.perspective),
            _norm(case.preconditions),
            _norm(case.input),
            _norm(case.expected),
        )
        refs = frozenset(r.strip() for r in case.evidence if r.strip())
        evidence_key = (refs, _norm(case.preconditions), _norm(case.input))
        if (first := by_text.get(text_key)) is not None:
            why = msg("finding.duplicate_text")
        elif refs and (first := by_evidence.get(evidence_key)) is not None:
            why = msg("finding.duplicate_evidence")
        else:
            by_text[text_key] = case.id
            if refs:
                by_evidence[evidence_key] = case.id
            continue
        out.append(
            Finding(
                id=f"{RULE_ID}:{case.id}",
                rule=RULE_ID,
                severity=severity,
                message=msg("finding.duplicate", case=case.id, first=first, why=why),
                refs=[case.id, first],
            )
        )
    return out
