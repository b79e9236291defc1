"""`utspec answer`, `resume` and `review` on a `language: ja` project say their errors in Japanese.

`answer` and `resume` take a run folder, not a config: the run's own config says the language. The
error still names the file and line; only the sentence around them follows the language.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from utspec.cli import app, review_cmd, run_cmd, runs_cmd  # noqa: F401 - register the commands

from .test_messages import english_outside_code

runner = CliRunner()
EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.fixture(scope="module")
def paused(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(config, run folder) of order-registration with `language: ja`, paused on its status question."""
    tmp = tmp_path_factory.mktemp("ja")
    shutil.copytree(EXAMPLES / "order-registration", tmp / "proj")
    cfg = tmp / "proj" / "config.yaml"
    cfg.write_text(cfg.read_text(encoding="utf-8") + "language: ja\n", encoding="utf-8")
    res = runner.invoke(app, ["run", "-c", str(cfg), "--out", str(tmp / "out")])
    assert res.exit_code == 3, res.output
    return cfg, tmp / "out"


def _one_japanese_line(output: str, *, starts: str) -> str:
    (line,) = output.strip().splitlines()
    assert line.startswith("エラー: " + starts), line
    assert english_outside_code(line) == [], line
    assert "Traceback" not in output
    return line


ANSWERS = {  # answers file -> the line the error names
    "unknown id": ("questions:\n  - id: Q-x\n    answer: a\n", 2),
    "twice": ("questions:\n  - id: Q-x\n  - id: Q-x\n", 2),
    "unknown top key": ("questions: []\nextra: 1\n", 2),
    "unknown key": ("questions:\n  - id: Q-x\n    colour: blue\n", 3),
    "not a list": ("questions: 3\n", 1),
    "not a mapping": ("questions:\n  - just text\n", 2),
    "no id": ("questions:\n  - answer: a\n", 2),
    "answer is a list": ("questions:\n  - id: Q-x\n    answer: [a, b]\n", 3),
    "empty": ("", 1),
    "top is a list": ("- a\n", 1),
    "invalid yaml": ("questions: [\n", 2),
}


@pytest.mark.parametrize("case", list(ANSWERS))
def test_answer_file_errors_follow_the_runs_language(paused: tuple[Path, Path], tmp_path: Path, case: str) -> None:
    _, out = paused
    text, line = ANSWERS[case]
    answers = tmp_path / "a.yaml"
    answers.write_text(text, encoding="utf-8")
    res = runner.invoke(app, ["answer", str(out), "--answers", str(answers)])
    assert res.exit_code == 2
    _one_japanese_line(res.output, starts=f"{answers}:{line}: ")


def test_run_folder_errors_follow_the_runs_language(paused: tuple[Path, Path], tmp_path: Path) -> None:
    _, out = paused
    res = runner.invoke(app, ["answer", str(out)])  # nothing written yet (not a terminal: no prompts)
    assert res.exit_code == 2
    _one_japanese_line(res.output, starts=f"{out / 'questions.yaml'}: ")
    res = runner.invoke(app, ["resume", str(out)])  # paused: `answer` continues it, not `resume`
    assert res.exit_code == 2
    assert "utspec answer" in _one_japanese_line(res.output, starts=f"{out}: ")
    res = runner.invoke(app, ["resume", str(out), "--run", "nope"])
    assert res.exit_code == 2
    _one_japanese_line(res.output, starts=f"{out}: ")
    res = runner.invoke(app, ["answer", str(out), "--answers", str(tmp_path / "missing.yaml")])
    assert res.exit_code == 2
    _one_japanese_line(res.output, starts=f"{tmp_path / 'missing.yaml'}: ")


def test_a_folder_without_runs_has_no_language_and_stays_english(tmp_path: Path) -> None:
    res = runner.invoke(app, ["resume", str(tmp_path)])
    assert res.exit_code == 2 and res.output.startswith(f"error: {tmp_path}: no utspec runs here")


SPECS = {  # a spec file's text -> the line the error names ("" : the file as a whole)
    "no table": ("# 仕様書\n\n本文だけ\n", ""),
    "bad category": ("| ID | 観点 | 区分 | 入力 | 期待結果 | 根拠 |\n|---|---|---|---|---|---|\n| TC-001 | a | 謎 | b | c | d |\n", 3),
    "bad case id": ("| ID | 観点 | 区分 | 入力 | 期待結果 | 根拠 |\n|---|---|---|---|---|---|\n| T1 | a | 正常系 | b | c | d |\n", 3),
    "missing column": ("| ID | 期待結果 |\n|---|---|\n", 1),
}


@pytest.mark.parametrize("case", list(SPECS))
def test_review_errors_follow_the_configs_language(paused: tuple[Path, Path], tmp_path: Path, case: str) -> None:
    cfg, _ = paused
    text, line = SPECS[case]
    spec = tmp_path / "spec.md"
    spec.write_text(text, encoding="utf-8")
    res = runner.invoke(app, ["review", str(spec), "-c", str(cfg)])
    assert res.exit_code == 2
    _one_japanese_line(res.output, starts=f"{spec}:{line}: " if line else f"{spec}: ")


