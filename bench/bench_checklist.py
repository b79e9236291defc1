"""Benchmark: the checklist over the Python standard library vs. raw tree-sitter parse + query.

Usage: .venv/bin/python bench/bench_checklist.py [--root DIR] [--limit N] [--repeat N] [--no-gc]

Each pass runs in its own fresh interpreter, so each pays only for its own allocations:
- the raw pass parses every file and runs the shipped Python query, consuming every match (the
  binding alone: the floor no analyzer built on tree-sitter can beat);
- the checklist pass makes one `analyze(all files)` call, as `utspec checklist` and `utspec run` do,
  and so pays for the cycle collector's passes over the items it keeps, like a user's run.
Both read and decode the files before their clock starts and warm up on the first five files
(grammar load, query compile). The parent runs the two passes `--repeat` times, interleaved (raw
first on even repeats, checklist first on odd ones, so a drift in the machine's load hits both),
and reports the median lines/s of each and the median of the per-repeat ratios analyzer/raw
(wall clock: the target), plus the same ratio of process CPU seconds, which a loaded 2-core
machine disturbs less (wall clock there also measures how often the neighbours got the core).

Why processes and not one process with `gc.collect()` + `gc.freeze()` between passes: before
session 8 both passes ran in one process, file by file, and the raw pass paid for most full
(generation-2) collections, which traverse the ~80k items the analyzer keeps (1.8-2.3 s of its
~7 s), so the ratio flattered the analyzer (0.84 with the collector on, ~0.58 with it off in
both passes). Freezing between passes would move the analyzer's items out of the collector's
reach and so hide a cost a user does pay; which pass starts a collection would still depend on
allocation counts. A fresh process has no such coupling, and needs no bookkeeping that could drift.

Compiled modules: a user's installed utspec and sqlglot import from cached bytecode (pip compiles
at install, and Python caches what it compiles on the first import). Sessions here run with
PYTHONDONTWRITEBYTECODE=1 and a venv without `__pycache__`, so each child compiled every module it
imported from source, including sqlglot and the SQL analyzers the checklist pass first imports inside
its clock (~0.45 s CPU, ~5% of the pass, that no user pays after their first run). The children
therefore share a bytecode cache of their own (PYTHONPYCACHEPREFIX, a temporary folder, writing
allowed), filled by one untimed checklist pass over the same files before the measured runs, as a
user's second run finds it. What is timed is unchanged: the import itself (~0.2 s from bytecode)
still counts. `--no-bytecode-cache` runs the children in the caller's environment unchanged (the
figures before session 9).

Targets: issue 10, ratio >= 0.8; issue 3, peak RSS of the checklist pass < 1 GiB.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import resource
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path
from typing import Any

from utspec.inputs.text import decode_bytes
from utspec.models import SourceText

RATIO_TARGET = 0.8
RSS_TARGET_MIB = 1024


def stdlib_files(root: Path, limit: int | None) -> list[SourceText]:
    files: list[SourceText] = []
    for path in sorted(root.rglob("*.py")):
        if "site-packages" in path.parts or not path.is_file():
            continue
        try:
            decoded = decode_bytes(path.read_bytes())
        except (OSError, ValueError, UnicodeDecodeError):
            continue
        if decoded.text is None:
            continue
        text = decoded.text.replace("\r\n", "\n").replace("\r", "\n")
        files.append(SourceText(path=path.relative_to(root).as_posix(), text=text))
        if limit and len(files) >= limit:
            break
    return files


def raw_pass(files: list[SourceText]) -> dict[str, Any]:
    """Parse + run the shipped Python query over every file and consume every match."""
    import tree_sitter
    import tree_sitter_language_pack

    from utspec.resources import rule_file

    language = tree_sitter_language_pack.get_language("python")
    query = tree_sitter.Query(language, rule_file("queries", "python.scm").read_text(encoding="utf-8"))
    parser = tree_sitter.Parser(language)

    def one(f: SourceText) -> int:
        tree = parser.parse(f.text.encode("utf-8"))
        return sum(len(caps) for _pattern, caps in tree_sitter.QueryCursor(query).matches(tree.root_node))

    for f in files[:5]:
        one(f)
    gc.collect()
    t0, c0 = time.perf_counter(), time.process_time()
    captures = sum(one(f) for f in files)
    seconds, cpu = time.perf_counter() - t0, time.process_time() - c0
    return {"seconds": seconds, "cpu": cpu, "captures": captures}


def checklist_pass(files: list[SourceText]) -> dict[str, Any]:
    """One `analyze` call over every file, as `utspec checklist` makes it."""
    from utspec.analyzers import analyze

    analyze(files[:5])
    gc.collect()
    t0, c0 = time.perf_counter(), time.process_time()
    analysis = analyze(files)
    seconds, cpu = time.perf_counter() - t0, time.process_time() - c0
    return {"seconds": seconds, "cpu": cpu, "items": len(analysis.items), "notices": len(analysis.notices)}


PASSES = {"raw": raw_pass, "checklist": checklist_pass}


def child(name: str, root: Path, limit: int | None, no_gc: bool) -> dict[str, Any]:
    """Run one pass in this (fresh) process and describe it."""
    files = stdlib_files(root, limit)
    analyzers_loaded = "utspec.analyzers" in sys.modules  # the raw pass must start without them
    gc.collect()
    if no_gc:
        gc.disable()
    out = PASSES[name](files)
    out |= {
        "pass": name,
        "pid": os.getpid(),
        "analyzers_loaded_before": analyzers_loaded,
        "files": len(files),
        "lines": sum(f.text.count("\n") + 1 for f in files),
        "rss_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,  # KiB on Linux
    }
    return out


def run_child(name: str, root: Path, limit: int | None, no_gc: bool, env: dict[str, str] | None = None) -> dict[str, Any]:
    cmd = [sys.executable, __file__, "--child", name, "--root", str(root)]
    if limit:
        cmd += ["--limit", str(limit)]
    if no_gc:
        cmd.append("--no-gc")
    done = subprocess.run(cmd, check=True, capture_output=True, text=True, env=env)
    return json.loads(done.stdout.strip().splitlines()[-1])


def bytecode_env(cache: Path) -> dict[str, str]:
    """The caller's environment, with imports compiled once into `cache` and read from there after (see the docstring)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return env | {"PYTHONPYCACHEPREFIX": str(cache)}


