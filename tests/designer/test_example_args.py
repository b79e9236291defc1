"""A design's worked example names the parameter each of its arguments binds to (commons-lang's KT-11)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

# The guard is one the call's values cannot judge (a method call): `repeat("ab", 2)` stays a case of its own, whose
# input the test reads. With `count <= 0` the call now lands on the normal path (call_path.py, lone_guard.py).
JAVA = """public class S {
    public static String repeat(final String repeat, final int count) {
        if (repeat.isEmpty()) {
            return "";
        }
        return repeat + repeat;
    }

    public static String repeat(final String repeat, final String separator, final int count) {
        return repeat;
    }
}
"""

# The body calls what the sources do not define: `return text` would be run (questions.evaluated_call) and found to
# give 'マミサン', a contradicted key item and no case; this test is about binding the arguments.
PY = """def kata2hira(text, ignore=''):
    return _convert(text, ignore)
"""


def _inputs(tmp_path: Path, name: str, source: str, design: str) -> list[str]:
    from utspec.cli import app, run_cmd  # noqa: F401 - registers `run`

    (tmp_path / "src").mkdir()
    (tmp_path / "src" / name).write_text(source, encoding="utf-8")
    (tmp_path / "design.md").write_text("# Design\n\nNothing beyond the code.\n", encoding="utf-8")
    (tmp_path / "kt.md").write_text(f"## Key test items\n\n- {design}\n", encoding="utf-8")
    (tmp_path / "config.yaml").write_text(
        'input:\n  design_paths: ["design.md"]\n  source_paths: ["src/**/*"]\n  key_test_items: ["kt.md"]\n'
        "llm:\n  model: null\nlanguage: en\n",
        encoding="utf-8",
    )
    CliRunner().invoke(app, ["run", "--config", str(tmp_path / "config.yaml"), "--out", str(tmp_path / "out")])
    cases = json.loads((tmp_path / "out" / "spec.json").read_text(encoding="utf-8"))["cases"]
    return [c["input"] for c in cases if c["input"].startswith("Call ")]


def test_positional_arguments_bind_to_the_overload_of_that_arity(tmp_path: Path) -> None:
    said = _inputs(tmp_path, "S.java", JAVA, 'repeat("ab", 2) returns "abab"')
    assert said == ['Call `repeat("ab", 2)`: `repeat` = `"ab"`; `count` = `2`.']


def test_keyword_argument_binds_by_name(tmp_path: Path) -> None:
    said = _inputs(tmp_path, "j.py", PY, "kata2hira('マミサン', ignore='ン') returns 'まみさン'")
    assert said == ["Call `kata2hira('マミサン', ignore='ン')`: `text` = `'マミサン'`; `ignore` = `'ン'`."]
