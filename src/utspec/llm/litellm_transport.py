"""litellm behind the door: the transport, the exception classification and the price table.

This is the only module that imports litellm, and it does so lazily: commands that call no model
never pay the seconds `import litellm` takes, and tests that pass a fake transport and a pricing
(or replay a recording) never import it at all.

litellm's OpenAI client would otherwise retry 429s, 5xx, timeouts and dropped connections twice on
its own, so every failing request went out three times and `timeout=T` took about 3 T
(shared/NOTES-litellm.md); the transport passes `max_retries=0` and the door retries.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from typing import Any

from utspec.llm.accounting import FirstKnownPricing, FixedPricing, Pricing
from utspec.llm.errors import FaultKind, TransportFault
from utspec.llm.settings import LlmSettings
from utspec.llm.transport import ModelReply, ModelRequest

#: What litellm fetches on its own unless told not to: a price list at import, tokenizers for
#: llama-named models at token counting (a ~23 s stall offline; shared/NOTES-litellm.md).
COST_MAP_VAR = "LITELLM_LOCAL_MODEL_COST_MAP"
OFFLINE_VAR = "LITELLM_OFFLINE_MODE"


def litellm_environment(environ: Mapping[str, str], models: Iterable[str | None] = ()) -> dict[str, str]:
    """Return the variables to add to `environ` so that litellm fetches nothing by itself.

    A variable the user set is never overridden. `LITELLM_LOCAL_MODEL_COST_MAP=True` is the default.
    `LITELLM_OFFLINE_MODE=true` is added too, except when the user asked for the live price list
    (`LITELLM_LOCAL_MODEL_COST_MAP` set to anything but true), which offline mode would refuse; a
    llama-named model gets offline mode even then, since its token counting would otherwise stall
    on a tokenizer download. Setting `LITELLM_OFFLINE_MODE` yourself decides it either way.

    >>> litellm_environment({})
    {'LITELLM_LOCAL_MODEL_COST_MAP': 'True', 'LITELLM_OFFLINE_MODE': 'true'}
    >>> litellm_environment({"LITELLM_LOCAL_MODEL_COST_MAP": "False"}, ["openai/gpt-4o-mini"])
    {}
    >>> litellm_environment({"LITELLM_LOCAL_MODEL_COST_MAP": "False"}, ["openai/Llama-3.2-1B"])
    {'LITELLM_OFFLINE_MODE': 'true'}
    """
    out: dict[str, str] = {}
    if COST_MAP_VAR not in environ:
        out[COST_MAP_VAR] = "True"
    wants_live_prices = environ.get(COST_MAP_VAR, "True").strip().lower() != "true"
    llama_named = any("llama" in model.lower() for model in models if model)
    if OFFLINE_VAR not in environ and (llama_named or not wants_live_prices):
        out[OFFLINE_VAR] = "true"
    return out


def import_litellm(models: Iterable[str | None] = ()) -> Any:
    """Import litellm so that nothing is fetched: local price table, no tokenizer downloads.

    The variables go into `os.environ` because litellm reads them there (the price list at import,
    offline mode at each token count), so this is called again with the models before they are used.
    """
    os.environ.update(litellm_environment(os.environ, models))
    import litellm

    litellm.suppress_debug_info = True
    litellm.telemetry = False
    return litellm


class LitellmTransport:
    """Sends requests with `litellm.completion`, one HTTP request each (its own retries off)."""

    def __init__(
        self, *, api_base: str | None = None, api_key: str | None = None, models: Iterable[str | None] = ()
    ) -> None:
        self.api_base = api_base
        self._api_key = api_key
        # Import now (~4-10 s), so the first request's latency is the request's alone; the models
        # decide whether offline mode is needed (see `litellm_environment`).
        import_litellm(models)

    def completion_kwargs(self, request: ModelRequest) -> dict[str, Any]:
        """Return the keyword arguments for `litellm.completion`."""
        kwargs: dict[str, Any] = {
            "model": request.model,
            "messages": request.messages,
            "response_format": request.response_format,
            "temperature": request.temperature,
            "timeout": request.timeout_s,
            # The door retries; nothing under it may. max_retries=0 stops the OpenAI client's two
            # silent retries; num_retries=0 keeps litellm's tenacity wrapper off (litellm also maps
            # it onto max_retries). tests/local_model counts the requests a stub server receives.
            "max_retries": 0,
            "num_retries": 0,
        }
        optional = {"seed": request.seed, "max_tokens": request.max_tokens, "api_base": self.api_base}
        kwargs.update({key: value for key, value in optional.items() if value is not None})
        if self._api_key is not None:
            kwargs["api_key"] = self._api_key
        return kwargs

    def send(self, request: ModelRequest) -> ModelReply:
        litellm = import_litellm((request.model,))
        try:
            response = litellm.completion(**self.completion_kwargs(request))
        except Exception as exc:  # every provider error becomes one classified fault
            raise classify_exception(exc) from exc
        return reply_from_response(response)


def classify_exception(exc: BaseException) -> TransportFault:
    """Map a litellm/openai exception to a `TransportFault` the retry policy understands."""
    import openai  # installed with litellm; its classes are the common bases of litellm's

    message = str(exc) or type(exc).__name__
    status = getattr(exc, "status_code", None)
    status = status if isinstance(status, int) else None
    # Timeout is a subclass of APIConnectionError, so it is tested first.
    if isinstance(exc, openai.APITimeoutError):
        return TransportFault("timeout", message, status_code=status)
    if isinstance(exc, openai.APIConnectionError):
        return TransportFault("connection", message, status_code=status)
    if status is None:
        return TransportFault("other", f"{type(exc).__name__}: {message}")
    if "Missing credentials" in message:
        # litellm reports the OpenAI client's missing-key error as a 500 InternalServerError;
        # retrying it only burns the budget, and the user has to set a key.
        return TransportFault("auth", message, status_code=status)
    return TransportFault(
        _kind_of_status(status), message, status_code=status, retry_after_s=_retry_after_s(exc)
    )


def _kind_of_status(status: int) -> FaultKind:
    if status == 429:
        return "rate_limit"
    if status == 408:
        return "timeout"
    if status >= 500:
        return "server"
    if status in (401, 403):
        return "auth"
    if status == 404:
        return "not_found"  # no such model (or api_base path): litellm's NotFoundError
    return "bad_request"


def _retry_after_s(exc: BaseException) -> float | None:
    headers = getattr(getattr(exc, "response", None), "headers", None)
    if headers is None:
        return None
    try:
        value = headers.get("retry-after")
        return float(value) if value is not None else None
    except (TypeError, ValueError):  # an HTTP date, or a mock response without real headers
        return None


def reply_from_response(response: Any) -> ModelReply:
    """Read content, refusal, finish reason and usage from a litellm `ModelResponse`."""
    choice = response.choices[0]
    message = choice.message
    usage = getattr(response, "usage", None)
    return ModelReply(
        content=getattr(message, "content", None),
        refusal=getattr(message, "refusal", None),
        finish_reason=getattr(choice, "finish_reason", None),
        prompt_tokens=getattr(usage, "prompt_tokens", None),
        completion_tokens=getattr(usage, "completion_tokens", None),
        model=getattr(response, "model", None),
    )


class LitellmPricing:
    """Prices from litellm's bundled table; None for models it does not list."""

    def __init__(self) -> None:
        self._unknown: set[str] = set()

    def cost(self, model: str, prompt_tokens: int, completion_tokens: int) -> float | None:
        if model in self._unknown:
            return None
        litellm = import_litellm()
        try:
            prompt_cost, completion_cost = litellm.cost_per_token(
                model=model, prompt_tokens=prompt_tokens, completion_tokens=completion_tokens
            )
        except Exception:  # litellm raises for every model it has no price for
            self._unknown.add(model)
            return None
        return float(prompt_cost) + float(completion_cost)


def default_pricing(settings: LlmSettings) -> Pricing:
    """litellm's table first; the configured per-token prices for the models it does not know."""
    if settings.input_cost_per_token is None or settings.output_cost_per_token is None:
        return LitellmPricing()
    return FirstKnownPricing(
        LitellmPricing(), FixedPricing(settings.input_cost_per_token, settings.output_cost_per_token)
    )
