"""A Japanese batch: its manifest errors, console lines and case errors are Japanese (issue 12 item 4).

The batch's language is `--language`, else the manifest's `defaults: language:`, else the one
language every config names; English otherwise, and an English batch's lines are unchanged.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from utspec.cli import app
from utspec.cli import batch_cmd as _batch_cmd  # noqa: F401 - registers `batch`

from .test_messages import english_outside_code

ROOT = Path(__file__).resolve().parents[2]
runner = CliRunner()


def _ja_line(text: str, *, starts: str) -> None:
    (line,) = text.strip().splitlines()
    assert line.startswith("エラー: " + starts), line
    assert english_outside_code(line) == [], line


MANIFESTS = {  # manifest text -> where the error line points
    "no modules": ("defaults:\n  language: ja\nmodules: []\n", "batch.yaml: "),
    "unknown key": ("defaults:\n  language: ja\njobs: 3\nmodules:\n  - input: {}\n", "batch.yaml: "),
    "missing config": ("defaults:\n  language: ja\nmodules:\n  - config: nowhere/config.yaml\n", "batch.yaml:4: modules[0]: "),
    "no input": ("defaults:\n  language: ja\nmodules:\n  - name: x\n", "batch.yaml:4: modules[0]: "),
    "module shape": ("defaults:\n  language: ja\nmodules:\n  - [a]\n", "batch.yaml:4: modules[0]: "),
    "extra key": ("defaults:\n  language: ja\nmodules:\n  - config: batch.yaml\n    input: {}\n", "batch.yaml:4: modules[0]: "),
    "bad base": ("defaults:\n  language: ja\nmodules:\n  - input: {}\n    base: nowhere\n", "batch.yaml:4: modules[0]: "),
    "defaults not a mapping": ("defaults: 3\nmodules:\n  - input: {}\n", "batch.yaml: defaults: "),
    "invalid yaml": ("defaults:\n  language: ja\nmodules: [\n", "batch.yaml:4: "),
}


@pytest.mark.parametrize("case", list(MANIFESTS))
def test_manifest_errors_follow_the_batch_language(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, case: str) -> None:
    text, starts = MANIFESTS[case]
    (tmp_path / "batch.yaml").write_text(text, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    # `defaults: 3` names no language and the YAML error cannot be read: --language says it.
    extra = ["--language", "ja"] if case in ("defaults not a mapping", "invalid yaml") else []
    done = runner.invoke(app, ["batch", "batch.yaml", *extra])
    assert done.exit_code == 2
    _ja_line(done.stderr, starts=starts)


def test_batch_options_and_missing_configs_in_japanese(tmp_path: Path) -> None:
    done = runner.invoke(app, ["batch", str(tmp_path / "none.yaml"), "--language", "ja", "--executor", "spark"])
    assert done.exit_code == 2
    _ja_line(done.stderr, starts="--executor: ")
    done = runner.invoke(app, ["batch", str(tmp_path / "none.yaml"), "--language", "ja"])
    assert done.exit_code == 2
    _ja_line(done.stderr, starts=f"{tmp_path / 'none.yaml'}: ")
    done = runner.invoke(app, ["batch", str(tmp_path / "none.yaml"), "--language", "fr"])
    assert done.exit_code == 2 and done.stderr.startswith("error: --language: unknown language 'fr'")


def test_a_japanese_batch_prints_japanese_lines_and_case_errors(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    project = tmp_path / "proj"
    shutil.copytree(ROOT / "examples" / "order-registration", project)
    cfg = project / "config.yaml"
    cfg.write_text(cfg.read_text(encoding="utf-8") + "language: ja\n", encoding="utf-8")
    broken = tmp_path / "broken"
    shutil.copytree(project, broken)
    (broken / "config.yaml").write_text(cfg.read_text(encoding="utf-8").replace("input/source", "nowhere"), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    # No --language: both configs say ja.
    done = runner.invoke(app, ["batch", str(cfg), str(broken / "config.yaml"), "--out", str(tmp_path / "out")])
    assert done.exit_code == 4, done.output
    lines = [x for x in (done.stdout + done.stderr).splitlines() if x.strip()]
    assert lines and all(english_outside_code(x) == [] for x in lines), lines
    assert any(x.startswith("バッチ: 2 件: ERROR 1、要確認 (HUMAN_CLARIFICATION_REQUIRED) 1、") for x in lines), lines
    assert any(x.startswith("proj: 要確認 (HUMAN_CLARIFICATION_REQUIRED) (") for x in lines), lines
    assert any(x.startswith("broken: ERROR: ") and "に一致するファイルがありません" in x for x in lines), lines
    summary = (tmp_path / "out" / "batch-summary.md").read_text(encoding="utf-8")
    assert "バッチ実行の概要" in summary


def test_an_english_batch_is_unchanged(tmp_path: Path) -> None:
    cfg = ROOT / "examples" / "order-registration-documented" / "config.yaml"
    done = runner.invoke(app, ["batch", str(cfg), "--out", str(tmp_path / "out")])
    assert done.exit_code == 0, done.output
    assert done.stdout.startswith("batch: 1 case(s): APPROVED 1 in ")
    assert f"summary (md): {tmp_path / 'out' / 'batch-summary.md'}" in done.stdout


class _Crashing:
    """A door factory whose case dies (`exit`: the process ends at once) or raises (`raise`)."""

    key = "crashing"

    def __init__(self, how: dict[str, str], drafts: dict) -> None:
        self.how = how

    def __call__(self, loaded):  # noqa: ANN001, ANN204 - the door factory protocol
        import os

        if self.how.get(loaded.base.name) == "exit":
            os._exit(9)
        raise RuntimeError("the model client blew up")


def test_a_crashed_case_is_said_in_the_batchs_language(tmp_path: Path) -> None:
    # A case that dies or raises has no config sentence of its own: the batch's language says it.
    from utspec.batch import CaseOptions, from_configs, run_batch

    configs = []
    for name in ("dies", "raises"):
        shutil.copytree(ROOT / "examples" / "email-sender", tmp_path / name)
        configs.append(tmp_path / name / "config.yaml")
    opts = CaseOptions(door_factory=_Crashing({"dies": "exit", "raises": "raise"}, {}))
    out = tmp_path / "out"
    result = run_batch(from_configs(configs, out), out, opts, jobs=2, live=False, language="ja")
    errors = {r["case"]: r["error"] for r in result.rows}
    assert errors == {"dies": "ケースのプロセスが終了しました（終了コード 9 で終了しました）",
                      "raises": "内部エラー: RuntimeError: the model client blew up"}  # fmt: skip
