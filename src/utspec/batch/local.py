"""The local executor: each case in its own forked process, at most `jobs` at once.

A process per case (not a reused pool) is the isolation: a case that segfaults, runs out of
memory or calls `os._exit` ends that case only; a pool would lose every case queued on it. The
parent imports the heavy modules (langgraph, the analyzers) before forking, so a case starts warm.
The CPU work of the cases runs in parallel processes; their model calls, being in different
processes, are in flight at the same time.

Results travel on one pipe per case (reliable); progress events on a shared queue (best-effort).
The parent starts no thread: forking a process with a thread holding a lock could deadlock the child.
"""

from __future__ import annotations

import multiprocessing as mp
import queue as queue_mod
import signal
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

from utspec.batch.manifest import Case
from utspec.batch.worker import CaseOptions, CaseRow, run_case

Event = tuple[Any, ...]


def warm_up() -> None:
    """Import what every case needs once, in the parent, so forked children do not each pay for it."""
    import utspec.analyzers  # noqa: F401
    import utspec.graph.build  # noqa: F401
    import utspec.run  # noqa: F401


def _child(case: Case, opts: CaseOptions, events: Any, conn: Connection) -> None:
    # Ctrl-C goes to the whole process group: the parent decides what happens to running cases.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    row = run_case(case, opts, events.put)
    conn.send(row)
    conn.close()


def run_local(cases: list[Case], opts: CaseOptions, jobs: int, on_event: Callable[[Event], None],
              tick: Callable[[], None] = lambda: None) -> list[dict[str, Any]]:  # fmt: skip
    """Run every case, `jobs` at a time; return their rows in the cases' order.

    `on_event` gets ("start", name), ("call", name, calls, tokens, cost), ("done", name, row);
    `tick` is called about ten times a second (the display's refresh).
    """
    warm_up()
    ctx = mp.get_context("fork")
    events = ctx.Queue()
    pending = list(enumerate(cases))
    running: dict[int, tuple[Any, Connection, Case, float]] = {}
    rows: dict[int, dict[str, Any]] = {}
    try:
        while pending or running:
            while pending and len(running) < max(1, jobs):
                i, case = pending.pop(0)
                parent_end, child_end = ctx.Pipe(duplex=False)
                proc = ctx.Process(target=_child, args=(case, opts, events, child_end), name=f"utspec-case-{case.name}")
                proc.start()
                child_end.close()
                running[i] = (proc, parent_end, case, time.monotonic())
            _drain(events, on_event, timeout=0.1)
            for i, (proc, conn, case, t0) in list(running.items()):
                row = _collect(proc, conn, case, opts.language)
                if row is not None:
                    row["seconds"] = row["seconds"] or round(time.monotonic() - t0, 3)
                    rows[i] = row
                    del running[i]
                    on_event(("done", case.name, row))
            tick()
        _drain(events, on_event, timeout=0)
    finally:
        for proc, conn, _, _ in running.values():
            proc.terminate()
            proc.join(5)
            conn.close()
        events.close()
    return [rows[i] for i in range(len(cases))]


def _collect(proc: Any, conn: Connection, case: Case, language: str = "en") -> dict[str, Any] | None:
    """The case's row once it has one; a process that died without one is the case's error."""
    alive = proc.is_alive()
    if conn.poll():
        try:
            row: dict[str, Any] | None = conn.recv()
        except EOFError:
            row = None
        if row is not None:
            proc.join(5)
            conn.close()
            return row
        alive = False
    if alive:
        return None
    proc.join()
    conn.close()
    code = proc.exitcode
    from utspec.batch.worker import case_error

    why = case_error("signal", language, n=-code) if code is not None and code < 0 else case_error("exited", language, code=code)
    return CaseRow(case=case.name, status="ERROR", out=str(case.out), error=case_error("died", language, why=why)).to_json()


def _drain(events: Any, on_event: Callable[[Event], None], *, timeout: float) -> None:
    try:
        event = events.get(timeout=timeout) if timeout else events.get_nowait()
    except queue_mod.Empty:
        return
    while True:
        if event[0] != "done":  # the row on the pipe is the record; a queued "done" may be late or lost
            on_event(event)
        try:
            event = events.get_nowait()
        except queue_mod.Empty:
            return
