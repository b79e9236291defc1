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
from utspec.messages import Catalog
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

#: Wording that makes the must-word of its own clause optional (regexes). It cancels only in the
#: clause the must-word governs, so "must be a callable taking an optional argument" (an adjective)
#: and "the phone is optional, the email is required" (another clause) stay must-level. 任意の
#: ("any": 任意の値を入力すること) is not optional.
DEFAULT_OPTIONAL: tuple[str, ...] = (
    r"\bnot\s+(?:required|mandatory|necessary|needed)\b",
    r"\b(?:is|are|be|being|remains?|stays?)\s+(?:entirely\s+|purely\s+)?optional\b",
    r"\boptional\s*$",
    r"\bneed\s+not\b|\bneedn't\b",
    r"\b(?:does|do)\s+not\s+(?:have|need)\s+to\b",
    r"\bno\s+longer\s+(?:required|mandatory)\b",
    r"任意(?!の)",
    r"必須(?:では|で|じゃ)(?:ない|なく|ありません)",
    r"必要(?:は|が)?(?:ない|なし|ありません)",
    r"(?:ても|でも)(?:よい|良い|いい|構わない|かまわない)",
    r"省略(?:可|できる|してもよい)",
)

#: Where one clause ends and the next begins: a must-word governs only its own clause.
CLAUSE_BREAK = r"[;；。!?！？、,，]|\.(?=\s|$)|\s(?:but|while|whereas)\s"


def _clauses(text: str) -> list[str]:
    """The statement cut at clause breaks; a trailing break stays with its clause (…こと。)."""
    out, start = [], 0
    for m in re.finditer(CLAUSE_BREAK, text, flags=re.IGNORECASE):
        out.append(text[start : m.end()])
        start = m.end()
    if text[start:].strip():
        out.append(text[start:])
    # A clause that is only a break (or blank) belongs to the one before: "…こと。" stays whole.
    merged: list[str] = []
    for c in out:
        if merged and not re.sub(CLAUSE_BREAK, "", c, flags=re.IGNORECASE).strip():
            merged[-1] += c
        else:
            merged.append(c)
    return merged


def must_word(text: str, must: Sequence[str], optional: Sequence[str]) -> str | None:
    """The must-word of the first clause that has one and whose own wording does not make it optional.

    >>> must_word("*authobject* must be a callable object taking an optional single argument", DEFAULT_MUST, DEFAULT_OPTIONAL)
    'must'
    >>> must_word("X may optionally send a receipt.", DEFAULT_MUST, DEFAULT_OPTIONAL) is None
    True
    >>> must_word("A gift message is optional and not required.", DEFAULT_MUST, DEFAULT_OPTIONAL) is None
    True
    >>> must_word("The phone is optional, the email is required.", DEFAULT_MUST, DEFAULT_OPTIONAL)
    'required'
    >>> must_word("電話番号は任意、メールアドレスは必須。", DEFAULT_MUST, DEFAULT_OPTIONAL)
    '必須'
    >>> must_word("備考は任意で入力できること。", DEFAULT_MUST, DEFAULT_OPTIONAL) is None
    True
    >>> must_word("任意の文字列を入力できること。", DEFAULT_MUST, DEFAULT_OPTIONAL)
    'こと。'
    """
    for clause in _clauses(text):
        word = _match(must, clause)
        if word is not None and _match(optional, clause) is None:
            return word
    return None


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


def _finding(req: Requirement, word: str | None, severity: Severity, msg: Catalog) -> Finding:
    level = msg("finding.design_must", word=word) if word else msg("finding.design_plain")
    return Finding(
        id=f"{RULE_ID}:{req.id}",
        rule=RULE_ID,
        severity=severity,
        message=msg("finding.design", id=req.id, locator=req.locator, text=req.text, level=level),
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
        word = must_word(req.text, must, optional)
        out.append(_finding(req, word, severity if word else other_severity, Catalog(inp.language)))
    return out
