"""Review history: each round places every finding; LLM flip-flops stop blocking, deterministic facts never do."""

from __future__ import annotations

from utspec.config import CriticSettings
from utspec.critic.compose import make_critic
from utspec.critic.history import settle, track
from utspec.critic.review_input import ReviewInput
from utspec.llm import LlmSettings, ModelDoor
from utspec.llm.fake import NoPricing, ScriptedTransport, reply
from utspec.models import (
    Category,
    ChecklistItem,
    Finding,
    FindingSource,
    Kind,
    Requirement,
    ReviewResult,
    RoundRecord,
    Severity,
    SourceText,
    Status,
    TestCase,
    TestSpec,
)  # fmt: skip

LLM_CRITIC = "deterministic+llm:fake/critic"


def _det(fid, severity=Severity.BLOCKING):
    rule = fid.split(":", 1)[0]
    return Finding(id=fid, rule=rule, severity=severity, message=fid, refs=[fid.split(":", 1)[1]])


def _llm(fid, refs=("DR-1",), severity=Severity.BLOCKING):
    rule = fid.split(":", 1)[0]
    return Finding(id=fid, rule=rule, severity=severity, message=fid, refs=list(refs), source=FindingSource.LLM)


def _round(n, findings, critic=LLM_CRITIC):
    status = Status.NEEDS_REVISION if any(f.severity is Severity.BLOCKING for f in findings) else Status.APPROVED
    return RoundRecord(round=n, revision_count=n - 1, cases=2,
                       review=ReviewResult(status=status, rationale="-", findings=findings, critic=critic))  # fmt: skip


def _states(entries):
    return {e.finding_id: e.state for e in entries}


COVER = "missing-coverage:a.py:3:raise"
VAGUE = "llm-unverifiable-expected:TC-001"
MISREAD = "llm-misread-requirement:TC-001"


def test_three_rounds_new_open_resolved_then_flip_flop_and_reopened():
    r1 = [_det(COVER), _llm(VAGUE), _llm(MISREAD)]
    e1 = track([], r1, llm_judged_now=True)
    assert _states(e1) == {COVER: "new", VAGUE: "new", MISREAD: "new"}

    r2 = [_llm(VAGUE), _det("missing-coverage:a.py:2:branch")]
    e2 = track([_round(1, r1)], r2, llm_judged_now=True)
    assert _states(e2) == {VAGUE: "open", "missing-coverage:a.py:2:branch": "new", COVER: "resolved",
                           MISREAD: "resolved"}  # fmt: skip
    assert [e.finding_id for e in e2][:2] == [VAGUE, "missing-coverage:a.py:2:branch"], "current findings first"

    r3 = [_det(COVER), _llm(MISREAD), _llm(VAGUE)]
    e3 = track([_round(1, r1), _round(2, r2)], r3, llm_judged_now=True)
    states = _states(e3)
    assert states == {COVER: "reopened", MISREAD: "flip_flop", VAGUE: "open",
                      "missing-coverage:a.py:2:branch": "resolved"}  # fmt: skip
    notes = {e.finding_id: e.note for e in e3}
    assert notes[MISREAD] == "raised again after it was resolved in round 2"
    assert {e.finding_id: e.first_round for e in e3}[COVER] == 1

    settled = {f.id: f for f in settle(r3, e3)}
    assert settled[MISREAD].severity is Severity.ADVISORY and settled[MISREAD].downgraded == "flip_flop"
    assert settled[COVER].severity is Severity.BLOCKING and settled[COVER].downgraded is None, "facts never downgrade"
    assert settled[VAGUE].severity is Severity.BLOCKING


def test_removing_a_case_added_for_an_earlier_add_demand_is_a_flip_flop():
    # Round 1 asked for a case covering the raise; the revision added TC-002; round 2 calls it a duplicate.
    dup = _llm("llm-duplicate-case:TC-002", refs=["TC-002", "TC-001"])
    entries = track([_round(1, [_det(COVER)])], [dup], llm_judged_now=True,
                    case_evidence={"TC-001": ["DR-1"], "TC-002": ["a.py:3:raise"]})  # fmt: skip
    (e,) = [e for e in entries if e.finding_id == dup.id]
    assert e.state == "flip_flop" and e.note == f"contradicts {COVER} (add) from round 1"
    assert settle([dup], entries)[0].severity is Severity.ADVISORY


