"""A scripted model and a fake clock, for tests anywhere in the suite: no network, no sleeping.

>>> from pydantic import BaseModel
>>> from utspec.llm import LlmSettings, ModelDoor
>>> class Verdict(BaseModel):
...     status: str
>>> clock = FakeClock()
>>> fake = ScriptedTransport([rate_limited(), reply({"status": "APPROVED"})], clock=clock)
>>> settings = LlmSettings(model="fake/model")
>>> door = ModelDoor(settings, transport=fake, pricing=NoPricing(), clock=clock, sleep=clock.sleep)
>>> door.structured("review", [{"role": "user", "content": "judge"}], Verdict, role="critic").status
'APPROVED'
>>> door.records[0].retries, clock.sleeps
(1, [1.0])
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any

from pydantic import BaseModel

from utspec.llm.accounting import NoPricing
from utspec.llm.errors import TransportFault
from utspec.llm.transport import ModelReply, ModelRequest

ScriptStep = ModelReply | TransportFault | Callable[[ModelRequest], ModelReply]

__all__ = [
    "FakeClock",
    "NoPricing",
    "ScriptExhausted",
    "ScriptStep",
    "ScriptedTransport",
    "NodeRoutedTransport",
    "dropped_connection",
    "rate_limited",
    "refusal",
    "reply",
    "server_error",
    "timed_out",
]


class ScriptExhausted(AssertionError):
    """The code under test sent more requests than the script has steps."""


class FakeClock:
    """A monotonic clock that moves only when told to; `sleep` advances it and remembers the wait."""

    def __init__(self, start: float = 1000.0) -> None:
        self.now = start
        self.sleeps: list[float] = []

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now += seconds

    def advance(self, seconds: float) -> None:
        self.now += seconds


class ScriptedTransport:
    """Answer each request with the next step: a reply, a fault to raise, or a function of the request.

    Args:
        steps: in the order the requests will arrive.
        clock: advanced by `latency_s` on every request, so deadlines and latency can be tested.
        latency_s: simulated time each request takes.
        then: served for every request after the steps run out, instead of failing the test
            (e.g. a critic that approves whatever it is shown).
    """

    def __init__(
        self,
        steps: Iterable[ScriptStep],
        *,
        clock: FakeClock | None = None,
        latency_s: float = 0.0,
        then: ScriptStep | None = None,
    ) -> None:
        self._steps = list(steps)
        self._clock = clock
        self._latency_s = latency_s
        self._then = then
        self.requests: list[ModelRequest] = []

    @property
    def remaining(self) -> int:
        return len(self._steps)

    def send(self, request: ModelRequest) -> ModelReply:
        self.requests.append(request)
        if self._steps:
            step = self._steps.pop(0)
        elif self._then is not None:
            step = self._then
        else:
            raise ScriptExhausted(
                f"request {len(self.requests)} from node {request.node!r} has no scripted step"
            )
        if self._clock is not None:
            self._clock.advance(self._latency_s)
        if isinstance(step, TransportFault):
            raise step
        if isinstance(step, ModelReply):
            return step
        return step(request)


class NodeRoutedTransport:
    """Send each request to the script of the node that made it, so designer and critic are scripted apart.

    Args:
        routes: node name (`review_test_spec` for the critic) → its script.
        default: the script of every other node.
    """

    def __init__(self, routes: dict[str, ScriptedTransport], default: ScriptedTransport) -> None:
        self.routes = routes
        self.default = default
        self.requests: list[ModelRequest] = []

    def send(self, request: ModelRequest) -> ModelReply:
        self.requests.append(request)
        return self.routes.get(request.node, self.default).send(request)


def reply(
    content: str | dict[str, Any] | BaseModel | None,
    *,
    prompt_tokens: int = 10,
    completion_tokens: int = 5,
    finish_reason: str = "stop",
) -> ModelReply:
    """A reply whose content is the given text, or the JSON of a dict or model."""
    if isinstance(content, BaseModel):
        content = content.model_dump_json()
    elif isinstance(content, dict):
        content = json.dumps(content, ensure_ascii=False)
    return ModelReply(
        content=content,
        finish_reason=finish_reason,
        prompt_tokens=prompt_tokens,
        completion_tokens=completion_tokens,
        model="fake",
    )


def refusal(text: str = "I can't help with that.") -> ModelReply:
    return ModelReply(content=None, refusal=text, finish_reason="stop", prompt_tokens=10, completion_tokens=3)


def rate_limited(retry_after_s: float | None = None) -> TransportFault:
    return TransportFault("rate_limit", "429 Too Many Requests", status_code=429, retry_after_s=retry_after_s)


def timed_out() -> TransportFault:
    return TransportFault("timeout", "Request timed out.", status_code=408)


def server_error(status_code: int = 503) -> TransportFault:
    return TransportFault("server", f"{status_code} from the server", status_code=status_code)


def dropped_connection() -> TransportFault:
    return TransportFault("connection", "Connection error.")
