"""The checks' keyword parameters, which rule files pass: severities and phrase lists replace the defaults."""

from __future__ import annotations

import doctest

from utspec.critic.checks import (
    CHECKS,
    _numbers,
    design_requirement_not_covered,
    duplicate_case,
    missing_boundary_values,
    vague_expected_result,
)  # fmt: skip
from utspec.critic.review_input import ReviewInput
from utspec.models import Category, ChecklistItem, Kind, Requirement, Severity, SourceText, TestCase, TestSpec

SRC = SourceText(path="a.py", text="def f(n):\n    if n > 10:\n        raise ValueError('big')\n")
BOUNDARY = ChecklistItem(id="a.py:2:boundary", kind=Kind.BOUNDARY, file="a.py", line=2, end_line=2, language="python",
                         text="n > 10", operator=">", value=10, test_values=[10, 11])  # fmt: skip


def _case(n: int, expected: str, inp: str = "n = 11", pre: str = "-") -> TestCase:
    return TestCase(id=f"TC-{n:03d}", perspective="p", category=Category.BOUNDARY, preconditions=pre, input=inp,
                    expected=expected, evidence=["a.py:2:boundary"])  # fmt: skip


def _inp(*cases: TestCase, reqs=()) -> ReviewInput:
    return ReviewInput(TestSpec(designer="t", cases=list(cases)), [BOUNDARY], list(reqs), [], [SRC])


def test_vague_expected_result_is_blocking_by_configuration_and_takes_other_phrases():
    # Structure decides (neither names an observable); the phrase lists only name the reason.
    inp = _inp(_case(1, "It works correctly."), _case(2, "The outcome is fine."), _case(3, "The function returns `11`."))
    default = vague_expected_result.check(inp)
    assert [(f.id, f.severity) for f in default] == [("vague-expected-result:TC-001", Severity.ADVISORY),
                                                     ("vague-expected-result:TC-002", Severity.ADVISORY)]  # fmt: skip
    assert "'works correctly'" in default[0].message and "names no value" in default[1].message
    strict = vague_expected_result.check(inp, severity=Severity.BLOCKING, vague=(r"\bis fine\b",), weak=())
    assert [(f.id, f.severity) for f in strict] == [("vague-expected-result:TC-001", Severity.BLOCKING),
                                                    ("vague-expected-result:TC-002", Severity.BLOCKING)]  # fmt: skip
    assert "'is fine'" in strict[1].message


def test_missing_boundary_values_reads_only_the_fields_it_is_given():
    inp = _inp(_case(1, "ValueError('big') is raised.", inp="n = 11", pre="n was 10 before"))
    assert missing_boundary_values.check(inp) == []
    only_input = missing_boundary_values.check(inp, fields=("input",), severity=Severity.ADVISORY)
    assert [(f.id, f.severity) for f in only_input] == [("missing-boundary-values:a.py:2:boundary", Severity.ADVISORY)]


def test_design_requirement_levels_are_parameters():
    req = Requirement(id="DR-1", file="d.md", line=1, kind="bullet", text="Invoices are archived yearly.")
    inp = _inp(_case(1, "ValueError('big') is raised."), reqs=[req])
    assert [f.severity for f in design_requirement_not_covered.check(inp)] == [Severity.ADVISORY]
    custom = design_requirement_not_covered.check(inp, must=(r"\barchived\b",))
    assert [f.severity for f in custom] == [Severity.BLOCKING] and "'archived'" in custom[0].message


def test_duplicate_case_severity_is_a_parameter():
    inp = _inp(_case(1, "ValueError('big') is raised."), _case(2, "ValueError('big') is raised."))
    assert [f.severity for f in duplicate_case.check(inp, severity=Severity.BLOCKING)] == [Severity.BLOCKING]


def test_every_check_runs_with_its_defaults_on_an_empty_spec():
    empty = ReviewInput(TestSpec(designer="t"), [], [], [], [])
    assert {c.id: c.fn(empty) for c in CHECKS} == {c.id: [] for c in CHECKS}


def test_number_reading_examples_hold():
    assert doctest.testmod(_numbers).failed == 0


def test_must_level_reads_the_clause_the_modal_governs():
    """An 'optional' elsewhere in the sentence (an adjective, another clause) does not cancel a 'must' (doctests)."""
    assert doctest.testmod(design_requirement_not_covered).failed == 0
    assert doctest.testmod(design_requirement_not_covered).attempted >= 7
