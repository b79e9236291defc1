"""Shared pieces for the door's tests: a tiny response model and a door over a scripted fake."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

import pytest
from pydantic import BaseModel, Field

from utspec.llm import BudgetSettings, LlmSettings, ModelDoor, Pricing
from utspec.llm.fake import FakeClock, NoPricing, ScriptedTransport, ScriptStep


class Verdict(BaseModel):
    """A critic-shaped reply: a closed status and a short reason."""

    status: Literal["APPROVED", "NEEDS_REVISION"]
    reason: str = Field(min_length=1)


USER = [{"role": "user", "content": "Review the spec."}]


class Rig:
    """A door, its fake transport and its clock, wired together."""

    model = Verdict

    def __init__(self, door: ModelDoor, fake: ScriptedTransport, clock: FakeClock) -> None:
        self.door = door
        self.fake = fake
        self.clock = clock

    def ask(self, node: str = "review", role: Literal["designer", "critic"] = "critic") -> Verdict:
        return self.door.structured(node, USER, Verdict, role=role)


@pytest.fixture
def rig() -> Callable[..., Rig]:
    def make(
        steps: list[ScriptStep],
        *,
        budget: BudgetSettings | None = None,
        pricing: Pricing | None = None,
        latency_s: float = 0.0,
        **llm: Any,
    ) -> Rig:
        clock = FakeClock()
        fake = ScriptedTransport(steps, clock=clock, latency_s=latency_s)
        settings = LlmSettings(**{"model": "fake/designer", "critic_model": "fake/critic", **llm})
        door = ModelDoor(
            settings,
            budget,
            transport=fake,
            pricing=pricing if pricing is not None else NoPricing(),
            clock=clock,
            sleep=clock.sleep,
        )
        return Rig(door, fake, clock)

    return make
