"""Rule files, rule fixtures and `utspec checklist` say their one-line errors and notices in Japanese.

These commands read no config of their own: `--language ja` chooses Japanese, else the `--config`'s
`language:` (`rules list`, `rules test`, `checklist`); a rule file a `language: ja` config names is
reported in Japanese by `utspec run`. Without either, English as before (the other tests pin it).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from utspec.cli import (
    app,
    checklist,  # noqa: F401 - registers `checklist`
    rules_cmd,  # noqa: F401 - registers `rules`
    run_cmd,  # noqa: F401 - registers `run`
)

from .test_messages import english_outside_code

runner = CliRunner()
ROOT = Path(__file__).resolve().parents[2]


def _ja_line(output: str, *, starts: str) -> str:
    (line,) = output.strip().splitlines()
    assert line.startswith("エラー: " + starts), line
    assert english_outside_code(line) == [], line
    assert "Traceback" not in output
    return line


RULE = "rules:\n  - id: no-tbd\n    severity: advisory\n    check:\n      pattern:\n        fields: [expected]\n"
RULE_FILES = {  # rule file -> (line, field the error names)
    "invalid yaml": ("rules: [\n", "2: "),
    "not a mapping": ("- a\n", "1: "),
    "unknown field": ("rules:\n  - id: no-tbd\n    severty: advisory\n", "3: ルール 'no-tbd' の severty: "),
    "entry without id": ("rules:\n  - severity: advisory\n", "2: rules[0] id: "),
    "duplicate id": (RULE + "        phrases: {en: [TBD]}\n" + RULE.removeprefix("rules:\n") + "        phrases: {en: [x]}\n",
                     "8: ルール 'no-tbd' の id: "),
    "bad regex": (RULE + "        regexes: {en: ['(']}\n", "7: ルール 'no-tbd' の check.pattern.regexes.en[0]: "),
    "no phrase": (RULE, "5: ルール 'no-tbd' の check.pattern: "),
    "empty phrase": (RULE + "        phrases: {en: [' ']}\n", "7: ルール 'no-tbd' の check.pattern.phrases: "),
    "unknown check": ("rules:\n  - id: x-y\n    severity: advisory\n    check: nope\n", "4: ルール 'x-y' の check.name: "),
    "no severity": ("rules:\n  - id: x-y\n    check: nope\n", "2: ルール 'x-y' の severity: "),
    "no check": ("rules:\n  - id: x-y\n    severity: advisory\n", "2: ルール 'x-y' の check: "),
    "bad placeholder": (RULE + "        phrases: {en: [TBD]}\n    message: '{nope}'\n", "8: ルール 'no-tbd' の message: "),
    "unknown parameter": ("rules:\n  - id: missing-coverage\n    check: {name: missing-coverage, params: {colour: 1}}\n",
                          "3: ルール 'missing-coverage' の check.params.colour: "),
}


@pytest.mark.parametrize("case", list(RULE_FILES))
def test_rule_file_errors_in_japanese(tmp_path: Path, case: str) -> None:
    text, where = RULE_FILES[case]
    rule = tmp_path / "r.yaml"
    rule.write_text(text, encoding="utf-8")
    res = runner.invoke(app, ["rules", "check", str(rule), "--language", "ja"])
    assert res.exit_code == 2, res.output
    _ja_line(res.output, starts=f"{rule}:{where}")


def test_a_bad_rule_file_named_by_a_ja_config_fails_the_run_in_japanese(tmp_path: Path) -> None:
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "a.py").write_text("def f(x):\n    if x > 1:\n        raise ValueError('x')\n", encoding="utf-8")
    (tmp_path / "design.md").write_text("# 設計\n\n- f は 1 より大きい x を拒否する。\n", encoding="utf-8")
    (tmp_path / "keys.md").write_text("- x が 1 より大きいと拒否される\n", encoding="utf-8")
    (tmp_path / "r.yaml").write_text(RULE, encoding="utf-8")
    cfg = tmp_path / "config.yaml"
    cfg.write_text("input:\n  design_paths: [design.md]\n  source_paths: ['src/*.py']\n  key_test_items: [keys.md]\n"
                   "rules: [r.yaml]\nlanguage: ja\n", encoding="utf-8")  # fmt: skip
    res = runner.invoke(app, ["run", "-c", str(cfg), "--out", str(tmp_path / "out")])
    assert res.exit_code == 2, res.output
    _ja_line(res.output, starts="")
    res = runner.invoke(app, ["rules", "list", "-c", str(cfg)])
    assert res.exit_code == 2, res.output
    _ja_line(res.output, starts="")


SPEC = "| ID | Perspective | Category | Preconditions | Input | Expected | Evidence |\n|---|---|---|---|---|---|---|\n"
ROW = "| TC-001 | a | normal | - | x | TBD | - |\n"
FIXTURES = {  # fixture -> the line the error names
    "unclosed front matter": ("---\nsource: [a.py]\n" + SPEC + ROW, 1),
    "front matter key": ("---\ncolour: blue\n---\n" + SPEC + ROW, 2),
    "unknown annotation": (SPEC + "| TC-001 | a <!-- ruleids: no-tbd --> | normal | - | x | TBD | - |\n", 3),
    "annotation on no row": ("<!-- ruleid: no-tbd -->\n\ntext\n" + SPEC + ROW, 1),
    "not a rule id": (SPEC + "| TC-001 | a <!-- ruleid: No_TBD --> | normal | - | x | TBD | - |\n", 3),
    "unknown rule": (SPEC + "| TC-001 | a <!-- ruleid: other-rule --> | normal | - | x | TBD | - |\n", 3),
    "case twice": (SPEC + "| TC-001 | a <!-- ruleid: no-tbd --> | normal | - | x | TBD | - |\n" + ROW, 4),
    "no annotation": (SPEC + ROW, 0),
}


@pytest.mark.parametrize("case", list(FIXTURES))
def test_fixture_errors_in_japanese(tmp_path: Path, case: str) -> None:
    text, line = FIXTURES[case]
    (tmp_path / "no-tbd.yaml").write_text(RULE + "        phrases: {en: [TBD]}\n", encoding="utf-8")
    fixture = tmp_path / "no-tbd.test.md"
    fixture.write_text(text, encoding="utf-8")
    res = runner.invoke(app, ["rules", "test", str(fixture), "--language", "ja"])
    assert res.exit_code == 2, res.output
    _ja_line(res.output, starts=f"{fixture}:{line}: " if line else f"{fixture}: ")


def test_rules_new_and_missing_paths_in_japanese(tmp_path: Path) -> None:
    res = runner.invoke(app, ["rules", "new", "Bad_Id", "--check", "pattern", "--dir", str(tmp_path), "--language", "ja"])
    assert res.exit_code == 2
    _ja_line(res.output, starts="Bad_Id: ID: ")
    res = runner.invoke(app, ["rules", "test", str(tmp_path / "none"), "--language", "ja"])
    assert res.exit_code == 2
    _ja_line(res.output, starts=f"{tmp_path / 'none'}: ")
    res = runner.invoke(app, ["rules", "check", str(tmp_path / "r.yaml"), "--language", "fr"])
    assert res.exit_code == 2 and res.output.startswith("error: --language: unknown language 'fr'")


def test_checklist_notices_totals_and_errors_in_japanese(tmp_path: Path) -> None:
    (tmp_path / "node_modules").mkdir()
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "a.py").write_text("def f(x):\n    if x > 1:\n        return 0\n    return 1\n", encoding="utf-8")
    (tmp_path / "src" / "b.py").write_bytes(b"\x00\x01bin")
    (tmp_path / "README.md").write_text("hi\n", encoding="utf-8")
    res = runner.invoke(app, ["checklist", str(tmp_path), "--language", "ja"])
    assert res.exit_code == 0, res.output
    said = [line for line in res.output.splitlines() if not line.startswith(("ID ", f"{tmp_path.name}/", "src/", "/"))]
    assert said[-1].endswith("ファイルに 3 項目、うち必須 3 項目（* は任意）"), said
    notices = [line for line in res.output.splitlines() if line.startswith("注意: ")]
    assert len(notices) == 2 and all(english_outside_code(n) == [] for n in notices), notices
    res = runner.invoke(app, ["checklist", str(tmp_path / "none"), "--language", "ja"])
    assert res.exit_code == 2
    _ja_line(res.output, starts=f"{tmp_path / 'none'}: ")
    english = runner.invoke(app, ["checklist", str(tmp_path)])
    assert "notice: " + str(tmp_path) + ": skipped under this folder: 1 third-party or VCS folder, 1 unknown language" in english.output
    assert "binary file skipped" in english.output and "3 item(s) in 1 file(s); 3 must-cover (* = advisory)" in english.output
