"""Bad config or input: one line naming the file (and line or key), exit 2, no traceback."""

from __future__ import annotations

import subprocess
import sys

import pytest

GOOD = """\
input:
  design_paths: ["design.md"]
  source_paths: ["src/*.py"]
  key_test_items: ["keys.md"]
"""


def _project(tmp_path, config: str):
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "a.py").write_text("def f(x):\n    if x > 1:\n        raise ValueError('x')\n")
    (tmp_path / "design.md").write_text("# D\n\n- f rejects x above 1 with ValueError.\n")
    (tmp_path / "keys.md").write_text("- x above 1 is rejected\n")
    (tmp_path / "config.yaml").write_text(config)
    return tmp_path / "config.yaml"


def _cli(*args):
    return subprocess.run([sys.executable, "-m", "utspec", *args], capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize(
    ("config", "expect"),
    [
        ("input: [unclosed\n", "config.yaml:2: invalid YAML"),
        (GOOD + "colour: blue\n", "config.yaml:5: colour: unknown key"),
        (GOOD + "loop:\n  max_revisions: many\n", "config.yaml:6: loop.max_revisions:"),
        (GOOD.replace("src/*.py", "nothing/*.py"), "config.yaml:3: input.source_paths[0]: glob 'nothing/*.py' matches no file"),
        (GOOD + "language: fr\n", "language:"),
        ("- just\n- a list\n", "expected a mapping"),
    ],
)
def test_malformed_config_exits_2_with_one_line(tmp_path, config, expect):
    cfg = _project(tmp_path, config)
    res = _cli("run", "--config", str(cfg), "--out", str(tmp_path / "out"))
    assert res.returncode == 2, res.stderr
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1, res.stderr
    assert expect in lines[0]
    assert "Traceback" not in res.stderr
    assert not (tmp_path / "out").exists()  # nothing half-written


def test_missing_config(tmp_path):
    res = _cli("run", "--config", str(tmp_path / "nope.yaml"))
    assert res.returncode == 2
    assert res.stderr.strip() == f"error: {tmp_path / 'nope.yaml'}: file not found"


def test_good_config_runs_and_undecodable_design_is_named(tmp_path):
    cfg = _project(tmp_path, GOOD)
    res = _cli("run", "--config", str(cfg), "--out", str(tmp_path / "out"))
    assert res.returncode in (0, 3), res.stderr
    (tmp_path / "design.md").write_bytes(b"\xff\xfe\xfa\x80\x81" * 3 + "注".encode("utf-16-le"))
    res = _cli("run", "--config", str(cfg), "--out", str(tmp_path / "out2"))
    # Either decodable by the detector (then it runs) or one clear line naming the file.
    if res.returncode == 2:
        assert "design.md" in res.stderr and len(res.stderr.strip().splitlines()) == 1


def test_version():
    res = _cli("--version")
    assert res.returncode == 0 and res.stdout.startswith("utspec ")
