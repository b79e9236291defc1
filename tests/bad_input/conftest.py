"""A small project to break in one way per test, and the CLI run in-process (one line, exit code)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from typer.testing import CliRunner

CONFIG = """\
input:
  design_paths: ["design.md"]
  source_paths: ["src/*.py"]
  key_test_items: ["keys.md"]
"""


@dataclass
class Outcome:
    code: int
    stdout: str
    stderr: str
    exception: BaseException | None

    @property
    def errors(self) -> list[str]:
        return [line for line in self.stderr.splitlines() if line.startswith("error:")]


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "a.py").write_text("def f(x):\n    if x > 1:\n        raise ValueError('x')\n    return x\n")
    (tmp_path / "design.md").write_text("# D\n\n- f rejects x above 1 with ValueError.\n")
    (tmp_path / "keys.md").write_text("- x above 1 is rejected\n")
    (tmp_path / "config.yaml").write_text(CONFIG)
    return tmp_path


def cli(*args: str) -> Outcome:
    from utspec.cli import checklist, run_cmd  # noqa: F401 - registers the commands
    from utspec.cli.app import app

    res = CliRunner().invoke(app, list(args))
    if res.exception is not None and not isinstance(res.exception, SystemExit):
        raise res.exception
    return Outcome(res.exit_code, res.stdout, res.stderr, res.exception)


def run(project: Path, *extra: str) -> Outcome:
    return cli("run", "--config", str(project / "config.yaml"), *extra)
