"""Each call records node, model, tokens, cost (None when unknown), latency, retries and outcome."""

from __future__ import annotations

import pytest

from utspec.llm import FixedPricing, LitellmPricing, LlmSettings, ModelFault
from utspec.llm.fake import rate_limited, reply, timed_out
from utspec.llm.litellm_transport import default_pricing

OK = {"status": "APPROVED", "reason": "covered"}


def test_a_record_per_call_and_totals_over_them(rig):
    steps = [
        reply(OK, prompt_tokens=100, completion_tokens=20),
        rate_limited(),
        reply(OK, prompt_tokens=50, completion_tokens=10),
    ]
    r = rig(steps, latency_s=0.5, pricing=FixedPricing(0.000001, 0.000002))
    r.ask(node="design_test_spec", role="designer")
    r.ask(node="review_test_spec", role="critic")
    design, review = r.door.records
    assert (design.node, design.role, design.model) == ("design_test_spec", "designer", "fake/designer")
    assert (review.node, review.model, review.retries) == ("review_test_spec", "fake/critic", 1)
    assert design.cost_usd == pytest.approx(100e-6 + 40e-6)
    assert design.latency_s == pytest.approx(0.5)
    assert review.latency_s == pytest.approx(0.5 + 1.0 + 0.5), "request, backoff wait, request"
    totals = r.door.totals()
    assert (totals.calls, totals.requests) == (2, 3)
    assert (totals.prompt_tokens, totals.completion_tokens, totals.total_tokens) == (150, 30, 180)
    assert totals.cost_usd == pytest.approx(design.cost_usd + review.cost_usd)
    assert totals.unpriced_calls == 0


def test_cost_is_none_when_the_price_is_unknown(rig):
    r = rig([reply(OK)])
    r.ask()
    assert r.door.records[0].cost_usd is None
    assert r.door.totals().cost_usd is None
    assert r.door.totals().unpriced_calls == 1


def test_litellm_table_knows_listed_models_offline_and_not_local_ones():
    pricing = LitellmPricing()
    assert pricing.cost("openai/my-local-gemma", 1000, 100) is None
    known = pricing.cost("gpt-4o-mini", 1_000_000, 0)
    assert known is not None and known > 0


def test_configured_prices_price_models_litellm_does_not_know():
    settings = LlmSettings(model="openai/my-local-gemma", input_cost_per_token=1e-6, output_cost_per_token=4e-6)
    pricing = default_pricing(settings)
    assert pricing.cost("openai/my-local-gemma", 1000, 100) == pytest.approx(1000e-6 + 400e-6)
    assert default_pricing(LlmSettings(model="openai/my-local-gemma")).cost("openai/my-local-gemma", 1000, 100) is None


def test_one_unpriced_reply_makes_the_call_cost_unknown(rig):
    class PricesOnlyFirst:
        def __init__(self):
            self.n = 0

        def cost(self, model, prompt_tokens, completion_tokens):
            self.n += 1
            return 0.01 if self.n == 1 else None

    r = rig([reply({"status": "MAYBE", "reason": "x"}), reply(OK)], pricing=PricesOnlyFirst())
    r.ask()
    assert r.door.records[0].cost_usd is None


def test_a_call_that_got_no_reply_has_an_unknown_cost_not_zero(rig):
    # Every request timed out: no usage came back, so the cost is unknown (a provider may still bill it).
    r = rig([timed_out(), timed_out()], num_retries=1, pricing=FixedPricing(1e-6, 2e-6))
    with pytest.raises(ModelFault):
        r.ask()
    (record,) = r.door.records
    assert (record.requests, record.outcome, record.cost_usd) == (2, "fault", None)
    assert r.door.totals().cost_usd is None and r.door.totals().unpriced_calls == 1
