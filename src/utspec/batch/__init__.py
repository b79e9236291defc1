"""`utspec batch`: many modules, one command: cases run in parallel, each isolated, one summary.

    cases, out = from_manifest(Path("batch.yaml"), None)            # or from_configs([...], out)
    result = run_batch(cases, out, CaseOptions(), jobs=4)          # executor="ray" for a Ray cluster
    result.exit_code, result.paths["md"]

Modules: `manifest` (cases), `worker` (one case, never raises), `local` (a forked process per
case), `ray_exec` (a Ray task per case), `progress` (the live display), `summary` (md, json,
JUnit, exit code).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from utspec.batch.manifest import Case, from_configs, from_manifest
from utspec.batch.worker import CaseOptions, CaseRow, case_error

__all__ = ["BatchResult", "Case", "CaseOptions", "from_configs", "from_manifest", "run_batch"]

SUMMARY_MD = "batch-summary.md"
SUMMARY_JSON = "batch-summary.json"


@dataclass(frozen=True)
class BatchResult:
    rows: list[dict[str, Any]]
    meta: dict[str, Any]
    paths: dict[str, Path]
    interrupted: bool = False

    @property
    def exit_code(self) -> int:
        return int(self.meta["totals"]["exit_code"])


def run_batch(
    cases: list[Case],
    out: Path,
    opts: CaseOptions,
    *,
    jobs: int = 1,
    executor: str = "local",
    ray_address: str | None = None,
    junit: Path | None = None,
    language: str = "en",
    on_event: Callable[[tuple[Any, ...]], None] | None = None,
    live: bool | None = None,
) -> BatchResult:
    """Run the cases and write `batch-summary.md`/`.json` (and `junit`) into `out`.

    A Ctrl-C stops the running cases, writes the summary of what finished (the rest as
    `ERROR: interrupted`) and returns with `interrupted=True`; `--resume` picks the batch up.
    """
    from utspec.batch.progress import Progress
    from utspec.batch.summary import render_json, render_junit, render_md, totals
    from utspec.render.atomic import write_all

    opts = replace(opts, language=language)  # the cases' own errors, where no config says one
    out.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    done: dict[str, dict[str, Any]] = {}
    interrupted = False
    with Progress(len(cases), language=language, live=live) as progress:

        def event(e: tuple[Any, ...]) -> None:
            if e[0] == "done":
                done[e[1]] = e[2]
            progress.event(e)
            if on_event is not None:
                on_event(e)

        try:
            if executor == "ray":
                from utspec.batch.ray_exec import run_ray

                rows = run_ray(cases, opts, jobs, event, progress.tick, address=ray_address)
            else:
                from utspec.batch.local import run_local

                rows = run_local(cases, opts, jobs, event, progress.tick)
        except KeyboardInterrupt:
            interrupted = True
            stopped = case_error("interrupted", language)
            rows = [
                done.get(c.name) or CaseRow(c.name, "ERROR", str(c.out), error=stopped).to_json()
                for c in cases
            ]
    wall = time.monotonic() - started
    meta: dict[str, Any] = {"executor": executor, "jobs": jobs, "out": str(out), "totals": totals(rows, wall)}
    if interrupted:
        meta["interrupted"] = True
    paths = {"md": out / SUMMARY_MD, "json": out / SUMMARY_JSON}
    files: dict[Path, str | bytes] = {
        paths["md"]: render_md(rows, meta, language),
        paths["json"]: render_json(rows, meta),
    }
    if junit is not None:
        paths["junit"] = junit
        files[junit] = render_junit(rows, wall, language)
    write_all(files)
    return BatchResult(rows, meta, paths, interrupted)
