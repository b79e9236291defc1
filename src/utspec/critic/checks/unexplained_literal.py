"""unexplained-literal: a literal code in the code whose meaning no design text gives → ask a person.

`WHERE status IN (3, 5)` cannot be tested meaningfully without knowing what 3 and 5 are: guessing
gives a plausible and wrong case (the seed's guardrail "do not guess when information is missing").
A value counts as explained when one design statement names the column or identifier (or its
Japanese equivalent, e.g. ステータス for status) and mentions the value as a whole token.
Flags (0/1 on columns such as `active`, `is_deleted`) and comparisons of sizes (`len(x) == 0`) are
not codes and are left alone. A person's answer (`ANS-n`) to the question, or about the same item,
explains each value it mentions ("3 = pending payment, 5 = pending shipment").
"""

from __future__ import annotations

import re

from utspec.answers.effects import LITERAL_PREFIX, answers_to
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import ChecklistItem, Finding, Kind, OpenQuestion, Severity
from utspec.terms import mentions_number, names_identifier

RULE_ID = "unexplained-literal"
SEVERITY = Severity.ADVISORY
SUMMARY = "A literal code in a condition has no meaning in the design: ask a person."

#: A CASE that maps codes (`CASE status WHEN 3 THEN …`) needs their meaning as much as a WHERE does.
_SQL_KINDS = (Kind.SQL_CONDITION, Kind.SQL_CASE)
_EQUALITY_SQL = {"=", "IN", "<>", "!=", "NOT IN"}
_EQUALITY_CODE = {"==", "!=", "===", "!=="}
_FLAG = re.compile(r"(^|_)(is|has|can|active|enabled|disabled|deleted|flag|valid|visible)(_|$)", re.I)
_LEFT_IDENT = re.compile(r"([A-Za-z_][\w.]*)\s*(?:==|!=|===|!==)")


def _subject(item: ChecklistItem) -> tuple[str, list[str]] | None:
    """The identifier compared and the literal values, or None when the item is not a code comparison."""
    if item.kind in _SQL_KINDS and (item.op or "").upper() in _EQUALITY_SQL and item.column:
        values = [v for v in (item.values or []) if v is not None and not isinstance(v, bool)]
        if not values:
            return None
        col = item.column.split(".")[-1]
        if _FLAG.search(col) and all(str(v) in ("0", "1") for v in values):
            return None
        return col, [str(v) for v in values]
    if item.kind is Kind.BOUNDARY and item.operator in _EQUALITY_CODE and item.value is not None:
        m = _LEFT_IDENT.search(item.text)
        if not m or "(" in item.text.split(item.operator)[0]:
            return None
        ident = m.group(1).split(".")[-1]
        value = int(item.value) if float(item.value).is_integer() else item.value
        if _FLAG.search(ident) or str(value) in ("0", "1", "-1"):
            return None
        return ident, [str(value)]
    return None


def check(inp: ReviewInput) -> list[Finding | OpenQuestion]:
    out: list[Finding | OpenQuestion] = []
    units = inp.design_units
    for item in inp.checklist:
        subject = _subject(item)
        if subject is None:
            continue
        ident, values = subject
        naming = [u for u in units if names_identifier(u.text, ident)]
        unexplained = [v for v in values if not any(mentions_number(u.text, v) for u in naming)]
        answered = answers_to(inp.answers, f"{LITERAL_PREFIX}{item.id}", item.id)
        unexplained = [v for v in unexplained if not any(mentions_number(a.text, v) for a in answered)]
        if not unexplained:
            continue
        msg = Catalog(inp.language)
        last = msg("critic.literal_and")
        listed = last.join(", ".join(unexplained).rsplit(", ", 1)) if len(unexplained) > 1 else unexplained[0]
        verb = msg("critic.literal_do" if len(unexplained) > 1 else "critic.literal_does")
        question = msg("critic.literal", verb=verb, ident=ident, listed=listed, file=item.file, line=item.line,
                       text=item.text)  # fmt: skip
        out.append(OpenQuestion(id=f"Q-literal:{item.id}", question=question, refs=[item.id]))
    return out
