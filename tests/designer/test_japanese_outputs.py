"""`language: ja` runs write Japanese everywhere a person reads: spec.md, spec.json cells, questions.yaml,
execution-trace.md and the console (issue 12 item 4). Code, paths, ids and quoted text stay as they are.

The examples (English design, `language: ja`) and a corpus project with a Japanese design are run
with the real CLI; every line outside code blocks is checked with the same English detector as
the designer's cells (`english_outside_code`).
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from utspec.analyzers import analyze
from utspec.cli import (
    app,
    run_cmd,  # noqa: F401 - registers `run`
)
from utspec.critic.deterministic import review
from utspec.critic.review_input import ReviewInput
from utspec.inputs.context import requirements_from
from utspec.models import Category, SourceText, TestCase, TestSpec

from .test_messages import english_outside_code

ROOT = Path(__file__).resolve().parents[2]
runner = CliRunner()
PROJECTS = [
    ROOT / "examples" / "order-registration",
    ROOT / "examples" / "order-registration-documented",
    ROOT / "examples" / "email-sender",
    ROOT / "bench" / "critic_corpus" / "projects" / "shipping-ja",
]
# A design statement or key item is quoted as its author wrote it (in English in the examples).
_QUOTED_STATEMENT = re.compile(r"^(?:\|\s*TC-\d+\s*\|\s*)?(?:設計|重点テスト項目): ")


def _ja_run(project: Path, tmp: Path) -> tuple[Path, str]:
    dest = tmp / project.name
    shutil.copytree(project, dest)
    cfg = dest / "config.yaml"
    lines = [ln for ln in cfg.read_text(encoding="utf-8").splitlines() if not ln.startswith("language:")]
    cfg.write_text("\n".join([*lines, "language: ja"]) + "\n", encoding="utf-8")
    res = runner.invoke(app, ["run", "--config", str(cfg), "--out", str(tmp / "out")])
    assert res.exit_code in (0, 3), res.output
    return tmp / "out", res.output


def _prose(markdown: str) -> list[str]:
    """Lines a person reads as sentences: fenced code blocks left out."""
    out, fenced = [], False
    for line in markdown.splitlines():
        if line.startswith("```"):
            fenced = not fenced
            continue
        # The machine-read marker (`<!-- utspec: designer=… -->`) is data, not a sentence.
        if not fenced and line.strip() and not line.startswith("<!--"):
            out.append(line)
    return out


def _english(lines: list[str]) -> dict[str, list[str]]:
    found = {}
    for line in lines:
        cells = [c for c in re.split(r"(?<!\\)\|", line) if c.strip()] if line.startswith("|") else [line]
        for cell in cells:
            if _QUOTED_STATEMENT.match(cell.strip()):
                continue
            if hits := english_outside_code(cell):
                found[cell.strip()] = hits
    return found


@pytest.mark.parametrize("project", PROJECTS, ids=lambda p: p.name)
def test_a_japanese_run_writes_no_english_sentence(project: Path, tmp_path: Path) -> None:
    out, console = _ja_run(project, tmp_path)
    spec = json.loads((out / "spec.json").read_text(encoding="utf-8"))
    cells = [spec["title"], *spec["assumptions"], *(q["question"] for q in spec["open_questions"])]
    for c in spec["cases"]:
        cells += [c["perspective"], c["preconditions"], c["input"], c["expected"]]
    questions = yaml.safe_load((out / "questions.yaml").read_text(encoding="utf-8")) if (out / "questions.yaml").exists() else None
    asked = [q["question"] for q in (questions or {}).get("questions", [])]
    # Comment lines, except the one holding the command to run (code).
    text = (out / "questions.yaml").read_text(encoding="utf-8") if questions else ""
    comments = [ln for ln in text.splitlines() if ln.startswith("#") and not ln.startswith("#   utspec ")]
    found = {
        "spec.json": _english(cells),
        "unit-test-specification.md": _english(_prose((out / "unit-test-specification.md").read_text(encoding="utf-8"))),
        "questions.yaml": _english(asked + comments),
        "execution-trace.md": _english(_prose((out / "execution-trace.md").read_text(encoding="utf-8"))),
        "console": _english(console.splitlines()),
    }
    assert {k: v for k, v in found.items() if v} == {}


def test_the_detector_sees_english_in_each_artifact_kind() -> None:
    # The check above must be able to fail: an English line of each kind is found.
    assert _english(["- revisions before this review: 0; cases: 12"])
    assert _english(["| TC-001 | `x` holds | 正常系 | a | b | The function returns `x`. | `a.py:1:branch` |"])
    assert _english(["mode: offline: rule-based designer, deterministic critic (no model configured)"])
    assert not _english(["| TC-001 | 設計: The email is required. | 正常系 | … | … | … | `DR-1` |"])


def test_the_critics_findings_are_japanese_in_a_japanese_review() -> None:
    # missing-coverage, missing-boundary-values, duplicate-case and design-requirement-not-covered, on one damaged spec.
    code = SourceText(path="order.py", text="def register(items):\n    if len(items) > 100:\n        raise ValueError('too many')\n    return len(items)\n")
    design = "# 注文\n\n- 注文の明細は100件までとすること。\n- 明細が0件の注文は登録しないこと。\n"
    items = analyze([code]).items
    boundary = next(i for i in items if i.kind.value == "boundary")
    case = TestCase(id="TC-001", perspective="境界", category=Category.BOUNDARY, preconditions="登録できる。",
                    input="明細のリスト。", expected="`ValueError` が送出される。", evidence=[boundary.id])
    spec = TestSpec(designer="rule-based", cases=[case, case.model_copy(update={"id": "TC-002"})])
    result = review(ReviewInput(spec, items, requirements_from([("design.md", design)]), [], [code], language="ja"))
    rules = {f.rule for f in result.findings}
    assert {"missing-coverage", "missing-boundary-values", "duplicate-case", "design-requirement-not-covered"} <= rules
    english = {f.id: english_outside_code(f.message) for f in result.findings if english_outside_code(f.message)}
    assert english == {}
    assert not english_outside_code(result.rationale)
