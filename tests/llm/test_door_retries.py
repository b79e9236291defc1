"""Transient faults are retried with backoff by the door alone; everything else fails once, clearly."""

from __future__ import annotations

import pytest

from utspec.llm import ModelFault, TransportFault
from utspec.llm.fake import dropped_connection, rate_limited, refusal, reply, server_error, timed_out

OK = {"status": "APPROVED", "reason": "every item covered"}


def test_429_then_success_retries_once_after_backoff(rig):
    r = rig([rate_limited(), reply(OK)])
    verdict = r.ask()
    assert verdict.status == "APPROVED"
    (record,) = r.door.records
    assert (record.requests, record.retries, record.reasks, record.outcome) == (2, 1, 0, "ok")
    assert r.clock.sleeps == [1.0]
    assert len(r.fake.requests) == 2


def test_retry_after_from_the_server_is_honoured_up_to_the_cap(rig):
    r = rig([rate_limited(retry_after_s=7), rate_limited(retry_after_s=500), reply(OK)], backoff_max_s=30)
    r.ask()
    assert r.clock.sleeps == [7.0, 30.0]


def test_timeout_then_retry_succeeds(rig):
    r = rig([timed_out(), reply(OK)])
    assert r.ask().reason == "every item covered"
    assert r.door.records[0].retries == 1


@pytest.mark.parametrize("fault", [server_error(500), server_error(503), dropped_connection()], ids=str)
def test_5xx_and_dropped_connections_are_retried(rig, fault):
    r = rig([fault, reply(OK)])
    r.ask()
    assert r.door.records[0].retries == 1


def test_backoff_doubles_and_retries_are_bounded(rig):
    r = rig([timed_out(), timed_out(), timed_out(), reply(OK)], num_retries=2, backoff_s=0.5)
    with pytest.raises(ModelFault) as caught:
        r.ask()
    assert caught.value.kind == "timeout"
    assert "after 2 retries" in caught.value.message
    assert r.clock.sleeps == [0.5, 1.0]
    assert r.fake.remaining == 1, "a third retry was sent"
    (record,) = r.door.records
    assert (record.requests, record.retries, record.outcome) == (3, 2, "fault")


def test_num_retries_zero_sends_exactly_one_request(rig):
    r = rig([rate_limited(), reply(OK)], num_retries=0)
    with pytest.raises(ModelFault) as caught:
        r.ask()
    assert caught.value.kind == "rate_limit"
    assert len(r.fake.requests) == 1
    assert r.clock.sleeps == []


@pytest.mark.parametrize("kind", ["bad_request", "auth", "other"])
def test_non_retryable_faults_fail_at_once_with_one_line(rig, kind):
    r = rig([TransportFault(kind, "context window exceeded\nsecond line"), reply(OK)])
    with pytest.raises(ModelFault) as caught:
        r.ask(node="design")
    assert caught.value.kind == kind
    assert len(r.fake.requests) == 1
    text = str(caught.value)
    assert "\n" not in text and "'design'" in text and "fake/critic" in text


def test_a_refusal_is_a_fault_not_a_reask(rig):
    r = rig([refusal("no"), reply(OK)])
    with pytest.raises(ModelFault) as caught:
        r.ask()
    assert caught.value.kind == "refused"
    assert r.door.records[0].reasks == 0


def test_role_picks_the_model_and_an_unconfigured_role_is_refused(rig):
    r = rig([reply(OK), reply(OK)])
    r.ask(role="designer")
    r.ask(role="critic")
    assert [q.model for q in r.fake.requests] == ["fake/designer", "fake/critic"]
    offline = rig([], model=None, critic_model=None)
    with pytest.raises(ModelFault) as caught:
        offline.ask()
    assert caught.value.kind == "not_configured"
    assert offline.fake.requests == []
