"""Output paths: checked before any work, written all or nothing, umask honoured, hand edits kept."""

from __future__ import annotations

import json
import os
import stat
from datetime import datetime
from pathlib import Path

import pytest

from tests.bad_input.conftest import run
from utspec.render import outputs
from utspec.render.atomic import write_all


def test_out_naming_an_existing_file_is_exit_2_before_any_work(project):
    (project / "taken").write_text("mine\n")
    res = run(project, "--out", str(project / "taken"))
    assert res.code == 2
    assert res.errors == [f"error: {project / 'taken'}: --out names a file, not a folder: name a folder for the artifacts"]
    assert (project / "taken").read_text() == "mine\n"
    assert "Traceback" not in res.stderr


def test_out_under_a_file_is_exit_2(project):
    (project / "taken").write_text("mine\n")
    res = run(project, "--out", str(project / "taken" / "sub"))
    assert res.code == 2 and len(res.errors) == 1 and "is a file" in res.errors[0]


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_unwritable_out_is_exit_2(project):
    ro = project / "ro"
    ro.mkdir()
    ro.chmod(0o500)
    try:
        res = run(project, "--out", str(ro))
        assert res.code == 2 and "not writable" in res.errors[0]
    finally:
        ro.chmod(0o700)


def test_trace_path_blocked_by_a_folder_writes_nothing(project):
    out = project / "out"
    (out / "trace.json").mkdir(parents=True)
    res = run(project, "--out", str(out))
    assert res.code == 2
    assert res.errors == ["error: out/trace.json: a folder is in the way of this artifact: move it or change output: in the config"]
    assert sorted(p.name for p in out.iterdir()) == ["trace.json"]  # no spec without its trace


def test_a_failing_rename_puts_every_file_back(tmp_path):
    a, b = tmp_path / "a.md", tmp_path / "b.md"
    a.write_text("old a\n")
    blocker = tmp_path / "c.md"
    blocker.mkdir()
    (blocker / "x").write_text("keeps the folder non-empty\n")
    with pytest.raises(OSError):
        write_all({a: "new a\n", b: "new b\n", blocker: "new c\n"})
    assert a.read_text() == "old a\n" and not b.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.md", "c.md"]  # no temporaries left behind


def test_artifacts_follow_the_umask(tmp_path):
    old = os.umask(0o022)
    try:
        write_all({tmp_path / "a.md": "x\n", tmp_path / "b.bin": b"\x00\x01"})
        os.umask(0o027)
        write_all({tmp_path / "c.md": "x\n"})
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "a.md").stat().st_mode) == 0o644
    assert (tmp_path / "b.bin").read_bytes() == b"\x00\x01"
    assert stat.S_IMODE((tmp_path / "c.md").stat().st_mode) == 0o640


def test_run_artifacts_are_0644_under_umask_022(project):
    old = os.umask(0o022)
    try:
        res = run(project, "--out", str(project / "out"))
    finally:
        os.umask(old)
    assert res.code in (0, 3), res.stderr
    # Files only: the run folder's `.utspec/` (checkpoints) is a folder, 0755 under this umask.
    modes = {p.name: stat.S_IMODE(p.stat().st_mode) for p in (project / "out").iterdir() if p.is_file()}
    assert modes and set(modes.values()) == {0o644}, modes


def test_trace_json_keeps_the_hash_of_every_artifact(project):
    out = project / "out"
    assert run(project, "--out", str(out)).code in (0, 3)
    ledger = json.loads((out / "trace.json").read_text())["artifacts"]
    names = {"unit-test-specification.md", "spec.json", "execution-trace.md", "trace.json"}
    assert set(ledger) == names
    for name in names - {"trace.json"}:
        assert ledger[name] == outputs.digest((out / name).read_bytes())
    assert outputs.edited([out / n for n in names], out / "trace.json") == []


def test_rerun_over_untouched_artifacts_makes_no_backup(project):
    out = project / "out"
    run(project, "--out", str(out))
    res = run(project, "--out", str(out))
    assert "backup:" not in res.stderr
    assert not list(out.glob("*.bak"))


@pytest.mark.parametrize("name", ["unit-test-specification.md", "trace.json"])
def test_hand_edit_is_kept_as_bak_and_said(project, name):
    out = project / "out"
    run(project, "--out", str(out))
    edited = (out / name).read_text().replace("{", "{ ", 1) + "\nreviewer's note\n"
    (out / name).write_text(edited)
    res = run(project, "--out", str(out))
    assert res.code in (0, 3)
    (bak,) = out.glob(f"{name}.*.bak")
    assert bak.read_text() == edited
    assert f"backup: {out / name} had been edited by hand; kept as {bak.name}" in res.stderr
    assert "reviewer's note" not in (out / name).read_text()
    # the third run finds the fresh artifact untouched again
    assert "backup:" not in run(project, "--out", str(out)).stderr


def test_no_backup_refuses_with_one_line_and_touches_nothing(project):
    out = project / "out"
    run(project, "--out", str(out))
    spec = out / "unit-test-specification.md"
    spec.write_text("my edits\n")
    before = {p.name: p.read_bytes() for p in out.iterdir() if p.is_file()}
    res = run(project, "--out", str(out), "--no-backup")
    assert res.code == 2
    assert res.errors == ["error: out/unit-test-specification.md: changed since utspec wrote it; --no-backup refuses to overwrite it: "
                          "move it away or drop --no-backup"]
    assert {p.name: p.read_bytes() for p in out.iterdir() if p.is_file()} == before


def test_unknown_file_in_the_way_is_kept(project):
    """A spec.json that no trace.json vouches for may be a person's: kept, not silently replaced."""
    out = project / "out"
    out.mkdir()
    (out / "spec.json").write_text("{}\n")
    res = run(project, "--out", str(out))
    assert res.code in (0, 3)
    (bak,) = out.glob("spec.json.*.bak")
    assert bak.read_text() == "{}\n"


def test_backup_names_do_not_collide(tmp_path):
    f = tmp_path / "s.md"
    f.write_text("1")
    now = datetime(2026, 1, 2, 3, 4, 5)
    outputs.back_up([f], now)
    f.write_text("2")
    ((_, second),) = outputs.back_up([f], now)
    assert second.name == "s.md.20260102-030405-2.bak"
    assert Path(tmp_path / "s.md.20260102-030405.bak").read_text() == "1"
