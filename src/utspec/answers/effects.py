"""What an answer settles, read from its question and its first words. Pure functions, no I/O."""

from __future__ import annotations

import re
from collections.abc import Iterable

from utspec.models import Answer, AnswerEffect

#: Question ids a check asks, by prefix: how an answer to it is read.
KEY_ITEM_QUESTION = re.compile(r"^Q-(KT-\d+)-(?:unanchored|contradicted)$")
CONTRADICTED_SUFFIX = "-contradicted"
MISMATCH_PREFIX = "Q-design-code-mismatch:"
LITERAL_PREFIX = "Q-literal:"

# The first words decide; a longer sentence after them is the person's explanation.
_OUT = re.compile(r"^\s*(out[ -]of[ -]scope|not in scope|対象外|スコープ外|範囲外)", re.I)
_IN = re.compile(r"^\s*(in[ -]scope|対象内?|スコープ内|範囲内)(?![外])", re.I)
_DESIGN = re.compile(r"^\s*(the )?(design|設計)", re.I)
_CODE = re.compile(r"^\s*(the )?(code|コード|実装)", re.I)


def effect_of(question_id: str, text: str) -> AnswerEffect:
    """How an answer to `question_id` is applied.

    >>> effect_of("Q-KT-2-unanchored", "out of scope: that is the mailer's job")
    'out_of_scope'
    >>> effect_of("Q-KT-2-unanchored", "it means the order email, not the login email")
    'correction'
    >>> effect_of("Q-design-code-mismatch:src/a.py:3:boundary", "design")
    'design_right'
    >>> effect_of("Q-literal:q.sql:4:sql_condition", "3 = pending payment, 5 = pending shipment")
    'explains'
    """
    if KEY_ITEM_QUESTION.match(question_id):
        if _OUT.match(text):
            return "out_of_scope"
        if _IN.match(text):
            return "in_scope"
        return "correction"
    if question_id.startswith(MISMATCH_PREFIX):
        if _DESIGN.match(text):
            return "design_right"
        if _CODE.match(text):
            return "code_right"
    return "explains"


def choices_for(question_id: str) -> list[str]:
    """The answers a question expects, when it has a closed set (written into questions.yaml)."""
    if KEY_ITEM_QUESTION.match(question_id) and question_id.endswith(CONTRADICTED_SUFFIX):
        return ["in scope: the key item is right, the code must change", "out of scope",
                "a correction: the key item as it should read (the code is right)"]  # fmt: skip
    if KEY_ITEM_QUESTION.match(question_id):
        return ["in scope", "out of scope", "a correction: the key item as it should read"]
    if question_id.startswith(MISMATCH_PREFIX):
        return ["design (the code is wrong)", "code (the design is wrong)"]
    return []


def answers_to(answers: Iterable[Answer], question_id: str, *refs: str) -> list[Answer]:
    """The answers to a question, or about any of `refs` (an answer to an older wording of it)."""
    wanted = set(refs)
    return [a for a in answers if a.question == question_id or (wanted and wanted & set(a.refs))]


def key_item_settled(answers: Iterable[Answer], kt_id: str) -> Answer | None:
    """The latest answer that settles key item `kt_id` (in scope, out of scope or a correction)."""
    found = None
    for a in answers:
        m = KEY_ITEM_QUESTION.match(a.question)
        if m and m.group(1) == kt_id:
            found = a
    return found
