"""`utspec batch`: cases in parallel processes, each isolated, one summary, resumable (issue 16)."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest
from typer.testing import CliRunner

from utspec.batch import CaseOptions, from_configs, from_manifest, run_batch
from utspec.batch.scripted import ScriptedDoors, offline_reply
from utspec.batch.summary import exit_code
from utspec.cli import app
from utspec.cli import batch_cmd as _batch_cmd  # noqa: F401 - registers `batch`

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
runner = CliRunner()


def _copy(tmp_path: Path, name: str, as_name: str | None = None) -> Path:
    dest = tmp_path / "projects" / (as_name or name)
    shutil.copytree(EXAMPLES / name, dest, ignore=shutil.ignore_patterns("artifacts"))
    return dest / "config.yaml"


def test_configs_run_in_parallel_with_summary_junit_and_exit_code(tmp_path, capsys):
    configs = [_copy(tmp_path, n) for n in ("email-sender", "order-registration-documented")]
    out = tmp_path / "out"
    junit = tmp_path / "junit.xml"
    result = run_batch(from_configs(configs, out), out, CaseOptions(), jobs=2, junit=junit, live=False)
    rows = {r["case"]: r for r in result.rows}
    assert rows["order-registration-documented"]["status"] == "APPROVED"
    assert rows["email-sender"]["status"] == "HUMAN_CLARIFICATION_REQUIRED"
    assert rows["email-sender"]["questions"] >= 1 and rows["order-registration-documented"]["cases"] >= 10
    assert result.exit_code == 3
    for name in rows:  # one folder per case, with the run's artifacts
        assert (out / name / "spec.json").is_file() and (out / name / "trace.json").is_file()
    data = json.loads((out / "batch-summary.json").read_text(encoding="utf-8"))
    assert [r["case"] for r in data["cases"]] == ["email-sender", "order-registration-documented"]
    assert data["totals"]["statuses"] == {"APPROVED": 1, "HUMAN_CLARIFICATION_REQUIRED": 1}
    md = (out / "batch-summary.md").read_text(encoding="utf-8")
    assert "| email-sender | HUMAN_CLARIFICATION_REQUIRED | 1 |" in md
    suite = ET.fromstring(junit.read_text(encoding="utf-8"))
    assert (suite.get("tests"), suite.get("failures"), suite.get("errors")) == ("2", "1", "0")
    err = capsys.readouterr().err  # not a terminal: plain lines, one when a case starts and one when it ends
    assert "started email-sender" in err and "order-registration-documented: APPROVED in" in err


def test_exit_code_worst_case_decides():
    rows = [{"status": s} for s in ("APPROVED", "HUMAN_CLARIFICATION_REQUIRED")]
    assert exit_code(rows) == 3
    assert exit_code([*rows, {"status": "NEEDS_REVISION"}]) == 1
    assert exit_code([*rows, {"status": "NEEDS_REVISION"}, {"status": "ERROR"}]) == 4
    assert exit_code([{"status": "APPROVED"}]) == 0


class _Crashing:
    """A door factory whose case dies: `exit` kills the process outright, `raise` raises, else a real door."""

    key = "crashing"

    def __init__(self, how: dict[str, str], drafts: dict) -> None:
        self.how, self.drafts = how, drafts

    def __call__(self, loaded):
        how = self.how.get(loaded.base.name)
        if how == "exit":
            os._exit(9)
        if how == "raise":
            raise RuntimeError("the model client blew up")
        return ScriptedDoors(self.drafts)(loaded)


def test_a_crash_bad_input_or_dead_process_ends_only_its_case(tmp_path):
    good = _copy(tmp_path, "order-registration-documented", "good")
    dies = _copy(tmp_path, "email-sender", "dies")
    raises = _copy(tmp_path, "email-sender", "raises")
    bad = _copy(tmp_path, "email-sender", "bad")
    (bad.parent / "config.yaml").write_text(
        bad.read_text(encoding="utf-8").replace('"input/design/**/*.md"', '"input/nothing/*.md"'), encoding="utf-8"
    )
    drafts = {str(good.parent.resolve()): offline_reply(good)}
    opts = CaseOptions(door_factory=_Crashing({"dies": "exit", "raises": "raise"}, drafts))
    out = tmp_path / "out"
    result = run_batch(from_configs([dies, good, raises, bad], out), out, opts, jobs=2, live=False)
    rows = {r["case"]: r for r in result.rows}
    assert rows["good"]["status"] == "APPROVED" and rows["good"]["calls"] == 2
    assert rows["dies"] == rows["dies"] | {"status": "ERROR", "error": "the case's process died (exited 9)"}
    assert rows["raises"]["status"] == "ERROR"
    assert rows["raises"]["error"] == "internal error: RuntimeError: the model client blew up"
    assert rows["bad"]["status"] == "ERROR"
    assert "bad/config.yaml:5: input.design_paths[0]: glob 'input/nothing/*.md' matches no file" in rows["bad"]["error"]
    assert result.exit_code == 4


def test_scripted_model_calls_tokens_and_cost_reach_the_summary_and_the_display(tmp_path):
    cfg = _copy(tmp_path, "order-registration-documented", "documented")
    drafts = {str(cfg.parent.resolve()): offline_reply(cfg)}
    events: list[tuple] = []
    out = tmp_path / "out"
    result = run_batch(from_configs([cfg], out), out, CaseOptions(door_factory=ScriptedDoors(drafts)), jobs=1,
                       live=False, on_event=events.append)  # fmt: skip
    (row,) = result.rows
    # designer draft (2400+900 tokens) and the LLM critic's agreement (1200+60), priced at 1e-6 / 4e-6 per token
    assert (row["status"], row["calls"], row["tokens"]) == ("APPROVED", 2, 4560)
    assert row["cost_usd"] == pytest.approx(2400e-6 + 900 * 4e-6 + 1200e-6 + 60 * 4e-6)
    calls = [e for e in events if e[0] == "call"]
    assert [(e[2], e[3]) for e in calls] == [(1, 3300), (2, 4560)]
    assert result.meta["totals"]["calls"] == 2


def test_manifest_defaults_and_inline_modules(tmp_path):
    cfg = _copy(tmp_path, "email-sender")
    # The module's own keys win over the defaults: without its `language:` the default applies.
    cfg.write_text(cfg.read_text(encoding="utf-8").replace("language: en", ""), encoding="utf-8")
    (tmp_path / "batch.yaml").write_text(
        "defaults:\n  language: ja\nmodules:\n  - config: projects/email-sender/config.yaml\n"
        "  - name: inline-mail\n    base: projects/email-sender\n    input:\n"
        "      design_paths: [input/design/**/*.md]\n      source_paths: [input/source/**/*]\n"
        "      key_test_items: [input/key-test-items.md]\n    language: en\n",
        encoding="utf-8",
    )
    cases, out = from_manifest(tmp_path / "batch.yaml", None)
    assert out == tmp_path / "batch-out" and [c.name for c in cases] == ["email-sender", "inline-mail"]
    result = run_batch(cases, out, CaseOptions(), jobs=2, live=False)
    assert [r["status"] for r in result.rows] == ["HUMAN_CLARIFICATION_REQUIRED"] * 2
    ja = (out / "email-sender" / "unit-test-specification.md").read_text(encoding="utf-8")
    en = (out / "inline-mail" / "unit-test-specification.md").read_text(encoding="utf-8")
    assert "単体テスト仕様書" in ja and "Unit test specification" in en
    # The merged config is kept with the case; the module's own paths still resolve against its folder.
    assert (out / "email-sender" / ".utspec" / "batch-config.yaml").is_file()
    assert "input/source/" in en and str(cfg.parent) not in en


@pytest.mark.parametrize(
    "text, line",
    [
        ("modules: []\n", "batch.yaml: expected a mapping with a non-empty `modules:` list"),
        ("modules:\n  - config: nowhere/config.yaml\n", "batch.yaml:2: modules[0]: config 'nowhere/config.yaml' not found"),
        ("modules:\n  - name: x\n", "batch.yaml:2: modules[0]: a module needs `config:` (a path) or inline `input:`"),
        ("jobs: 3\nmodules:\n  - input: {}\n", "batch.yaml: unknown key 'jobs' (expected defaults, modules, out)"),
    ],
)
def test_a_bad_manifest_exits_2_with_one_line(tmp_path, monkeypatch, text, line):
    (tmp_path / "batch.yaml").write_text(text, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    done = runner.invoke(app, ["batch", "batch.yaml"])
    assert done.exit_code == 2
    assert done.stderr.strip() == f"error: {line}"


def test_resume_skips_unchanged_cases_and_reruns_changed_ones(tmp_path):
    configs = [_copy(tmp_path, n) for n in ("email-sender", "order-registration-documented")]
    out = tmp_path / "out"
    first = run_batch(from_configs(configs, out), out, CaseOptions(resume=True), jobs=2, live=False)
    again = run_batch(from_configs(configs, out), out, CaseOptions(resume=True), jobs=2, live=False)
    assert [r["resumed"] for r in again.rows] == ["skipped", "skipped"]
    assert [r["run_id"] for r in again.rows] == [r["run_id"] for r in first.rows]
    assert again.exit_code == first.exit_code == 3
    design = configs[0].parent / "input" / "design"
    md = next(design.glob("*.md"))
    md.write_text(md.read_text(encoding="utf-8") + "\n- A new statement.\n", encoding="utf-8")
    third = run_batch(from_configs(configs, out), out, CaseOptions(resume=True, xlsx=False), jobs=2, live=False)
    assert [r["resumed"] for r in third.rows] == ["", "skipped"]
    assert third.rows[0]["run_id"] != first.rows[0]["run_id"]
    # Other settings: every case runs again.
    fourth = run_batch(from_configs(configs, out), out, CaseOptions(resume=True, xlsx=True), jobs=2, live=False)
    assert [r["resumed"] for r in fourth.rows] == ["", ""]
    assert (out / "email-sender" / "unit-test-specification.xlsx").is_file()


class _DiesAfterFirstCall:
    """The first batch's case is killed right after its first model reply (mid-run, checkpointed)."""

    key = "dies-after-first-call"

    def __init__(self, drafts: dict) -> None:
        self.drafts = drafts

    def __call__(self, loaded):
        door = ScriptedDoors(self.drafts)(loaded)
        inner = door._transport

        class Dying:
            def send(self, request):
                if request.node == "review_test_spec":
                    os._exit(9)
                return inner.send(request)

        door._transport = Dying()
        return door


