"""The strict response format, and the `llm:` / `budget:` settings."""

from __future__ import annotations

import doctest
from typing import Literal

import pytest
from pydantic import BaseModel, Field, ValidationError

import utspec.llm.fake
import utspec.llm.redact
from utspec.llm import BudgetSettings, LlmSettings
from utspec.llm.schema import response_format_for


class Ref(BaseModel):
    path: str
    line: int = Field(description="1-based line")


class Case(BaseModel):
    id: str
    default: str = "kept as a property name"
    evidence: Ref = Field(description="where it comes from")
    refs: list[Ref] = Field(default_factory=list)
    note: str | None = None
    status: Literal["ok", "todo"] = "ok"


def _objects(node):
    if isinstance(node, dict):
        if node.get("type") == "object":
            yield node
        for value in node.values():
            yield from _objects(value)
    elif isinstance(node, list):
        for item in node:
            yield from _objects(item)


def test_every_object_is_closed_and_requires_all_its_properties():
    fmt = response_format_for(Case)
    schema = fmt["json_schema"]["schema"]
    objects = list(_objects(schema))
    assert len(objects) >= 3  # Case, inlined Ref, $defs Ref
    for obj in objects:
        assert obj["additionalProperties"] is False
        assert obj["required"] == list(obj["properties"])
    assert "default" in schema["properties"], "a property named default was dropped"
    assert '"default": "ok"' not in str(fmt) and "'default': 'ok'" not in str(fmt)


def test_a_ref_with_siblings_is_inlined():
    evidence = response_format_for(Case)["json_schema"]["schema"]["properties"]["evidence"]
    assert "$ref" not in evidence
    assert evidence["description"] == "where it comes from"
    assert set(evidence["properties"]) == {"path", "line"}


def test_parsing_stays_lenient_where_the_schema_is_strict():
    assert Case.model_validate_json('{"id": "TC-1", "evidence": {"path": "a.py", "line": 3}}').status == "ok"


def test_llm_settings_are_strict_and_default_offline():
    assert LlmSettings().model is None
    with pytest.raises(ValidationError):
        LlmSettings(modle="gpt-4o")
    with pytest.raises(ValidationError):
        BudgetSettings(max_cost=1)


def test_critic_model_defaults_to_model():
    assert LlmSettings(model="a").model_for("critic") == "a"
    assert LlmSettings(model="a", critic_model="b").model_for("critic") == "b"
    assert LlmSettings(model="a", critic_model="b").model_for("designer") == "a"


def test_prices_come_in_pairs():
    with pytest.raises(ValidationError, match="both"):
        LlmSettings(input_cost_per_token=1e-6)
    LlmSettings(input_cost_per_token=0, output_cost_per_token=0)


@pytest.mark.parametrize("module", [utspec.llm.fake, utspec.llm.redact], ids=lambda m: m.__name__)
def test_docstring_examples_run(module):
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
