"""An error message stating a bound the condition raising it does not test (`utspec.questions.message_limits`).

Asked as a design-code conflict: the message is the code's own statement of the rule, and the design statement that
names the function or the bound's subject (when one does) is cited beside it.
"""

from __future__ import annotations

import re

from utspec.critic.checks.mismatch.common import new_place
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import OpenQuestion, QuestionKind, Requirement
from utspec.questions.message_limits import MessageLimit, message_limits
from utspec.questions.named_function import short_name


def _statement(m: MessageLimit, requirements: list[Requirement]) -> Requirement | None:
    """The first design statement that writes the function's name, in its text or its section heading."""
    name = short_name(m.item.symbol)
    if len(name) < 3:
        return None
    spelled = re.compile(rf"(?<![\w$]){re.escape(name)}(?![\w$])")
    return next((r for r in requirements if r.kind != "heading" and spelled.search(f"{r.section or ''} {r.text}")),
                None)  # fmt: skip


def message_questions(inp: ReviewInput, places: set[str]) -> list[OpenQuestion]:
    msg = Catalog(inp.language)
    out = []
    for m in message_limits(inp.checklist, inp.sources):
        where = f"{m.item.file}:{m.item.line}"
        if (qid := new_place(inp, places, where, "message")) is None:
            continue
        r = _statement(m, list(inp.requirements))
        verdict = msg(
            "critic.mismatch_message_refused" if m.refused else "critic.mismatch_message_passed",
            value=m.value,
        )
        text = msg("critic.mismatch_message", where=where, cond=m.term, message=m.message, said=m.said, code=m.code,
                   verdict=verdict)  # fmt: skip
        out.append(OpenQuestion(id=qid, question=text, refs=[r.id] if r else [], kind=QuestionKind.DESIGN_CODE_CONFLICT,
                                subject=m.term, values=[m.said, m.code],
                                places=[where, r.locator] if r else [where]))  # fmt: skip
    return out
