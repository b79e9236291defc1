"""Bench: interrupted runs resume to the same result, with no model call sent twice.

50 runs (default) of the order-registration-documented project with a scripted model (latency
0.3 s per call: a draft the critic blocks, a revision it approves, the LLM critic agreeing). Each
run is a real process killed with SIGKILL at a random moment after it is ready (uniform over the
uninterrupted run's duration), then resumed with the same scripted model until it finishes (a
resume may itself be killed, with probability --rekill). Reports, against the uninterrupted run:

- resumed to the same final spec (spec.json byte-identical, same node path): a measurement, target 50/50
- model calls repeated (requests the model answered more often than in the uninterrupted run): target 0;
  a call cut off by the kill before its reply existed is sent again and counted apart (not a repeat)
- review history entries lost (entries of the last round's history missing): target 0

These are regression checks with fixed targets: the script exits 1 when one is missed.
`--broken` resumes without the run's own recording; the bench must then fail (repeated calls > 0).

    .venv/bin/python bench/interrupt_resume.py [--runs 50] [--seed 15] [--latency 0.3] [--broken]
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


def start(mode: str, config: Path, out: Path, answers: Path, log: Path, latency: float, broken: bool) -> subprocess.Popen:
    args = [sys.executable, str(DRIVER), mode, str(config), str(out), str(answers), str(log), "--latency", str(latency)]
    return subprocess.Popen([*args, *(["--broken"] if broken else [])], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)


def wait_ready(proc: subprocess.Popen) -> float:
    line = proc.stdout.readline() if proc.stdout else ""
    if line.strip() != "ready":
        raise SystemExit(f"driver did not start: {line!r} {proc.stderr.read() if proc.stderr else ''}")
    return time.monotonic()


def result(out: Path) -> dict:
    trace = json.loads((out / "trace.json").read_text(encoding="utf-8"))
    return {"spec": (out / "spec.json").read_text(encoding="utf-8"), "path": trace["path"],
            "history": trace["rounds"][-1]["review"]["history"] if trace["rounds"] else [], "rounds": trace["rounds"]}  # fmt: skip


def sent(log: Path, what: str = "done") -> Counter[str]:
    """Per request hash: how often the model answered it (`done`) or received it (`sent`)."""
    lines = log.read_text(encoding="utf-8").splitlines() if log.exists() else []
    return Counter(line.split()[1] for line in lines if line.startswith(what + " "))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=50)
    ap.add_argument("--seed", type=int, default=15)
    ap.add_argument("--latency", type=float, default=0.3)
    ap.add_argument("--rekill", type=float, default=0.2, help="probability that a resume is killed too")
    ap.add_argument("--broken", action="store_true")
    args = ap.parse_args()
    rng = random.Random(args.seed)
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
        same = repeated = cut_off = lost = mid_run = resumes = 0
        for i in range(args.runs):
            out, log = base / f"run{i}", base / f"run{i}.log"
            mode = "run"
            for _attempt in range(20):
                proc = start(mode, config, out, answers, log, args.latency, args.broken and mode == "resume")
                t = wait_ready(proc)
                if mode == "run" or rng.random() < args.rekill:
                    time.sleep(max(0.0, rng.uniform(0, duration) - (time.monotonic() - t)))
                    proc.send_signal(signal.SIGKILL)
                _, err = proc.communicate(timeout=600)
                if proc.returncode == 0 or (proc.returncode == 2 and "has finished" in err):
                    break  # (killed after the run had finished and written everything: nothing to resume)
                mid_run += mode == "run"
                if proc.returncode == 2 and "no utspec runs here" in err:
                    mode = "run"  # killed before the run was registered: nothing to resume, start it
                    continue
                if proc.returncode not in (-signal.SIGKILL, 2):
                    raise SystemExit(f"run {i}: the driver failed ({proc.returncode}): {err[-2000:]}")
                mode = "resume"
                resumes += 1
            else:
                raise SystemExit(f"run {i} never finished")
            got, got_done = result(out), sent(log)
            same += got["spec"] == want["spec"] and got["path"] == want["path"]
            repeated += sum(max(0, n - want_sent.get(k, 0)) for k, n in got_done.items())
            cut_off += sum(sent(log, "sent").values()) - sum(got_done.values())
            lost += max(0, len(want["history"]) - len(got["history"])) + max(0, len(want["rounds"]) - len(got["rounds"]))
        print(f"interrupted runs: {args.runs} (killed mid-run {mid_run}, resumes {resumes}; kill at uniform(0, {duration:.1f} s) "
              f"after start, model latency {args.latency} s, {sum(want_sent.values())} model calls per run)")
        print(f"resumed to the same final spec: {same}/{args.runs}")
        print(f"model calls repeated (completed, then sent again): {repeated}")
        print(f"model calls cut off in flight by a kill (no reply yet, so sent again): {cut_off}")
        print(f"review history entries lost: {lost}")
        ok = same == args.runs and repeated == 0 and lost == 0
        print("PASS" if ok else "FAIL")
        return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
