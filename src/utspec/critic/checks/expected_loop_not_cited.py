"""expected-loop-not-cited: an expected result about a loop's iterations on a case whose code runs no such loop.

"The loop body runs zero iterations", "for each element of `replacements`, …", 「`text` の要素ごとに」,
「反復 0 回」: a tester can only check iterations of a loop the case is about. The loop must be one
the case cites, one inside a branch it cites or one in the function of the code it cites; a loop
named by its collection ("each element of `replacements`") must iterate that collection. Otherwise the statement describes other code (typically an expected result moved from
another case), so it blocks: nothing in the case's evidence supports it.
"""

from __future__ import annotations

import re

from utspec.critic.checks._case_facts import cited_items
from utspec.critic.checks._zero_claim import zero_unstated
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import ChecklistItem, Finding, Kind, OpenQuestion, Severity, TestCase

RULE_ID = "expected-loop-not-cited"
SEVERITY = Severity.BLOCKING
SUMMARY = "An expected result speaks of a loop's iterations, but the case cites no such loop."

#: A loop named by what it iterates: "for each element of `xs`", 「`xs` の要素ごとに」「`xs` の各要素」.
_EACH = re.compile(r"\b(?:for )?each (?:element|item|entry) (?:of|in) `([^`\n]+)`|`([^`\n]+)`\s*の(?:要素ごと|各要素)",
                   re.IGNORECASE)  # fmt: skip
#: A loop not named: its iterations or its body.
_ITERATIONS = re.compile(
    r"\b(?:zero|no|one|\d+) iterations?\b|\bloop body\b|\bthe loop (?:runs|does not run|is skipped)|"
    r"ループ本体|反復\s*[0-9０-９]+\s*回|[0-9０-９]+\s*回の反復",
    re.IGNORECASE,
)  # fmt: skip


def loop_claims(expected: str) -> tuple[list[str], str | None]:
    """(collections named by "each element of", the words of an unnamed loop claim) in an expected result.

    >>> loop_claims("For each element of `replacements`, `text` becomes `x`.")
    (['replacements'], None)
    >>> loop_claims("ループ本体は 0 回の反復で、処理される要素はない。")
    ([], 'ループ本体')
    >>> loop_claims("The function returns `1`.")
    ([], None)
    """
    named = [m.group(1) or m.group(2) for m in _EACH.finditer(expected)]
    m = _ITERATIONS.search(expected)
    return named, (m.group(0) if m else None)


def _within(loop: ChecklistItem, item: ChecklistItem) -> bool:
    return loop.file == item.file and item.line <= loop.line <= max(item.end_line, item.line)


def _loops_on_path(
    inp: ReviewInput, items: list[ChecklistItem]
) -> tuple[list[ChecklistItem], list[ChecklistItem]]:
    """(loops the case cites or a cited item holds, loops of the functions the cited items are in)."""
    pool = inp.checklist if inp.citable is None else inp.citable
    loops = [i for i in pool if i.kind is Kind.LOOP]
    near = [lp for lp in loops if any(lp.id == i.id or _within(lp, i) for i in items)]
    funcs = {(i.file, i.symbol) for i in items}
    same = [lp for lp in loops if (lp.file, lp.symbol) in funcs]
    return near, same


def _iterates(loop: ChecklistItem, coll: str) -> bool:
    name = coll.strip().split("(")[0]
    return bool(name) and re.search(rf"(?<![\w.]){re.escape(name)}(?![\w])", loop.text) is not None


def finding_text(inp: ReviewInput, case: TestCase, msg: Catalog) -> str | None:
    """Why the case's loop claim is not about its code, or None."""
    named, unnamed = loop_claims(case.expected)
    if not named and unnamed is None:
        return None
    items = cited_items(inp, case)
    if not items:
        return None  # a case citing only design statements: unsupported-evidence's business
    near, same = _loops_on_path(inp, items)
    refs = ", ".join(i.id for i in items[:3])
    for coll in named:
        if not any(_iterates(lp, coll) for lp in near + same):
            return msg("loop.not_cited_named", case=case.id, coll=coll, refs=refs)
    if unnamed is not None and not near and not same:
        return msg("loop.not_cited", case=case.id, said=unnamed, refs=refs)
    if unnamed is not None and not near and (zero := zero_unstated(case.expected, case.input)) is not None:
        return msg("loop.zero_not_stated", case=case.id, said=zero, refs=refs)  # `_zero_claim`
    return None


def check(inp: ReviewInput, *, severity: Severity = SEVERITY) -> list[Finding | OpenQuestion]:
    msg = Catalog(inp.language)
    out: list[Finding | OpenQuestion] = []
    for case in inp.spec.cases:
        if text := finding_text(inp, case, msg):
            out.append(Finding(id=f"{RULE_ID}:{case.id}", rule=RULE_ID, severity=severity, message=text,
                               refs=[case.id]))  # fmt: skip
    return out
