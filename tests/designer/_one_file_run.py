"""`utspec run` on one source file with a design that says nothing beyond the code: the cases, by perspective."""

from __future__ import annotations

import json
from pathlib import Path


def cases_of(tmp_path: Path, name: str, text: str) -> dict[str, dict]:
    from typer.testing import CliRunner

    from utspec.cli import app, run_cmd  # noqa: F401 - registers `run`

    (tmp_path / "src").mkdir()
    (tmp_path / "src" / name).write_text(text, encoding="utf-8")
    (tmp_path / "design.md").write_text("# Design\n\nNothing beyond the code.\n", encoding="utf-8")
    (tmp_path / "config.yaml").write_text(
        'input:\n  design_paths: ["design.md"]\n  source_paths: ["src/**/*"]\nllm:\n  model: null\nlanguage: en\n',
        encoding="utf-8",
    )
    out = tmp_path / "out"
    CliRunner().invoke(app, ["run", "--config", str(tmp_path / "config.yaml"), "--out", str(out)])
    return {c["perspective"]: c for c in json.loads((out / "spec.json").read_text(encoding="utf-8"))["cases"]}