class _LoggedDoors:
    """ScriptedDoors whose model appends each request's node to `log` (the case runs in another process)."""

    def __init__(self, drafts: dict, log: Path) -> None:
        self.doors, self.log = ScriptedDoors(drafts, key="dies-after-first-call"), log

    def __call__(self, loaded):
        door = self.doors(loaded)
        inner, log = door._transport, self.log

        class Logged:
            def send(self, request):
                with log.open("a", encoding="utf-8") as fh:
                    fh.write(request.node + "\n")
                return inner.send(request)

        door._transport = Logged()
        return door


def test_resume_continues_an_interrupted_case_from_its_checkpoint(tmp_path):
    cfg = _copy(tmp_path, "order-registration-documented", "documented")
    drafts = {str(cfg.parent.resolve()): offline_reply(cfg)}
    out = tmp_path / "out"
    killed = run_batch(from_configs([cfg], out), out, CaseOptions(resume=True, door_factory=_DiesAfterFirstCall(drafts)),
                       jobs=1, live=False)  # fmt: skip
    assert killed.rows[0]["status"] == "ERROR" and "process died" in killed.rows[0]["error"]
    log = tmp_path / "sent.log"
    opts = CaseOptions(resume=True, door_factory=_LoggedDoors(drafts, log))
    resumed = run_batch(from_configs([cfg], out), out, opts, jobs=1, live=False)
    (row,) = resumed.rows
    assert (row["status"], row["resumed"]) == ("APPROVED", "continued")
    # The draft's reply was recorded by the killed process: only the critic's call is sent again.
    assert log.read_text(encoding="utf-8").split() == ["review_test_spec"]
    # The row counts the run's calls over both processes (its trace table and budget do too): draft and critic, once each.
    assert row["calls"] == 2


