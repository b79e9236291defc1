"""The developer tables (`utspec runs`, `rules list`, `rules test`, `rules new`) in Japanese with `--language ja`.

Headers, status words, outcome details and summary lines come from the catalogs; rule ids, files,
counts and the TP/FP/FN/TN abbreviations are data. English stays the default and unchanged (the
English tables are pinned by test_rules_cmd, test_rules_test_cmd, test_checkpoint and the README).
"""

from __future__ import annotations

import doctest
import json
import re
import shutil
from pathlib import Path

from typer.testing import CliRunner

import utspec.render.columns
from utspec.cli import (
    app,
    rules_cmd,  # noqa: F401 - registers `rules`
    run_cmd,  # noqa: F401 - registers `run`
    runs_cmd,  # noqa: F401 - registers `runs`
)

from .test_messages import english_outside_code

runner = CliRunner()
ROOT = Path(__file__).resolve().parents[2]
RULE = "expected-without-status-code"


def _no_english(output: str) -> None:
    english = {line: hits for line in output.splitlines() if (hits := english_outside_code(line))}
    assert english == {}


def _ja_run(tmp: Path) -> Path:
    project = tmp / "proj"
    shutil.copytree(ROOT / "examples" / "order-registration", project)
    cfg = project / "config.yaml"
    cfg.write_text(cfg.read_text(encoding="utf-8") + "language: ja\n", encoding="utf-8")
    assert runner.invoke(app, ["run", "-c", str(cfg), "--out", str(tmp / "out")]).exit_code == 3
    return tmp / "out"


def test_runs_is_japanese_for_a_folder_of_japanese_runs_and_english_on_request(tmp_path: Path) -> None:
    out = _ja_run(tmp_path)
    res = runner.invoke(app, ["runs", "--out", str(out)])
    assert res.exit_code == 0, res.output
    head, row = res.output.splitlines()
    assert head.split() == ["実行", "ID", "ステータス", "レビュー回数", "更新日時"]
    assert "回答待ち (paused)" in row
    _no_english(res.output)
    english = runner.invoke(app, ["runs", "--out", str(out), "--language", "en"]).output
    assert english.splitlines()[0] == f"{'id':<24} {'status':<30} {'rounds':>6}  updated"
    assert " paused " in english.splitlines()[1]


def test_runs_rejects_an_unknown_language_in_one_line(tmp_path: Path) -> None:
    res = runner.invoke(app, ["runs", "--out", str(tmp_path), "--language", "fr"])
    assert res.exit_code == 2 and res.output.startswith("error: --language: ")


def test_rules_list_in_japanese(tmp_path: Path) -> None:
    res = runner.invoke(app, ["rules", "list", "--language", "ja"])
    assert res.exit_code == 0, res.output
    head, first = res.output.splitlines()[:2]
    assert head.split() == ["ルール", "ID", "重大度", "有効", "定義箇所", "概要"]
    assert first.split()[:3] == ["missing-coverage", "ブロッキング", "はい"]
    _no_english(res.output)


def test_rules_list_follows_a_japanese_config_and_says_where_a_rule_was_overridden(tmp_path: Path) -> None:
    project = tmp_path / "proj"
    shutil.copytree(ROOT / "examples" / "order-registration", project)
    shutil.copy(ROOT / "examples" / "rule-files" / "overrides.yaml", project / "overrides.yaml")
    cfg = project / "config.yaml"
    lines = [ln for ln in cfg.read_text(encoding="utf-8").splitlines() if not ln.startswith("language:")]
    cfg.write_text("\n".join([*lines, "language: ja", "rules:", "  - overrides.yaml"]) + "\n", encoding="utf-8")
    res = runner.invoke(app, ["rules", "list", "--config", str(cfg)])
    assert res.exit_code == 0, res.output
    # where duplicate-case stands in the built-in file (overrides.yaml:5 switches it off); read, not pinned, since a
    # rule added above it moves it
    builtin = (ROOT / "rules" / "critic" / "builtin.yaml").read_text(encoding="utf-8").splitlines()
    at = next(n for n, ln in enumerate(builtin, 1) if ln.strip() == "- id: duplicate-case")
    assert f"rules/critic/builtin.yaml:{at} (overrides.yaml:5 で上書き)" in res.output
    # A summary a rule file wrote is shown as written (in English there); every other line is Japanese.
    english = {line.split()[0] for line in res.output.splitlines() if english_outside_code(line)}
    assert english == {"expected-says-rejected"}  # its summary quotes its own English message


def _dev_lines(output: str) -> str:
    """The report without its data: rule ids, annotation kinds, a fixture author's `(why)`, a finding's text."""
    lines = []
    for line in output.splitlines():
        line = line.split(': "')[0]
        line = re.sub(r" \([^()]*\)$", "", line)
        line = re.sub(r"\b(?:todo)?(?:ruleid|ok)\b|\b[a-z]+(?:-[a-z]+)+\b", "X", line)
        lines.append(line)
    return "\n".join(lines)


def _copy_rules(tmp: Path) -> Path:
    dest = tmp / "rules"
    shutil.copytree(ROOT / "examples" / "rules", dest)
    return dest


def test_rules_test_passing_table_in_japanese() -> None:
    res = runner.invoke(app, ["rules", "test", str(ROOT / "examples" / "rules" / "team-rules.yaml"), "--language", "ja"])
    assert res.exit_code == 0, res.output
    lines = res.output.strip().splitlines()
    assert lines[0].split() == ["ルール", "TP", "FP", "FN", "TN", "既知", "解消"]
    assert lines[-1] == "成功: フィクスチャ 1 件、ルール 1 件: 注釈 5 件が成立、既知 1 件"
    assert ": TC-006: 既知: todoruleid expected-without-status-code: まだ検出されません (" in res.output
    _no_english(_dev_lines(res.output))


