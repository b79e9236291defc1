"""What each model call cost, and how a run's budget is spent.

One `CallRecord` per `ModelDoor.structured()` call; a call may send several requests (retries after
transient faults, re-asks after invalid replies) and its record sums them. `Budget` is checked by
the door before each request and after each reply; it raises `BudgetExhausted` before a request
(never after a reply: a reply already paid for is kept) and never sleeps.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field

from utspec.llm.errors import BudgetExhausted, FaultKind
from utspec.llm.settings import BudgetSettings, Role

Outcome = Literal["ok", "invalid_reply", "fault", "budget_exhausted", "replay_miss"]


class CallRecord(BaseModel):
    """One `structured()` call, as written to trace.json and the trace table."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    node: str
    role: Role
    model: str
    requests: int = Field(description="Requests sent: 1 + retries + reasks (fewer when a budget stopped it).")
    retries: int = Field(description="Requests repeated after a timeout, 429, 5xx or dropped connection.")
    reasks: int = Field(description="Requests repeated because the reply failed schema validation.")
    prompt_tokens: int
    completion_tokens: int
    cost_usd: float | None = Field(description="None when the model's price is unknown.")
    latency_s: float = Field(description="Seconds spent in requests and in waits between retries.")
    outcome: Outcome
    error: str | None = Field(default=None, description="One line, when the outcome is not ok.")
    fault: FaultKind | None = Field(
        default=None,
        description="The fault's kind (timeout, refused, invalid_reply, ...), when the call faulted.",
    )

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens


class DoorTotals(BaseModel):
    """Run totals over every `CallRecord`."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    calls: int
    requests: int
    prompt_tokens: int
    completion_tokens: int
    total_tokens: int
    cost_usd: float | None = Field(description="Sum of known costs; None when no call's cost is known.")
    unpriced_calls: int = Field(description="Calls whose cost is unknown and so missing from cost_usd.")
    latency_s: float

    @classmethod
    def of(cls, records: Iterable[CallRecord]) -> DoorTotals:
        records = list(records)
        costs = [r.cost_usd for r in records if r.cost_usd is not None]
        return cls(
            calls=len(records),
            requests=sum(r.requests for r in records),
            prompt_tokens=sum(r.prompt_tokens for r in records),
            completion_tokens=sum(r.completion_tokens for r in records),
            total_tokens=sum(r.total_tokens for r in records),
            cost_usd=sum(costs) if costs else None,
            unpriced_calls=sum(1 for r in records if r.cost_usd is None and r.requests > 0),
            latency_s=sum(r.latency_s for r in records),
        )


class Pricing(Protocol):
    """Prices tokens for a model; None when the price is unknown."""

    def cost(self, model: str, prompt_tokens: int, completion_tokens: int) -> float | None: ...


class FixedPricing:
    """The prices from `llm.input_cost_per_token` / `llm.output_cost_per_token`."""

    def __init__(self, input_cost_per_token: float, output_cost_per_token: float) -> None:
        self.input_cost_per_token = input_cost_per_token
        self.output_cost_per_token = output_cost_per_token

    def cost(self, model: str, prompt_tokens: int, completion_tokens: int) -> float | None:
        return prompt_tokens * self.input_cost_per_token + completion_tokens * self.output_cost_per_token


class NoPricing:
    """Knows no price: every cost is None."""

    def cost(self, model: str, prompt_tokens: int, completion_tokens: int) -> float | None:
        return None


class FirstKnownPricing:
    """Ask each pricing in turn; the first that knows the model answers."""

    def __init__(self, *pricings: Pricing) -> None:
        self.pricings = pricings

    def cost(self, model: str, prompt_tokens: int, completion_tokens: int) -> float | None:
        for pricing in self.pricings:
            found = pricing.cost(model, prompt_tokens, completion_tokens)
            if found is not None:
                return found
        return None


class Budget:
    """Tracks spend against `BudgetSettings`; the clock is injected so tests need not wait."""

    def __init__(self, settings: BudgetSettings, clock: Callable[[], float]) -> None:
        self.settings = settings
        self._clock = clock
        self._started = clock()
        self.requests = 0
        self.tokens = 0
        self.cost_usd = 0.0

    def elapsed_s(self) -> float:
        return self._clock() - self._started

    def carry_over(self, records: Iterable[CallRecord], elapsed_s: float) -> None:
        """Count what earlier processes of the same run spent (a resumed run has one budget, not one per process)."""
        for r in records:
            self.requests += r.requests
            self.tokens += r.total_tokens
            self.cost_usd += r.cost_usd or 0.0
        self._started -= elapsed_s

    def remaining_s(self) -> float | None:
        """Return seconds left before the deadline, or None when there is none."""
        if self.settings.deadline_s is None:
            return None
        return self.settings.deadline_s - self.elapsed_s()

    def before_request(self) -> None:
        """Raise `BudgetExhausted` when one more request would break a limit."""
        s = self.settings
        if s.max_calls is not None and self.requests + 1 > s.max_calls:
            raise BudgetExhausted(
                "max_calls", f"{self.requests} of {s.max_calls} model requests already sent"
            )
        remaining = self.remaining_s()
        if remaining is not None and remaining <= 0:
            raise BudgetExhausted("deadline", f"{self.elapsed_s():.1f} s of {s.deadline_s} s used")
        # Tokens and cost are known only after a reply, so a limit already reached stops the next request.
        if s.max_total_tokens is not None and self.tokens >= s.max_total_tokens:
            raise BudgetExhausted("max_total_tokens", f"{self.tokens} of {s.max_total_tokens} tokens used")
        if s.max_cost_usd is not None and self.cost_usd >= s.max_cost_usd:
            raise BudgetExhausted("max_cost_usd", f"${self.cost_usd:.6f} of ${s.max_cost_usd} spent")

    def before_wait(self, wait_s: float) -> None:
        """Raise `BudgetExhausted` when waiting `wait_s` before a retry would pass the deadline."""
        remaining = self.remaining_s()
        if remaining is not None and wait_s >= remaining:
            raise BudgetExhausted(
                "deadline",
                f"a {wait_s:.1f} s wait before retrying would pass the {self.settings.deadline_s} s deadline",
            )

    def count_request(self) -> None:
        self.requests += 1

    def after_reply(self, tokens: int, cost_usd: float | None) -> None:
        """Add a reply's spend. Never raises: a reply that pushed tokens or cost over a limit is paid
        for, so the caller keeps it; the limit stops the *next* request (`before_request`)."""
        self.tokens += tokens
        self.cost_usd += cost_usd or 0.0
