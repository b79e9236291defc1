"""Runs with identity and checkpoints: the run folder's SQLite store, its serializer allowlist, `utspec runs`."""

from __future__ import annotations

import sqlite3

from utspec import runstore
from utspec.config import load_config
from utspec.graph import checkpoint
from utspec.run import run


def test_a_run_has_an_id_and_checkpoints_in_its_folder(examples, tmp_path):
    out = tmp_path / "out"
    result = run(load_config(examples / "order-registration-documented" / "config.yaml"), out_dir=out)
    assert result.run_id and result.status.value == "APPROVED"
    db = out / ".utspec" / "runs.sqlite"
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    threads = {r[0] for r in conn.execute("SELECT DISTINCT thread_id FROM checkpoints")}
    assert threads == {result.run_id}
    [row] = runstore.list_runs(runstore.connect(out))
    assert (row.id, row.status, row.rounds) == (result.run_id, "APPROVED", 1)


def test_busy_timeout_is_set_on_every_connection(tmp_path):
    conn = checkpoint.connect(tmp_path / "x" / "db.sqlite")
    assert conn.execute("PRAGMA busy_timeout").fetchone()[0] == checkpoint.BUSY_TIMEOUT_MS
    assert runstore.connect(tmp_path).execute("PRAGMA busy_timeout").fetchone()[0] == runstore.BUSY_TIMEOUT_MS


def test_checkpointed_state_comes_back_as_the_same_types_with_only_registered_types(examples, tmp_path, caplog):
    """Every pydantic class of the state is on the allowlist: a strict serializer restores it exactly."""
    out = tmp_path / "out"
    result = run(load_config(examples / "order-registration" / "config.yaml"), out_dir=out)
    saver = checkpoint.saver(checkpoint.connect(runstore.db_path(out)))
    values = saver.get_tuple({"configurable": {"thread_id": result.run_id}}).checkpoint["channel_values"]
    assert type(values["context"]).__name__ == "Context" and type(values["config"]).__name__ == "LoadedConfig"
    assert type(values["rounds"][0].review.findings[0]).__name__ == "Finding" if values["rounds"][0].review.findings else True
    assert type(values["draft"].cases[0].category).__name__ == "Category"
    assert "not in the deserialization allowlist" not in caplog.text and "unregistered" not in caplog.text
    # Round trip through the serializer equals the original.
    ser = checkpoint.serializer()
    assert ser.loads_typed(ser.dumps_typed(values["context"])) == values["context"]
    assert ser.loads_typed(ser.dumps_typed(values["config"])) == values["config"]


def test_runs_lists_newest_first_and_shows_interrupted(tmp_path):
    from typer.testing import CliRunner

    from utspec.cli import (
        app,
        runs_cmd,  # noqa: F401
    )

    conn = runstore.connect(tmp_path)
    conn.execute(
        "INSERT INTO utspec_runs (id, status, rounds, created, updated, config, fingerprint, pid)"
        " VALUES ('20260101-000000-aaaaaa', 'running', 1, '2026-01-01T00:00:00+00:00', '2026-01-01T00:00:01+00:00', 'c', 'f', 999999999)"
    )
    conn.commit()
    res = CliRunner().invoke(app, ["runs", "--out", str(tmp_path)])
    assert res.exit_code == 0, res.output
    assert "20260101-000000-aaaaaa" in res.output and "interrupted" in res.output


def test_the_serializer_is_an_allowlist_not_allow_all():
    from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer

    from utspec.inputs.context import Context

    ser = checkpoint.serializer()
    assert isinstance(ser._allowed_msgpack_modules, set)  # not True (allow everything with a warning)
    assert type(ser.loads_typed(ser.dumps_typed(Context()))) is Context
    narrow = JsonPlusSerializer(allowed_msgpack_modules=[("utspec.models", "Answer")])
    assert type(narrow.loads_typed(narrow.dumps_typed(Context()))) is dict  # blocked: not constructed


def test_resume_of_a_run_killed_before_its_first_checkpoint_runs_it_from_the_start(examples, tmp_path):
    from utspec.run import resume

    loaded = load_config(examples / "order-registration-documented" / "config.yaml")
    out = tmp_path / "out"
    conn = runstore.connect(out)
    runstore.register(conn, "20260101-000000-abcdef", loaded, out, runstore.fingerprint(loaded))
    result = resume(out)
    assert result.run_id == "20260101-000000-abcdef" and result.status.value == "APPROVED"
    assert (out / "spec.json").is_file()


def test_a_loaded_config_with_per_file_encodings_round_trips_through_the_checkpoint():
    from pathlib import Path

    from utspec.config import Config, LoadedConfig

    cfg = Config.model_validate({"input": {"design_paths": ["a"], "source_paths": ["b"]}})
    loaded = LoadedConfig(path=Path("/x/c.yaml"), base=Path("/x"), config=cfg, design_files=[], source_files=[],
                          key_item_files=[], rule_files=[], encodings={Path("/x/a"): "cp932"},
                          named_sources=frozenset({Path("/x/b")}))  # fmt: skip
    ser = checkpoint.serializer()
    assert ser.loads_typed(ser.dumps_typed(loaded)) == loaded
