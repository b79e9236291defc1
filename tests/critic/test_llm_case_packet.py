"""The LLM critic's per-case evidence packet (issue 14 item 4), and when the critic is asked.

Scripted fake model (utspec.llm.fake), no network. The packet puts each case's input and expected
result beside the code lines, effects and DR/KT text that case cites, so a model can trace every
literal to the case's own evidence; the critic runs when the deterministic verdict approves or only
asks, not when something blocks; `expected-contradicts-evidence` blocks only with resolvable evidence.
"""

from __future__ import annotations

import json
import re

from utspec.config import CriticSettings
from utspec.critic.compose import make_critic
from utspec.critic.llm import build_messages, case_packets, settled_by_checks
from utspec.critic.review_input import ReviewInput
from utspec.llm import LlmSettings, ModelDoor
from utspec.llm.fake import FakeClock, NoPricing, ScriptedTransport, reply
from utspec.models import (
    Category,
    ChecklistItem,
    Finding,
    KeyItem,
    Kind,
    OpenQuestion,
    Requirement,
    ReviewResult,
    Severity,
    SourceText,
    Status,
    TestCase,
    TestSpec,
)

SRC = SourceText(path="svc.py", text=(
    "def register(email, items, cur):\n"
    "    if len(items) > 100:\n"
    "        raise ValueError(\"too many items\")\n"
    "    if cur.fetchone()[0] > 0:\n"
    "        raise DuplicateEmailError(email)\n"
    "    return order_id\n"
))  # fmt: skip
TOO_MANY = ChecklistItem(id="svc.py:3:raise", kind=Kind.RAISE, file="svc.py", line=3, end_line=3, language="python",
                         text='raise ValueError("too many items")')  # fmt: skip
BOUNDARY = ChecklistItem(id="svc.py:2:boundary", kind=Kind.BOUNDARY, file="svc.py", line=2, end_line=2,
                         language="python", text="len(items) > 100", operator=">", value=100, test_values=[100, 101])  # fmt: skip
DUPLICATE = ChecklistItem(id="svc.py:5:raise", kind=Kind.RAISE, file="svc.py", line=5, end_line=5, language="python",
                          text="raise DuplicateEmailError(email)")  # fmt: skip
DR1 = Requirement(id="DR-1", file="d.md", line=3, kind="bullet", text="More than 100 items are refused with 'too many items'.")
DR2 = Requirement(id="DR-2", file="d.md", line=4, kind="bullet", text="A registered email is refused as a duplicate.")
KT1 = KeyItem(id="KT-1", file="k.md", line=1, text="An order of 101 items is refused.")
CASES = [
    TestCase(id="TC-001", perspective="101 items", category=Category.BOUNDARY, preconditions="-",
             input="`items` with 101 elements.", expected='`ValueError` is raised with the message "too many items".',
             evidence=["svc.py:2:boundary", "svc.py:3:raise", "DR-1", "KT-1"]),
    TestCase(id="TC-002", perspective="duplicate", category=Category.ERROR, preconditions="-",
             input="`cur.fetchone()[0]` returns `1`.", expected="`DuplicateEmailError` is raised with `email`.",
             evidence=["svc.py:5:raise", "DR-2"]),
]  # fmt: skip


def _inp(cases=CASES) -> ReviewInput:
    return ReviewInput(TestSpec(designer="t", cases=cases), [BOUNDARY, TOO_MANY, DUPLICATE], [DR1, DR2], [KT1], [SRC])


def _block(body: str, name: str):
    m = re.search(rf"<<<DATA {name}>>>\n(.*?)\n<<<END {name}>>>", body, re.S)
    assert m, name
    return json.loads(m.group(1))


def test_the_packet_holds_the_cases_own_code_lines_effects_and_design_text():
    packets = {p["case"]: p for p in case_packets(_inp())}
    first = packets["TC-001"]
    assert first["input"] == "`items` with 101 elements." and first["expected"].startswith("`ValueError` is raised")
    code = {c["id"]: c for c in first["code"]}
    assert set(code) == {"svc.py:2:boundary", "svc.py:3:raise"}  # only what TC-001 cites
    assert code["svc.py:3:raise"]["code"] == ['3:         raise ValueError("too many items")']
    assert code["svc.py:3:raise"]["effects"] == [
        {"kind": "raise", "name": "ValueError", "message": "too many items", "args": '"too many items"'}]
    assert code["svc.py:2:boundary"]["operator"] == ">" and code["svc.py:2:boundary"]["test_values"] == [100, 101]
    assert first["design"] == [{"id": "DR-1", "text": DR1.text}]
    assert first["key_items"] == [{"id": "KT-1", "text": KT1.text}]
    second = packets["TC-002"]
    assert [c["id"] for c in second["code"]] == ["svc.py:5:raise"]
    assert second["code"][0]["effects"][0]["name"] == "DuplicateEmailError"
    assert "too many items" not in json.dumps(second)  # another case's evidence is not this case's


def test_swapped_results_sit_beside_evidence_that_contradicts_them():
    # What the packet is for: TC-001's expected now names TC-002's exception, next to TC-001's own raise.
    swapped = [CASES[0].model_copy(update={"expected": CASES[1].expected}),
               CASES[1].model_copy(update={"expected": CASES[0].expected})]  # fmt: skip
    packet = case_packets(_inp(swapped))[0]
    assert "DuplicateEmailError" in packet["expected"]
    assert {e["name"] for c in packet["code"] for e in c["effects"]} == {"ValueError"}


