"""Question corpus of issue 13: run utspec offline on every project and score its questions.

Usage: .venv/bin/python bench/questions.py [--show] [--heldout] [--project NAME] [--keep DIR] [--runs DIR] [--jobs N]

Each project under `bench/questions/projects/` is a utspec config with hand labels (`labels.yaml`,
see `bench/questions/README.md`). The runner starts `utspec run` in a subprocess (offline, as a user
would) into a run folder and hands the folder to `questions_score.py`, which imports nothing from
utspec. `--runs DIR` scores run folders made earlier (DIR/<project>) without running utspec.

Targets (issue 13): must-ask recall >= 0.85; already answered <= 10% of all questions; key items
falsely reported unanchored <= 10%; contradicted key items caught >= 0.85; conflicts caught >= 0.8.
"""

from __future__ import annotations

import argparse
import contextlib
import resource
import signal
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from questions_score import Run, Score, load_labels, load_run, score  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
PROJECTS = ROOT / "bench" / "questions" / "projects"
#: Projects labelled after the corpus was tuned on and kept out of tuning (`--heldout`; see its README).
HELDOUT = ROOT / "bench" / "questions" / "heldout"
UTSPEC = Path(sys.executable).with_name("utspec")
TARGETS = {"recall": 0.85, "answered": 0.10, "false_unanchored": 0.10, "contradicted": 0.85, "conflicts": 0.80}


#: CPU seconds one `utspec run` may use (RLIMIT_CPU of the child: the kernel stops it with SIGXCPU). CPU time, not
#: wall time: on a shared machine a run that waits for a core is slow, not stuck, and used to be scored as a miss.
CPU_LIMIT = 300
#: Wall-time backstop for a child that stops using CPU without ending (waiting on something forever).
WALL_LIMIT = 3600


def run_utspec(project: Path, out: Path) -> str | None:
    """`utspec run` on one project into `out`; None when it left a spec, else the error it printed.

    A run that leaves no spec.json (an internal error also exits 1, like NEEDS_REVISION) is scored
    as a run that asked nothing, and the bench reports it and fails. The limit is `CPU_LIMIT` seconds
    of the child's CPU time; `WALL_LIMIT` only stops a child that hangs without computing.
    """
    cmd = [str(UTSPEC), "run", "-c", str(project / "config.yaml"), "--out", str(out)]
    with subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) as proc:
        # Set on the running child (not preexec_fn, which is unsafe with the pool's threads); the
        # processes it starts later inherit the limit, each with its own count.
        with contextlib.suppress(ProcessLookupError):  # already ended
            resource.prlimit(proc.pid, resource.RLIMIT_CPU, (CPU_LIMIT, CPU_LIMIT + 5))
        try:
            stdout, stderr = proc.communicate(timeout=WALL_LIMIT)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.communicate()
            return f"{project.name}: utspec run still going after {WALL_LIMIT} s of wall time (stopped)"
    if proc.returncode in (-signal.SIGXCPU, -signal.SIGKILL):
        return f"{project.name}: utspec run stopped at its CPU limit ({CPU_LIMIT} s)"
    if proc.returncode in (0, 1, 3) and (out / "spec.json").is_file():
        return None
    return f"{project.name}: utspec run exited {proc.returncode}: {(stderr or stdout).strip()[-300:]}"


def measure(projects: list[Path], runs: Path) -> tuple[Score, dict[str, Score]]:
    """Score the run folders `runs/<project>` (made by `run_all` or earlier)."""
    total = Score()
    per: dict[str, Score] = {}
    for project in projects:
        folder = runs / project.name
        run = load_run(folder) if (folder / "spec.json").is_file() else Run([], frozenset(), {}, {})
        s = score(run, load_labels(project), project.name)
        per[project.name] = s
        total.add(s)
    return total, per


def run_all(projects: list[Path], runs: Path, jobs: int = 2) -> list[str]:
    """Run utspec on every project, `jobs` at a time (each run is one process); the failed runs."""
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        return [e for e in pool.map(lambda p: run_utspec(p, runs / p.name), projects) if e]


def targets_met(s: Score) -> bool:
    return (
        s.recall >= TARGETS["recall"]
        and s.answered_share <= TARGETS["answered"]
        and s.false_unanchored <= TARGETS["false_unanchored"]
        and s.contradicted_caught >= TARGETS["contradicted"]
        and s.conflicts_rate >= TARGETS["conflicts"]
    )


