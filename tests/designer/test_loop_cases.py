"""A loop's zero-iteration case says what the function then does, and a loop over written-out values has none.

cobra's NoDuplicateArgs said only "no element is processed" for `args` empty (the function then returns nil);
ky's `for (const year of [a, b, c])` got the input "An empty collection", which no caller can pass.
"""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

TS = """export function pick(value: number): number | undefined {
\tlet found: number | undefined;
\tfor (const year of [value - 100, value, value + 100]) {
\t\tif (year > 0) {
\t\t\tfound = year;
\t\t}
\t}
\treturn found;
}

export function total(items: number[]): number {
\tlet sum = 0;
\tfor (const item of items) {
\t\tif (item < 0) {
\t\t\tthrow new Error("negative");
\t\t}
\t\tsum += item;
\t}
\treturn 0;
}
"""


def _spec(tmp_path: Path) -> dict:
    from utspec.cli import app, run_cmd  # noqa: F401 - registers `run`

    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "pick.ts").write_text(TS, encoding="utf-8")
    (tmp_path / "design.md").write_text("# Pick\n\nA negative item is an error.\n", encoding="utf-8")
    (tmp_path / "config.yaml").write_text(
        'input:\n  design_paths: ["design.md"]\n  source_paths: ["src/**/*"]\nllm:\n  model: null\nlanguage: en\n',
        encoding="utf-8",
    )
    out = tmp_path / "out"
    res = CliRunner().invoke(app, ["run", "--config", str(tmp_path / "config.yaml"), "--out", str(out)])
    assert (out / "spec.json").exists(), res.output
    return json.loads((out / "spec.json").read_text(encoding="utf-8"))


def test_zero_iterations_say_what_the_function_returns_and_literal_collections_get_no_case(tmp_path: Path) -> None:
    loops = [c for c in _spec(tmp_path)["cases"] if c["perspective"].startswith("Loop ")]
    assert [c["perspective"] for c in loops] == ["Loop `for (const item of items)` with nothing to iterate"], loops
    assert loops[0]["expected"].endswith("; the function returns `0`."), loops[0]["expected"]
