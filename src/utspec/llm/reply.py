"""Parse a model's reply into a pydantic model, and word what was wrong so the model can fix it."""

from __future__ import annotations

import re
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from utspec.llm.transport import ModelReply

T = TypeVar("T", bound=BaseModel)

#: Validation errors quoted back to the model in a re-ask; more only lengthens the prompt.
_MAX_ERRORS_QUOTED = 8
_FENCE = re.compile(r"^\s*```(?:json)?\s*\n(.*)\n\s*```\s*$", re.DOTALL)


def parse_reply(reply: ModelReply, response_model: type[T]) -> tuple[T | None, str]:
    """Validate a reply; return the model, or None and what was wrong in words a model can act on."""
    content = reply.content
    if content is None or not content.strip():
        return None, "the reply was empty; it must be one JSON object"
    fenced = _FENCE.match(content)
    if fenced:  # some models wrap JSON in a Markdown fence even when asked not to
        content = fenced.group(1)
    try:
        return response_model.model_validate_json(content), ""
    except ValidationError as exc:
        return None, _describe(exc)


def _describe(exc: ValidationError) -> str:
    lines = []
    for error in exc.errors(include_url=False)[:_MAX_ERRORS_QUOTED]:
        where = ".".join(str(part) for part in error["loc"]) or "(root)"
        lines.append(f"- {where}: {error['msg']} (got {shorten(repr(error.get('input')), 80)})")
    if exc.error_count() > _MAX_ERRORS_QUOTED:
        lines.append(f"- ... and {exc.error_count() - _MAX_ERRORS_QUOTED} more")
    return "\n".join(lines)


def reask_message(problem: str) -> str:
    """Return the user message that asks again after an invalid reply."""
    return (
        "Your previous reply does not match the required JSON schema:\n"
        f"{problem}\n"
        "Reply again with only one JSON object that matches the schema, and nothing else."
    )


def shorten(text: str, limit: int = 300) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