def measure(root: Path, limit: int | None, repeat: int, no_gc: bool, bytecode_cache: bool = True) -> dict[str, Any]:
    """Interleaved runs of both passes, each in a fresh process; medians and every run."""
    with tempfile.TemporaryDirectory(prefix="bench-pycache-") as cache:
        env = None
        if bytecode_cache:
            env = bytecode_env(Path(cache))
            run_child("checklist", root, limit, no_gc, env)  # untimed: fills the cache, as a user's first run
        return _measure(root, limit, repeat, no_gc, env)


def _measure(root: Path, limit: int | None, repeat: int, no_gc: bool, env: dict[str, str] | None) -> dict[str, Any]:
    runs: list[dict[str, dict[str, Any]]] = []
    for i in range(max(1, repeat)):
        order = ("raw", "checklist") if i % 2 == 0 else ("checklist", "raw")
        runs.append({name: run_child(name, root, limit, no_gc, env) for name in order})
    lines = runs[0]["raw"]["lines"]
    raw_lps = [lines / r["raw"]["seconds"] for r in runs]
    ana_lps = [lines / r["checklist"]["seconds"] for r in runs]
    ratios = [a / r for a, r in zip(ana_lps, raw_lps, strict=True)]
    cpu_ratios = [r["raw"]["cpu"] / r["checklist"]["cpu"] for r in runs]
    return {
        "runs": runs,
        "files": runs[0]["raw"]["files"],
        "lines": lines,
        "raw_lps": raw_lps,
        "ana_lps": ana_lps,
        "ratios": ratios,
        "ratio": statistics.median(ratios),
        "cpu_ratios": cpu_ratios,
        "cpu_ratio": statistics.median(cpu_ratios),
        "rss_mib": max(r["checklist"]["rss_mib"] for r in runs),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--root", type=Path, default=Path(sysconfig.get_paths()["stdlib"]))
    ap.add_argument("--limit", type=int, default=None, help="analyse only the first N files")
    ap.add_argument("--repeat", type=int, default=3, help="runs of each pass, interleaved; medians count")
    ap.add_argument(
        "--no-gc",
        action="store_true",
        help="cycle collector off in both passes (a diagnostic: what each costs without collections)",
    )
    ap.add_argument(
        "--no-bytecode-cache",
        action="store_true",
        help="children inherit this environment unchanged (with PYTHONDONTWRITEBYTECODE=1 they compile imports from source)",
    )
    ap.add_argument("--child", choices=sorted(PASSES), help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        print(json.dumps(child(args.child, args.root, args.limit, args.no_gc)))
        return 0

    load_before = os.getloadavg()[0]
    m = measure(args.root, args.limit, args.repeat, args.no_gc, bytecode_cache=not args.no_bytecode_cache)
    load_after = os.getloadavg()[0]
    last = m["runs"][-1]
    ints = lambda xs: " / ".join(f"{x:,.0f}" for x in xs)  # noqa: E731
    print(
        f"corpus: {args.root} ({m['files']} files, {m['lines']:,} lines); {len(m['runs'])} interleaved runs, "
        f"each pass in its own process{'; collector OFF' if args.no_gc else ''}"
        f"{'; no bytecode cache prepared' if args.no_bytecode_cache else '; imports from a primed bytecode cache'}"
    )
    print(f"load average (1 min): {load_before:.1f} before, {load_after:.1f} after")
    print(
        f"raw tree-sitter parse+query: {ints(m['raw_lps'])} lines/s  ({last['raw']['captures']:,} captures)"
    )
    print(
        f"utspec checklist (analyze):  {ints(m['ana_lps'])} lines/s  "
        f"({last['checklist']['items']:,} items, {last['checklist']['notices']} notices)"
    )
    print(
        f"ratio analyzer/raw: {' / '.join(f'{r:.2f}' for r in m['ratios'])}  median {m['ratio']:.2f} "
        f"(target >= {RATIO_TARGET})"
    )
    print(
        f"ratio of process CPU seconds raw/analyzer: {' / '.join(f'{r:.2f}' for r in m['cpu_ratios'])}  "
        f"median {m['cpu_ratio']:.2f} (less sensitive to the neighbours' load than wall clock)"
    )
    print(f"peak RSS of the checklist pass: {m['rss_mib']:,.0f} MiB (target < {RSS_TARGET_MIB} MiB)")
    ok = m["ratio"] >= RATIO_TARGET and m["rss_mib"] < RSS_TARGET_MIB
    print("targets met" if ok else "TARGETS MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
