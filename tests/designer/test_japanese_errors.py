"""A config that says `language: ja` gets its one-line errors in Japanese (issue 12 item 4).

The error names the file, line and key as before; only the sentence around them follows the config's
language. Texts that come from a parser (YAML's problem, pydantic's message) stay quoted as code.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from utspec.cli import (
    app,
    run_cmd,  # noqa: F401 - registers `run`
)

from .test_messages import english_outside_code

runner = CliRunner()
GOOD = """\
input:
  design_paths: ["design.md"]
  source_paths: ["src/*.py"]
  key_test_items: ["keys.md"]
language: ja
"""


def _project(tmp: Path, config: str, *, design: str = "# 設計\n\n- f は 1 より大きい x を ValueError で拒否する。\n",
             keys: str = "- x が 1 より大きいと拒否される\n") -> Path:  # fmt: skip
    (tmp / "src").mkdir()
    (tmp / "src" / "a.py").write_text("def f(x):\n    if x > 1:\n        raise ValueError('x')\n", encoding="utf-8")
    (tmp / "design.md").write_text(design, encoding="utf-8")
    (tmp / "keys.md").write_text(keys, encoding="utf-8")
    (tmp / "config.yaml").write_text(config, encoding="utf-8")
    return tmp / "config.yaml"


CASES = {
    "unknown key": (GOOD + "colour: blue\n", {}, []),
    "bad value": (GOOD + "loop:\n  max_revisions: many\n", {}, []),
    "glob matches nothing": (GOOD.replace("src/*.py", "nothing/*.py"), {}, []),
    "empty design": (GOOD, {"design": "  \n"}, []),
    "no key item": (GOOD, {"keys": "見出しだけ\n"}, []),
    "record and replay": (GOOD, {}, ["--record", "r", "--replay", "p"]),
    "out is a file": (GOOD, {}, ["OUT_FILE"]),
}


@pytest.mark.parametrize("case", list(CASES))
def test_an_error_line_follows_the_configs_language(tmp_path: Path, case: str) -> None:
    config, files, extra = CASES[case]
    cfg = _project(tmp_path, config, **files)
    out = tmp_path / "out"
    if extra == ["OUT_FILE"]:
        out.write_text("x", encoding="utf-8")
        extra = []
    res = runner.invoke(app, ["run", "--config", str(cfg), "--out", str(out), *extra])
    assert res.exit_code == 2, res.output
    (line,) = res.output.strip().splitlines()
    assert english_outside_code(line) == [], line


def test_an_english_config_keeps_english_errors(tmp_path: Path) -> None:
    cfg = _project(tmp_path, GOOD.replace("language: ja\n", "") + "colour: blue\n")
    res = runner.invoke(app, ["run", "--config", str(cfg), "--out", str(tmp_path / "out")])
    assert res.output.strip().endswith("colour: unknown key") and res.output.startswith("error: ")
