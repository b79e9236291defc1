"""Budgets stop a run cleanly.

Before a request that would break max_calls or the deadline, or once tokens or cost reached their
limit. A reply that pushed tokens or cost over is paid for, so it is returned, never thrown away.
"""

from __future__ import annotations

import pytest

from utspec.llm import BudgetExhausted, BudgetSettings, FixedPricing, ModelFault
from utspec.llm.fake import rate_limited, reply

OK = {"status": "APPROVED", "reason": "covered"}


def test_max_calls_stops_before_the_request_that_would_exceed_it(rig):
    r = rig([reply(OK), reply(OK), reply(OK)], budget=BudgetSettings(max_calls=2))
    r.ask()
    r.ask()
    with pytest.raises(BudgetExhausted) as caught:
        r.ask()
    assert caught.value.reason == "max_calls"
    assert len(r.fake.requests) == 2, "the third request was sent"
    assert r.door.records[-1].outcome == "budget_exhausted"
    assert r.door.records[-1].requests == 0


def test_max_calls_counts_retries_and_reasks(rig):
    r = rig([rate_limited(), reply({"status": "MAYBE", "reason": "x"}), reply(OK)], budget=BudgetSettings(max_calls=2))
    with pytest.raises(BudgetExhausted):
        r.ask()
    assert len(r.fake.requests) == 2
    assert r.door.totals().requests == 2


def test_the_reply_that_pushed_tokens_over_is_kept_and_the_next_request_stops(rig):
    steps = [reply(OK, prompt_tokens=60, completion_tokens=30), reply(OK, prompt_tokens=60, completion_tokens=30)]
    r = rig([*steps, reply(OK)], budget=BudgetSettings(max_total_tokens=100))
    r.ask()
    assert r.ask().status == "APPROVED"  # paid for: returned, not thrown away
    last = r.door.records[-1]
    assert (last.outcome, last.prompt_tokens, last.completion_tokens) == ("ok", 60, 30)
    with pytest.raises(BudgetExhausted) as caught:
        r.ask()
    assert caught.value.reason == "max_total_tokens"
    assert "180 of 100" in caught.value.detail
    assert len(r.fake.requests) == 2 and r.door.totals().total_tokens == 180


def test_a_token_limit_reached_exactly_stops_the_next_request(rig):
    r = rig([reply(OK, prompt_tokens=70, completion_tokens=30), reply(OK)], budget=BudgetSettings(max_total_tokens=100))
    r.ask()
    with pytest.raises(BudgetExhausted):
        r.ask()
    assert len(r.fake.requests) == 1


def test_cost_stops_the_request_after_the_reply_that_pushed_it_over(rig):
    pricing = FixedPricing(input_cost_per_token=0.001, output_cost_per_token=0.002)
    steps = [reply(OK, prompt_tokens=100, completion_tokens=50)] * 3
    r = rig(steps, budget=BudgetSettings(max_cost_usd=0.25), pricing=pricing)
    r.ask()  # $0.20
    assert r.ask().status == "APPROVED"  # $0.40: over the cap, but paid for and kept
    with pytest.raises(BudgetExhausted) as caught:
        r.ask()  # not sent
    assert caught.value.reason == "max_cost_usd"
    assert r.door.totals().cost_usd == pytest.approx(0.40) and len(r.fake.requests) == 2


def test_a_cost_cap_over_an_unpriced_model_is_refused_before_any_request(rig):
    r = rig([reply(OK)], budget=BudgetSettings(max_cost_usd=1.0))
    with pytest.raises(ModelFault) as caught:
        r.ask()
    assert caught.value.kind == "unpriced_model"
    assert "input_cost_per_token" in caught.value.message
    assert r.fake.requests == []


def test_deadline_stops_before_a_request_once_time_is_up(rig):
    r = rig([reply(OK), reply(OK)], budget=BudgetSettings(deadline_s=10), latency_s=12)
    r.ask()
    with pytest.raises(BudgetExhausted) as caught:
        r.ask()
    assert caught.value.reason == "deadline"
    assert len(r.fake.requests) == 1


def test_deadline_stops_a_retry_whose_wait_would_pass_it(rig):
    r = rig([rate_limited(retry_after_s=20), reply(OK)], budget=BudgetSettings(deadline_s=15))
    with pytest.raises(BudgetExhausted) as caught:
        r.ask()
    assert caught.value.reason == "deadline"
    assert r.clock.sleeps == [], "the door slept past its deadline"


def test_request_timeout_is_clamped_to_the_time_left(rig):
    r = rig([reply(OK), reply(OK)], budget=BudgetSettings(deadline_s=100), latency_s=70, timeout_s=60)
    r.ask()
    r.ask()
    assert [q.timeout_s for q in r.fake.requests] == [60, 30]


def test_budget_exhausted_and_model_fault_share_a_base_callers_can_catch(rig):
    from utspec.llm import DoorError

    assert issubclass(BudgetExhausted, DoorError) and issubclass(ModelFault, DoorError)
