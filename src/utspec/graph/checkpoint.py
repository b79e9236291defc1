"""The run folder's checkpoint store: LangGraph's SQLite saver, one database per run folder.

WAL lets `utspec runs` read while a run writes; the busy timeout makes a second process wait for
the lock instead of failing. The serializer deserializes only the types registered here (the
state's pydantic models): a checkpoint database is data, never a way to construct arbitrary objects.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path, PosixPath, PurePosixPath
from typing import Any

from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from langgraph.checkpoint.sqlite import SqliteSaver

from utspec import config, models
from utspec.graph.state import Fault
from utspec.inputs.context import Context
from utspec.llm import accounting, settings

#: How long a writer waits for another process's lock before failing (milliseconds).
BUSY_TIMEOUT_MS = 10_000


def state_types() -> list[type]:
    """Every class a checkpoint of `State` may hold, for the serializer's allowlist."""
    from pydantic import BaseModel

    found: list[type] = [Path, PosixPath, PurePosixPath, Context, Fault]
    for module in (models, config, settings, accounting):
        for value in vars(module).values():
            if (
                isinstance(value, type)
                and value.__module__ == module.__name__
                and issubclass(value, BaseModel | models.StrEnum)
            ):
                found.append(value)
    return found


def serializer() -> JsonPlusSerializer:
    return JsonPlusSerializer(allowed_msgpack_modules=[(t.__module__, t.__name__) for t in state_types()])


def connect(db: Path) -> sqlite3.Connection:
    """A connection in WAL mode with a busy timeout (creates the file and its folder)."""
    db.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(str(db), check_same_thread=False, timeout=BUSY_TIMEOUT_MS / 1000)
    conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    conn.execute("PRAGMA journal_mode=WAL")
    # NORMAL in WAL mode loses nothing a killed process committed (only a power cut can cost the last step).
    conn.execute("PRAGMA synchronous=NORMAL")
    return conn


def saver(conn: sqlite3.Connection) -> SqliteSaver:
    return SqliteSaver(conn, serde=serializer())


def resume_command(answers: list[dict[str, str]]) -> Any:
    """The `Command` that resumes a run paused at `await_answers` with a person's answers."""
    from langgraph.types import Command

    return Command(resume=answers)