def test_unresolved_refs_are_listed_not_invented():
    case = CASES[0].model_copy(update={"evidence": ["svc.py:99:raise", "DR-1"]})
    packet = case_packets(_inp([case]))[0]
    assert packet["code"] == [] and packet["unresolved_refs"] == ["svc.py:99:raise"]


def test_the_prompt_carries_the_packet_the_settled_checks_and_the_trace_instruction():
    det = ReviewResult(status=Status.APPROVED, rationale="ok")
    system, user = (m["content"] for m in build_messages(_inp(), det))
    assert "expected-contradicts-evidence" in system and "Trace every literal" in system
    assert _block(user, "case_evidence") == case_packets(_inp())
    settled = _block(user, "settled_by_checks")
    assert settled == settled_by_checks()
    assert {"missing-coverage", "unsupported-evidence", "placeholder"} <= {s["rule"] for s in settled}


# --- when the LLM critic is asked ------------------------------------------------------------------

QUESTION = OpenQuestion(id="Q-literal-1", question="What does status 3 mean?", refs=["svc.py:3:raise"])
BLOCK = Finding(id="missing-coverage:svc.py:5:raise", rule="missing-coverage", severity=Severity.BLOCKING,
                message="not covered", refs=["svc.py:5:raise"])  # fmt: skip
APPROVE = {"status": "APPROVED", "rationale": "Every literal traces to its evidence.", "findings": [], "questions": []}


def _critic(det: ReviewResult, answer=APPROVE, **settings):
    clock = FakeClock()
    fake = ScriptedTransport([], then=reply(answer), clock=clock)
    door = ModelDoor(LlmSettings(model="fake/designer", critic_model="fake/critic"), transport=fake,
                     pricing=NoPricing(), clock=clock, sleep=clock.sleep)  # fmt: skip
    return make_critic(door, CriticSettings(**settings), deterministic=lambda inp: det), fake


def test_it_runs_when_only_questions_are_open():
    det = ReviewResult(status=Status.HUMAN_CLARIFICATION_REQUIRED, rationale="1 question", questions=[QUESTION])
    critic, fake = _critic(det)
    result = critic(_inp())
    assert len(fake.requests) == 1
    assert "<<<DATA case_evidence>>>" in fake.requests[0].messages[-1]["content"]
    assert result.status is Status.HUMAN_CLARIFICATION_REQUIRED  # the question still stands
    assert result.critic == "deterministic+llm:fake/critic"


def test_it_does_not_run_when_something_blocks():
    det = ReviewResult(status=Status.NEEDS_REVISION, rationale="1 blocking", findings=[BLOCK], questions=[QUESTION])
    critic, fake = _critic(det)
    result = critic(_inp())
    assert fake.requests == [] and result.status is Status.NEEDS_REVISION
    assert "blocking finding already decides" in result.rationale


def _contradiction(refs):
    return {"status": "NEEDS_REVISION", "rationale": "TC-001 names another case's exception.", "questions": [],
            "findings": [{"rule": "expected-contradicts-evidence", "target": "TC-001", "severity": "blocking",
                          "message": "TC-001 expects DuplicateEmailError; svc.py:3 raises ValueError.", "refs": refs}]}  # fmt: skip


def test_a_contradiction_with_resolvable_evidence_blocks_with_only_questions_open():
    det = ReviewResult(status=Status.HUMAN_CLARIFICATION_REQUIRED, rationale="1 question", questions=[QUESTION])
    critic, _ = _critic(det, _contradiction(["svc.py:3:raise"]))
    result = critic(_inp())
    # `decide`: open questions win the status (a person answers first); the contradiction is there to fix.
    assert result.status is Status.HUMAN_CLARIFICATION_REQUIRED
    (f,) = result.blocking
    assert f.id == "llm-expected-contradicts-evidence:TC-001" and f.refs == ["svc.py:3:raise"]


def test_a_contradiction_without_resolvable_evidence_is_only_advice():
    det = ReviewResult(status=Status.APPROVED, rationale="ok")
    critic, _ = _critic(det, _contradiction(["svc.py:77:raise"]))
    result = critic(_inp())
    assert result.blocking == []
    (f,) = [f for f in result.findings if f.rule == "llm-expected-contradicts-evidence"]
    assert f.downgraded == "no_evidence"


def test_an_approved_draft_with_a_supported_contradiction_needs_revision():
    critic, fake = _critic(ReviewResult(status=Status.APPROVED, rationale="ok"), _contradiction(["svc.py:3:raise"]))
    result = critic(_inp())
    assert len(fake.requests) == 1 and result.status is Status.NEEDS_REVISION
    assert [f.id for f in result.blocking] == ["llm-expected-contradicts-evidence:TC-001"]


SECRET = "Zz9-packet-s3cret"


def test_a_secret_on_a_cited_line_is_redacted_in_the_packet():
    src = SourceText(path="svc.py", text=SRC.text + f"    DB_PASSWORD = '{SECRET}'\n")
    item = ChecklistItem(id="svc.py:7:branch", kind=Kind.BRANCH, file="svc.py", line=7, end_line=7, language="python",
                         text="DB_PASSWORD")  # fmt: skip
    case = CASES[0].model_copy(update={"evidence": [*CASES[0].evidence, item.id]})
    inp = ReviewInput(TestSpec(designer="t", cases=[case]), [BOUNDARY, TOO_MANY, item], [DR1], [KT1], [src])
    assert SECRET in json.dumps(case_packets(inp))  # the packet holds the cited line; the door must redact it
    critic, fake = _critic(ReviewResult(status=Status.APPROVED, rationale="ok"))
    critic(inp)
    sent = str(fake.requests[0].messages)
    assert "<<<DATA case_evidence>>>" in sent and SECRET not in sent
