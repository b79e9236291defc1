"""A list of codes the design gives otherwise than the code, and a column value written otherwise
(`utspec.questions.set_conflicts`, `utspec.questions.only_members`)."""

from __future__ import annotations

from utspec.answers.effects import answers_to
from utspec.critic.checks.mismatch.common import RULE_ID
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import OpenQuestion, QuestionKind
from utspec.questions.code_values import sets
from utspec.questions.only_members import only_member_conflicts
from utspec.questions.set_conflicts import case_outputs, set_conflicts, value_conflicts


def set_questions(inp: ReviewInput, asked: set[str]) -> list[OpenQuestion]:
    """A list of codes the design gives otherwise than the code, and a column value written otherwise."""
    msg = Catalog(inp.language)
    lst = msg("sep.list")
    out = []
    # a list of codes bound to a name, or a function's inline membership test against the values a statement allows
    for c in [
        *set_conflicts(sets(inp.sources), inp.requirements),
        *only_member_conflicts(inp.requirements, inp.checklist),
    ]:
        qid = f"Q-{RULE_ID}:{c.code.file}:{c.code.line}:config"
        if qid in asked or answers_to(inp.answers, qid):
            continue
        asked.add(qid)
        where = f"{c.code.file}:{c.code.line}"
        diff = (msg("critic.mismatch_set_missing", values=lst.join(c.missing)) if c.missing else "") + (
            msg("critic.mismatch_set_extra", values=lst.join(c.extra)) if c.extra else ""
        )
        text = msg("critic.mismatch_set", label=c.code.names[0], ref=c.req.id, locator=c.req.locator,
                   design=lst.join(c.design), text=c.req.text, where=where, code=lst.join(c.code.values),
                   line=c.code.text, diff=diff)  # fmt: skip
        out.append(
            OpenQuestion(
                id=qid, question=text, refs=[c.req.id], kind=QuestionKind.DESIGN_CODE_CONFLICT,
                subject=c.code.names[0], values=list(dict.fromkeys([*c.missing, *c.extra])),
                places=[where, c.req.locator],
            )
        )  # fmt: skip
    columns = [cv for src in inp.sources for cv in case_outputs(src)]
    for v in value_conflicts(columns, inp.requirements):
        qid = f"Q-{RULE_ID}:{v.column.file}:{v.line}:sql_case"
        if qid in asked or answers_to(inp.answers, qid):
            continue
        asked.add(qid)
        where = f"{v.column.file}:{v.line}"
        text = msg("critic.mismatch_value", label=v.column.column, ref=v.req.id, locator=v.req.locator,
                   design=v.design, text=v.req.text, where=where, code=v.code, line=f"'{v.code}'")  # fmt: skip
        out.append(
            OpenQuestion(
                id=qid, question=text, refs=[v.req.id], kind=QuestionKind.DESIGN_CODE_CONFLICT,
                subject=v.column.column, values=[v.design, v.code], places=[where, v.req.locator],
            )
        )  # fmt: skip
    return out
