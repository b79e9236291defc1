"""`llm:` and `budget:` in config.yaml: which model, how it is called, and how much a run may spend.

Plain pydantic data; importing it never imports litellm. Unknown keys are errors, as everywhere in
the config, because a misspelt `max_cost_usd` that is silently ignored is a budget that is not there.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

Role = Literal["designer", "critic"]


class LlmSettings(BaseModel):
    """The model behind the designer and the critic, and how the door calls it."""

    model_config = ConfigDict(extra="forbid")

    model: str | None = Field(
        default=None,
        description="litellm model name for the designer (e.g. `openai/gpt-4o-mini`); None runs offline, rule-based.",
    )
    critic_model: str | None = Field(
        default=None,
        description="Model for the LLM critic; defaults to `model`. A different model reduces self-agreement.",
    )
    temperature: float = Field(
        default=0, ge=0, le=2, description="Sampling temperature; 0 for repeatable runs."
    )
    seed: int | None = Field(default=None, description="Sampling seed, for providers that honour one.")
    api_base: str | None = Field(
        default=None, description="Base URL of an OpenAI-compatible server (e.g. `http://127.0.0.1:8080/v1`)."
    )
    api_key_env: str | None = Field(
        default=None,
        description=(
            "Name of the environment variable holding the API key; None lets litellm use the provider's usual "
            "variable (OPENAI_API_KEY, ...). The key itself never belongs in the config file."
        ),
    )
    max_tokens: int | None = Field(default=None, gt=0, description="Most completion tokens per request.")
    timeout_s: float = Field(default=60, gt=0, description="Per-request timeout in seconds.")
    num_retries: int = Field(
        default=2,
        ge=0,
        le=10,
        description="Retries of one request after a timeout, 429, 5xx or dropped connection (the door's own retry).",
    )
    backoff_s: float = Field(
        default=1.0, ge=0, description="Wait before the first retry; doubled after each retry."
    )
    backoff_max_s: float = Field(
        default=30.0, ge=0, description="Longest wait between retries, including a server's Retry-After."
    )
    max_reasks: int = Field(
        default=2,
        ge=0,
        le=10,
        description="Times a reply that fails schema validation is re-asked with the validation error.",
    )
    input_cost_per_token: float | None = Field(
        default=None, ge=0, description="USD per prompt token, for models litellm has no price for."
    )
    output_cost_per_token: float | None = Field(
        default=None, ge=0, description="USD per completion token, for models litellm has no price for."
    )

    @model_validator(mode="after")
    def _prices_come_in_pairs(self) -> LlmSettings:
        # Half a price would make every cost silently wrong rather than unknown.
        if (self.input_cost_per_token is None) != (self.output_cost_per_token is None):
            raise ValueError("set both input_cost_per_token and output_cost_per_token, or neither")
        return self

    @model_validator(mode="after")
    def _critic_model_needs_a_model(self) -> LlmSettings:
        # Without `model` the run is offline and `critic_model` would be silently ignored.
        if self.critic_model is not None and self.model is None:
            raise ValueError("critic_model is set but model is not: set llm.model (the designer's model) too")
        return self

    def model_for(self, role: Role) -> str | None:
        """Return the model a role calls, or None when that role runs offline."""
        if role == "critic":
            return self.critic_model or self.model
        return self.model


class BudgetSettings(BaseModel):
    """Limits for one run; None means no limit. When one runs out the run stops cleanly, never mid-artifact."""

    model_config = ConfigDict(extra="forbid")

    max_calls: int | None = Field(
        default=None,
        ge=0,
        description="Most model requests in a run, counting every retry and re-ask (each one reaches the provider).",
    )
    max_total_tokens: int | None = Field(
        default=None, ge=0, description="Most prompt plus completion tokens in a run."
    )
    max_cost_usd: float | None = Field(
        default=None,
        ge=0,
        description="Most spend in USD. Needs a price for every model used (litellm's table or llm.*_cost_per_token).",
    )
    deadline_s: float | None = Field(
        default=None,
        gt=0,
        description="Most wall-clock seconds of model work, counted from when the door opens.",
    )
