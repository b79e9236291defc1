"""The speed benchmark runs each pass in its own fresh process, so neither pays for the other's objects."""

from __future__ import annotations

import sysconfig
from pathlib import Path
from typing import Any

from tests._bench_script import load_bench

STDLIB = Path(sysconfig.get_paths()["stdlib"])


def _bench() -> Any:
    return load_bench("bench_checklist")


def test_each_pass_runs_alone_in_a_fresh_process() -> None:
    bench = _bench()
    m = bench.measure(STDLIB, limit=8, repeat=2, no_gc=False)
    pids = {run[name]["pid"] for run in m["runs"] for name in ("raw", "checklist")}
    assert len(pids) == 4  # four passes, four processes, none of them this one
    assert all(not run["raw"]["analyzers_loaded_before"] for run in m["runs"])
    assert all(run["checklist"]["items"] > 0 and run["raw"]["captures"] > 0 for run in m["runs"])
    assert len(m["ratios"]) == 2 and m["ratio"] > 0 and m["cpu_ratio"] > 0


def test_the_checklist_pass_makes_one_analyze_call_over_every_file() -> None:
    from utspec.analyzers import analyze

    bench = _bench()
    files = bench.stdlib_files(STDLIB, 8)
    out = bench.checklist_pass(files)
    analysis = analyze(files)
    assert (out["items"], out["notices"]) == (len(analysis.items), len(analysis.notices))
