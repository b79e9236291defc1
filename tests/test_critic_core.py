"""The core deterministic checks on small annotated specs."""

from __future__ import annotations

from utspec.critic.decision import decide
from utspec.critic.deterministic import review
from utspec.critic.review_input import ReviewInput
from utspec.models import (
    Category,
    ChecklistItem,
    Finding,
    KeyItem,
    Kind,
    OpenQuestion,
    Requirement,
    Severity,
    SourceText,
    Status,
    TestCase,
    TestSpec,
)  # fmt: skip

SRC = SourceText(path="a.py", text="def f(x):\n    if x > 1:\n        raise ValueError('x')\n    return 0\n")
RAISE = ChecklistItem(id="a.py:3:raise", kind=Kind.RAISE, file="a.py", line=3, end_line=3, language="python",
                      text="raise ValueError('x')")  # fmt: skip
LOOP = ChecklistItem(id="a.py:2:loop", kind=Kind.LOOP, file="a.py", line=2, end_line=2, language="python", text="x",
                     must_cover=False)  # fmt: skip
SQL = ChecklistItem(id="q.sql:4:sql_condition", kind=Kind.SQL_CONDITION, file="q.sql", line=4, end_line=4,
                    language="sql", text="o.status IN (3, 5)", column="o.status", op="IN", values=[3, 5])  # fmt: skip
KT = KeyItem(id="KT-1", file="k.md", line=1, text="ValueError when x is above one")


def _case(evidence, n=1):
    return TestCase(id=f"TC-{n:03d}", perspective="p", category=Category.ERROR, preconditions="-", input="x=2",
                    expected="ValueError('x') is raised", evidence=evidence)  # fmt: skip


def _review(cases, checklist=(RAISE, LOOP), reqs=(), kts=(), questions=()):
    spec = TestSpec(designer="t", cases=cases, open_questions=list(questions))
    return review(ReviewInput(spec, list(checklist), list(reqs), list(kts), [SRC]))


def test_complete_spec_is_approved():
    r = _review([_case(["a.py:3:raise"])])
    assert r.status is Status.APPROVED and r.findings == []


def test_uncited_must_cover_item_blocks_but_advisory_kind_does_not():
    r = _review([_case(["a.py:2"])])  # a bare line cites nothing on line 2 but the (advisory) loop
    # (unsupported-value also blocks: the case's `ValueError` is in none of what it cites, the loop.)
    assert [f.id for f in r.blocking if f.rule == "missing-coverage"] == ["missing-coverage:a.py:3:raise"]
    assert r.status is Status.NEEDS_REVISION


def test_bare_line_ref_cites_every_item_on_it():
    assert _review([_case(["a.py:3"])]).status is Status.APPROVED


def test_unresolvable_and_missing_evidence_block():
    r = _review([_case(["a.py:3:raise", "a.py:99", "DR-7", "nonsense"]), _case([], 2)])
    ids = sorted(f.id for f in r.blocking)
    assert ids == [
        "unsupported-evidence:TC-001:DR-7",
        "unsupported-evidence:TC-001:a.py:99",
        "unsupported-evidence:TC-001:nonsense",
        "unsupported-evidence:TC-002",
    ]


def test_key_item_not_addressed_unless_asked():
    r = _review([_case(["a.py:3:raise"])], kts=[KT])
    assert [f.id for f in r.blocking] == ["key-item-not-addressed:KT-1"]
    asked = OpenQuestion(id="Q-KT-1", question="in scope?", refs=["KT-1"])
    r = _review([_case(["a.py:3:raise"])], kts=[KT], questions=[asked])
    assert r.blocking == [] and r.status is Status.HUMAN_CLARIFICATION_REQUIRED


def test_unanchored_key_item_is_a_question_even_when_cited():
    kt = KeyItem(id="KT-1", file="k.md", line=1, text="A duplicate registration is refused")
    r = _review([_case(["a.py:3:raise", "KT-1"])], kts=[kt])
    assert r.status is Status.HUMAN_CLARIFICATION_REQUIRED
    assert "TC-001" in r.questions[0].question


def test_unexplained_literal_asks_and_explained_does_not():
    r = _review([_case(["q.sql:4:sql_condition"])], checklist=[SQL])
    assert r.status is Status.HUMAN_CLARIFICATION_REQUIRED
    assert r.questions[0].question.startswith("What do status 3 and 5 mean")
    half = [Requirement(id="DR-1", file="d.md", line=3, kind="table_row", text="status=3 | meaning=shipped")]
    r = _review([_case(["q.sql:4:sql_condition"])], checklist=[SQL], reqs=half)
    assert r.questions[0].question.startswith("What does status 5 mean")
    ja = half + [Requirement(id="DR-2", file="d.md", line=4, kind="bullet", text="ステータス5は保留を表す。")]
    # Explained: nothing is asked (the shared case's `ValueError` is no value of this SQL: unsupported-value blocks).
    explained = _review([_case(["q.sql:4:sql_condition"])], checklist=[SQL], reqs=ja)
    assert explained.questions == [] and {f.rule for f in explained.blocking} == {"unsupported-value"}


def test_decision_table():
    block = Finding(id="r:x", rule="r", severity=Severity.BLOCKING, message="m")
    adv = Finding(id="r:y", rule="r", severity=Severity.ADVISORY, message="m")
    q = OpenQuestion(id="Q", question="?")
    assert decide([], []) is Status.APPROVED
    assert decide([adv], []) is Status.APPROVED
    assert decide([block], []) is Status.NEEDS_REVISION
    assert decide([block, adv], [q]) is Status.HUMAN_CLARIFICATION_REQUIRED
    assert decide([], [q]) is Status.HUMAN_CLARIFICATION_REQUIRED


def test_findings_come_in_registry_order_with_stable_ids():
    from utspec.critic.checks import CHECKS

    bound = ChecklistItem(id="a.py:2:boundary", kind=Kind.BOUNDARY, file="a.py", line=2, end_line=2, language="python",
                          text="x > 1", operator=">", value=1, test_values=[1, 2])  # fmt: skip
    must = Requirement(id="DR-1", file="d.md", line=1, kind="bullet", text="Invoices must be archived yearly.")
    vague = _case(["a.py:3:raise", "a.py:2:boundary"], 2).model_copy(
        update={"input": "x=3", "expected": "It works correctly."}
    )
    cases = [_case(["a.py:3:raise", "a.py:2:boundary"]), vague, _case(["a.py:3:raise"], 3)]
    runs = [_review(cases, checklist=(RAISE, bound), reqs=[must]) for _ in range(3)]
    assert runs[0] == runs[1] == runs[2]
    ids = [f.id for f in runs[0].findings]
    assert ids == [
        "missing-boundary-values:a.py:2:boundary",  # x=2 is given, x=1 never
        "design-requirement-not-covered:DR-1",
        "unobservable-expected-result:TC-002",  # "It works correctly." names nothing a test observes
        "vague-expected-result:TC-002",
        "duplicate-case:TC-003",
    ]
    order = [c.id for c in CHECKS]
    assert [order.index(f.rule) for f in runs[0].findings] == sorted(order.index(f.rule) for f in runs[0].findings)
