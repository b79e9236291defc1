"""The seam between the door and whatever answers: litellm, a scripted fake, or a replay directory.

A transport sends one already-redacted request and returns one reply, or raises `TransportFault`.
It never retries, validates or accounts: the door does that once, the same way for every transport.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, Protocol

from pydantic import BaseModel, ConfigDict, Field

from utspec.llm.settings import Role


class ModelRequest(BaseModel):
    """One chat-completion request, after redaction."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    node: str = Field(description="Graph node that asked; labels records, not part of the replay key.")
    role: Role
    model: str
    messages: list[dict[str, Any]]
    response_format: dict[str, Any] = Field(description="OpenAI `json_schema` response format.")
    temperature: float
    seed: int | None = None
    max_tokens: int | None = None
    timeout_s: float = Field(
        description="Per-request timeout; environment-specific, not part of the replay key."
    )

    def normalized(self) -> dict[str, Any]:
        """Return what the model sees, and nothing about where or when it was asked."""
        return {
            "model": self.model,
            "messages": self.messages,
            "response_format": self.response_format,
            "temperature": self.temperature,
            "seed": self.seed,
            "max_tokens": self.max_tokens,
        }

    def key(self) -> str:
        """Return the replay key: SHA-256 of the canonical JSON of `normalized()`."""
        return hashlib.sha256(canonical_json(self.normalized()).encode("utf-8")).hexdigest()


class ModelReply(BaseModel):
    """What came back for one request. Content is unvalidated text: parsing is the door's job."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    content: str | None
    refusal: str | None = None
    finish_reason: str | None = None
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    model: str | None = Field(default=None, description="Model name the server reported, when it did.")
    cost_usd: float | None = Field(
        default=None,
        description="What the reply cost, when the transport knows it: a recording stores the price the door "
        "used, so a replay accounts the same cost without a price table (or litellm).",
    )


class Transport(Protocol):
    """Sends one request; raises `TransportFault` when no reply arrived."""

    def send(self, request: ModelRequest) -> ModelReply: ...


def canonical_json(value: Any) -> str:
    """Serialize so equal values give equal bytes: sorted keys, no whitespace, UTF-8 kept as is."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
