"""Deterministic checks: one module each, one pure function `check(ReviewInput) -> list[Finding | OpenQuestion]`.

The order of `CHECKS` is the order findings are reported in; it is explicit so that adding a check
is a visible, reviewed change (no discovery by import side effects). A new check also gets an
entry in `rules/critic/builtin.yaml` and an annotated fixture `rules/critic/tests/<id>.test.md`
(format: README, "Testing your rules"); `utspec rules test rules/critic/ --strict` runs them all.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from utspec.critic.checks import (
    design_code_mismatch,
    design_requirement_not_covered,
    duplicate_case,
    evidence_not_about_case,
    evidence_outside_function,
    expected_contradicts_code,
    expected_contradicts_design,
    expected_contradicts_path,
    expected_loop_not_cited,
    instruction_in_spec,
    key_item_not_addressed,
    key_item_unsupported,
    missing_boundary_values,
    missing_coverage,
    placeholder,
    unexplained_literal,
    unobservable_expected_result,
    unsupported_evidence,
    unsupported_value,
    vague_expected_result,
    vague_input,
)
from utspec.critic.review_input import ReviewInput
from utspec.models import Finding, OpenQuestion, Severity

CheckFn = Callable[[ReviewInput], list[Finding | OpenQuestion]]


@dataclass(frozen=True)
class Check:
    id: str
    severity: Severity
    summary: str
    fn: CheckFn


CHECKS: tuple[Check, ...] = tuple(
    Check(m.RULE_ID, m.SEVERITY, m.SUMMARY, m.check)
    for m in (
        # Blocking checks first: what must be fixed is what a reader sees first.
        missing_coverage,
        unsupported_evidence,
        key_item_not_addressed,
        missing_boundary_values,
        design_requirement_not_covered,
        placeholder,
        instruction_in_spec,
        expected_contradicts_code,
        expected_contradicts_path,
        expected_loop_not_cited,
        evidence_outside_function,
        unsupported_value,
        unobservable_expected_result,
        vague_input,
        # Questions for a person.
        key_item_unsupported,
        unexplained_literal,
        design_code_mismatch,
        expected_contradicts_design,
        # Advisory by default.
        vague_expected_result,
        evidence_not_about_case,
        duplicate_case,
    )
)