def test_resume_runs_again_an_interrupted_case_that_cannot_be_continued(tmp_path, monkeypatch):
    import utspec.run
    from utspec.errors import UtspecError

    cfg = _copy(tmp_path, "order-registration-documented", "documented")
    drafts = {str(cfg.parent.resolve()): offline_reply(cfg)}
    out = tmp_path / "out"
    run_batch(from_configs([cfg], out), out, CaseOptions(resume=True, door_factory=_DiesAfterFirstCall(drafts)),
              jobs=1, live=False)  # fmt: skip

    def cannot(*args, **kwargs):
        raise UtspecError(str(cfg), "input.design_paths[0]: glob matches no file")

    monkeypatch.setattr(utspec.run, "resume", cannot)  # the forked case inherits it
    opts = CaseOptions(resume=True, door_factory=ScriptedDoors(drafts, key="dies-after-first-call"))
    (row,) = run_batch(from_configs([cfg], out), out, opts, jobs=1, live=False).rows
    assert (row["status"], row["resumed"], row["calls"]) == ("APPROVED", "restarted", 2)
    assert row["extra"]["not_continued"].endswith("glob matches no file")


def test_cli_batch_over_examples(tmp_path):
    configs = [str(_copy(tmp_path, n)) for n in ("email-sender", "order-registration-documented")]
    done = runner.invoke(app, ["batch", *configs, "--jobs", "2", "--out", str(tmp_path / "out"),
                               "--junit", str(tmp_path / "j.xml")])  # fmt: skip
    assert done.exit_code == 3, done.output
    assert "batch: 2 case(s): APPROVED 1, HUMAN_CLARIFICATION_REQUIRED 1 in" in done.stdout
    assert f"summary (junit): {tmp_path / 'j.xml'}" in done.stdout


