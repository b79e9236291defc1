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
    batch_cmd,  # noqa: F401 - registers `batch`
    checklist,  # noqa: F401 - registers `checklist`
    review_cmd,  # noqa: F401 - registers `review`
    rules_cmd,  # noqa: F401 - registers `rules`
    run_cmd,  # noqa: F401 - registers `run`
    runs_cmd,  # noqa: F401 - registers `runs`, `answer`, `resume`
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


# --- every command `utspec --help` lists, in Japanese, on the examples and on error paths ---------------
#
# Each entry runs one command line with `--language ja` (or a `language: ja` config) and checks every
# line it prints, and the files it writes that a person reads, with the same detector. What is data
# and not a sentence is taken out first, each for a stated reason (`_data_out`).

# Commands the sweep leaves out, and why: neither prints a sentence utspec writes for a user.
NOT_SWEPT = {
    "graph": "prints the graph as Mermaid source (node names are the graph's code identifiers)",
    "bench critic": "a benchmark of utspec itself for its developers: English by decision (README, bench/README.md)",
}


@pytest.fixture(scope="module")
def ja_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of order-registration with `language: ja` run once into `out/` (paused on its question)."""
    tmp = tmp_path_factory.mktemp("sweep")
    project = tmp / "order-registration"
    shutil.copytree(ROOT / "examples" / "order-registration", project)
    cfg = project / "config.yaml"
    lines = [ln for ln in cfg.read_text(encoding="utf-8").splitlines() if not ln.startswith("language:")]
    cfg.write_text("\n".join([*lines, "language: ja"]) + "\n", encoding="utf-8")
    done = runner.invoke(app, ["run", "-c", str(cfg), "--out", str(tmp / "out"), "--xlsx"])
    assert done.exit_code == 3, done.output
    return tmp


def _answers(tmp: Path, text: str) -> str:
    asked = (tmp / "out" / "questions.yaml").read_text(encoding="utf-8")
    (tmp / "answers.yaml").write_text(asked.replace("    answer:\n", f"    answer: {text}\n", 1), encoding="utf-8")
    return str(tmp / "answers.yaml")


def _bad_config(tmp: Path, old: str, new: str) -> str:
    folder = tmp / f"bad-{len(list(tmp.glob('bad-*')))}"
    shutil.copytree(tmp / "order-registration", folder)
    cfg = folder / "config.yaml"
    cfg.write_text(cfg.read_text(encoding="utf-8").replace(old, new, 1), encoding="utf-8")
    shutil.copy(ROOT / "examples" / "rule-files" / "bad.yaml", folder / "bad-rules.yaml")
    return str(cfg)


def _manifest(tmp: Path) -> str:
    (tmp / "batch.yaml").write_text(f"defaults:\n  language: ja\nmodules:\n  - config: {tmp / 'order-registration' / 'config.yaml'}\n",
                                    encoding="utf-8")  # fmt: skip
    return str(tmp / "batch.yaml")


CFG = "{tmp}/order-registration/config.yaml"
OUT = "{tmp}/out"
# label -> (command path, arguments ({tmp} is the module's folder), expected exit code)
SWEEP: dict[str, tuple[str, list[str], int]] = {
    "run": ("run", ["-c", CFG, "--out", "{tmp}/out-run"], 3),
    "run, unknown config key": ("run", ["-c", "{bad_key}", "--out", "{tmp}/o"], 2),
    "run, glob matching nothing": ("run", ["-c", "{bad_glob}", "--out", "{tmp}/o"], 2),
    "run, bad rule file": ("run", ["-c", "{bad_rules}", "--out", "{tmp}/o"], 2),
    "review table": ("review", [OUT + "/unit-test-specification.md", "-c", CFG], 3),
    "review json": ("review", [OUT + "/spec.json", "-c", CFG, "-f", "json"], 3),
    "review sarif": ("review", [OUT + "/spec.json", "-c", CFG, "-f", "sarif"], 3),
    "review xlsx": ("review", [OUT + "/unit-test-specification.xlsx", "-c", CFG], 3),
    "review, missing spec": ("review", ["{tmp}/nowhere.md", "-c", CFG], 2),
    "runs": ("runs", ["--out", OUT], 0),
    "answer, nothing written": ("answer", [OUT], 2),
    "answer, bad answers file": ("answer", [OUT, "-a", "{bad_answers}"], 2),
    "answer, unknown question": ("answer", [OUT, "-a", "{unknown_answer}"], 2),
    "resume, paused run": ("resume", [OUT], 2),
    "resume, no runs": ("resume", ["{tmp}/nowhere", "--language", "ja"], 2),
    "checklist": ("checklist", ["{tmp}/order-registration/input", "--language", "ja"], 0),
    "checklist, missing file": ("checklist", ["{tmp}/missing.py", "-c", CFG], 2),
    "batch": ("batch", ["{manifest}", "--out", "{tmp}/batch", "--junit", "{tmp}/batch/junit.xml"], 3),
    "batch, missing manifest": ("batch", ["{tmp}/none.yaml", "--language", "ja"], 2),
    "rules list": ("rules list", ["-c", CFG], 0),
    "rules check": ("rules check", [str(ROOT / "examples" / "rule-files" / "overrides.yaml"), "--language", "ja"], 0),
    "rules check, bad rule file": ("rules check", [str(ROOT / "examples" / "rule-files" / "bad.yaml"), "--language", "ja"], 2),
    "rules test": ("rules test", [str(ROOT / "examples" / "rules"), "--language", "ja"], 0),
    "rules new": ("rules new", ["team-rule", "--check", "pattern", "--dir", "{tmp}/new-rule", "--language", "ja"], 0),
    "rules test, new rule": ("rules test", ["{new_rule}", "--language", "ja", "-f", "junit"], 0),
}  # fmt: skip
# Files a command writes that a person reads.
WRITTEN = {"batch": ["{tmp}/batch/batch-summary.md", "{tmp}/batch/junit.xml"]}


def _data_out(label: str, text: str) -> list[str]:
    """The lines of `text` a person reads as sentences, with the data in them taken out."""
    if label.startswith(("review json", "review sarif")):  # JSON: its string values (ids and paths are one word)
        return [v for v in re.findall(r'"((?:[^"\\]|\\.)*)"', text) if v.strip()]
    if text.lstrip().startswith("<?xml"):  # JUnit: messages and texts; suite and case names are identifiers
        return [v for v in re.findall(r'message="([^"]*)"|>([^<]+)<', text) for v in v if v.strip()]
    lines = text.splitlines()
    if label == "checklist":  # an item row is data: its id, kind value, symbol and code
        lines = [ln for ln in lines if not re.match(r"\S+:\d+:\w+\s", ln)]
    if label.startswith("rules test"):
        # Rule ids, annotation kinds, the fixture author's own reason `(…)` and a finding's quoted text.
        lines = [re.sub(r"\b(?:todo)?(?:ruleid|ok)\b|\b[a-z]+(?:-[a-z]+)+\b", "X", re.sub(r" \([^()]*\)$", "", ln.split(': "')[0]))
                 for ln in lines]  # fmt: skip
    return [ln for ln in lines if not ln.startswith(("<!--", "|---"))]


@pytest.fixture(scope="module")
def swept(ja_folder: Path) -> dict[str, str]:
    """The `{names}` of SWEEP's arguments: the broken configs and answer files, made once."""
    tmp = ja_folder
    return {
        "tmp": str(tmp),
        "bad_key": _bad_config(tmp, "loop:\n", "loop:\n  max_revisons: 2\n"),
        "bad_glob": _bad_config(tmp, "input/design/**/*.md", "input/nothing/*.md"),
        "bad_rules": _bad_config(tmp, "language: ja", "language: ja\nrules:\n  - bad-rules.yaml"),
        "bad_answers": _answers(tmp, "[unclosed"),
        "unknown_answer": _unknown_answer(tmp),
        "manifest": _manifest(tmp),
        # its own rule, made here: under `-n 2` the "rules new" row may run on another worker, or after this one
        "new_rule": _new_rule(tmp),
    }


