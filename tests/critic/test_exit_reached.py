"""A cited exit the case says runs, with an input the enclosing if-chain sends elsewhere, is flagged (`_exit_reached`).

Session 18 QA (a check-digit function): `else: return None` after two `isinstance` clauses was drafted with
`number` = `1` and "`None` is returned"; the first clause takes `1`, and only the exit was cited.
"""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

SRC = '''def digits(number):
    if isinstance(number, int):
        number = str(number)
    elif isinstance(number, str):
        number = number.strip()
    else:
        return None
    return number + "0"
'''


def _review(tmp_path: Path, edit: tuple[str, str] | None) -> str:
    from utspec.cli import app, review_cmd, run_cmd  # noqa: F401 - registers the commands

    if not (tmp_path / "out").exists():
        (tmp_path / "src").mkdir()
        (tmp_path / "src" / "d.py").write_text(SRC, encoding="utf-8")
        (tmp_path / "design.md").write_text("# Digits\n\nA number gets a zero appended.\n", encoding="utf-8")
        (tmp_path / "config.yaml").write_text(
            'input:\n  design_paths: ["design.md"]\n  source_paths: ["src/**/*"]\nllm:\n  model: null\nlanguage: en\n',
            encoding="utf-8",
        )
        CliRunner().invoke(app, ["run", "--config", str(tmp_path / "config.yaml"), "--out", str(tmp_path / "out")])
    spec = (tmp_path / "out" / "unit-test-specification.md").read_text(encoding="utf-8")
    assert "| `number` = `[1]`. | The function returns `None`. |" in spec, spec
    if edit:
        spec = spec.replace(*edit)
    (tmp_path / "edited.md").write_text(spec, encoding="utf-8")
    done = CliRunner().invoke(app, ["review", str(tmp_path / "edited.md"), "--config", str(tmp_path / "config.yaml")])
    return "\n".join(line for line in done.output.splitlines() if "expected-contradicts-code" in line)


def test_an_input_the_first_clause_takes_never_reaches_the_else_return(tmp_path: Path) -> None:
    assert _review(tmp_path, None) == ""
    wrong = _review(tmp_path, ("| `number` = `[1]`. | The function returns `None`. |",
                               "| `number` = `1`. | The function returns `None`. |"))  # fmt: skip
    assert "`isinstance(number, int)` (line 2) true" in wrong, wrong
