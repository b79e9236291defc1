"""The Ray executor (`utspec batch --executor ray`, extra `utspec[ray]`): each case is a Ray task.

Without `--ray-address` a local Ray is started for the batch (at most `jobs` cases at once) and
stopped after it; with one, the batch joins that cluster (`ray start --head` on one node,
`ray start --address=HEAD:PORT` on the others) and runs as many cases at once as it has CPUs,
capped by `jobs`. Every node must see the cases' inputs and the batch folder at the same paths
(a shared or synced folder): a task reads the config and writes the case's artifacts where the
driver named them, and the driver writes the summary.

Each task runs `utspec.batch.worker.run_case`, the same function as the local executor, so a case's
row, artifacts and errors are the same; a task whose worker process dies is that case's error. Progress
events travel on a Ray queue (an actor); the rows come back as the tasks' results.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from utspec.batch.manifest import Case
from utspec.batch.worker import CaseOptions, CaseRow, run_case
from utspec.errors import UtspecError

Event = tuple[Any, ...]
#: What `pip` installs for this executor.
EXTRA = "utspec[ray]"


def _import_ray() -> Any:
    try:
        import ray
    except ImportError:
        raise UtspecError("--executor", f"ray is not installed: install the extra `{EXTRA}` "
                          "(in this repository: `.tools/bin/uv sync --extra ray`)") from None  # fmt: skip
    return ray


def _task(case: Case, opts: CaseOptions, events: Any) -> dict[str, Any]:
    """Runs on a Ray worker: one case, its progress events on the queue actor."""

    def emit(event: Event) -> None:
        events.put_nowait(event)

    return run_case(case, opts, emit)


def run_ray(cases: list[Case], opts: CaseOptions, jobs: int, on_event: Callable[[Event], None],
            tick: Callable[[], None] = lambda: None, *, address: str | None = None) -> list[dict[str, Any]]:  # fmt: skip
    """Run every case as a Ray task; return their rows in the cases' order (see module doc)."""
    ray = _import_ray()
    from ray.util.queue import Empty, Queue

    started_here = not ray.is_initialized()
    if started_here:
        _init(ray, address, jobs)
    try:
        events = Queue()
        remote = ray.remote(num_cpus=1, max_retries=0)(_task)
        # Absolute paths: a worker's working folder is not the driver's.
        pending = [(i, _absolute(c)) for i, c in enumerate(cases)]
        running: dict[Any, tuple[int, Case]] = {}
        rows: dict[int, dict[str, Any]] = {}
        while pending or running:
            while pending and len(running) < max(1, jobs):
                i, case = pending.pop(0)
                running[remote.remote(case, opts, events)] = (i, case)
            ready, _ = ray.wait(list(running), num_returns=1, timeout=0.1)
            for event in _drain(events, Empty):
                if event[0] != "done":  # the task's result is the record
                    on_event(event)
            for ref in ready:
                i, case = running.pop(ref)
                rows[i] = _result(ray, ref, case)
                on_event(("done", case.name, rows[i]))
            tick()
        return [rows[i] for i in range(len(cases))]
    finally:
        if started_here:
            ray.shutdown()


def _absolute(case: Case) -> Case:
    from dataclasses import replace

    return replace(case, config=case.config.resolve(), base=case.base.resolve(), out=case.out.resolve())


def _init(ray: Any, address: str | None, jobs: int) -> None:
    # The driver's own folder and package are what the workers import: a local Ray shares this
    # interpreter's environment; a cluster's nodes must have utspec installed (see README).
    options: dict[str, Any] = {"log_to_driver": False, "logging_level": "ERROR", "configure_logging": True}
    if address is None:
        options.update(num_cpus=max(1, jobs), include_dashboard=False)
        os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
    else:
        options["address"] = address
    try:
        ray.init(**options)
    except Exception as exc:  # noqa: BLE001 - Ray raises bare Exception when a node does not come up in time
        where = address or "a local Ray"
        raise UtspecError(
            "--ray-address" if address else "--executor", f"could not start or join {where}: {exc}"
        ) from None


def _drain(events: Any, empty: type[Exception]) -> list[Event]:
    """Every event queued so far, in one round trip to the queue actor."""
    n = events.qsize()
    if not n:
        return []
    try:
        return list(events.get_nowait_batch(n))
    except empty:
        return []


def _result(ray: Any, ref: Any, case: Case) -> dict[str, Any]:
    """The task's row; a worker that died (or any Ray failure) is the case's error."""
    try:
        row: dict[str, Any] = ray.get(ref)
        return row
    except Exception as exc:  # noqa: BLE001 - RayTaskError, WorkerCrashedError, ...: the case's, not the batch's
        name = type(exc).__name__
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else name
        return CaseRow(
            case=case.name, status="ERROR", out=str(case.out), error=f"ray: {name}: {first}"
        ).to_json()
