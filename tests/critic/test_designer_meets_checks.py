"""The rule-based designer's drafts and revisions satisfy the new checks honestly, on real analyzer output."""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.critic.deterministic import review
from utspec.critic.review_input import ReviewInput
from utspec.designer.inputs import DesignInputs
from utspec.designer.rule_based import draft, revise
from utspec.inputs.context import requirements_from
from utspec.models import SourceText, TestSpec

CODE = SourceText(
    path="order.py",
    text=(
        "def register(items, retries):\n"
        "    if len(items) > 100:\n"
        "        raise ValueError('too many items')\n"
        "    try:\n"
        "        send(items)\n"
        "    except ConnectionError:\n"
        "        log('a')\n"
        "    try:\n"
        "        archive(items)\n"
        "    except ConnectionError:\n"
        "        log('a')\n"
        "    return len(items)\n"
    ),
)
DESIGN = "# Orders\n\n- An order has at most 100 items.\n- 注文確定時に確認メールを送信すること。\n"


def _inputs() -> DesignInputs:
    return DesignInputs(analyze([CODE]).items, requirements_from([("design.md", DESIGN)]), [], [CODE])


def _review(inputs: DesignInputs, spec: TestSpec):
    return review(ReviewInput(spec, inputs.checklist, inputs.requirements, inputs.key_items, inputs.sources))


def test_a_draft_passes_every_check_and_tells_identical_rows_apart():
    inputs = _inputs()
    result = _review(inputs, draft(inputs))
    assert [f.id for f in result.findings] == [], [f.message for f in result.findings]
    # The two `except ConnectionError` handlers read alike; the rows say which line each tests.
    handled = [c.perspective for c in draft(inputs).cases if c.perspective.startswith("Exception handled")]
    assert len(handled) == 2 and len(set(handled)) == 2, handled


def test_revision_restores_a_dropped_boundary_value():
    inputs = _inputs()
    spec = draft(inputs)
    off = next(c for c in spec.cases if c.category.value == "boundary" and "`items` with 100 elements" in c.input)
    damaged = spec.model_copy(update={"cases": [c for c in spec.cases if c.id != off.id]})
    before = _review(inputs, damaged)
    assert [f.rule for f in before.blocking] == ["missing-boundary-values"]
    assert "100 (off" in before.blocking[0].message
    after = _review(inputs, revise(inputs, damaged, before))
    assert after.blocking == [], [f.message for f in after.blocking]


def test_revision_asks_about_an_uncovered_must_level_requirement_no_code_tests():
    inputs = _inputs()
    spec = draft(inputs)
    dr = next(r for r in inputs.requirements if r.text.endswith("こと。"))
    # No code path sends mail: the draft asks about the statement instead of writing a case that checks nothing.
    assert not [c for c in spec.cases if dr.id in c.evidence]
    assert [q.id for q in spec.open_questions if dr.id in q.refs] == [f"Q-design:{dr.id}"]
    damaged = spec.model_copy(update={"open_questions": [q for q in spec.open_questions if dr.id not in q.refs]})
    before = _review(inputs, damaged)
    assert f"design-requirement-not-covered:{dr.id}" in {f.id for f in before.blocking}
    revised = revise(inputs, damaged, before)
    assert _review(inputs, revised).blocking == []
    assert [c.id for c in revised.cases] == [c.id for c in damaged.cases], "no case that checks nothing is added"
    asked = [q for q in revised.open_questions if dr.id in q.refs]
    assert len(asked) == 1 and dr.text in asked[0].question and "observable result" in asked[0].question


def test_a_statement_naming_its_result_gets_a_case_with_that_result_and_a_question_for_the_input():
    design = "# Orders\n\n- An archived order cannot be edited: it throws ArchivedOrderError.\n"
    inputs = DesignInputs(analyze([CODE]).items, requirements_from([("design.md", design)]), [], [CODE])
    spec = draft(inputs)
    dr = inputs.requirements[-1]
    case = next(c for c in spec.cases if dr.id in c.evidence)
    assert case.expected == "`ArchivedOrderError` is raised."
    assert case.input == f"To be decided: see Q-design:{dr.id}."
    assert any(q.id == f"Q-design:{dr.id}" and "Which input" in q.question for q in spec.open_questions)
