"""The litellm transport: the exact kwargs it sends, how it reads replies and classifies exceptions.

`litellm.completion` is replaced, so no socket is opened (pytest-socket would refuse one anyway).
"""

from __future__ import annotations

from typing import Literal

import httpx
import pytest
from pydantic import BaseModel

from utspec.llm import LitellmTransport, LlmSettings, ModelDoor, NoPricing
from utspec.llm.fake import FakeClock
from utspec.llm.litellm_transport import classify_exception, import_litellm, reply_from_response

litellm = import_litellm()

# litellm's own response types trip a pydantic warning when first built; not ours to fix.
pytestmark = pytest.mark.filterwarnings("ignore:Item '.*' on TypedDict class:UserWarning")


class Verdict(BaseModel):
    status: Literal["APPROVED", "NEEDS_REVISION"]
    reason: str


def response(content: str | None, *, prompt_tokens: int = 42, completion_tokens: int = 7, refusal: str | None = None):
    message = {"role": "assistant", "content": content}
    if refusal is not None:
        message["refusal"] = refusal
    return litellm.ModelResponse(
        choices=[{"index": 0, "finish_reason": "stop", "message": message}],
        usage={
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
        },
        model="served-name",
    )


class FakeCompletion:
    """Stands in for litellm.completion: records kwargs, raises or answers in order."""

    def __init__(self, *outcomes):
        self.outcomes = list(outcomes)
        self.calls: list[dict] = []

    def __call__(self, **kwargs):
        self.calls.append(kwargs)
        outcome = self.outcomes.pop(0)
        if isinstance(outcome, BaseException):
            raise outcome
        return outcome


def door_with(settings: LlmSettings, api_key: str | None = None) -> ModelDoor:
    clock = FakeClock()
    transport = LitellmTransport(api_base=settings.api_base, api_key=api_key)
    return ModelDoor(settings, transport=transport, pricing=NoPricing(), clock=clock, sleep=clock.sleep)


def test_the_transport_sends_the_right_kwargs(monkeypatch):
    fake = FakeCompletion(response('{"status": "APPROVED", "reason": "ok"}'))
    monkeypatch.setattr(litellm, "completion", fake)
    settings = LlmSettings(
        model="openai/gemma",
        api_base="http://127.0.0.1:8080/v1",
        seed=7,
        temperature=0.2,
        max_tokens=256,
        timeout_s=12.5,
    )
    door_with(settings, api_key="local-key").structured(
        "review", [{"role": "user", "content": "token: sk-abcdefghijklmnopqrstuvwxyz123456"}], Verdict, role="critic"
    )
    (kwargs,) = fake.calls
    assert kwargs["model"] == "openai/gemma"
    assert kwargs["messages"] == [{"role": "user", "content": "token: [REDACTED:api-key:1]"}]
    assert kwargs["response_format"]["type"] == "json_schema"
    assert kwargs["response_format"]["json_schema"]["name"] == "Verdict"
    assert kwargs["response_format"]["json_schema"]["strict"] is True
    assert kwargs["response_format"]["json_schema"]["schema"]["additionalProperties"] is False
    assert (kwargs["timeout"], kwargs["api_base"], kwargs["api_key"]) == (12.5, "http://127.0.0.1:8080/v1", "local-key")
    assert (kwargs["max_retries"], kwargs["num_retries"]) == (0, 0), "the client would retry under the door"
    assert (kwargs["seed"], kwargs["temperature"], kwargs["max_tokens"]) == (7, 0.2, 256)


def test_unset_options_are_not_sent(monkeypatch):
    fake = FakeCompletion(response('{"status": "APPROVED", "reason": "ok"}'))
    monkeypatch.setattr(litellm, "completion", fake)
    door_with(LlmSettings(model="gpt-4o-mini")).structured(
        "review", [{"role": "user", "content": "x"}], Verdict, role="critic"
    )
    (kwargs,) = fake.calls
    assert not {"seed", "max_tokens", "api_base", "api_key"} & set(kwargs)
    assert kwargs["temperature"] == 0 and kwargs["timeout"] == 60


def test_a_429_from_litellm_is_retried_by_the_door_and_usage_read(monkeypatch):
    limited = litellm.RateLimitError("slow down", llm_provider="openai", model="gpt-4o-mini")
    fake = FakeCompletion(
        limited, response('{"status": "NEEDS_REVISION", "reason": "TC-3"}', prompt_tokens=120, completion_tokens=9)
    )
    monkeypatch.setattr(litellm, "completion", fake)
    door = door_with(LlmSettings(model="gpt-4o-mini"))
    verdict = door.structured("review", [{"role": "user", "content": "x"}], Verdict, role="critic")
    assert verdict.status == "NEEDS_REVISION"
    (record,) = door.records
    assert (record.requests, record.retries, record.prompt_tokens, record.completion_tokens) == (2, 1, 120, 9)
    assert len(fake.calls) == 2


def _response(status: int) -> httpx.Response:
    return httpx.Response(status, request=_request())


def _request() -> httpx.Request:
    return httpx.Request("POST", "http://127.0.0.1:9/v1/chat/completions")


@pytest.mark.parametrize(
    ("make", "kind", "retryable"),
    [
        (lambda: litellm.RateLimitError("429", llm_provider="openai", model="m"), "rate_limit", True),
        (lambda: litellm.Timeout("slow", model="m", llm_provider="openai"), "timeout", True),
        (lambda: litellm.InternalServerError("Connection error.", llm_provider="openai", model="m"), "server", True),
        (lambda: litellm.ServiceUnavailableError("503", llm_provider="openai", model="m"), "server", True),
        (
            lambda: litellm.APIConnectionError("refused", llm_provider="openai", model="m", request=_request()),
            "connection",
            True,
        ),
        (lambda: litellm.BadRequestError("bad schema", model="m", llm_provider="openai"), "bad_request", False),
        (
            lambda: litellm.ContextWindowExceededError("too long", model="m", llm_provider="openai"),
            "bad_request",
            False,
        ),
        (lambda: litellm.AuthenticationError("no key", llm_provider="openai", model="m"), "auth", False),
        (lambda: litellm.NotFoundError("no model", model="m", llm_provider="openai"), "not_found", False),
        (lambda: litellm.PermissionDeniedError("forbidden", llm_provider="openai", model="m",
                                               response=_response(403)), "auth", False),  # fmt: skip
        (lambda: Exception("tenacity import failed"), "other", False),
        (  # what litellm 1.110.2 raises when no API key is found: a 500, yet nothing to retry
            lambda: litellm.InternalServerError(
                "OpenAIException - Missing credentials. Please pass an `api_key`", llm_provider="openai", model="m"
            ),
            "auth",
            False,
        ),
    ],
)
def test_litellm_exceptions_are_classified(make, kind, retryable):
    fault = classify_exception(make())
    assert (fault.kind, fault.retryable) == (kind, retryable)


def test_retry_after_is_read_from_the_response_headers():
    resp = httpx.Response(429, headers={"retry-after": "3"}, request=_request())
    fault = classify_exception(litellm.RateLimitError("429", llm_provider="openai", model="m", response=resp))
    assert fault.retry_after_s == 3.0


def test_reply_reads_content_refusal_and_usage():
    reply = reply_from_response(response(None, refusal="I won't", prompt_tokens=5, completion_tokens=1))
    assert (reply.content, reply.refusal, reply.prompt_tokens, reply.completion_tokens) == (None, "I won't", 5, 1)
    assert reply.finish_reason == "stop" and reply.model == "served-name"
