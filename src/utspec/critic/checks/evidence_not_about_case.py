"""evidence-not-about-case: a case cites a design statement or key item that shares nothing specific with it.

A DR-n or KT-n on a case says "this case checks that statement". When the statement and the case
(its own text and the code items it cites) share no specific anchor (`utspec.anchoring`: an
exception type, a message, an identifier, a number other than 0/1/-1, or a word rare among the
design statements), the ref resolves but says nothing about the case: a statement moved to the
wrong case, or cited to make a case look traced. Advisory by default (linking is a judgement);
a strict rule file makes it blocking.
"""

from __future__ import annotations

import re

from utspec.anchoring import Anchor, Index, Unit, anchors
from utspec.anchoring.match import COMMON_NUMBERS, SPECIFIC_DF
from utspec.critic.checks._case_facts import cited_items, cited_refs
from utspec.critic.checks._claims import claims
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import Finding, OpenQuestion, Severity, TestCase

RULE_ID = "evidence-not-about-case"
SEVERITY = Severity.ADVISORY
SUMMARY = (
    "A case cites a design statement or key item that shares no specific anchor with the case or its code."
)


def _specific(shared: frozenset[Anchor], index: Index, code: frozenset[Anchor]) -> bool:
    """A shared anchor that is more than a common word: the name of the function the case tests counts."""
    return any(
        a in code
        or a.kind in ("exception", "message", "ident", "outcome")
        or a.kind == "number"
        and a.key not in COMMON_NUMBERS
        or a.kind == "word"
        and index.df.get(a, 0) <= SPECIFIC_DF
        for a in shared
    )


def _case_text(inp: ReviewInput, case: TestCase) -> tuple[str, frozenset[Anchor]]:
    """The case with the code it cites, and the anchors of the functions it tests."""
    items = cited_items(inp, case)
    code = [f"{i.text}\n{i.effect or ''}\n{i.symbol or ''}\n{i.table or ''}" for i in items]
    symbols = anchors(" ".join(dict.fromkeys(i.symbol or "" for i in items)))
    return "\n".join([case.perspective, case.preconditions, case.input, case.expected, *code]), symbols


_SUCCESS = re.compile(r"\bsucce|\bsuccessful|成功|正常に(?:登録|終了|完了)", re.IGNORECASE)


def _same_outcome(statement: str, case: TestCase) -> bool:
    """A statement of plain success ("A normal registration succeeds") is about a case that ends normally."""
    return bool(_SUCCESS.search(statement)) and claims(case.expected).normal_end


def check(inp: ReviewInput, *, severity: Severity = SEVERITY) -> list[Finding | OpenQuestion]:
    msg = Catalog(inp.language)
    stated = {r.id: r.text for r in inp.requirements if r.kind != "heading"}
    stated.update({k.id: k.text for k in inp.key_items})
    if not stated:
        return []
    index = Index([Unit.of(ref, text) for ref, text in stated.items()])
    out: list[Finding | OpenQuestion] = []
    for case in inp.spec.cases:
        refs = [r for r in cited_refs(case, ("DR-", "KT-")) if r in stated]
        if not refs:
            continue
        text, code = _case_text(inp, case)
        about = anchors(text)
        for ref in refs:
            shared = anchors(stated[ref]) & about
            if _specific(frozenset(shared), index, code) or _same_outcome(stated[ref], case):
                continue
            out.append(Finding(id=f"{RULE_ID}:{case.id}:{ref}", rule=RULE_ID, severity=severity,
                               message=msg("semantic.not_about_case", case=case.id, ref=ref, text=stated[ref]),
                               refs=[case.id]))  # fmt: skip
    return out
