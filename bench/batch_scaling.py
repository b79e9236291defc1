"""Batch scaling (issue 16): wall time of `utspec batch` at --jobs 1, 2, 4, 8 over 16 cases, against the ideal.

    .venv/bin/python bench/batch_scaling.py [--latency 0.5] [--jobs 1,2,4,8] [--ray] [--broken]

Cases: 4 projects (order-registration-documented, coupon-ts, inventory-java, email-sender) × 4
copies, each with the scripted model (utspec.batch.scripted: the project's offline spec as the
designer's reply, an agreeing LLM critic) answering every call after `--latency` seconds of sleep.

    ideal(jobs) = calls × latency / jobs + cpu(jobs)

`calls` is counted by the batch (the summary's total); `cpu(jobs)` is measured in the same run: the
wall time of the same batch through the local executor at the same --jobs with a model that answers
at once (Ray is held to the same figure, so its overhead counts against it). The regression
checks: wall / ideal <= 1.15 for the local executor at every --jobs, and <= 1.5 through Ray (a local
Ray started once before the timings, its worker processes warmed by one untimed batch: its start-up
is reported apart). `--broken` runs every batch
with one job while the ideal assumes --jobs: the checks must fail.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from pathlib import Path

from utspec.batch import CaseOptions, from_configs, run_batch
from utspec.batch.scripted import ScriptedDoors, offline_reply

ROOT = Path(__file__).resolve().parents[1]
PROJECTS = [ROOT / "examples" / "order-registration-documented", ROOT / "bench" / "critic_corpus" / "projects" / "coupon-ts",
            ROOT / "bench" / "critic_corpus" / "projects" / "inventory-java", ROOT / "examples" / "email-sender"]  # fmt: skip
COPIES = 4
LOCAL_LIMIT = 1.15
RAY_LIMIT = 1.5


def make_cases(work: Path) -> tuple[list[Path], dict]:
    configs, drafts = [], {}
    for project in PROJECTS:
        reply = offline_reply(project / "config.yaml")
        for n in range(COPIES):
            dest = work / "projects" / f"{project.name}-{n + 1}"
            shutil.copytree(project, dest, ignore=shutil.ignore_patterns("artifacts", "spec.md"))
            configs.append(dest / "config.yaml")
            drafts[str(dest.resolve())] = reply
    return configs, drafts


def timed(configs: list[Path], drafts: dict, out: Path, *, latency: float, jobs: int, executor: str) -> tuple[float, int]:
    shutil.rmtree(out, ignore_errors=True)
    opts = CaseOptions(door_factory=ScriptedDoors(drafts, latency_s=latency))
    t0 = time.monotonic()
    result = run_batch(from_configs(configs, out), out, opts, jobs=jobs, executor=executor, live=False)
    wall = time.monotonic() - t0
    errors = [r for r in result.rows if r["status"] == "ERROR"]
    if errors:
        raise SystemExit(f"a case failed: {errors[0]['case']}: {errors[0]['error']}")
    return wall, result.meta["totals"]["calls"]


def start_ray(cpus: int) -> None:
    """A local Ray for the Ray timings, started once (its start-up is not what is measured)."""
    import ray

    for attempt in range(3):
        t0 = time.monotonic()
        try:
            ray.init(num_cpus=cpus, include_dashboard=False, log_to_driver=False, logging_level="ERROR")
        except Exception as exc:  # noqa: BLE001 - Ray gives up after 30 s on a loaded machine: try again
            print(f"(Ray did not start: {exc}; attempt {attempt + 1})", file=sys.stderr)
            ray.shutdown()
            continue
        print(f"(local Ray started in {time.monotonic() - t0:.1f} s, not in the timings)", file=sys.stderr)
        return
    raise SystemExit("Ray did not start")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--latency", type=float, default=0.5)
    ap.add_argument("--jobs", default="1,2,4,8")
    ap.add_argument("--ray", action="store_true", help="also time the Ray executor (needs the ray extra)")
    ap.add_argument("--broken", action="store_true", help="run every batch with one job (the checks must fail)")
    args = ap.parse_args()
    jobs_list = [int(j) for j in args.jobs.split(",")]
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        configs, drafts = make_cases(work)
        print(f"cases: {len(configs)} ({len(PROJECTS)} projects × {COPIES}); latency {args.latency} s per call")
        print("| executor | jobs | calls | cpu part (s) | ideal (s) | wall (s) | wall/ideal | limit |")
        print("|---|---|---|---|---|---|---|---|")
        executors = [("local", LOCAL_LIMIT)] + ([("ray", RAY_LIMIT)] if args.ray else [])
        cpu_part: dict[int, float] = {}
        for executor, limit in executors:
            if executor == "ray":
                start_ray(max(jobs_list))
                # Ray starts its worker processes lazily, each importing utspec (seconds on a loaded machine);
                # one untimed batch at the widest --jobs starts them, as the local parent's one import does.
                timed(configs, drafts, work / "out", latency=0.0, jobs=max(jobs_list), executor=executor)
            for jobs in jobs_list:
                run_jobs = 1 if args.broken else jobs
                if executor == "local":
                    cpu_part[jobs], _ = timed(configs, drafts, work / "out", latency=0.0, jobs=jobs, executor=executor)
                # Ray is held to the local executor's CPU part: its own overhead counts against it.
                cpu = cpu_part[jobs]
                wall, calls = timed(configs, drafts, work / "out", latency=args.latency, jobs=run_jobs, executor=executor)
                ideal = calls * args.latency / jobs + cpu
                ratio = wall / ideal
                ok = ratio <= limit
                failed |= not ok
                print(f"| {executor} | {jobs} | {calls} | {cpu:.1f} | {ideal:.1f} | {wall:.1f} | {ratio:.3f} | "
                      f"{limit} {'ok' if ok else 'FAIL'} |", flush=True)  # fmt: skip
    print("FAIL" if failed else "PASS")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
