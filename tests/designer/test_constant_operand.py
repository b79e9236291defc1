"""An equality with a library constant takes that constant as its input (go-humanize's `v == math.MinInt64`)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

_COMMA = """package humanize

import "math"

func Comma(v int64) string {
	if v == math.MinInt64 {
		return "-9,223,372,036,854,775,808"
	}
	return strconv.FormatInt(v, 10)
}
"""


def test_the_constant_is_the_input(tmp_path: Path) -> None:
    from utspec.cli import app, run_cmd  # noqa: F401 - registers `run`

    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "comma.go").write_text(_COMMA, encoding="utf-8")
    (tmp_path / "design.md").write_text("# Comma\n\nComma はカンマ区切りの文字列を返す。\n", encoding="utf-8")
    (tmp_path / "config.yaml").write_text(
        'input:\n  design_paths: ["design.md"]\n  source_paths: ["src/**/*"]\nllm:\n  model: null\nlanguage: ja\n',
        encoding="utf-8",
    )
    out = tmp_path / "out"
    CliRunner().invoke(app, ["run", "--config", str(tmp_path / "config.yaml"), "--out", str(out)])
    spec = json.loads((out / "spec.json").read_text(encoding="utf-8"))
    case = next(c for c in spec["cases"] if "src/comma.go:6:branch" in c["evidence"] and "成り立つ" in c["perspective"])
    assert case["input"] == "`v` = `math.MinInt64`。"
    assert case["expected"] == '`"-9,223,372,036,854,775,808"` が返される。'