def test_cli_refuses_ray_address_without_ray_executor(tmp_path):
    done = runner.invoke(app, ["batch", "x.yaml", "--ray-address", "auto"])
    assert done.exit_code == 2 and done.stderr.strip() == "error: --ray-address: needs --executor ray"


def test_the_summary_table_header_follows_the_language() -> None:
    from utspec.batch.summary import COLUMNS, render_md

    meta = {"executor": "local", "jobs": 1, "totals": {"cases": 0, "statuses": {}, "calls": 0, "tokens": 0,
                                                       "cost_usd": None, "wall_s": 0.0, "exit_code": 0}}  # fmt: skip
    header = lambda lang: next(ln for ln in render_md([], meta, lang).splitlines() if ln.startswith("| "))  # noqa: E731
    assert header("en") == "| " + " | ".join(COLUMNS) + " |"
    assert "| ケース | ステータス |" in header("ja") and not any(c in header("ja") for c in ("rounds", "cost_usd"))


class _HangsAtExit:
    """A door factory whose case leaves a thread that never ends: its process sends its row, then cannot exit."""

    key = "hangs-at-exit"

    def __init__(self, drafts: dict) -> None:
        self.drafts = drafts

    def __call__(self, loaded):
        import threading
        import time

        threading.Thread(target=time.sleep, args=(3600,), daemon=False).start()
        return ScriptedDoors(self.drafts)(loaded)


def test_no_case_process_outlives_the_batch(tmp_path, monkeypatch):
    """A case that cannot exit keeps its row and is killed: a batch that left it running hung its caller at exit
    (multiprocessing joins every child then); CI's unit suite hung so after its last test."""
    import multiprocessing

    import utspec.batch.local

    monkeypatch.setattr(utspec.batch.local, "EXIT_GRACE", 0.5)
    cfg = _copy(tmp_path, "order-registration-documented", "documented")
    other = _copy(tmp_path, "email-sender", "other")
    drafts = {str(p.parent.resolve()): offline_reply(p) for p in (cfg, other)}
    out = tmp_path / "out"
    result = run_batch(from_configs([cfg, other], out), out, CaseOptions(door_factory=_HangsAtExit(drafts)), jobs=2,
                       live=False)  # fmt: skip
    assert [r["status"] for r in result.rows] == ["APPROVED", "HUMAN_CLARIFICATION_REQUIRED"]
    assert multiprocessing.active_children() == []


def test_a_row_sent_as_the_process_exits_is_never_taken_for_a_death():
    """The parent asks whether the case's process is alive before reading its pipe: a row that arrives between a read
    and that question (the case sent it and exited) is read, not lost to "the case's process died"."""
    import multiprocessing

    from utspec.batch.local import _Running

    parent, child = multiprocessing.Pipe(duplex=False)

    class ExitsAsAsked:
        """A process that sends its row and exits at the moment the parent asks whether it is alive."""

        def is_alive(self) -> bool:
            child.send(("row", {"case": "c", "status": "APPROVED"}))
            return False

    run = _Running(ExitsAsAsked(), parent, case=None)  # type: ignore[arg-type]
    assert run.poll(lambda event: None) is True
    assert run.row == {"case": "c", "status": "APPROVED"}
