"""`utspec run` asks what the inputs do not say (issue 13): a contradicted key item is asked about and
never cited, a Japanese design's limit in kg against a constant is asked, a literal code is asked once."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from utspec.cli import (
    app,
    run_cmd,  # noqa: F401 - registers `run`
)
from utspec.models import QuestionKind, TestSpec

runner = CliRunner()

CONFIG = """\
input:
  design_paths: ["input/design/**/*.md"]
  source_paths: ["input/source/**/*"]
  key_test_items: ["input/key-test-items.md"]
output:
  test_specification: ["artifacts/unit-test-specification.md"]
  trace: ["artifacts/execution-trace.md"]
llm:
  model: null
language: {language}
"""

SOURCE = '''\
MAX_WEIGHT_KG = 25


def accept(login_id, weight, status):
    if not login_id:
        return False
    if weight > MAX_WEIGHT_KG:
        raise ValueError("E003")
    if status in (3, 5):
        hold()
    return True
'''


def _run(tmp_path: Path, design: str, key_items: str, language: str = "en") -> TestSpec:
    (tmp_path / "input" / "source").mkdir(parents=True)
    (tmp_path / "input" / "design").mkdir()
    (tmp_path / "input" / "source" / "accept.py").write_text(SOURCE, encoding="utf-8")
    (tmp_path / "input" / "design" / "design.md").write_text(design, encoding="utf-8")
    (tmp_path / "input" / "key-test-items.md").write_text(key_items, encoding="utf-8")
    (tmp_path / "config.yaml").write_text(CONFIG.format(language=language), encoding="utf-8")
    res = runner.invoke(app, ["run", "-c", str(tmp_path / "config.yaml"), "--out", str(tmp_path / "out")])
    assert res.exit_code == 3, res.output  # questions for a person
    return TestSpec.model_validate_json((tmp_path / "out" / "spec.json").read_text(encoding="utf-8"))


def test_run_asks_contradicted_key_item_and_never_cites_it(tmp_path):
    spec = _run(
        tmp_path,
        "# Accept\n\n- A login id is required.\n- Status 3 means on hold and status 5 means blocked.\n"
        "- A parcel over 25 kg is refused with E003.\n",
        "## Key Test Items\n\n- A ValueError is raised when the login id is missing\n",
    )
    qs = {q.id: q for q in spec.open_questions}
    q = qs["Q-KT-1-contradicted"]
    assert q.kind is QuestionKind.KEY_ITEM_CONTRADICTED and "input/source/accept.py:5" in q.places
    assert "`raise ValueError`" in q.question and "`return False`" in q.question
    assert not [c.id for c in spec.cases if "KT-1" in c.evidence], "a contradicted key item is never evidence"
    assert not [i for i in qs if i.startswith(("Q-literal:", "Q-design-code-mismatch:"))], qs.keys()


def test_run_in_japanese_asks_the_limit_and_the_codes(tmp_path):
    spec = _run(
        tmp_path,
        "# 受付\n\n- ログインIDは必須とする。\n- 重量が30kgを超える場合は E003 で拒否する。\n",
        "## 重点テスト項目\n\n- ログインIDが未入力の場合は False を返す\n",
        language="ja",
    )
    qs = {q.id: q for q in spec.open_questions}
    conflict = qs["Q-design-code-mismatch:input/source/accept.py:7:boundary"]
    assert conflict.kind is QuestionKind.DESIGN_CODE_CONFLICT and conflict.values == ["30", "25"]
    assert "30kg を超える" in conflict.question and "`MAX_WEIGHT_KG`" in conflict.question
    literal = qs["Q-literal:input/source/accept.py:9:branch"]
    assert literal.values == ["3", "5"] and literal.question.startswith("input/source/accept.py:9（`status in (3, 5)`） の status 3・5")
    assert not [i for i in qs if i.startswith("Q-KT-")], "the Japanese key item meets the English code"
