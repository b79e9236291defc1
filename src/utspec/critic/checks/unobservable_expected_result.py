"""unobservable-expected-result: an expected result that names nothing a test could observe blocks.

The structural half of `vague-expected-result`, made blocking (issue 14: "an expected result must
name an observable"). A result passes when it names:

- a value: a code span, a quoted message, a number, `None`/`true`, an exception type, an error code;
- a stated absence of a kind of observable ("no exception is raised", 例外は送出されない);
- an observation of something specific (a verb a test can check next to a word that is not generic:
  "the mail is sent", "`orders` に行が追加される").

A result that hands the decision to a person (`Q-…`) is left to its question, and one holding a
placeholder marker (TODO, 未定) to `placeholder`. Two shapes are reported:

- an error said to happen with none named ("An exception should be thrown.", エラーとなること。):
  a test cannot tell the right failure from a wrong one;
- nothing observable at all ("Processing ends normally.", "Same as the design document.", 処理が終わること。);
- an observation whose only statement of what is right is the lexicon's "correctly", 正しく, 適切に
  ("The screen is displayed correctly."): the lexicon is the secondary signal, read only here.

A result naming a value with an unnamed error beside it stays `vague-expected-result`'s advisory
business. What this check reports cannot fail, so
no test written from it can find a defect: it blocks.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.critic.checks.placeholder import DEFAULT_LITERALS, DEFAULT_MARKERS, blank_literals
from utspec.critic.checks.vague_expected_result import (
    DEFAULT_ABSENCES,
    DEFAULT_CONCRETE,
    DEFAULT_DEFERRALS,
    DEFAULT_OBSERVATIONS,
    DEFAULT_PLACEHOLDERS,
    DEFAULT_UNNAMED_ERROR,
    DEFAULT_VAGUE,
    DEFAULT_WEAK,
    specific_observation,
)
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import Finding, OpenQuestion, Severity

RULE_ID = "unobservable-expected-result"
SEVERITY = Severity.BLOCKING
SUMMARY = "An expected result names no value, exception, message, row, call or output a test could check."

#: An error said to happen beside an observation verb the unnamed-error lexicon leaves out ("should be
#: thrown", "is returned to the caller"): modal and passive forms of the same statement (regexes).
DEFAULT_ERROR_HAPPENS: tuple[str, ...] = (
    r"\b(?:error|exception|failure)s?\b[^.;]{0,30}?\b(?:be|is|are|gets?)\s+(?:raised|thrown|returned|reported|signalled)\b",
    r"(?:エラー|例外)(?:が|を|に)[^、。]{0,12}?(?:返|投げ|通知|発生)",
)


def reason(
    text: str,
    *,
    concrete: Sequence[str] = DEFAULT_CONCRETE,
    absences: Sequence[str] = DEFAULT_ABSENCES,
    observations: Sequence[str] = DEFAULT_OBSERVATIONS,
    unnamed_error: Sequence[str] = (*DEFAULT_UNNAMED_ERROR, *DEFAULT_ERROR_HAPPENS),
    deferrals: Sequence[str] = DEFAULT_DEFERRALS,
    placeholders: Sequence[str] = DEFAULT_PLACEHOLDERS,
    qualifiers: Sequence[str] = (*DEFAULT_VAGUE, *DEFAULT_WEAK),
) -> str | None:
    """Why `text` names no observable: "blank", "error", "qualified" or "none" (None: it names one, or defers).

    "qualified": an observation of something specific whose only statement of what is right about it
    is a word like "correctly" ("The screen is displayed correctly."): what a tester compares is unstated.

    >>> reason("`ValueError` is raised."), reason("No row is inserted into orders."), reason("The mail is sent.")
    (None, None, None)
    >>> reason("An exception should be thrown."), reason("Processing ends normally."), reason("-")
    ('error', 'none', 'blank')
    >>> reason("エラーとなること。"), reason("処理が終わること。"), reason("Q-effect:a.py:3:raise: a person names it.")
    ('error', 'none', None)
    >>> reason("The screen is displayed correctly."), reason("The mail is sent successfully.")
    ('qualified', None)
    """
    stripped = text.strip()
    if stripped.casefold() in {p.casefold() for p in placeholders}:
        return "blank"

    def found(patterns: Sequence[str]) -> bool:
        return any(re.search(p, stripped, flags=re.IGNORECASE) for p in patterns)

    if found(deferrals) or found(concrete) or found(absences):
        return None
    if any(re.search(p, blank_literals(stripped, DEFAULT_LITERALS)) for p in DEFAULT_MARKERS):
        return None  # "TODO: decide what happens.": unfinished, which `placeholder` already says (blocking)
    if found(unnamed_error):
        return "error"
    if specific_observation(stripped, observations):
        return "qualified" if found(qualifiers) else None
    return "none"


def check(inp: ReviewInput, *, severity: Severity = SEVERITY) -> list[Finding | OpenQuestion]:
    msg = Catalog(inp.language)
    out: list[Finding | OpenQuestion] = []
    for case in inp.spec.cases:
        why = reason(case.expected)
        if why is None:
            continue
        phrase = next((m.group(0) for p in (*DEFAULT_VAGUE, *DEFAULT_WEAK)
                       if (m := re.search(p, case.expected, flags=re.IGNORECASE))), "")  # fmt: skip
        out.append(Finding(id=f"{RULE_ID}:{case.id}", rule=RULE_ID, severity=severity,
                           message=msg(f"semantic.unobservable_{why}", case=case.id, text=case.expected.strip(),
                                       phrase=phrase),
                           refs=[case.id]))  # fmt: skip
    return out
