"""A scripted model for whole batches: each case's door answers like a careful designer, with real latency.

Benchmarks (bench/batch_scaling.py) and tests plug it in as `CaseOptions(door_factory=ScriptedDoors(...))`.
It is the project's fake transport (`utspec.llm.fake.ScriptedTransport`) behind the real `ModelDoor`
(budget, accounting, redaction), so a batch with it does exactly what it does with a real model,
minus the network. It is picklable: it travels to forked processes and to Ray tasks.

The designer's reply is the project's offline (rule-based) spec, which the deterministic critic
judges as it would offline; the LLM critic agrees. `latency_s` is slept for real on every call.
"""

from __future__ import annotations

import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from utspec.llm.fake import reply
from utspec.llm.transport import ModelReply, ModelRequest

if TYPE_CHECKING:
    from utspec.config import LoadedConfig
    from utspec.llm import ModelDoor

CRITIC_NODE = "review_test_spec"
AGREE = {
    "status": "APPROVED",
    "rationale": "Nothing to add to the deterministic review.",
    "findings": [],
    "questions": [],
}


def offline_reply(config: Path) -> dict[str, Any]:
    """The designer reply a model that drafts like the rule-based designer gives for `config`'s project."""
    from utspec.config import load_config
    from utspec.models import TestSpec
    from utspec.run import offline_services, run

    with tempfile.TemporaryDirectory() as tmp:
        loaded = load_config(config)
        run(loaded, out_dir=Path(tmp), services=offline_services(loaded.config))
        spec = TestSpec.model_validate_json((Path(tmp) / "spec.json").read_text(encoding="utf-8"))
    return {"cases": [c.model_dump(mode="json", exclude={"id"}) for c in spec.cases], "open_questions": []}


class _Sleepy:
    """Answers the designer with the draft and the critic with AGREE, sleeping `latency_s` each time."""

    def __init__(self, draft: dict[str, Any], latency_s: float) -> None:
        self.draft, self.latency_s = draft, latency_s

    def send(self, request: ModelRequest) -> ModelReply:
        time.sleep(self.latency_s)
        if request.node == CRITIC_NODE:
            return reply(AGREE, prompt_tokens=1200, completion_tokens=60)
        return reply(self.draft, prompt_tokens=2400, completion_tokens=900)


@dataclass(frozen=True)
class ScriptedDoors:
    """`door_factory` of a batch: a door per case over a scripted model.

    Args:
        drafts: the designer's reply per project folder (`str(loaded.base)`), e.g. from `offline_reply`.
        latency_s: seconds every call takes (slept).
    """

    drafts: dict[str, dict[str, Any]]
    latency_s: float = 0.0
    input_cost_per_token: float = 1e-6
    output_cost_per_token: float = 4e-6
    key: str = field(default="scripted")

    def __call__(self, loaded: LoadedConfig) -> ModelDoor:
        from utspec.llm import BudgetSettings, FixedPricing, LlmSettings, ModelDoor

        settings = LlmSettings(model="scripted/model", backoff_s=0)
        transport = _Sleepy(self.drafts[str(loaded.base)], self.latency_s)
        pricing = FixedPricing(self.input_cost_per_token, self.output_cost_per_token)
        return ModelDoor(settings, BudgetSettings(), transport=transport, pricing=pricing)
