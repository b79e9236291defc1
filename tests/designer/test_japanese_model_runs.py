"""`language: ja` runs on the paths an offline run of a clean project never takes (issue 12 item 4).

A scripted model (no network) drives the LLM designer and the LLM critic through what a person then
reads: the questions handed over when revisions run out (`Q-unresolved:`), the LLM critic's
guardrail findings and rationale (downgraded, invalid, unavailable, unsupported status), a budget
stop, the model-call table, and the notices about inputs (skipped, empty, unparsed SQL). Every
line of spec.md, execution-trace.md, questions.yaml and the user-facing strings of spec.json are
checked with the same English detector as the offline test; what the model itself wrote is
scripted in Japanese, as the prompt asks.
"""

from __future__ import annotations

import contextlib
import io
import json
import shutil
from pathlib import Path
from typing import Any

import pytest
import typer
import yaml

from utspec.cli.run_cmd import report
from utspec.config import load_config
from utspec.llm import BudgetSettings, LlmSettings, ModelDoor
from utspec.llm.fake import (
    FakeClock,
    NodeRoutedTransport,
    NoPricing,
    ScriptedTransport,
    refusal,
    reply,
    timed_out,
)
from utspec.models import TestSpec
from utspec.run import RunResult, run

from .test_japanese_outputs import _english, _prose

ROOT = Path(__file__).resolve().parents[2]
PROJECT = ROOT / "bench" / "critic_corpus" / "projects" / "shipping-ja"
MODEL = "fake/model"
CRITIC = "review_test_spec"
#: What the model writes in a Japanese run (the prompt asks for Japanese): not utspec's sentences.
AGREE = {"status": "APPROVED", "rationale": "追加の指摘はありません。", "findings": [], "questions": []}


def _project(tmp: Path, *, model: str | None, max_revisions: int = 1, extra_inputs: bool = False) -> Path:
    dest = tmp / "proj"
    shutil.copytree(PROJECT, dest)
    if extra_inputs:
        src = dest / "input" / "source"
        (src / "logo.png").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00binary")
        (src / "empty.py").write_text("", encoding="utf-8")
        (src / "broken.sql").write_text("SELEC id FRM orders WHERE (;\n", encoding="utf-8")
    cfg = dest / "config.yaml"
    text = cfg.read_text(encoding="utf-8").replace("model: null", f"model: {model or 'null'}\n  backoff_s: 0")
    cfg.write_text(text + f"loop:\n  max_revisions: {max_revisions}\n", encoding="utf-8")
    return cfg


@pytest.fixture(scope="module")
def offline_spec(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The offline designer's spec of the project as a designer reply (the deterministic critic approves it)."""
    tmp = tmp_path_factory.mktemp("offline")
    run(load_config(_project(tmp, model=None)), out_dir=tmp / "out")
    spec = TestSpec.model_validate_json((tmp / "out" / "spec.json").read_text(encoding="utf-8"))
    return {"cases": [c.model_dump(mode="json", exclude={"id"}) for c in spec.cases], "open_questions": []}


def _run(tmp: Path, designer: list, critic: list, *, budget: BudgetSettings | None = None, **kw: Any) -> Path:
    """Run with a scripted model; the console lines the CLI would print are kept in `console.txt` beside the artifacts."""
    clock = FakeClock()
    critic_fake = ScriptedTransport(critic, clock=clock, latency_s=0.5, then=reply(AGREE))
    routed = NodeRoutedTransport({CRITIC: critic_fake}, ScriptedTransport(designer, clock=clock, latency_s=0.5))
    door = ModelDoor(LlmSettings(model=MODEL, backoff_s=0), budget, transport=routed, pricing=NoPricing(),
                     clock=clock, sleep=clock.sleep)  # fmt: skip
    out = tmp / "out"
    result = run(load_config(_project(tmp, model=MODEL, **kw)), out_dir=out, door=door)
    _console(result, out)
    return out


def _console(result: RunResult, out: Path) -> None:
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf), contextlib.redirect_stderr(buf), contextlib.suppress(typer.Exit):
        report(result, result.mode, config_shown="config.yaml")
    (out / "console.txt").write_text(buf.getvalue(), encoding="utf-8")


def _english_in(out: Path) -> dict[str, dict[str, list[str]]]:
    spec = json.loads((out / "spec.json").read_text(encoding="utf-8"))
    cells = [spec["title"], *spec["assumptions"], *(q["question"] for q in spec["open_questions"])]
    for c in spec["cases"]:
        cells += [c["perspective"], c["preconditions"], c["input"], c["expected"]]
    trace = json.loads((out / "trace.json").read_text(encoding="utf-8"))
    for r in trace["rounds"]:
        cells += [r["review"]["rationale"], *(f["message"] for f in r["review"]["findings"])]
    qfile = out / "questions.yaml"
    asked: list[str] = []
    if qfile.exists():
        text = qfile.read_text(encoding="utf-8")
        asked = [q["question"] for q in (yaml.safe_load(text) or {}).get("questions", [])]
        asked += [ln for ln in text.splitlines() if ln.startswith("#") and not ln.startswith("#   utspec ")]
    found = {
        "spec.json": _english(cells),
        "unit-test-specification.md": _english(_prose((out / "unit-test-specification.md").read_text(encoding="utf-8"))),
        "questions.yaml": _english(asked),
        "execution-trace.md": _english(_prose((out / "execution-trace.md").read_text(encoding="utf-8"))),
        "console": _english((out / "console.txt").read_text(encoding="utf-8").splitlines()),
    }
    return {k: v for k, v in found.items() if v}


