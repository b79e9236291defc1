"""The model door: every model call in utspec goes through `ModelDoor.structured()`.

It redacts, asks for a pydantic model's JSON schema, retries transient faults with backoff, re-asks
replies that fail validation, enforces the budget and records each call. litellm itself lives in
`utspec.llm.litellm_transport` (imported lazily there); parsing replies in `utspec.llm.reply`.

Retry policy lives here and only here: the litellm transport turns litellm's and the OpenAI
client's own retries off (see `utspec.llm.litellm_transport`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel

from utspec.llm.accounting import Budget, CallRecord, DoorTotals, NoPricing, Outcome, Pricing
from utspec.llm.errors import BudgetExhausted, FaultKind, ModelFault, TransportFault
from utspec.llm.litellm_transport import LitellmPricing, LitellmTransport, default_pricing
from utspec.llm.redact import Redactor
from utspec.llm.replay import RecordingTransport, ReplayTransport
from utspec.llm.reply import parse_reply, reask_message, shorten
from utspec.llm.schema import response_format_for
from utspec.llm.settings import BudgetSettings, LlmSettings, Role
from utspec.llm.transport import ModelReply, ModelRequest, Transport

T = TypeVar("T", bound=BaseModel)

__all__ = ["LitellmPricing", "LitellmTransport", "ModelDoor", "default_pricing", "open_door"]


class ModelDoor:
    """Bounded, accounted, redacted structured calls to the configured models.

    Not thread-safe: graph nodes run one at a time, and records and budget are per run.

    Args:
        settings: `llm:` from the config.
        budget: `budget:` from the config; None means no limits.
        transport: where requests go (`LitellmTransport`, `ReplayTransport`, a scripted fake).
        pricing: prices tokens; defaults to litellm's price table, then the configured prices.
        redactor: one per run, so a secret keeps its placeholder across calls.
        clock: monotonic seconds; the deadline counts from construction.
        sleep: waits between retries.
    """

    def __init__(
        self,
        settings: LlmSettings,
        budget: BudgetSettings | None = None,
        *,
        transport: Transport,
        pricing: Pricing | None = None,
        redactor: Redactor | None = None,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.settings = settings
        self._transport = transport
        self._pricing = pricing if pricing is not None else default_pricing(settings)
        self.redactor = redactor if redactor is not None else Redactor()
        self._clock = clock
        self._sleep = sleep
        self._budget = Budget(budget or BudgetSettings(), clock)
        self._records: list[CallRecord] = []
        self._priced_models: set[str] = set()

    def model_for(self, role: Role) -> str | None:
        """Return the model a role calls; None means that role runs offline."""
        return self.settings.model_for(role)

    def wrap_transport(self, wrap: Callable[[Transport], Transport]) -> None:
        """Put a layer around the transport (a run's own recording, so a resumed run sends no call twice)."""
        self._transport = wrap(self._transport)

    @property
    def records(self) -> tuple[CallRecord, ...]:
        return tuple(self._records)

    def totals(self) -> DoorTotals:
        return DoorTotals.of(self._records)

    def elapsed_s(self) -> float:
        """Seconds this door has been open, plus what earlier processes of the run carried over."""
        return self._budget.elapsed_s()

    def carry_over(self, records: Iterable[CallRecord], elapsed_s: float) -> None:
        """Start from what earlier processes of the same run recorded (a resumed run, from its checkpoint).

        The records lead this door's `records` (the trace's table covers the whole run) and count
        against the budget once; the deadline counts `elapsed_s` as already used.
        """
        records = list(records)
        self._records = [*records, *self._records]
        self._budget.carry_over(records, elapsed_s)

    def structured(
        self,
        node: str,
        messages: list[dict[str, Any]],
        response_model: type[T],
        *,
        role: Role,
    ) -> T:
        """Ask the role's model for a reply that validates as `response_model`.

        Args:
            node: graph node asking; labels the record and any fault.
            messages: chat messages (`{"role": ..., "content": ...}`); redacted before sending.
            response_model: the pydantic model the reply must validate as.
            role: designer or critic, which picks the model.

        Raises:
            BudgetExhausted: a limit was reached (before a request, or by the reply just received).
            ModelFault: not configured, a non-retryable fault, retries or re-asks used up, a refusal,
                or (`ReplayMiss`) no recorded reply.
        """
        model = self.model_for(role)
        if model is None:
            raise ModelFault("not_configured", node, None, f"no model is configured for the {role}")
        self._require_price_if_cost_capped(node, model)
        call = _Call(node=node, role=role, model=model)
        try:
            result = self._converse(call, messages, response_model)
        except BudgetExhausted as exc:
            self._records.append(call.record("budget_exhausted", str(exc)))
            raise
        except ModelFault as exc:
            self._records.append(call.record(_outcome_of(exc), exc.message, exc.kind))
            raise
        self._records.append(call.record("ok", None))
        return result

    def _converse(self, call: _Call, messages: list[dict[str, Any]], response_model: type[T]) -> T:
        response_format = response_format_for(response_model)
        conversation = list(messages)
        while True:
            request = self._request(call, conversation, response_format)
            reply = self._send_with_retries(call, request)
            parsed, problem = parse_reply(reply, response_model)
            if parsed is not None:
                return parsed
            if reply.refusal:
                raise ModelFault("refused", call.node, call.model, shorten(reply.refusal))
            if call.reasks >= self.settings.max_reasks:
                raise ModelFault(
                    "invalid_reply",
                    call.node,
                    call.model,
                    f"reply still invalid after {call.reasks} re-asks: {shorten(problem)}",
                )
            call.reasks += 1
            # The re-ask is the critique: the model sees its own reply and exactly what was wrong.
            conversation = [
                *conversation,
                {"role": "assistant", "content": reply.content or ""},
                {"role": "user", "content": reask_message(problem)},
            ]

    def _request(
        self, call: _Call, conversation: list[dict[str, Any]], response_format: dict[str, Any]
    ) -> ModelRequest:
        s = self.settings
        return ModelRequest(
            node=call.node,
            role=call.role,
            model=call.model,
            messages=self.redactor.redact_messages(conversation),
            response_format=response_format,
            temperature=s.temperature,
            seed=s.seed,
            max_tokens=s.max_tokens,
            timeout_s=s.timeout_s,
        )

    def _send_with_retries(self, call: _Call, request: ModelRequest) -> ModelReply:
        retries = 0
        while True:
            self._budget.before_request()
            self._budget.count_request()
            call.requests += 1
            sent = self._clock()
            try:
                reply = self._transport.send(self._within_deadline(request))
            except TransportFault as fault:
                call.latency_s += self._clock() - sent
                if not fault.retryable or retries >= self.settings.num_retries:
                    suffix = f" (after {retries} retries)" if fault.retryable else ""
                    raise ModelFault(
                        fault.kind, call.node, call.model, shorten(fault.message) + suffix
                    ) from fault
                wait = self._backoff_s(retries, fault.retry_after_s)
                self._budget.before_wait(wait)
                self._sleep(wait)
                call.latency_s += wait
                retries += 1
                call.retries += 1
                continue
            call.latency_s += self._clock() - sent
            self._account(call, reply)
            return reply

    def _within_deadline(self, request: ModelRequest) -> ModelRequest:
        # A request must not outlive the run's deadline just because its own timeout is longer.
        remaining = self._budget.remaining_s()
        if remaining is None or remaining >= request.timeout_s:
            return request
        return request.model_copy(update={"timeout_s": max(remaining, 0.001)})

    def _backoff_s(self, retries: int, retry_after_s: float | None) -> float:
        s = self.settings
        wait = s.backoff_s * float(2**retries)
        if retry_after_s is not None:
            wait = max(wait, retry_after_s)
        return min(wait, s.backoff_max_s)

    def _account(self, call: _Call, reply: ModelReply) -> None:
        prompt = reply.prompt_tokens or 0
        completion = reply.completion_tokens or 0
        if reply.cost_usd is not None or getattr(self._transport, "prices_replies", False):
            cost = reply.cost_usd  # recorded with the reply: a replay costs what the recording did
        else:
            cost = self._pricing.cost(call.model, prompt, completion)
        call.add(prompt, completion, cost)
        self._budget.after_reply(prompt + completion, cost)

    def _require_price_if_cost_capped(self, node: str, model: str) -> None:
        # A cost cap over an unknown price would be a cap that never fires: refuse before spending.
        if self._budget.settings.max_cost_usd is None or model in self._priced_models:
            return
        if getattr(self._transport, "prices_replies", False):
            return  # replayed replies carry their recorded cost
        if self._pricing.cost(model, 1, 1) is None:
            raise ModelFault(
                "unpriced_model",
                node,
                model,
                "budget.max_cost_usd is set but no price is known for this model: "
                "set llm.input_cost_per_token and llm.output_cost_per_token",
            )
        self._priced_models.add(model)


class _Call:
    """What one `structured()` call has spent so far."""

    def __init__(self, *, node: str, role: Role, model: str) -> None:
        self.node = node
        self.role = role
        self.model = model
        # Time in transport sends and waits between retries; not pricing or validation, whose
        # one-off costs (litellm's import on first price lookup) would otherwise land on one call.
        self.latency_s = 0.0
        self.requests = 0
        self.replies = 0
        self.retries = 0
        self.reasks = 0
        self.prompt_tokens = 0
        self.completion_tokens = 0
        self.cost_usd: float | None = 0.0

    def add(self, prompt_tokens: int, completion_tokens: int, cost_usd: float | None) -> None:
        self.replies += 1
        self.prompt_tokens += prompt_tokens
        self.completion_tokens += completion_tokens
        # One unpriced reply makes the whole call's cost unknown, not cheaper.
        self.cost_usd = None if cost_usd is None or self.cost_usd is None else self.cost_usd + cost_usd

    def record(self, outcome: Outcome, error: str | None, fault: FaultKind | None = None) -> CallRecord:
        return CallRecord(
            node=self.node,
            role=self.role,
            model=self.model,
            requests=self.requests,
            retries=self.retries,
            reasks=self.reasks,
            prompt_tokens=self.prompt_tokens,
            completion_tokens=self.completion_tokens,
            # No reply, no usage: what the failed requests cost is unknown, not $0.
            cost_usd=self.cost_usd if self.replies else None,
            latency_s=round(self.latency_s, 6),
            outcome=outcome,
            error=error,
            fault=fault,
        )


def _outcome_of(fault: ModelFault) -> Outcome:
    if fault.kind == "replay_miss":
        return "replay_miss"
    return "invalid_reply" if fault.kind == "invalid_reply" else "fault"


def open_door(
    settings: LlmSettings,
    budget: BudgetSettings | None = None,
    *,
    record_dir: Path | None = None,
    replay_dir: Path | None = None,
    environ: Mapping[str, str] | None = None,
) -> ModelDoor:
    """Build the door a run uses: replay, or litellm (recorded when `record_dir` is given).

    Args:
        environ: where `llm.api_key_env` is looked up; the CLI passes `os.environ`.

    Raises:
        ValueError: both record and replay were asked for.
        ModelFault: `llm.api_key_env` names a variable that is not set.
    """
    if record_dir is not None and replay_dir is not None:
        raise ValueError("--record and --replay cannot be used together")
    redactor = Redactor()
    if replay_dir is not None:
        # Prices come from the recording: no price table, so replay never imports litellm.
        return ModelDoor(
            settings, budget, transport=ReplayTransport(replay_dir), pricing=NoPricing(), redactor=redactor
        )
    pricing = default_pricing(settings)
    transport: Transport = LitellmTransport(
        api_base=settings.api_base,
        api_key=_api_key(settings, environ or {}),
        models=(settings.model_for("designer"), settings.model_for("critic")),
    )
    if record_dir is not None:
        transport = RecordingTransport(transport, record_dir, scrub=redactor.redact_known, pricing=pricing)
    return ModelDoor(settings, budget, transport=transport, pricing=pricing, redactor=redactor)


def _api_key(settings: LlmSettings, environ: Mapping[str, str]) -> str | None:
    if settings.api_key_env is None:
        return None
    key = environ.get(settings.api_key_env)
    if not key:
        raise ModelFault(
            "not_configured",
            "setup",
            settings.model,
            f"environment variable {settings.api_key_env} is not set",
        )
    return key
