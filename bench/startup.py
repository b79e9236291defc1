"""Whole-process start-up of the commands people type, against a bare interpreter in the same run.

    .venv/bin/python bench/startup.py [--repeats 7] [--json]

Prints the median wall time of each command over --repeats fresh processes, the ratio to
`python -c pass` (the floor, measured in the same run: these machines are shared and noisy), and the
targets of issue 17 (`--help`/`--version` < 0.3 s, `checklist` on one small file < 0.5 s). `run
--replay` replays a recording this script makes first with the project's scripted fake model (no
network), so it measures what a user's replay costs: start-up, inputs, analysis, graph, no model.

Bytecode: an installed package runs from cached bytecode (`.pyc`), so by default every process gets
a private, warmed cache (`PYTHONPYCACHEPREFIX` in a temporary folder; `PYTHONDONTWRITEBYTECODE`
removed) and each command runs once unmeasured first. `--cold` keeps the caller's environment
(with `PYTHONDONTWRITEBYTECODE=1` every process compiles every module from source: seconds).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "order-registration-documented"
TARGETS_S = {"--version": 0.3, "--help": 0.3, "checklist one file": 0.5}

# Makes a recording of one model run of the example: the designer's reply is the offline spec (which
# the deterministic critic approves), the LLM critic agrees. Runs in its own process, like a user would.
RECORD = """
import sys
from pathlib import Path

import utspec.llm.door as door
from utspec.config import load_config
from utspec.llm.accounting import NoPricing
from utspec.llm.fake import NodeRoutedTransport, ScriptedTransport, reply
from utspec.run import run

cfg_path, offline_out, out, rec = map(Path, sys.argv[1:5])
offline = load_config(cfg_path)
offline.config.llm.model = None
run(offline, out_dir=offline_out)
spec = __import__("json").loads((offline_out / "spec.json").read_text(encoding="utf-8"))
draft = {"cases": [{k: v for k, v in c.items() if k != "id"} for c in spec["cases"]], "open_questions": []}
agree = {"status": "APPROVED", "rationale": "Nothing to add.", "findings": [], "questions": []}
critic = ScriptedTransport([], then=reply(agree))
door.LitellmTransport = lambda **_: NodeRoutedTransport({"review_test_spec": critic}, ScriptedTransport([], then=reply(draft)))
door.default_pricing = lambda settings: NoPricing()
sys.argv = ["utspec", "run", "--config", str(cfg_path), "--out", str(out), "--record", str(rec)]
from utspec.cli import main
main()
"""


#: The environment of the measured processes (see the module docstring); set by `measure`.
ENV: dict[str, str] = dict(os.environ)


#: Median CPU seconds (user + system) of each timed command, filled by `_time`: on a loaded machine the
#: wall clock mostly measures the neighbours, the CPU time much less so.
CPU: dict[str, float] = {}


def _time(cmd: list[str], cwd: Path, repeats: int, ok: tuple[int, ...] = (0,), name: str = "") -> float:
    times, cpu = [], []
    for i in range(repeats + 1):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, env=ENV)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if i:  # the first run only warms the bytecode cache and the file system
            times.append(time.perf_counter() - started)
            cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        if done.returncode not in ok:
            raise SystemExit(f"{' '.join(cmd)} exited {done.returncode}:\n{done.stderr[-2000:]}")
    CPU[name] = statistics.median(cpu)
    return statistics.median(times)


def _project(tmp: Path, with_model: bool) -> Path:
    shutil.copytree(EXAMPLE / "input", tmp / "input")
    cfg = tmp / "config.yaml"
    model = "llm:\n  model: fake/bench\n  backoff_s: 0\n" if with_model else ""
    cfg.write_text(
        "input:\n  design_paths: [input/design/**/*.md]\n  source_paths: [input/source/**/*]\n"
        "  key_test_items: [input/key-test-items.md]\n" + model,
        encoding="utf-8",
    )
    return cfg


def measure(repeats: int, cold: bool = False, only: set[str] | None = None) -> dict[str, float]:
    py = sys.executable
    utspec = [py, "-m", "utspec"]
    out: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        ENV.clear()
        ENV.update(os.environ)
        if not cold:
            ENV.pop("PYTHONDONTWRITEBYTECODE", None)
            ENV["PYTHONPYCACHEPREFIX"] = str(tmp / "pycache")
        offline = _project(tmp / "offline", with_model=False)
        model = _project(tmp / "model", with_model=True)
        # The target is for a small file without SQL; a file with SQL also pays for sqlglot (~0.35 s).
        one = tmp / "fee.py"
        one.write_text("def fee(subtotal):\n    if subtotal >= 5000:\n        return 0\n    return 500\n", encoding="utf-8")
        with_sql = offline.parent / "input" / "source" / "order_service.py"
        rec = tmp / "rec"

        def want(name: str) -> bool:
            return only is None or name in only

        if want("run --replay"):
            subprocess.run(
                [py, "-c", RECORD, str(model), str(tmp / "o0"), str(tmp / "o1"), str(rec)], check=True,
                capture_output=True, env=ENV,
            )  # fmt: skip
            if not any(rec.glob("*.json")):
                raise SystemExit("the recording step recorded nothing")
        out["python -c pass"] = _time([py, "-c", "pass"], tmp, repeats, name="python -c pass")
        if want("--version"):
            out["--version"] = _time([*utspec, "--version"], tmp, repeats, name="--version")
        if want("--help"):
            out["--help"] = _time([*utspec, "--help"], tmp, repeats, name="--help")
        if want("checklist one file"):
            out["checklist one file"] = _time([*utspec, "checklist", str(one)], tmp, repeats, name="checklist one file")
        if want("checklist, file with SQL"):
            out["checklist, file with SQL"] = _time([*utspec, "checklist", str(with_sql)], tmp, repeats, name="checklist, file with SQL")
        if want("run offline"):
            out["run offline"] = _time([*utspec, "run", "--config", str(offline), "--out", str(tmp / "a")], tmp, repeats, name="run offline")
        if want("run --replay"):
            out["run --replay"] = _time(
                [*utspec, "run", "--config", str(model), "--out", str(tmp / "b"), "--replay", str(rec)], tmp, repeats,
                name="run --replay",
            )
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=7)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--cold", action="store_true", help="no private bytecode cache: the caller's environment as is")
    ap.add_argument("--only", help="`;`-separated command names to time (the floor is always timed)")
    args = ap.parse_args()
    got = measure(args.repeats, cold=args.cold, only=set(args.only.split(";")) if args.only else None)
    floor = got["python -c pass"]
    if args.json:
        print(json.dumps({"median_s": got, "ratio_to_floor": {k: v / floor for k, v in got.items()}, "median_cpu_s": CPU}, indent=2))
        return
    cache = "caller's environment" if args.cold else "private bytecode cache, warmed"
    print(f"median of {args.repeats} fresh processes each (python {sys.version.split()[0]}; {cache})")
    print(f"{'command':<24} {'median s':>9} {'x floor':>8} {'cpu s':>7}  target (wall clock)")
    for name, secs in got.items():
        target = TARGETS_S.get(name)
        verdict = "" if target is None else f"< {target} s: {'met' if secs < target else 'MISSED'}"
        print(f"{name:<24} {secs:>9.3f} {secs / floor:>8.1f} {CPU[name]:>7.3f}  {verdict}")


if __name__ == "__main__":
    main()