def test_a_duplicate_of_an_unrelated_case_is_new():
    dup = _llm("llm-duplicate-case:TC-003", refs=["TC-003", "TC-001"])
    entries = track([_round(1, [_det(COVER)])], [dup], llm_judged_now=True,
                    case_evidence={"TC-001": ["a.py:3:raise"], "TC-003": ["DR-1"]})  # fmt: skip
    assert _states(entries)[dup.id] == "new"


def test_asking_to_add_what_an_earlier_round_asked_to_remove_is_a_flip_flop():
    remove = _llm("llm-unsupported-case:TC-004", refs=["TC-004", "DR-2"])
    add = _llm("llm-missing-perspective:DR-2", refs=["DR-2"])
    entries = track([_round(1, [remove])], [add], llm_judged_now=True)
    assert _states(entries) == {add.id: "flip_flop", remove.id: "resolved"}


def test_rounds_without_an_llm_judgment_neither_resolve_nor_reopen_llm_findings():
    r1 = [_llm(VAGUE)]
    r2 = [_det(COVER)]  # deterministic blocked; the LLM was not called
    e2 = track([_round(1, r1)], r2, llm_judged_now=False)
    assert _states(e2) == {COVER: "new", VAGUE: "unchecked"}
    e3 = track([_round(1, r1), _round(2, r2, critic="deterministic")], [_llm(VAGUE)], llm_judged_now=True)
    assert _states(e3)[VAGUE] == "open"
    rejected = _round(2, [_llm("critic-reply-invalid:review_test_spec", severity=Severity.ADVISORY)])
    e3 = track([_round(1, r1), rejected], [_llm(VAGUE)], llm_judged_now=True)
    assert _states(e3)[VAGUE] == "open", "a rejected reply judged nothing"


def test_history_is_deterministic():
    rounds = [_round(1, [_det(COVER), _llm(MISREAD)]), _round(2, [_llm(VAGUE)])]
    current = [_llm(MISREAD), _det(COVER)]
    assert len({repr(track(rounds, current, llm_judged_now=True)) for _ in range(10)}) == 1


# --- through the composed critic, round after round -----------------------------------------------

SRC = SourceText(path="a.py", text="def f(x):\n    if x > 1:\n        raise ValueError('x')\n    return 0\n")
RAISE = ChecklistItem(id="a.py:3:raise", kind=Kind.RAISE, file="a.py", line=3, end_line=3, language="python",
                      text="raise ValueError('x')")  # fmt: skip
DR1 = Requirement(id="DR-1", file="d.md", line=3, kind="bullet", text="f raises ValueError when x is above one.")
CASE = TestCase(id="TC-001", perspective="x above one", category=Category.ERROR, preconditions="-", input="x=2",
                expected="ValueError('x') is raised", evidence=["a.py:3:raise", "DR-1"])  # fmt: skip


def _reply(status, findings=()):
    return reply({"status": status, "rationale": "-", "findings": list(findings), "questions": []})


MISREAD_REPLY = {"rule": "misread-requirement", "target": "TC-001", "severity": "blocking",
                 "message": "TC-001 reads DR-1 wrongly.", "refs": ["DR-1"]}  # fmt: skip


def test_the_composed_critic_converges_over_three_rounds():
    fake = ScriptedTransport([_reply("NEEDS_REVISION", [MISREAD_REPLY]), _reply("APPROVED"),
                              _reply("NEEDS_REVISION", [MISREAD_REPLY])])  # fmt: skip
    door = ModelDoor(LlmSettings(model="fake/critic"), transport=fake, pricing=NoPricing())
    critic = make_critic(door, CriticSettings())
    rounds: list[RoundRecord] = []
    statuses = []
    for n in (1, 2, 3):
        result = critic(ReviewInput(TestSpec(designer="t", cases=[CASE]), [RAISE], [DR1], [], [SRC], list(rounds)))
        rounds.append(RoundRecord(round=n, revision_count=n - 1, cases=1, review=result))
        statuses.append(result.status)
    assert statuses == [Status.NEEDS_REVISION, Status.APPROVED, Status.APPROVED]
    assert [_states(r.review.history) for r in rounds] == [
        {MISREAD: "new"}, {MISREAD: "resolved"}, {MISREAD: "flip_flop"},
    ]
    (last,) = rounds[-1].review.findings
    assert last.downgraded == "flip_flop" and last.severity is Severity.ADVISORY
    # The history reaches the model as data in the next round.
    assert "llm-misread-requirement:TC-001" in fake.requests[2].messages[1]["content"].split("<<<DATA review_history>>>")[1]
