"""The local executor: each case in its own forked process, at most `jobs` at once.

A process per case (not a reused pool) is the isolation: a case that segfaults, runs out of
memory or calls `os._exit` ends that case only; a pool would lose every case queued on it. The
parent imports the heavy modules (langgraph, the analyzers) before forking, so a case starts warm.
The CPU work of the cases runs in parallel processes; their model calls, being in different
processes, are in flight at the same time.

Each case has one pipe of its own, carrying its progress events and then its row. Nothing is
shared between cases: a `multiprocessing.Queue` has one write lock for every writer and a feeder
thread per process, so a case killed while its feeder held that lock left every other case of the
batch hung at exit, and the batch's caller hung in turn when it joined them (CI's unit suite did,
after its last test). A case still alive once its row has arrived, or once the batch stops, is
killed: no process of a batch outlives `run_local`.
The parent starts no thread: forking a process with a thread holding a lock could deadlock the child.
"""

from __future__ import annotations

import multiprocessing as mp
import signal
import time
from collections.abc import Callable
from multiprocessing.connection import Connection, wait
from typing import Any

from utspec.batch.manifest import Case
from utspec.batch.worker import CaseOptions, CaseRow, run_case

Event = tuple[Any, ...]

#: How long a case that has sent its row may take to exit before it is killed (seconds).
EXIT_GRACE = 5.0


def warm_up() -> None:
    """Import what every case needs once, in the parent, so forked children do not each pay for it."""
    import utspec.analyzers  # noqa: F401
    import utspec.graph.build  # noqa: F401
    import utspec.run  # noqa: F401


def _child(case: Case, opts: CaseOptions, conn: Connection) -> None:
    # Ctrl-C goes to the whole process group: the parent decides what happens to running cases.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    row = run_case(case, opts, lambda event: conn.send(("event", event)))
    conn.send(("row", row))
    conn.close()


class _Running:
    """One case's process, the parent's end of its pipe, and its row once that has arrived."""

    def __init__(self, proc: Any, conn: Connection, case: Case) -> None:
        self.proc, self.conn, self.case = proc, conn, case
        self.started = time.monotonic()
        self.row: dict[str, Any] | None = None
        self.closed = False

    def read(self, on_event: Callable[[Event], None]) -> None:
        """Everything the case has sent so far; a closed or torn pipe marks the case's end."""
        try:
            while not self.closed and self.conn.poll():
                kind, payload = self.conn.recv()
                if kind == "row":
                    self.row = payload
                elif payload[0] != "done":  # the row is the record; its "done" event comes from the parent
                    on_event(payload)
        except (EOFError, OSError, ValueError, TypeError):
            self.closed = True  # the process ended (or died mid-message): its exit code says how

    def poll(self, on_event: Callable[[Event], None]) -> bool:
        """Read what the case has sent; whether it has ended (its row came, or its process is gone).

        Whether the process is alive is asked *before* its pipe is read: a row sent just before the process
        exited is then read in this same call, never mistaken for a case that died without one.
        """
        alive = self.proc.is_alive()
        self.read(on_event)
        return self.row is not None or self.closed or not alive


def run_local(cases: list[Case], opts: CaseOptions, jobs: int, on_event: Callable[[Event], None],
              tick: Callable[[], None] = lambda: None) -> list[dict[str, Any]]:  # fmt: skip
    """Run every case, `jobs` at a time; return their rows in the cases' order.

    `on_event` gets ("start", name), ("call", name, calls, tokens, cost), ("done", name, row);
    `tick` is called about ten times a second (the display's refresh).
    """
    warm_up()
    ctx = mp.get_context("fork")
    pending = list(enumerate(cases))
    running: dict[int, _Running] = {}
    rows: dict[int, dict[str, Any]] = {}
    try:
        while pending or running:
            while pending and len(running) < max(1, jobs):
                i, case = pending.pop(0)
                parent_end, child_end = ctx.Pipe(duplex=False)
                proc = ctx.Process(
                    target=_child, args=(case, opts, child_end), name=f"utspec-case-{case.name}"
                )
                proc.start()
                child_end.close()
                running[i] = _Running(proc, parent_end, case)
            wait([r.conn for r in running.values() if not r.closed], timeout=0.1)
            for i, run in list(running.items()):
                if not run.poll(on_event):
                    continue
                row = _end(run, opts.language)
                row["seconds"] = row["seconds"] or round(time.monotonic() - run.started, 3)
                rows[i] = row
                del running[i]
                on_event(("done", run.case.name, row))
            tick()
    finally:
        for run in running.values():
            run.proc.terminate()
        for run in running.values():
            _reap(run.proc)
            run.conn.close()
    return [rows[i] for i in range(len(cases))]


def _end(run: _Running, language: str = "en") -> dict[str, Any]:
    """The case's row once its process is gone; a process that died without one is the case's error."""
    _reap(run.proc)
    run.read(lambda event: None)  # a row that arrived while the process was being reaped
    run.conn.close()
    if run.row is not None:
        return run.row
    code = run.proc.exitcode
    from utspec.batch.worker import case_error

    why = (
        case_error("signal", language, n=-code)
        if code is not None and code < 0
        else case_error("exited", language, code=code)
    )
    return CaseRow(
        case=run.case.name, status="ERROR", out=str(run.case.out), error=case_error("died", language, why=why)
    ).to_json()


def _reap(proc: Any) -> None:
    """Wait for the process to exit; one still running after EXIT_GRACE seconds is killed and waited for."""
    proc.join(EXIT_GRACE)
    if proc.is_alive():
        proc.kill()
        proc.join()
