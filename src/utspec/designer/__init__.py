"""Test designers: draft a spec from the inputs, revise it from a review. They never grade their own work."""

from __future__ import annotations

from typing import Protocol

from utspec.designer.inputs import DesignInputs
from utspec.models import ReviewResult, TestSpec


class Designer(Protocol):
    name: str

    def draft(self, inputs: DesignInputs) -> TestSpec: ...

    def revise(self, inputs: DesignInputs, spec: TestSpec, review: ReviewResult) -> TestSpec: ...


class RuleBasedDesigner:
    """The offline designer (used whenever `llm.model` is null)."""

    name = "rule-based"

    def draft(self, inputs: DesignInputs) -> TestSpec:
        from utspec.designer import rule_based

        return rule_based.draft(inputs)

    def revise(self, inputs: DesignInputs, spec: TestSpec, review: ReviewResult) -> TestSpec:
        from utspec.designer import rule_based

        return rule_based.revise(inputs, spec, review)


__all__ = ["Designer", "DesignInputs", "RuleBasedDesigner"]
