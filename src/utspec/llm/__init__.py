"""The model door: the one way utspec talks to a model (budgets, retries, accounting, replay, redaction).

Importing this package is cheap: litellm is imported only when a litellm transport is built or a
price is looked up. A run opens one door and hands it to the nodes that need a model::

    door = open_door(config.llm, config.budget, record_dir=..., replay_dir=..., environ=os.environ)
    try:
        review = door.structured("review_test_spec", messages, LlmReview, role="critic")
    except BudgetExhausted as exc:   # stop cleanly: ask a human, write the last complete round
        ...
    except ModelFault as exc:        # one-line exc.one_line(); never a traceback
        ...
    trace["llm_calls"] = [record.model_dump() for record in door.records]
    trace["llm_totals"] = door.totals().model_dump()

Tests drive it with `utspec.llm.fake.ScriptedTransport` and `FakeClock` instead of a network.
"""

from __future__ import annotations

from utspec.llm.accounting import CallRecord, DoorTotals, FixedPricing, NoPricing, Outcome, Pricing
from utspec.llm.door import LitellmPricing, LitellmTransport, ModelDoor, open_door
from utspec.llm.errors import (
    BudgetExhausted,
    BudgetReason,
    DoorError,
    FaultKind,
    ModelFault,
    ReplayMiss,
    TransportFault,
)
from utspec.llm.redact import Redactor
from utspec.llm.replay import RecordingTransport, ReplayTransport
from utspec.llm.settings import BudgetSettings, LlmSettings, Role
from utspec.llm.transport import ModelReply, ModelRequest, Transport

__all__ = [
    "BudgetExhausted",
    "BudgetReason",
    "BudgetSettings",
    "CallRecord",
    "DoorError",
    "DoorTotals",
    "FaultKind",
    "FixedPricing",
    "LitellmPricing",
    "LitellmTransport",
    "LlmSettings",
    "ModelDoor",
    "ModelFault",
    "ModelReply",
    "ModelRequest",
    "NoPricing",
    "Outcome",
    "Pricing",
    "RecordingTransport",
    "Redactor",
    "ReplayMiss",
    "ReplayTransport",
    "Role",
    "Transport",
    "TransportFault",
    "open_door",
]