def report(total: Score, per: dict[str, Score], *, show: bool) -> str:
    lines = [
        f"{'project':<22} {'must':>4} {'asked':>5} {'qs':>4} {'ans':>4} {'KTm':>4} {'unan':>4} "
        f"{'KTc':>4} {'caught':>6} {'conf':>4} {'caught':>6}"
    ]
    for name, s in [*per.items(), ("TOTAL", total)]:
        lines.append(
            f"{name:<22} {s.must_ask:>4} {s.asked:>5} {s.questions:>4} {s.already_answered:>4} {s.kt_match:>4} "
            f"{s.kt_match_unanchored:>4} {s.kt_contra:>4} {s.kt_contra_caught:>6} {s.conflicts:>4} {s.conflicts_caught:>6}"
        )
    lines += [
        f"must-ask recall            {total.recall:.3f}  ({total.asked}/{total.must_ask}; target >= {TARGETS['recall']}; "
        f"any question at the place: {total.recall_lenient:.3f})",
        f"already answered           {total.answered_share:.3f}  ({total.already_answered}/{total.questions} questions; target <= {TARGETS['answered']})",
        f"false unanchored           {total.false_unanchored:.3f}  ({total.kt_match_unanchored}/{total.kt_match} matching key items; target <= {TARGETS['false_unanchored']})",
        f"contradicted caught        {total.contradicted_caught:.3f}  ({total.kt_contra_caught}/{total.kt_contra}; target >= {TARGETS['contradicted']})",
        f"conflicts caught           {total.conflicts_rate:.3f}  ({total.conflicts_caught}/{total.conflicts} at the labelled code line; target >= {TARGETS['conflicts']}; "
        f"at the line or through the design statement: {total.conflicts_rate_by_statement:.3f}, {total.conflicts_by_statement}/{total.conflicts})",
        f"false contradicted         {total.false_contradicted:.3f}  ({total.kt_match_contradicted + total.kt_none_contradicted}/"
        f"{total.kt_match + total.kt_none} key items that do not contradict; no target, lower is better); "
        f"contradicted at the labelled place {total.kt_contra_at_place}/{total.kt_contra}",
        f"design-code questions      {total.conflict_questions} ({total.conflict_questions_off} name no labelled conflict)",
        f"also: matching key items anchored {total.kt_match_cited}/{total.kt_match}, reported contradicted "
        f"{total.kt_match_contradicted}; contradicting key items cited as evidence {total.kt_contra_cited}/{total.kt_contra}; "
        f"key items matching nothing asked {total.kt_none_caught}/{total.kt_none}",
    ]  # fmt: skip
    if total.stale:
        lines += ["stale labels:", *(f"  {x}" for x in total.stale)]
    if show:
        for title, items in (
            ("missed must-ask:", total.missed),
            ("already answered:", total.answered),
            ("key items wrong:", total.kt_wrong),
            ("conflicts missed:", total.conflicts_missed),
            ("design-code questions naming no labelled conflict:", total.conflicts_off),
            ("example questions:", total.examples),
        ):
            lines += [title, *(f"  {x}" for x in items)]
    lines.append(f"targets: {'met' if targets_met(total) and not total.stale else 'NOT met'}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--show", action="store_true", help="list missed, already-answered and wrong items")
    ap.add_argument("--heldout", action="store_true", help="score the held-out projects (bench/questions/heldout)")
    ap.add_argument("--project", action="append", help="only this project (repeatable)")
    ap.add_argument("--keep", type=Path, help="write the run folders here (DIR/<project>) and keep them")
    ap.add_argument("--jobs", type=int, default=2, help="utspec runs at a time (default 2)")
    ap.add_argument("--runs", type=Path, help="score run folders made earlier (DIR/<project>); do not run utspec")
    args = ap.parse_args(argv)
    folder = HELDOUT if args.heldout else PROJECTS
    projects = sorted(p for p in folder.iterdir() if (p / "config.yaml").exists())
    if args.project:
        projects = [p for p in projects if p.name in args.project]
    failed: list[str] = []
    if args.runs:
        failed = [f"{p.name}: no spec.json" for p in projects if not (args.runs / p.name / "spec.json").is_file()]
        total, per = measure(projects, args.runs)
    else:
        with tempfile.TemporaryDirectory(prefix="utspec-questions-") as tmp:
            runs = args.keep or Path(tmp)
            failed = run_all(projects, runs, args.jobs)
            total, per = measure(projects, runs)
    print(report(total, per, show=args.show))
    if failed:
        print("failed runs (scored as asking nothing):", *failed, sep="\n  ")
    return 0 if targets_met(total) and not total.stale and not failed else 1


if __name__ == "__main__":
    raise SystemExit(main())
