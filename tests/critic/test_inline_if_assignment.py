"""A one-line `if (cond) x += y;` assigns `x`: a case saying so is not told no line makes it (`_elsewhere.inline_body`).

kansuji (npm, session 18 QA): "`converted` becomes `converted + kansuji.DOT + decConverted`" was blocked, "no line
makes it", on `if (decConverted !== "") converted += kansuji.DOT + decConverted;`. Our own code in that shape.
"""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

SRC = '''function join(a, b) {
  var out = a;
  if (b !== "") out += "." + b;
  return out;
}
'''


def test_the_clean_draft_of_a_one_line_if_assignment_passes(tmp_path: Path) -> None:
    from utspec.cli import app, review_cmd, run_cmd  # noqa: F401 - registers the commands

    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "j.js").write_text(SRC, encoding="utf-8")
    (tmp_path / "design.md").write_text("# Join\n\nA non-empty part is joined with a dot.\n", encoding="utf-8")
    (tmp_path / "config.yaml").write_text(
        'input:\n  design_paths: ["design.md"]\n  source_paths: ["src/**/*"]\nllm:\n  model: null\nlanguage: en\n',
        encoding="utf-8",
    )
    CliRunner().invoke(app, ["run", "--config", str(tmp_path / "config.yaml"), "--out", str(tmp_path / "out")])
    spec = (tmp_path / "out" / "unit-test-specification.md").read_text(encoding="utf-8")
    assert "`out` becomes `out + \".\" + b`" in spec, spec
    done = CliRunner().invoke(app, ["review", str(tmp_path / "out" / "unit-test-specification.md"), "--config",
                                    str(tmp_path / "config.yaml")])  # fmt: skip
    assert "expected-contradicts-code" not in done.output, done.output
