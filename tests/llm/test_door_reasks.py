"""Every reply is validated; an invalid one is re-asked with the validation error, a capped number of times."""

from __future__ import annotations

import pytest

from utspec.llm import ModelFault
from utspec.llm.fake import reply

OK = {"status": "APPROVED", "reason": "covered"}


def test_invalid_json_then_valid_reasks_with_the_error(rig):
    r = rig([reply('{"status": "APPROVED", "reason": '), reply(OK)])
    assert r.ask().status == "APPROVED"
    first, second = r.fake.requests
    assert len(second.messages) == len(first.messages) + 2
    echoed, reask = second.messages[-2:]
    assert echoed == {"role": "assistant", "content": '{"status": "APPROVED", "reason": '}
    assert reask["role"] == "user"
    assert "Invalid JSON" in reask["content"] or "json_invalid" in reask["content"].lower()
    assert r.door.records[0].reasks == 1


def test_status_outside_the_enum_is_rejected_then_reasked(rig):
    r = rig([reply({"status": "MAYBE", "reason": "unsure"}), reply(OK)])
    assert r.ask().status == "APPROVED"
    reask = r.fake.requests[1].messages[-1]["content"]
    assert "status" in reask and "'MAYBE'" in reask and "APPROVED" in reask


def test_missing_field_and_empty_reply_are_reasked(rig):
    r = rig([reply({"status": "APPROVED"}), reply(""), reply(OK)])
    r.ask()
    reasks = [q.messages[-1]["content"] for q in r.fake.requests[1:]]
    assert "reason" in reasks[0] and "Field required" in reasks[0]
    assert "empty" in reasks[1]


def test_reasks_are_capped_and_end_in_an_invalid_reply_fault(rig):
    bad = reply({"status": "MAYBE", "reason": "x"})
    r = rig([bad, bad, bad, reply(OK)], max_reasks=2)
    with pytest.raises(ModelFault) as caught:
        r.ask()
    assert caught.value.kind == "invalid_reply"
    assert "MAYBE" in caught.value.message
    assert r.fake.remaining == 1
    (record,) = r.door.records
    assert (record.requests, record.reasks, record.outcome) == (3, 2, "invalid_reply")
    assert record.prompt_tokens == 30 and record.completion_tokens == 15


def test_a_json_fence_around_a_valid_reply_is_accepted(rig):
    r = rig([reply('```json\n{"status": "NEEDS_REVISION", "reason": "TC-002 lacks evidence"}\n```')])
    assert r.ask().status == "NEEDS_REVISION"
    assert r.door.records[0].reasks == 0


def test_the_json_schema_is_sent_as_a_strict_response_format(rig):
    r = rig([reply(OK)])
    r.ask()
    fmt = r.fake.requests[0].response_format
    assert fmt["type"] == "json_schema"
    assert fmt["json_schema"]["name"] == "Verdict"
    assert fmt["json_schema"]["strict"] is True
    assert fmt["json_schema"]["schema"]["properties"]["status"]["enum"] == ["APPROVED", "NEEDS_REVISION"]
