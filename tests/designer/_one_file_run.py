"""`utspec run` on a few source files and a short design: the spec, or its cases by perspective."""

from __future__ import annotations

import json
from pathlib import Path


def spec_of(tmp_path: Path, files: dict[str, str], design: str = "# Design\n\nNothing beyond the code.\n",
            language: str = "en", key_items: str | None = None) -> dict:  # fmt: skip
    """The `spec.json` of an offline run over `files` (path under `src/` -> text), `design` and `key_items`."""
    from typer.testing import CliRunner

    from utspec.cli import app, run_cmd  # noqa: F401 - registers `run`

    for name, text in files.items():
        (tmp_path / "src" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "src" / name).write_text(text, encoding="utf-8")
    (tmp_path / "design.md").write_text(design, encoding="utf-8")
    if key_items is not None:
        (tmp_path / "key-items.md").write_text(key_items, encoding="utf-8")
    (tmp_path / "config.yaml").write_text(
        'input:\n  design_paths: ["design.md"]\n  source_paths: ["src/**/*"]\n'
        + ('  key_test_items: ["key-items.md"]\n' if key_items is not None else "")
        + f"llm:\n  model: null\nlanguage: {language}\n",
        encoding="utf-8",
    )
    out = tmp_path / "out"
    done = CliRunner().invoke(app, ["run", "--config", str(tmp_path / "config.yaml"), "--out", str(out)])
    assert (out / "spec.json").exists(), done.output
    return json.loads((out / "spec.json").read_text(encoding="utf-8"))


def cases_of(tmp_path: Path, name: str, text: str) -> dict[str, dict]:
    return {c["perspective"]: c for c in spec_of(tmp_path, {name: text})["cases"]}
