"""`input.diff` honoured by `run` and `review`: the checklist is scoped to changed lines, the spec says so."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from typer.testing import CliRunner

from utspec.analyzers.diff import parse_unified_diff
from utspec.cli import app, review_cmd, run_cmd  # noqa: F401 - register the commands

runner = CliRunner()
SOURCE = "src dir/注文 サービス.py"  # a space and non-ASCII: git would quote it without core.quotePath=false


def _git(repo: Path, *args: str) -> str:
    env = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@example.com", "HOME": str(repo), "PATH": "/usr/bin:/bin"}  # fmt: skip
    return subprocess.run(["git", *args], cwd=repo, env=env, check=True, capture_output=True, text=True).stdout


@pytest.fixture
def repo(examples, tmp_path) -> Path:
    """order-registration in a git repository; the second commit changes only the item-count guard."""
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    root = tmp_path / "repo"
    shutil.copytree(examples / "order-registration" / "input", root / "input")
    src = root / "input" / SOURCE
    src.parent.mkdir(parents=True)
    (root / "input" / "source" / "order_service.py").rename(src)
    _git(root, "init", "-q")
    _git(root, "add", "-A")
    _git(root, "commit", "-qm", "v1")
    text = src.read_text(encoding="utf-8")
    assert "len(items) > 100" in text
    src.write_text(text.replace("len(items) > 100", "len(items) > 200"), encoding="utf-8")
    _git(root, "commit", "-qam", "v2: raise the item limit")
    return root


def _config(root: Path, diff: str) -> Path:
    cfg = root / "config.yaml"
    cfg.write_text(
        "input:\n  design_paths: [input/design/*.md]\n  source_paths: ['input/src dir/*.py', input/source/*.sql]\n"
        f"  key_test_items: [input/key-test-items.md]\n  diff: {json.dumps(diff)}\n",
        encoding="utf-8",
    )
    return cfg


def test_run_scopes_the_checklist_to_the_diff_and_says_so(repo, tmp_path):
    out = tmp_path / "out"
    res = runner.invoke(app, ["run", "-c", str(_config(repo, "HEAD~1..HEAD")), "--out", str(out)])
    assert res.exit_code in (0, 3), res.output
    trace = json.loads((out / "trace.json").read_text(encoding="utf-8"))
    ids = [i["id"] for i in trace["checklist"]]
    assert ids and all(i.startswith(f"input/{SOURCE}:") for i in ids), ids  # the SQL file did not change
    assert {i["line"] for i in trace["checklist"]} == {ids and int(ids[0].split(":")[1])}
    spec_md = (out / "unit-test-specification.md").read_text(encoding="utf-8")
    assert "scope: only the lines `git diff HEAD~1..HEAD` changes are covered:" in spec_md
    assert f"{len(ids)} of " in spec_md


def test_review_uses_the_same_scope(repo, tmp_path):
    full = tmp_path / "full"
    assert runner.invoke(app, ["run", "-c", str(_config(repo, "HEAD")), "--out", str(full)]).exit_code in (0, 3)
    res = runner.invoke(app, ["review", str(full / "spec.json"), "-c", str(_config(repo, "HEAD~1..HEAD")), "--format", "json"])
    assert res.exit_code in (0, 3), res.output  # cases citing unchanged lines still resolve
    assert "unsupported-evidence" not in res.output


@pytest.mark.parametrize("rev", ["no-such-rev", "HEAD~1..no-such-rev"])
def test_unknown_revision_exits_2_with_one_line(repo, tmp_path, rev):
    cfg = _config(repo, rev)
    for args in (["run", "-c", str(cfg), "--out", str(tmp_path / "out")], ["review", str(tmp_path / "x.json"), "-c", str(cfg)]):
        res = runner.invoke(app, args)
        assert res.exit_code == 2, res.output
        assert res.output.count("\n") == 1 and res.output.startswith(f"error: {cfg}:5: input.diff: unknown revision 'no-such-rev'")
    assert not (tmp_path / "out").exists()


def test_diff_headers_with_quotes_tabs_and_non_ascii():
    text = (
        '+++ "b/a \\"q\\".py"\n@@ -1 +1 @@\n'
        "+++ b/sp ace.py\t\n@@ -0,0 +3,2 @@\n"
        "+++ b/日本語.py\n@@ -5 +5 @@\n"
        '+++ "b/\\346\\227\\245.py"\n@@ -1 +7 @@\n'
    )
    touched = parse_unified_diff(text)
    assert set(touched) == {'a "q".py', "sp ace.py", "日本語.py", "日.py"}
    assert touched["sp ace.py"][0] == {3, 4} and touched["日.py"][0] == {7}
