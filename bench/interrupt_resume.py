"""Bench: interrupted runs resume to the same result, with no model call sent twice.

The order-registration-documented project with a scripted model (latency 0.3 s per request; 4
requests per run: a first draft in prose that the door re-asks within the same node, the draft the
critic blocks, a revision it approves, the LLM critic agreeing). Two parts, both against an
uninterrupted run:

1. Deterministic kill chains, as tests/test_interrupt.py walks them: every process is SIGKILLed
   after one node (so the kill walks through every node boundary), and, in a second chain, after
   one model request (so it walks through every request, including the one between the two
   requests of one node). Each chain is resumed until it finishes.
2. Random kills: 50 runs (default), each a real process SIGKILLed at a random moment after it is
   ready (uniform over the uninterrupted run's duration), then resumed until it finishes (a resume
   may itself be killed, with probability --rekill).

Reports, over all of them:

- resumed to the same final spec (spec.json byte-identical, same node path, same model-call table):
  target every run
- model calls repeated (requests the model answered more often than in the uninterrupted run): target 0;
  a call cut off by the kill before its reply existed is sent again and counted apart (not a repeat)
- review history entries lost (entries of the last round's history missing): target 0

These are regression checks with fixed targets: the script exits 1 when one is missed.
`--broken` resumes without the run's own recording: the kill chain after each request then makes
the model answer the first draft request again, so the bench must fail (a test runs it:
tests/test_interrupt_bench.py). A chain that never finishes (the broken resume repeats the same
request forever) fails too.

    .venv/bin/python bench/interrupt_resume.py [--runs 50] [--seed 15] [--latency 0.3] [--chains nodes,calls] [--broken]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DRIVER = ROOT / "bench" / "interrupt_driver.py"
EXAMPLE = ROOT / "examples" / "order-registration-documented"
AGREE = {"status": "APPROVED", "rationale": "Nothing to add.", "findings": [], "questions": []}
ENV = {**os.environ, "PYTHONPATH": str(ROOT / "src")}


def project(root: Path, model: str | None) -> Path:
    shutil.copytree(EXAMPLE / "input", root / "input")
    (root / "config.yaml").write_text(
        "input:\n  design_paths: [input/design/**/*.md]\n  source_paths: [input/source/**/*]\n"
        f"  key_test_items: [input/key-test-items.md]\nllm:\n  model: {model or 'null'}\n",
        encoding="utf-8",
    )
    return root / "config.yaml"


def replies(base: Path) -> Path:
    sys.path.insert(0, str(ROOT / "src"))
    from utspec.config import load_config
    from utspec.models import TestSpec
    from utspec.run import run

    run(load_config(project(base / "offline", None)), out_dir=base / "offline-out")
    spec = TestSpec.model_validate_json((base / "offline-out" / "spec.json").read_text(encoding="utf-8"))
    good = {"cases": [c.model_dump(mode="json", exclude={"id"}) for c in spec.cases], "open_questions": []}
    path = base / "replies.json"
    path.write_text(json.dumps({"draft": {**good, "cases": good["cases"][1:]}, "revise": good, "critic": AGREE}), encoding="utf-8")
    return path


def start(mode: str, config: Path, out: Path, answers: Path, log: Path, latency: float, broken: bool, *kill: str) -> subprocess.Popen:
    args = [sys.executable, str(DRIVER), mode, str(config), str(out), str(answers), str(log), "--latency", str(latency), *kill]
    return subprocess.Popen([*args, *(["--broken"] if broken else [])], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)


def wait_ready(proc: subprocess.Popen) -> float:
    line = proc.stdout.readline() if proc.stdout else ""
    if line.strip() != "ready":
        raise SystemExit(f"driver did not start: {line!r} {proc.stderr.read() if proc.stderr else ''}")
    return time.monotonic()


def result(out: Path) -> dict:
    trace = json.loads((out / "trace.json").read_text(encoding="utf-8"))
    # The model-call table without latencies (a call served from the run's recording takes no time).
    calls = [{k: v for k, v in c.items() if k != "latency_s"} for c in trace.get("llm_calls", [])]
    return {"spec": (out / "spec.json").read_text(encoding="utf-8"), "path": trace["path"], "calls": calls,
            "history": trace["rounds"][-1]["review"]["history"] if trace["rounds"] else [], "rounds": trace["rounds"]}  # fmt: skip


def sent(log: Path, what: str = "done") -> Counter[str]:
    """Per request hash: how often the model answered it (`done`) or received it (`sent`)."""
    lines = log.read_text(encoding="utf-8").splitlines() if log.exists() else []
    return Counter(line.split()[1] for line in lines if line.startswith(what + " "))


@dataclass
class Tally:
    """What the interrupted runs of one part came to, against the uninterrupted run."""

    runs: int = 0
    same: int = 0
    repeated: int = 0
    cut_off: int = 0
    lost: int = 0
    killed: int = 0
    resumes: int = 0
    unfinished: int = 0

    def score(self, out: Path, log: Path, want: dict, want_sent: Counter[str], finished: bool) -> None:
        self.runs += 1
        got_done = sent(log)
        self.repeated += sum(max(0, n - want_sent.get(k, 0)) for k, n in got_done.items())
        self.cut_off += sum(sent(log, "sent").values()) - sum(got_done.values())
        if not finished or not (out / "trace.json").exists():
            # (finished without its artifacts: the run's result is lost, which the bench must report)
            self.unfinished += 1
            return
        got = result(out)
        self.same += got["spec"] == want["spec"] and got["path"] == want["path"] and got["calls"] == want["calls"]
        self.lost += max(0, len(want["history"]) - len(got["history"])) + max(0, len(want["rounds"]) - len(got["rounds"]))

    @property
    def ok(self) -> bool:
        return self.same == self.runs and self.repeated == 0 and self.lost == 0

    def lines(self, label: str) -> list[str]:
        return [
            f"{label}: {self.runs} run(s), {self.killed} process(es) killed, {self.resumes} resume(s)"
            + (f", {self.unfinished} never finished" if self.unfinished else ""),
            f"  resumed to the same final spec: {self.same}/{self.runs}",
            f"  model calls repeated (completed, then sent again): {self.repeated}",
            f"  model calls cut off in flight by a kill (no reply yet, so sent again): {self.cut_off}",
            f"  review history entries lost: {self.lost}",
        ]


def chain(base: Path, name: str, kill: list[str], config: Path, answers: Path, args: argparse.Namespace,
          want: dict, want_sent: Counter[str], limit: int) -> Tally:  # fmt: skip
    """Run, then resume again and again, every process killed as `kill` says, until one finishes."""
    tally = Tally()
    out, log = base / name, base / f"{name}.log"
    mode, finished = "run", False
    for _ in range(limit):
        proc = start(mode, config, out, answers, log, args.latency, args.broken and mode == "resume", *kill)
        wait_ready(proc)
        _, err = proc.communicate(timeout=600)
        if proc.returncode == 0:
            finished = True
            break
        if proc.returncode != -signal.SIGKILL:
            raise SystemExit(f"{name}: the driver failed ({proc.returncode}): {err[-2000:]}")
        tally.killed += 1
        tally.resumes += mode == "resume"
        mode = "resume"
    tally.score(out, log, want, want_sent, finished)
    return tally


def random_kills(base: Path, config: Path, answers: Path, args: argparse.Namespace, want: dict,
                 want_sent: Counter[str], duration: float) -> Tally:  # fmt: skip
    rng = random.Random(args.seed)
    tally = Tally()
    for i in range(args.runs):
        out, log = base / f"run{i}", base / f"run{i}.log"
        mode, finished = "run", False
        for _attempt in range(20):
            proc = start(mode, config, out, answers, log, args.latency, args.broken and mode == "resume")
            t = wait_ready(proc)
            if mode == "run" or rng.random() < args.rekill:
                time.sleep(max(0.0, rng.uniform(0, duration) - (time.monotonic() - t)))
                proc.send_signal(signal.SIGKILL)
            _, err = proc.communicate(timeout=600)
            if proc.returncode == 0 or (proc.returncode == 2 and "has finished" in err):
                finished = True
                break  # (killed after the run had finished and written everything: nothing to resume)
            tally.killed += 1
            if proc.returncode == 2 and "no utspec runs here" in err:
                mode = "run"  # killed before the run was registered: nothing to resume, start it
                continue
            if proc.returncode not in (-signal.SIGKILL, 2):
                raise SystemExit(f"run {i}: the driver failed ({proc.returncode}): {err[-2000:]}")
            mode = "resume"
            tally.resumes += 1
        tally.score(out, log, want, want_sent, finished)
    return tally


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=50, help="runs killed at random moments")
    ap.add_argument("--seed", type=int, default=15)
    ap.add_argument("--latency", type=float, default=0.3)
    ap.add_argument("--rekill", type=float, default=0.2, help="probability that a resume is killed too")
    ap.add_argument("--chains", default="nodes,calls", help="deterministic kill chains to run first: nodes, calls, both or none")
    ap.add_argument("--broken", action="store_true", help="resume without the run's own recording: the bench must fail")
    args = ap.parse_args()
    chains = [c for c in args.chains.split(",") if c and c != "none"]
    with tempfile.TemporaryDirectory(prefix="utspec-bench-") as tmp:
        base = Path(tmp)
        answers = replies(base)
        config = project(base / "proj", "fake/designer")
        proc = start("run", config, base / "baseline", answers, base / "baseline.log", args.latency, False)
        t0 = wait_ready(proc)
        proc.communicate(timeout=600)
        duration = time.monotonic() - t0
        if proc.returncode != 0:
            raise SystemExit("the uninterrupted run failed")
        want, want_sent = result(base / "baseline"), sent(base / "baseline.log")
        calls = sum(want_sent.values())
        print(f"uninterrupted run: {duration:.1f} s, {len(want['path'])} nodes, {calls} model calls, model latency {args.latency} s"
              + (" (resumes BROKEN on purpose: no run recording)" if args.broken else ""))
        tallies: list[Tally] = []
        for name in chains:
            flag = {"nodes": "--kill-after-nodes", "calls": "--kill-after-calls"}[name]
            # One kill per node boundary (or per request): a chain that needs more processes repeats itself.
            limit = (len(want["path"]) if name == "nodes" else calls) + 1
            tally = chain(base, f"chain-{name}", [flag, "1"], config, answers, args, want, want_sent, limit)
            print("\n".join(tally.lines(f"kill after each {name[:-1]} (deterministic chain)")))
            tallies.append(tally)
        if args.runs:
            tally = random_kills(base, config, answers, args, want, want_sent, duration)
            print("\n".join(tally.lines(f"random kills at uniform(0, {duration:.1f} s) after start")))
            tallies.append(tally)
        ok = all(t.ok for t in tallies)
        print("PASS" if ok else "FAIL")
        return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
