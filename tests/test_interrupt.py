"""Crash and interrupt: a real subprocess is killed after N model calls or after each node, then resumed.

The resumed run must end with the same spec and review history as an uninterrupted one, and no
model request may reach the model twice (the run's own recording serves what was already paid for).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from utspec.config import load_config
from utspec.models import Status, TestSpec
from utspec.run import run

ROOT = Path(__file__).resolve().parents[1]
DRIVER = ROOT / "bench" / "interrupt_driver.py"
EXAMPLE = ROOT / "examples" / "order-registration-documented"
AGREE = {"status": "APPROVED", "rationale": "Nothing to add.", "findings": [], "questions": []}
#: Nodes of the scripted run: load, analyze, draft, review, revise, review, finalize.
NODES = 7


def _project(root: Path, model: str | None) -> Path:
    shutil.copytree(EXAMPLE / "input", root / "input")
    (root / "config.yaml").write_text(
        "input:\n  design_paths: [input/design/**/*.md]\n  source_paths: [input/source/**/*]\n"
        "  key_test_items: [input/key-test-items.md]\n"
        f"llm:\n  model: {model or 'null'}\n",
        encoding="utf-8",
    )
    return root / "config.yaml"


@pytest.fixture(scope="module")
def setup(tmp_path_factory):
    """The project, the scripted replies (draft blocked, revision approved) and an uninterrupted run."""
    base = tmp_path_factory.mktemp("interrupt")
    offline = run(load_config(_project(base / "offline", None)), out_dir=base / "offline-out")
    assert offline.status is Status.APPROVED
    spec = TestSpec.model_validate_json((base / "offline-out" / "spec.json").read_text(encoding="utf-8"))
    good = {"cases": [c.model_dump(mode="json", exclude={"id"}) for c in spec.cases], "open_questions": []}
    replies = base / "replies.json"
    replies.write_text(json.dumps({"draft": {**good, "cases": good["cases"][1:]}, "revise": good, "critic": AGREE}), encoding="utf-8")
    config = _project(base / "proj", "fake/designer")
    out, log = base / "baseline", base / "baseline.log"
    done = _drive("run", config, out, replies, log)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.splitlines()[-1])["status"] == "APPROVED"
    return config, replies, _result(out), _sent(log)


def _drive(mode: str, config: Path, out: Path, replies: Path, log: Path, *extra: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    return subprocess.run(
        [sys.executable, str(DRIVER), mode, str(config), str(out), str(replies), str(log), *extra],
        capture_output=True, text=True, env=env, timeout=300, check=False,
    )  # fmt: skip


def _sent(log: Path) -> Counter[str]:
    """How often each request got its reply from the model (completed calls)."""
    lines = log.read_text(encoding="utf-8").splitlines() if log.exists() else []
    return Counter(line.split()[1] for line in lines if line.startswith("done "))


def _result(out: Path) -> dict:
    trace = json.loads((out / "trace.json").read_text(encoding="utf-8"))
    history = trace["rounds"][-1]["review"]["history"] if trace["rounds"] else []
    # The model-call table of the whole run, without latencies (a call served from the run's recording takes none).
    calls = [{k: v for k, v in c.items() if k != "latency_s"} for c in trace.get("llm_calls", [])]
    return {"spec": (out / "spec.json").read_text(encoding="utf-8"), "path": trace["path"],
            "rounds": trace["rounds"], "history": history, "status": trace["status"], "calls": calls,
            "totals": {k: v for k, v in (trace.get("llm_totals") or {}).items() if k != "latency_s"}}  # fmt: skip


def _interrupt_repeatedly(setup, tmp_path, *kill: str) -> int:
    """Run, then resume again and again, every process killed as `kill` says, until one finishes.

    Returns how many processes were killed. Each kill point is reached once per process, so a chain
    of processes walks the kill point through the whole run (after node 1, 2, …; after call 1, 2, …).
    """
    config, replies, baseline, baseline_sent = setup
    out, log = tmp_path / "out", tmp_path / "sent.log"
    killed, mode = 0, "run"
    while True:
        done = _drive(mode, config, out, replies, log, *kill)
        if done.returncode == 0:
            break
        assert done.returncode in (-signal.SIGKILL, -signal.SIGTERM, 130), done.stderr
        killed, mode = killed + 1, "resume"
        assert killed <= NODES + 1, "the run never finished"
    assert _result(out) == baseline  # same spec, same path, review history intact
    assert _sent(log) == baseline_sent, "a model request was sent twice (or one was never sent)"
    return killed


def test_kill_9_after_each_node_then_resume(setup, tmp_path):
    # Every process runs one node and is killed as the next one starts: one kill per node boundary.
    assert _interrupt_repeatedly(setup, tmp_path, "--kill-after-nodes", "1") == NODES - 1


def test_kill_9_after_each_model_call_then_resume(setup, tmp_path):
    # Every process makes one model call and is killed before its next: no completed call is sent again.
    _, _, _, baseline_sent = setup
    assert _interrupt_repeatedly(setup, tmp_path, "--kill-after-calls", "1") == sum(baseline_sent.values()) - 1


def test_resumed_run_has_one_call_table_and_one_budget(setup, tmp_path):
    """Calls made before a kill are in the trace's table once and count against `budget.max_calls` once.

    With max_calls 3 the uninterrupted run stops at its 4th request (the LLM critic). A chain of
    processes each making one request must stop at the same request with the same table: a budget
    restarted per process would let the critic run; one counting served replies twice, stop sooner.
    """
    config, replies, _, _ = setup
    budget = ("--max-calls", "3")
    done = _drive("run", config, tmp_path / "whole", replies, tmp_path / "whole.log", *budget)
    assert done.returncode == 0, done.stderr
    whole = _result(tmp_path / "whole")
    assert [c["outcome"] for c in whole["calls"]] == ["ok", "ok", "budget_exhausted"]
    assert whole["totals"]["requests"] == 3 and whole["totals"]["calls"] == 3
    assert _interrupt_repeatedly((config, replies, whole, _sent(tmp_path / "whole.log")), tmp_path,
                                 "--kill-after-calls", "1", *budget) == 2  # fmt: skip


@pytest.mark.parametrize("sig", ["term", "int"])
def test_sigterm_and_ctrl_c_mid_run_then_resume(setup, tmp_path, sig):
    assert _interrupt_repeatedly(setup, tmp_path, "--kill-after-calls", "2", "--signal", sig) == 1


def test_cli_resume_of_an_interrupted_offline_run(tmp_path):
    """`utspec resume DIR` on a run killed after its checkpointed analysis: same spec as a full run."""
    config = _project(tmp_path / "proj", None)
    full = run(load_config(config), out_dir=tmp_path / "full")
    out = tmp_path / "out"
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    code = (
        "import os, signal, sys, utspec.graph.build as b\n"
        "orig = b.make_nodes\n"
        "def mk(svc):\n"
        "    nodes = orig(svc)\n"
        "    def die(state):\n"
        "        os.kill(os.getpid(), signal.SIGKILL)\n"
        "    nodes['generate_test_spec'] = die\n"
        "    return nodes\n"
        "b.make_nodes = mk\n"
        "from utspec.cli import main\n"
        "sys.argv = ['utspec', 'run', '-c', sys.argv[1], '--out', sys.argv[2]]\n"
        "main()\n"
    )
    killed = subprocess.run([sys.executable, "-c", code, str(config), str(out)], env=env, capture_output=True, timeout=300, check=False)
    assert killed.returncode == -signal.SIGKILL
    listed = subprocess.run([sys.executable, "-m", "utspec", "runs", "--out", str(out)], env=env, capture_output=True, text=True, check=False)
    assert "interrupted" in listed.stdout, listed.stdout + listed.stderr
    resumed = subprocess.run([sys.executable, "-m", "utspec", "resume", str(out)], env=env, capture_output=True, text=True, check=False)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    assert f"run: {full.run_id}" not in resumed.stdout and "status: APPROVED" in resumed.stdout
    assert (out / "spec.json").read_text(encoding="utf-8") == (tmp_path / "full" / "spec.json").read_text(encoding="utf-8")


def test_resume_writes_the_artifacts_of_a_run_killed_after_its_last_checkpoint(tmp_path):
    """Killed after the graph's last step and before the artifacts were written: resume writes them."""
    config = _project(tmp_path / "proj", None)
    run(load_config(config), out_dir=tmp_path / "full")
    out = tmp_path / "out"
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    code = (
        "import os, signal, sys, utspec.run as r\n"
        "def die(*a, **k):\n"
        "    os.kill(os.getpid(), signal.SIGKILL)\n"
        "r._conclude = die\n"
        "from utspec.cli import main\n"
        "sys.argv = ['utspec', 'run', '-c', sys.argv[1], '--out', sys.argv[2]]\n"
        "main()\n"
    )
    killed = subprocess.run([sys.executable, "-c", code, str(config), str(out)], env=env, capture_output=True, timeout=300, check=False)
    assert killed.returncode == -signal.SIGKILL
    assert not (out / "spec.json").exists()
    resumed = subprocess.run([sys.executable, "-m", "utspec", "resume", str(out)], env=env, capture_output=True, text=True, check=False)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    assert (out / "spec.json").read_text(encoding="utf-8") == (tmp_path / "full" / "spec.json").read_text(encoding="utf-8")
    again = subprocess.run([sys.executable, "-m", "utspec", "resume", str(out)], env=env, capture_output=True, text=True, check=False)
    assert again.returncode == 2 and "has finished" in again.stderr, again.stdout + again.stderr


def test_ctrl_c_reaches_a_run_started_with_sigint_ignored(setup, tmp_path, monkeypatch):
    # A harness started in the background of a script (`nohup … &`) passes SIGINT on as ignored; the
    # driver must still simulate a person's Ctrl-C (it ran to the end instead, and the CI proof went red).
    real_run = subprocess.run

    def started_in_background(*args, **kwargs):
        return real_run(*args, preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN), **kwargs)

    monkeypatch.setattr(subprocess, "run", started_in_background)
    assert _interrupt_repeatedly(setup, tmp_path, "--kill-after-calls", "2", "--signal", "int") == 1