def test_review_of_a_missing_spec_and_a_model_fault_are_japanese(paused: tuple[Path, Path], tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    from utspec.llm.errors import BudgetExhausted, ModelFault

    cfg, out = paused
    res = runner.invoke(app, ["review", str(tmp_path / "none.md"), "-c", str(cfg)])
    assert res.exit_code == 2
    _one_japanese_line(res.output, starts=f"{tmp_path / 'none.md'}: ")
    spec = str(out / "unit-test-specification.md")

    def fault(*args: object, **kwargs: object) -> None:
        raise ModelFault("auth", "review_test_spec", "m", "401 invalid key")

    monkeypatch.setattr(review_cmd, "review_file", fault)
    res = runner.invoke(app, ["review", spec, "-c", str(cfg)])
    assert res.exit_code == 2
    assert "401 invalid key" in _one_japanese_line(res.output, starts="")

    def budget(*args: object, **kwargs: object) -> None:
        raise BudgetExhausted("max_calls", "3 of 3 calls")

    monkeypatch.setattr(review_cmd, "review_file", budget)
    res = runner.invoke(app, ["review", spec, "-c", str(cfg)])
    assert res.exit_code == 3
    _one_japanese_line(res.output, starts="")


def test_review_table_is_japanese(paused: tuple[Path, Path]) -> None:
    cfg, out = paused
    res = runner.invoke(app, ["review", str(out / "unit-test-specification.md"), "-c", str(cfg)])
    assert res.exit_code == 3, res.output
    first, critic, status, *_ = res.output.splitlines()
    assert first.startswith("仕様書: ") and status == "ステータス: 要確認 (HUMAN_CLARIFICATION_REQUIRED)"
    assert res.output.strip().splitlines()[-1] == "ブロッキング 0 件、アドバイザリ 0 件、確認事項 1 件"
    assert [x for line in res.output.splitlines() for x in english_outside_code(line)] == []


def test_interrupted_run_says_so_in_japanese(paused: tuple[Path, Path], tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    import utspec.run

    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(utspec.run, "run", interrupted)
    cfg, _ = paused
    for extra in ([], ["--record", str(tmp_path / "rec")]):
        res = runner.invoke(app, ["run", "-c", str(cfg), "--out", str(tmp_path / "o"), *extra])
        assert res.exit_code == 130
        (line,) = res.output.strip().splitlines()
        assert line.startswith("中断しました") and english_outside_code(line) == [], line


def test_evidence_and_key_item_findings_are_japanese(paused: tuple[Path, Path], tmp_path: Path) -> None:
    import json
    import re

    cfg, out = paused
    lines = (out / "unit-test-specification.md").read_text(encoding="utf-8").splitlines()
    rows = [i for i, line in enumerate(lines) if line.startswith("| TC-")]
    cells = lines[rows[0]].split("|")
    cells[-2] = " - "  # TC-001 cites something that is not a reference
    lines[rows[0]] = "|".join(cells)
    cells = lines[rows[1]].split("|")
    cells[-2] = " `nowhere.py:3` "  # not a source file of this run
    lines[rows[1]] = "|".join(cells)
    # No case cites a key item any more: each is "not addressed".
    spec = tmp_path / "spec.md"
    spec.write_text(re.sub(r"`?KT-\d+`?(<br>)?", "", "\n".join(lines)) + "\n", encoding="utf-8")
    res = runner.invoke(app, ["review", str(spec), "-c", str(cfg), "--format", "json"])
    assert res.exit_code == 3, res.output  # blocking findings, and the status question still open
    findings = json.loads(res.stdout)["findings"]
    said = {f["rule"]: f["message"] for f in findings if f["rule"] in ("unsupported-evidence", "key-item-not-addressed")}
    assert set(said) == {"unsupported-evidence", "key-item-not-addressed"}, findings
    messages = [f["message"] for f in findings if f["rule"] in said]
    assert [m for m in messages if english_outside_code(m)] == []


def test_sarif_rule_descriptions_follow_the_language(paused: tuple[Path, Path], tmp_path: Path) -> None:
    import json

    from utspec.critic.rule_set import builtin_rules
    from utspec.messages import Catalog

    # The English catalog repeats the shipped summaries word for word: the two cannot drift apart.
    en = Catalog("en")
    assert {r.id: en(f"rule_summary.{r.id}") for r in builtin_rules().rules} == builtin_rules().summaries()
    cfg, out = paused
    spec = tmp_path / "spec.md"  # KT refs that do not resolve: findings of two built-in rules
    text = (out / "unit-test-specification.md").read_text(encoding="utf-8")
    spec.write_text(text.replace("`KT-", "`XX-"), encoding="utf-8")
    res = runner.invoke(app, ["review", str(spec), "-c", str(cfg), "--format", "sarif"])
    assert res.exit_code == 3, res.output
    rules = json.loads(res.stdout)["runs"][0]["tool"]["driver"]["rules"]
    texts = [r["shortDescription"]["text"] for r in rules if r["id"] != "human-clarification-required"]
    assert len(texts) >= 2 and [t for t in texts if english_outside_code(t)] == [], texts