def _new_rule(tmp: Path) -> str:
    folder = tmp / "rule-under-test"
    if not folder.exists():
        made = runner.invoke(app, ["rules", "new", "team-rule", "--check", "pattern", "--dir", str(folder), "--language", "ja"])
        assert made.exit_code == 0, made.output
    return str(folder)


def _unknown_answer(tmp: Path) -> str:
    asked = (tmp / "out" / "questions.yaml").read_text(encoding="utf-8")
    text = asked.replace('id: "Q-', 'id: "Z-', 1).replace("    answer:\n", '    answer: "x"\n', 1)
    (tmp / "unknown.yaml").write_text(text, encoding="utf-8")
    return str(tmp / "unknown.yaml")


@pytest.mark.parametrize("label", list(SWEEP))
def test_every_command_speaks_japanese(swept: dict[str, str], label: str) -> None:
    command, args, code = SWEEP[label]
    values = swept
    done = runner.invoke(app, [*command.split(), *(a.format(**values) for a in args)])
    assert done.exit_code == code, done.output
    assert "Traceback" not in done.output and "internal error" not in done.output
    texts = {"console": done.output}
    for f in WRITTEN.get(label, []):
        texts[Path(f).name] = Path(f.format(**values)).read_text(encoding="utf-8")
    found = {name: _english(_data_out(label, text)) for name, text in texts.items()}
    assert {k: v for k, v in found.items() if v} == {}


def _listed(*group: str) -> list[str]:
    """The commands `utspec [group] --help` lists, recursively, as the user sees them (a fresh process)."""
    import subprocess
    import sys

    shown = subprocess.run([sys.executable, "-m", "utspec", *group, "--help"], capture_output=True, text=True, check=True).stdout
    if "Commands:" not in shown:
        return [" ".join(group)]
    names = re.findall(r"^  (\S+)\s", shown.split("Commands:", 1)[1], re.M)
    return [c for name in names for c in _listed(*group, name)]


def test_the_sweep_covers_every_command() -> None:
    listed = set(_listed())
    swept = {command for command, _, _ in SWEEP.values()}
    assert listed - swept - set(NOT_SWEPT) == set()  # a new command: add it to SWEEP (or NOT_SWEPT, with why)
    assert swept | set(NOT_SWEPT) <= listed


def test_the_sweep_sees_an_english_line(ja_folder: Path) -> None:
    # The check above must be able to fail: the same command in English is found out.
    done = runner.invoke(app, ["runs", "--out", str(ja_folder / "out"), "--language", "en"])
    assert _english(_data_out("runs", done.output))