def _finding(severity: str, refs: list[str], target: str = "TC-001") -> dict[str, Any]:
    return {"rule": "unverifiable-expected", "target": target, "severity": severity,
            "message": "期待結果を判定できません。", "refs": refs}  # fmt: skip


def test_unresolved_findings_handed_over_are_japanese(tmp_path: Path, offline_spec: dict[str, Any]) -> None:
    # Without its first case the draft leaves a must-cover item uncited; no revision is left, so it is handed over.
    bad = {**offline_spec, "cases": offline_spec["cases"][1:]}
    out = _run(tmp_path, [reply(bad)], [], max_revisions=0)
    spec = json.loads((out / "spec.json").read_text(encoding="utf-8"))
    assert any(q["id"].startswith("Q-unresolved:") for q in spec["open_questions"])
    assert _english_in(out) == {}


def test_the_llm_critics_guardrails_and_model_calls_are_japanese(tmp_path: Path, offline_spec: dict[str, Any]) -> None:
    # A blocking finding citing nothing (downgraded), a question citing nothing, a NEEDS_REVISION without support.
    critic = {"status": "NEEDS_REVISION", "rationale": "根拠のない指摘が一件あります。",
              "findings": [_finding("blocking", ["DR-999"])],
              "questions": [{"question": "送料の上限はいくらですか。", "refs": ["KT-999"]}]}  # fmt: skip
    out = _run(tmp_path, [reply(offline_spec)], [reply(critic)], max_revisions=0)
    trace = json.loads((out / "trace.json").read_text(encoding="utf-8"))
    rules = {f["rule"] for f in trace["rounds"][0]["review"]["findings"]}
    assert {"llm-unverifiable-expected", "llm-question-without-evidence", "llm-unsupported-status"} <= rules
    assert _english_in(out) == {}


@pytest.mark.parametrize("fault", ["refused", "timeout"])
def test_a_critic_without_a_usable_reply_is_reported_in_japanese(
    tmp_path: Path, offline_spec: dict[str, Any], fault: str
) -> None:
    step = [refusal("できません。")] * 3 if fault == "refused" else [timed_out()] * 4
    out = _run(tmp_path, [reply(offline_spec)], step, max_revisions=0)
    trace = json.loads((out / "trace.json").read_text(encoding="utf-8"))
    rules = {f["rule"] for f in trace["rounds"][0]["review"]["findings"]}
    assert rules & {"critic-reply-invalid", "critic-unavailable"}
    assert _english_in(out) == {}


def test_a_budget_stop_is_reported_in_japanese(tmp_path: Path, offline_spec: dict[str, Any]) -> None:
    out = _run(tmp_path, [reply(offline_spec)], [], budget=BudgetSettings(max_calls=1))
    spec = json.loads((out / "spec.json").read_text(encoding="utf-8"))
    assert "Q-budget-exhausted" in {q["id"] for q in spec["open_questions"]}
    assert _english_in(out) == {}
def test_notices_about_inputs_are_japanese(tmp_path: Path) -> None:
    # A binary file, an empty file and a statement no SQL parser reads: each is listed in the spec's input notes.
    out = tmp_path / "out"
    _console(run(load_config(_project(tmp_path, model=None, extra_inputs=True)), out_dir=out), out)
    md = (out / "unit-test-specification.md").read_text(encoding="utf-8")
    assert "logo.png" in md and "empty.py" in md and "broken.sql" in md
    assert _english_in(out) == {}


def test_the_finding_history_is_japanese() -> None:
    # Round 3 re-raises a deterministic finding (reopened) and an LLM one (flip-flop, downgraded), and the
    # LLM critic does not judge: every note, state and downgrade the trace shows is said in Japanese.
    from utspec.critic.history import settle, track
    from utspec.models import Finding, FindingSource, ReviewResult, RoundRecord, Severity, Status
    from utspec.render.trace import render_trace

    cover = Finding(id="missing-coverage:a.py:3:raise", rule="missing-coverage", severity=Severity.BLOCKING,
                    message="a.py:3 を根拠にするケースがありません。", refs=["a.py:3:raise"])  # fmt: skip
    misread = Finding(id="llm-misread-requirement:TC-001", rule="llm-misread-requirement", severity=Severity.BLOCKING,
                      message="TC-001 は DR-1 を読み違えています。", refs=["DR-1"], source=FindingSource.LLM)  # fmt: skip

    def rnd(n: int, findings: list[Finding], history: list | None = None) -> RoundRecord:
        review = ReviewResult(status=Status.NEEDS_REVISION, rationale="-", findings=findings,
                              critic="deterministic+llm:fake/critic", history=history or [])  # fmt: skip
        return RoundRecord(round=n, revision_count=n - 1, cases=2, review=review)

    r1, r2 = rnd(1, [cover, misread]), rnd(2, [])
    history = track([r1, r2], [cover, misread], llm_judged_now=True)
    settled = settle([cover, misread], history, "ja")
    unchecked = track([r1], [], llm_judged_now=False)
    r3, r4 = rnd(3, settled, history), rnd(4, [], unchecked)
    md = render_trace(path=[], rounds=[r1, r2, r3, r4], status=Status.NEEDS_REVISION, questions=[], notices=[],
                      checklist=[], counts={}, mode="-", designer="-", language="ja")  # fmt: skip
    shown = [ln for ln in _prose(md) if ln.startswith("- `")]
    assert len(shown) >= 4 and _english(shown) == {}
    assert {e.state for e in history} == {"reopened", "flip_flop"}