def test_rules_test_failures_in_japanese_table_json_and_junit(tmp_path: Path) -> None:
    fixture = _copy_rules(tmp_path) / "team-rules.test.md"
    text = fixture.read_text(encoding="utf-8")
    text = text.replace(f"| TC-001 | Missing item <!-- ruleid: {RULE} -->", f"| TC-001 | Missing item <!-- ok: {RULE} -->")
    text = text.replace(f"<!-- ruleid: {RULE} -->\n| TC-004", "| TC-004")  # TC-004 still flagged: unclaimed
    fixture.write_text(text, encoding="utf-8")
    res = runner.invoke(app, ["rules", "test", str(fixture), "--language", "ja"])
    assert res.exit_code == 1
    assert f": TC-001: FP: ok {RULE}: 検出されました: " in res.output
    assert f": TC-004: FP: {RULE}（注釈なし）: 検出されましたが（{RULE}:TC-004）、それを期待する注釈がありません" in res.output
    assert res.output.strip().splitlines()[-1] == "失敗: フィクスチャ 1 件、ルール 1 件: 誤検出 2 件、見逃し 0 件"
    _no_english(_dev_lines(res.output))
    report = json.loads(runner.invoke(app, ["rules", "test", str(fixture), "--language", "ja", "-f", "json"]).output)
    assert {r["detail"] for r in report["results"] if r["outcome"] == "fp"} == {
        "検出されました", f"検出されましたが（{RULE}:TC-004）、それを期待する注釈がありません"
    }
    junit = runner.invoke(app, ["rules", "test", str(fixture), "--language", "ja", "-f", "junit"]).output
    assert 'message="FP: 検出されました"' in junit


def test_rules_test_untested_and_todo_lines_in_japanese(tmp_path: Path) -> None:
    rules = _copy_rules(tmp_path)
    (rules / "extra.yaml").write_text(
        "rules:\n  - id: no-tbd\n    severity: advisory\n    message: TBD left\n    check:\n      pattern:\n"
        "        fields: [expected]\n        phrases: {en: [TBD]}\n", encoding="utf-8")  # fmt: skip
    res = runner.invoke(app, ["rules", "test", str(rules), "--strict", "--language", "ja"])
    assert res.exit_code == 1, res.output
    assert "エラー: no-tbd: このルールに注釈を付けたフィクスチャがありません" in res.output
    assert res.output.strip().splitlines()[-1].endswith("誤検出 0 件、見逃し 0 件、未テスト 1 件")
    _no_english(_dev_lines(res.output))


def test_rules_new_in_japanese(tmp_path: Path) -> None:
    res = runner.invoke(app, ["rules", "new", "my-rule", "--check", "pattern", "--dir", str(tmp_path), "--language", "ja"])
    assert res.exit_code == 0, res.output
    assert res.output.splitlines()[0] == f"{tmp_path / 'my-rule.yaml'} を書き出しました"
    _no_english(res.output)


def test_columns_doctests() -> None:
    assert doctest.testmod(utspec.render.columns).failed == 0


def test_checklist_headers_in_japanese_and_english_by_default() -> None:
    from utspec.cli import checklist  # noqa: F401 - registers `checklist`

    source = str(ROOT / "examples" / "email-sender" / "input" / "source")
    ja = runner.invoke(app, ["checklist", source, "--language", "ja"]).output.splitlines()
    assert ja[0].split() == ["ID", "種別", "シンボル", "コード"]  # all-capital words pass the English detector: pinned
    en = runner.invoke(app, ["checklist", source]).output.splitlines()
    assert en[0].split() == ["ID", "KIND", "SYMBOL", "TEXT"]


def test_answer_and_resume_take_language_for_a_folder_without_runs(tmp_path: Path) -> None:
    for command in ("answer", "resume"):
        res = runner.invoke(app, [command, str(tmp_path), "--language", "ja"])
        assert res.exit_code == 2
        assert res.output.strip().startswith("エラー: "), res.output
        _no_english(res.output)
        res = runner.invoke(app, [command, str(tmp_path), "--language", "fr"])
        assert res.exit_code == 2 and "--language" in res.output


def test_a_pattern_rule_without_a_message_speaks_the_specs_language(tmp_path: Path) -> None:
    # The default finding text ("TC-001's expected says '未定'.") is utspec's sentence, not the rule file's.
    from utspec.critic.deterministic import review
    from utspec.critic.review_input import ReviewInput
    from utspec.critic.rule_set import load_rules
    from utspec.models import Category, TestCase, TestSpec

    rule = tmp_path / "r.yaml"
    rule.write_text("rules:\n  - id: no-tbd\n    severity: advisory\n    check:\n      pattern:\n"
                    "        fields: [expected]\n        phrases: {ja: [未定]}\n", encoding="utf-8")  # fmt: skip
    case = TestCase(id="TC-001", perspective="観点", category=Category.NORMAL, preconditions="前提。", input="入力。",
                    expected="結果は未定。", evidence=[])  # fmt: skip
    spec = TestSpec(designer="rule-based", cases=[case])
    said = {}
    for language in ("en", "ja"):
        result = review(ReviewInput(spec, [], [], [], [], language=language), load_rules([rule]))
        said[language] = [f.message for f in result.findings if f.rule == "no-tbd"]
    assert said == {"en": ["TC-001's expected says '未定'."], "ja": ["TC-001 の期待結果に '未定' とあります。"]}
