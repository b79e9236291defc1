"""A zero-iteration loop case's stated return is checked against the `return` right after the loop.

jaconv's `_exclude_ignorechar` (MIT): "…; `conv_map` が返される" flipped to "返されない" or replaced by another
value stayed unflagged, since the case cites only the loop.
"""

from __future__ import annotations

import doctest
from pathlib import Path

from typer.testing import CliRunner

from utspec.critic.checks import _after_loop

SRC = "def strip_keys(conv_map, ignore):\n    for c in ignore:\n        del conv_map[c]\n    return conv_map\n"


def _review(tmp_path: Path, edit: tuple[str, str] | None) -> str:
    from utspec.cli import app, review_cmd, run_cmd  # noqa: F401 - registers the commands

    if not (tmp_path / "out").exists():
        (tmp_path / "src").mkdir()
        (tmp_path / "src" / "conv.py").write_text(SRC, encoding="utf-8")
        (tmp_path / "design.md").write_text("# Conv\n\nIgnored keys are removed.\n", encoding="utf-8")
        (tmp_path / "config.yaml").write_text(
            'input:\n  design_paths: ["design.md"]\n  source_paths: ["src/**/*"]\nllm:\n  model: null\nlanguage: en\n',
            encoding="utf-8",
        )
        CliRunner().invoke(app, ["run", "--config", str(tmp_path / "config.yaml"), "--out", str(tmp_path / "out")])
    spec = (tmp_path / "out" / "unit-test-specification.md").read_text(encoding="utf-8")
    assert "no element is processed; the function returns `conv_map`." in spec, spec
    if edit:
        spec = spec.replace(*edit)
    (tmp_path / "edited.md").write_text(spec, encoding="utf-8")
    done = CliRunner().invoke(app, ["review", str(tmp_path / "edited.md"), "--config", str(tmp_path / "config.yaml")])
    return "\n".join(line for line in done.output.splitlines() if "expected-contradicts-code" in line)


def test_a_flipped_or_other_value_after_the_loop_is_caught(tmp_path: Path) -> None:
    assert _review(tmp_path, None) == ""
    flipped = _review(tmp_path, ("the function returns `conv_map`.", "the function does not return `conv_map`."))
    assert "returns `conv_map`" in flipped, flipped
    other = _review(tmp_path, ("the function returns `conv_map`.", "the function returns `ignore`."))
    assert "`conv_map`" in other and "`ignore`" in other, other


def test_after_loop_doctests() -> None:
    assert doctest.testmod(_after_loop).failed == 0
