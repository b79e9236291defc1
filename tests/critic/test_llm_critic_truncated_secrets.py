"""A secret whose context the critic's prompt cuts off (SOURCE_CHARS) is still redacted where its
value travels on: the door's redactor learns the whole inputs, not only what fits the prompt."""

from __future__ import annotations

from utspec.critic.llm import SOURCE_CHARS, llm_review
from utspec.critic.review_input import ReviewInput
from utspec.llm import LlmSettings, ModelDoor
from utspec.llm.fake import NoPricing, ScriptedTransport, reply
from utspec.models import ChecklistItem, Kind, ReviewResult, SourceText, Status, TestSpec

SECRET = "Zz9-late-s3cret"


def test_a_literal_whose_context_the_prompt_truncates_is_still_redacted():
    filler = "\n".join(f"x_{n} = {n}" for n in range(SOURCE_CHARS // 8))
    src = SourceText(path="big.py", text=f"{filler}\nDB_PASSWORD = '{SECRET}'\n")
    assert len(src.text) > SOURCE_CHARS
    item = ChecklistItem(id="q.sql:1:sql_condition", kind=Kind.SQL_CONDITION, file="q.sql", line=1, end_line=1,
                         language="sql", text=f"pw = '{SECRET}'", values=[SECRET])  # fmt: skip
    # The checklist row alone: `pw = '…'` is not in the row's values, only in its text.
    item = item.model_copy(update={"text": "login check"})
    fake = ScriptedTransport([reply({"status": "APPROVED", "rationale": "ok", "findings": [], "questions": []})])
    door = ModelDoor(LlmSettings(model="fake/critic"), transport=fake, pricing=NoPricing())
    inp = ReviewInput(TestSpec(designer="t"), [item], [], [], [src], [])
    llm_review(door, inp, ReviewResult(status=Status.APPROVED, rationale="-", critic="deterministic"))
    sent = str(fake.requests[0].messages)
    assert "(truncated)" in sent and SECRET not in sent
