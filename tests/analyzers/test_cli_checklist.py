"""`utspec checklist`: walking, formats, notices, diff scoping, and no model/graph imports."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from utspec.cli import checklist as _registers  # noqa: F401 - registers the command
from utspec.cli.app import app
from utspec.models import ChecklistItem

runner = CliRunner()

PY = "def f(x):\n    if x > 1:\n        raise ValueError('big')\n    return x\n"


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "a.py").write_text(PY)
    (tmp_path / "src" / "q.sql").write_text("SELECT * FROM t WHERE status IN (3, 5);\n")
    (tmp_path / "src" / "notes.txt").write_text("not code\n")
    (tmp_path / "src" / "blob.py").write_bytes(b"\x00\x01binary")
    (tmp_path / "src" / "sjis.py").write_bytes("def g(x):\n    if x:\n        raise ValueError('エラー')\n".encode("cp932"))
    for skipped in (".git", ".venv", "node_modules", "build", "dist", "__pycache__", "venv"):
        (tmp_path / "src" / skipped).mkdir()
        (tmp_path / "src" / skipped / "hidden.py").write_text(PY)
    # build/ holds real code in many projects: only a .gitignore decides (issue 10 item 5).
    (tmp_path / "src" / ".gitignore").write_text("dist/\n*.gen.py\n")
    (tmp_path / "src" / "x.gen.py").write_text(PY)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def _run(*args: str):
    return runner.invoke(app, ["checklist", *args])


def test_jsonl_has_exactly_the_public_fields_and_walks_folders(tree: Path):
    res = _run("src", "--format", "jsonl")
    assert res.exit_code == 0, res.output
    rows = [json.loads(line) for line in res.stdout.splitlines()]
    assert all(tuple(r) == ChecklistItem.PUBLIC_FIELDS for r in rows)
    files = {r["file"] for r in rows}
    # ignored, third-party and VCS folders, txt and binary left out; build/ is walked
    assert files == {"src/a.py", "src/q.sql", "src/sjis.py", "src/build/hidden.py"}
    assert "src/a.py:2:boundary" in {r["id"] for r in rows}
    sjis = next(r for r in rows if r["file"] == "src/sjis.py" and r["kind"] == "raise")
    assert sjis["text"] == "raise ValueError('エラー')"


def test_notices_name_binary_files_and_explicit_unknown_types(tree: Path):
    res = _run("src", "src/notes.txt", "--format", "json")
    assert res.exit_code == 0
    data = json.loads(res.stdout)
    messages = {(n["file"], n["message"]) for n in data["notices"]}
    assert ("src/blob.py", "binary file skipped") in messages
    assert ("src/notes.txt", "no analyzer for this file type: skipped") in messages
    # notes.txt met only through the folder walk is skipped silently: one notice, from the explicit name
    assert sum(f == "src/notes.txt" for f, _ in messages) == 1


def test_table_is_the_default(tree: Path):
    res = _run("src/a.py")
    assert res.exit_code == 0
    assert "src/a.py:3:raise" in res.stdout and "item(s) in 1 file(s)" in res.stdout


def test_missing_path_exits_2_with_one_line(tree: Path):
    res = _run("nope")
    assert res.exit_code == 2
    assert res.output.strip().splitlines() == ["error: nope: no such file or folder"]


def _git(cwd: Path, *args: str) -> None:
    subprocess.run(["git", "-c", "user.email=t@example.com", "-c", "user.name=t", *args], cwd=cwd, check=True,
                   capture_output=True)  # fmt: skip


@pytest.mark.skipif(subprocess.run(["git", "--version"], capture_output=True).returncode != 0, reason="no git")
def test_diff_keeps_only_touched_items(tree: Path):
    _git(tree, "init", "-q")
    _git(tree, "add", "src/a.py", "src/q.sql")
    _git(tree, "commit", "-q", "-m", "base")
    (tree / "src" / "a.py").write_text(PY + "\ndef g(y):\n    if y < 0:\n        return None\n    return y\n")
    res = _run("src/a.py", "src/q.sql", "--diff", "HEAD", "--format", "jsonl")
    assert res.exit_code == 0, res.output
    ids = [json.loads(line)["id"] for line in res.stdout.splitlines()]
    assert ids == ["src/a.py:7:boundary", "src/a.py:7:branch", "src/a.py:8:early_return"]
    _git(tree, "commit", "-q", "-am", "second")
    res = _run("src", "--diff", "HEAD~1..HEAD", "--format", "jsonl")
    assert [json.loads(line)["id"] for line in res.stdout.splitlines()] == ids
    bad = _run("src/a.py", "--diff", "no-such-rev")
    assert bad.exit_code == 2 and "no-such-rev" in bad.output


def test_checklist_imports_neither_litellm_nor_langgraph(tree: Path):
    code = (
        "import sys\n"
        "from utspec.cli import main\n"
        "sys.argv = ['utspec', 'checklist', 'src', '--format', 'jsonl']\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "heavy = sorted(m for m in sys.modules if m.split('.')[0] in ('litellm', 'langgraph'))\n"
        "print('HEAVY', heavy)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tree, check=True).stdout
    assert "src/a.py:3:raise" in out  # the command ran
    assert out.strip().splitlines()[-1] == "HEAVY []"


def test_walk_counts_what_it_skips_and_why(tree: Path):
    res = _run("src", "--format", "json")
    notes = {n["file"]: n["message"] for n in json.loads(res.stdout)["notices"]}
    assert notes["src"] == ("skipped under this folder: 5 third-party or VCS folder, 1 folder ignored by .gitignore, "
                            "1 ignored by .gitignore, 1 unknown language")
    assert notes["src/blob.py"] == "binary file skipped"


def test_walk_survives_a_symlink_loop_and_skips_generated_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    (tmp_path / "src" / "sub").mkdir(parents=True)
    (tmp_path / "src" / "a.py").write_text(PY)
    (tmp_path / "src" / "sub" / "up").symlink_to("..")
    (tmp_path / "src" / "gen.go").write_text("// Code generated by stringer. DO NOT EDIT.\npackage p\n")
    monkeypatch.chdir(tmp_path)
    res = _run("src", "--format", "json")
    assert res.exit_code == 0
    data = json.loads(res.stdout)
    assert {i["file"] for i in data["items"]} == {"src/a.py"}
    assert any(n["file"] == "src/gen.go" and n["message"].startswith("skipped: generated file") for n in data["notices"])
