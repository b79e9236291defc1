"""The run folder's register of runs: id, status, rounds, when, and the answers a person gave.

It lives in the same SQLite database as the LangGraph checkpoints (`<run folder>/.utspec/runs.sqlite`,
thread id = run id), in a table of its own, so `utspec runs` can list runs without langgraph.
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

from utspec.config import LoadedConfig
from utspec.errors import UtspecError
from utspec.messages import said
from utspec.models import Answer

#: The run folder's private folder and its database.
STATE_DIR = ".utspec"
DB_NAME = "runs.sqlite"
BUSY_TIMEOUT_MS = 10_000

RunStatus = Literal["running", "paused", "APPROVED", "NEEDS_REVISION", "HUMAN_CLARIFICATION_REQUIRED"]

_SCHEMA = """
CREATE TABLE IF NOT EXISTS utspec_runs (
    id TEXT PRIMARY KEY,
    status TEXT NOT NULL,
    rounds INTEGER NOT NULL DEFAULT 0,
    created TEXT NOT NULL,
    updated TEXT NOT NULL,
    config TEXT NOT NULL,
    out_dir TEXT,
    fingerprint TEXT NOT NULL,
    pid INTEGER,
    answers TEXT NOT NULL DEFAULT '[]'
)
"""


@dataclass(frozen=True)
class RunRow:
    id: str
    status: str
    rounds: int
    created: str
    updated: str
    config: str
    out_dir: str | None
    fingerprint: str
    pid: int | None
    answers: list[Answer]

    @property
    def shown_status(self) -> str:
        """`interrupted` for a run whose process is gone without finishing (kill -9, a crash)."""
        if self.status == "running" and not _alive(self.pid):
            return "interrupted"
        return self.status


def db_path(folder: Path) -> Path:
    return folder / STATE_DIR / DB_NAME


def calls_dir(folder: Path, run_id: str) -> Path:
    """The run's own recording of model calls (see utspec.llm.resume)."""
    return folder / STATE_DIR / "calls" / run_id


def connect(folder: Path, *, create: bool = True) -> sqlite3.Connection:
    """Open the folder's database in WAL mode with a busy timeout; `create=False` requires it to exist."""
    db = db_path(folder)
    if not create and not db.is_file():
        raise UtspecError(str(folder), said("error.runs.no_database", db=f"{STATE_DIR}/{DB_NAME}"))
    db.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(str(db), check_same_thread=False, timeout=BUSY_TIMEOUT_MS / 1000)
    conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    conn.execute(_SCHEMA)
    conn.commit()
    return conn


def new_run_id(now: datetime | None = None) -> str:
    """`20261203-144411-3f9a1c`: sortable by start time, unique across processes."""
    now = now or datetime.now(UTC)
    return now.strftime("%Y%m%d-%H%M%S-") + secrets.token_hex(3)


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def fingerprint(loaded: LoadedConfig) -> str:
    """SHA-256 over the config and every input file (name and bytes): "the inputs are unchanged"."""
    h = hashlib.sha256()
    files = [
        loaded.path,
        *loaded.design_files,
        *loaded.source_files,
        *loaded.key_item_files,
        *loaded.rule_files,
    ]
    for f in files:
        h.update(loaded.relative(f).encode() + b"\0")
        h.update(Path(f).read_bytes() + b"\0")
    return h.hexdigest()


def register(
    conn: sqlite3.Connection, run_id: str, loaded: LoadedConfig, out_dir: Path | None, fp: str
) -> None:
    now = _now()
    conn.execute(
        "INSERT INTO utspec_runs (id, status, rounds, created, updated, config, out_dir, fingerprint, pid)"
        " VALUES (?, 'running', 0, ?, ?, ?, ?, ?, ?)",
        (run_id, now, now, str(loaded.path.resolve()), str(out_dir) if out_dir else None, fp, os.getpid()),
    )
    conn.commit()


def update(
    conn: sqlite3.Connection,
    run_id: str,
    *,
    status: RunStatus,
    rounds: int | None = None,
    answers: list[Answer] | None = None,
) -> None:
    sets, args = ["status = ?", "updated = ?", "pid = ?"], [status, _now(), os.getpid()]
    if rounds is not None:
        sets.append("rounds = ?")
        args.append(rounds)
    if answers is not None:
        sets.append("answers = ?")
        args.append(json.dumps([a.model_dump(mode="json") for a in answers], ensure_ascii=False))
    conn.execute(f"UPDATE utspec_runs SET {', '.join(sets)} WHERE id = ?", (*args, run_id))
    conn.commit()


def _row(r: tuple) -> RunRow:
    answers = [Answer.model_validate(a) for a in json.loads(r[9] or "[]")]
    return RunRow(r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], answers)


def list_runs(conn: sqlite3.Connection) -> list[RunRow]:
    """Every run of the folder, newest first."""
    rows = conn.execute(
        "SELECT id, status, rounds, created, updated, config, out_dir, fingerprint, pid, answers"
        " FROM utspec_runs ORDER BY created DESC, id DESC"
    ).fetchall()
    return [_row(r) for r in rows]


def find_run(conn: sqlite3.Connection, folder: Path, run_id: str | None = None) -> RunRow:
    """The run `run_id`, or the folder's newest run."""
    runs = list_runs(conn)
    if run_id is not None:
        runs = [r for r in runs if r.id == run_id]
        if not runs:
            raise UtspecError(str(folder), said("error.runs.no_run", id=repr(run_id), folder=folder))
    if not runs:
        raise UtspecError(str(folder), said("error.runs.none"))
    return runs[0]


def kept_answers(conn: sqlite3.Connection, fp: str) -> tuple[list[Answer], list[Answer]]:
    """(answers to apply, answers not applied): the newest answered run's, applied when its inputs match `fp`."""
    for r in list_runs(conn):
        if r.answers:
            return (r.answers, []) if r.fingerprint == fp else ([], r.answers)
    return [], []


def _alive(pid: int | None) -> bool:
    if not pid:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
