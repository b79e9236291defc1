"""The offline rationale names what ran and claims no more: N deterministic checks, no LLM critic."""

from __future__ import annotations

from utspec.critic.compose import make_critic
from utspec.critic.deterministic import review as deterministic_review
from utspec.critic.review_input import ReviewInput
from utspec.critic.rule_set import RuleSet, builtin_rules
from utspec.models import Category, ChecklistItem, Kind, SourceText, Status, TestCase, TestSpec

SRC = SourceText(path="a.py", text="def f(x):\n    if x > 1:\n        raise ValueError('x')\n    return 0\n")
RAISE = ChecklistItem(id="a.py:3:raise", kind=Kind.RAISE, file="a.py", line=3, end_line=3, language="python",
                      text="raise ValueError('x')")  # fmt: skip


def _inp(expected: str, evidence=("a.py:3:raise",)) -> ReviewInput:
    case = TestCase(id="TC-001", perspective="x above one", category=Category.ERROR, preconditions="-",
                    input="x=2", expected=expected, evidence=list(evidence))  # fmt: skip
    return ReviewInput(TestSpec(designer="t", cases=[case]), [RAISE], [], [], [SRC])


def test_offline_approval_names_the_checks_that_ran_and_no_llm():
    n = len(builtin_rules().enabled)
    result = make_critic(None)(_inp("ValueError('x') is raised."))
    assert result.status is Status.APPROVED
    assert result.rationale.startswith(f"Deterministic critic: {n} check(s) over 1 case(s); none of them blocks or asks;")
    assert result.rationale.endswith("No LLM critic configured: nothing beyond these checks was judged.")
    # The old wording claimed more than structural checks can show.
    assert "check out" not in result.rationale and "All must-cover" not in result.rationale


def test_the_count_is_of_the_rules_that_ran():
    rules = builtin_rules()
    fewer = RuleSet(tuple(r for r in rules.rules if r.id != "duplicate-case"))
    result = deterministic_review(_inp("ValueError('x') is raised."), fewer)
    assert f"{len(rules.enabled) - 1} check(s)" in result.rationale


def test_blocking_rationale_counts_what_blocks():
    result = make_critic(None)(_inp("TODO: decide what happens."))
    assert result.status is Status.NEEDS_REVISION
    assert "1 blocking finding(s) must be fixed" in result.rationale
    assert "No LLM critic configured" in result.rationale
