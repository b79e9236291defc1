"""What the door raises. Callers route these (budget → ask a human, fault → defined status); none is a crash.

`TransportFault` is what a transport raises for one failed request; the door decides from its kind
whether to retry. `ModelFault` and `BudgetExhausted` are what the door itself raises to its callers.
"""

from __future__ import annotations

from typing import Literal

#: Why one request failed. The first four are transient and retried; the rest are not.
FaultKind = Literal[
    "timeout",
    "rate_limit",
    "server",
    "connection",
    "bad_request",
    "not_found",
    "auth",
    "refused",
    "invalid_reply",
    "replay_miss",
    "unpriced_model",
    "not_configured",
    "other",
]

RETRYABLE: frozenset[FaultKind] = frozenset({"timeout", "rate_limit", "server", "connection"})

BudgetReason = Literal["max_calls", "max_total_tokens", "max_cost_usd", "deadline"]


class TransportFault(Exception):
    """One request failed before a reply arrived.

    Args:
        kind: the closed classification the door's retry policy reads.
        message: the provider's words, shortened.
        status_code: HTTP status, when there was one.
        retry_after_s: the server's Retry-After, when it sent one.
    """

    def __init__(
        self,
        kind: FaultKind,
        message: str,
        *,
        status_code: int | None = None,
        retry_after_s: float | None = None,
    ) -> None:
        self.kind: FaultKind = kind
        self.message = message
        self.status_code = status_code
        self.retry_after_s = retry_after_s
        super().__init__(f"{kind}: {message}")

    @property
    def retryable(self) -> bool:
        return self.kind in RETRYABLE


class DoorError(Exception):
    """Base of everything the door raises to a designer or critic node."""


class ModelFault(DoorError):
    """A model call that could not produce a valid reply: not retryable, or out of retries/re-asks."""

    def __init__(self, kind: FaultKind, node: str, model: str | None, message: str) -> None:
        self.kind: FaultKind = kind
        self.node = node
        self.model = model
        self.message = message
        super().__init__(self.one_line())

    def one_line(self) -> str:
        return f"model call failed at node {self.node!r} ({self.model or 'no model'}): {self.kind}: {self.message}"


class ReplayMiss(ModelFault):
    """Replay has no recorded reply for a request: the inputs, prompts or settings changed since recording."""

    def __init__(self, node: str, model: str | None, key: str, occurrence: int, directory: str) -> None:
        self.key = key
        self.occurrence = occurrence
        self.directory = directory
        super().__init__(
            "replay_miss",
            node,
            model,
            f"no recorded reply for request {key} (occurrence {occurrence}) in {directory}; "
            "the request differs from the recording: re-record with --record",
        )


class BudgetExhausted(DoorError):
    """A budget limit is reached: the run should stop cleanly and ask a human."""

    def __init__(self, reason: BudgetReason, detail: str) -> None:
        self.reason: BudgetReason = reason
        self.detail = detail
        self.kept: object | None = None
        """What the raiser had already received and paid for (a draft, a deterministic review), for
        the graph to keep: a budget stop never throws paid work away."""
        super().__init__(f"budget exhausted: {reason}: {detail}")
