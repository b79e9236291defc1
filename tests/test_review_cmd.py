"""`utspec review`: the examples' own specs keep their run's status; hand-damaged copies name each damage."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from utspec.cli import app, review_cmd, run_cmd  # noqa: F401 - registers `review` and `run`
from utspec.critic.checks import CHECKS
from utspec.models import TestSpec

runner = CliRunner()
EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
NAMES = ["email-sender", "order-registration", "order-registration-documented"]
REGISTERED = {c.id for c in CHECKS}


def _run(name: str, out: Path) -> int:
    res = runner.invoke(app, ["run", "--config", str(EXAMPLES / name / "config.yaml"), "--out", str(out)])
    assert res.exit_code in (0, 1, 3), res.output
    return res.exit_code


def _review(spec: Path, name: str, *extra: str):
    return runner.invoke(app, ["review", str(spec), "--config", str(EXAMPLES / name / "config.yaml"), *extra])


def _json(spec: Path, name: str) -> dict:
    res = _review(spec, name, "--format", "json")
    data = json.loads(res.stdout)
    data["exit_code"] = res.exit_code
    return data


@pytest.fixture(scope="module")
def generated(tmp_path_factory) -> dict[str, tuple[Path, int]]:
    out = {}
    for name in NAMES:
        folder = tmp_path_factory.mktemp(name)
        out[name] = (folder, _run(name, folder))
    return out


@pytest.mark.parametrize("name", NAMES)
def test_review_of_a_generated_spec_gives_the_runs_status(generated, name):
    folder, run_exit = generated[name]
    trace = json.loads((folder / "trace.json").read_text())
    for spec in (folder / "unit-test-specification.md", folder / "spec.json"):
        data = _json(spec, name)
        assert data["exit_code"] == run_exit, data
        assert data["status"] == trace["status"]
        assert data["critic"] == "deterministic"


# --- hand damage --------------------------------------------------------------------------------

COLUMNS = ["id", "perspective", "category", "preconditions", "input", "expected", "evidence"]


def _cells(line: str) -> list[str]:
    return [c.strip() for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]


def _edit_row(text: str, case_id: str, edit) -> str:
    """Apply `edit(cells) -> cells | None` to one case row; None deletes the row."""
    out = []
    hit = False
    for line in text.split("\n"):
        if line.startswith("|") and _cells(line)[:1] == [case_id]:
            hit = True
            cells = edit(_cells(line))
            if cells is None:
                continue
            line = "| " + " | ".join(cells) + " |"
        out.append(line)
    assert hit, case_id
    return "\n".join(out)


def _set(column: str, value: str):
    def edit(cells):
        cells[COLUMNS.index(column)] = value
        return cells

    return edit


@pytest.fixture
def documented(generated, tmp_path) -> tuple[Path, TestSpec]:
    folder, code = generated["order-registration-documented"]
    assert code == 0
    return folder / "unit-test-specification.md", TestSpec.model_validate_json((folder / "spec.json").read_text())


def _damaged(src: Path, tmp_path: Path, edit_text) -> Path:
    p = tmp_path / "edited.md"
    p.write_text(edit_text(src.read_text()), encoding="utf-8")
    return p


def _sole_items(spec: TestSpec, case_id: str) -> set[str]:
    """Checklist item refs only this case cites (the kind-qualified ones)."""
    mine = {r for c in spec.cases if c.id == case_id for r in c.evidence if r.count(":") == 2}
    others = {r for c in spec.cases if c.id != case_id for r in c.evidence}
    return mine - others


def test_a_deleted_case_row_is_named_by_what_it_covered(documented, tmp_path):
    src, spec = documented
    victim = next(c.id for c in spec.cases if _sole_items(spec, c.id))
    data = _json(_damaged(src, tmp_path, lambda t: _edit_row(t, victim, lambda cells: None)), "order-registration-documented")
    assert data["exit_code"] == 1 and data["status"] == "NEEDS_REVISION"
    named = {f["id"] for f in data["findings"] if f["severity"] == "blocking"}
    kinds_must = {"branch", "early_return", "raise", "handler", "boundary", "sql_condition", "sql_write"}
    expected = {f"missing-coverage:{r}" for r in _sole_items(spec, victim) if r.rsplit(":", 1)[1] in kinds_must}
    assert expected and expected <= named


def test_a_broken_ref_is_named(documented, tmp_path):
    src, spec = documented
    case = spec.cases[0]
    ref = next(r for r in case.evidence if r.count(":") == 2)
    path, _, kind = ref.split(":")
    broken = f"{path}:9999:{kind}"
    text = _damaged(src, tmp_path, lambda t: _edit_row(t, case.id, lambda cells: [c.replace(f"`{ref}`", f"`{broken}`")
                                                                                  for c in cells]))  # fmt: skip
    data = _json(text, "order-registration-documented")
    assert data["exit_code"] == 1
    assert f"unsupported-evidence:{case.id}:{broken}" in {f["id"] for f in data["findings"]}


def test_a_blank_expected_result_is_named(documented, tmp_path):
    src, spec = documented
    case = spec.cases[4]
    data = _json(_damaged(src, tmp_path, lambda t: _edit_row(t, case.id, _set("expected", ""))), "order-registration-documented")
    assert any(case.id in f["id"] or case.id in f["refs"] for f in data["findings"]), data["findings"]


def test_a_removed_boundary_value_is_named(documented, tmp_path):
    src, spec = documented
    case = next(c for c in spec.cases if c.category.value == "boundary")
    data = _json(_damaged(src, tmp_path, lambda t: _edit_row(t, case.id, _set("input", "A list of items."))),
                 "order-registration-documented")  # fmt: skip
    assert data["exit_code"] == 1
    assert any(f["rule"] == "missing-boundary-values" for f in data["findings"] if f["severity"] == "blocking")


def test_japanese_headers_in_another_column_order_review_the_same(documented, tmp_path):
    src, spec = documented
    ja = ["ID", "観点", "区分", "前提条件", "入力", "期待結果", "根拠"]
    order = [6, 0, 5, 1, 4, 2, 3]  # evidence first, then the rest shuffled

    def reorder(text: str) -> str:
        out = []
        for line in text.split("\n"):
            cells = _cells(line) if line.startswith("|") else []
            if len(cells) == 7:
                if cells[0] == "ID":
                    cells = ja
                elif set(cells[0]) <= {"-"}:
                    pass
                out.append("| " + " | ".join(cells[i] for i in order) + " |")
            else:
                out.append(line)
        return "\n".join(out)

    data = _json(_damaged(src, tmp_path, reorder), "order-registration-documented")
    assert data["exit_code"] == 0 and data["cases"] == len(spec.cases)


# --- output formats and bad input ---------------------------------------------------------------


def test_table_output_lists_findings_and_questions(generated):
    folder, _ = generated["order-registration"]
    res = _review(folder / "unit-test-specification.md", "order-registration")
    assert res.exit_code == 3
    assert "status: HUMAN_CLARIFICATION_REQUIRED" in res.stdout
    assert "question  Q-literal:input/source/pending_orders.sql:4:sql_condition" in res.stdout


def _check_sarif(log: dict) -> None:
    """The essentials of SARIF 2.1.0 a code-scanning upload needs (no schema download: no network)."""
    assert log["version"] == "2.1.0" and log["$schema"].endswith("sarif-2.1.0.json")
    assert isinstance(log["runs"], list) and log["runs"]
    for run in log["runs"]:
        driver = run["tool"]["driver"]
        assert driver["name"] == "utspec"
        ids = [r["id"] for r in driver["rules"]]
        assert len(ids) == len(set(ids))
        for rule in driver["rules"]:
            assert rule["shortDescription"]["text"]
        for res in run["results"]:
            assert res["ruleId"] in ids and ids[res["ruleIndex"]] == res["ruleId"]
            assert res["level"] in {"none", "note", "warning", "error"}
            assert isinstance(res["message"]["text"], str) and res["message"]["text"]
            for loc in res["locations"]:
                art = loc["physicalLocation"]["artifactLocation"]
                assert art["uri"] and (art.get("uriBaseId") in run["originalUriBaseIds"] or art["uri"].startswith("file:"))
                if "region" in loc["physicalLocation"]:
                    line = loc["physicalLocation"]["region"]["startLine"]
                    assert isinstance(line, int) and line >= 1


def test_sarif_locates_code_refs_and_case_rows(documented, tmp_path):
    src, spec = documented
    victim = next(c.id for c in spec.cases if _sole_items(spec, c.id))
    other = next(c.id for c in spec.cases if c.id != victim)
    broken = _edit_row(src.read_text(), victim, lambda cells: None)
    broken = _edit_row(broken, other, _set("evidence", "`DR-999`"))
    p = tmp_path / "edited.md"
    p.write_text(broken, encoding="utf-8")
    res = _review(p, "order-registration-documented", "--format", "sarif")
    assert res.exit_code == 1
    log = json.loads(res.stdout)
    _check_sarif(log)
    results = log["runs"][0]["results"]
    by_rule = {}
    for r in results:
        by_rule.setdefault(r["ruleId"], []).append(r)
    cov = by_rule["missing-coverage"][0]["locations"][0]["physicalLocation"]
    assert cov["artifactLocation"]["uri"].startswith("input/source/") and cov["region"]["startLine"] >= 1
    ev = by_rule["unsupported-evidence"][0]
    assert ev["level"] == "error"
    row = ev["locations"][0]["physicalLocation"]
    assert row["artifactLocation"]["uri"] == p.resolve().as_uri()  # the spec lives outside the config's folder
    assert broken.split("\n")[row["region"]["startLine"] - 1].startswith(f"| {other} |")


def test_sarif_of_questions_is_warning(generated):
    folder, _ = generated["email-sender"]
    log = json.loads(_review(folder / "spec.json", "email-sender", "--format", "sarif").stdout)
    _check_sarif(log)
    assert {r["level"] for r in log["runs"][0]["results"]} == {"warning"}


@pytest.mark.parametrize(
    ("content", "name", "needle"),
    [
        (None, "missing.md", "no such file"),
        ("# Spec\n\nno table here\n", "spec.md", "no test case table"),
        ('{"designer": "x", "cases": [{"id": "bad"}]}', "spec.json", "spec.json"),
        ("{not json", "spec.json", "spec.json"),
    ],
)
def test_bad_input_exits_2_with_one_line(tmp_path, content, name, needle):
    p = tmp_path / name
    if content is not None:
        p.write_text(content, encoding="utf-8")
    res = _review(p, "email-sender")
    assert res.exit_code == 2, res.output
    lines = res.stderr.strip().split("\n")
    assert len(lines) == 1 and lines[0].startswith("error: ") and str(p) in lines[0] and needle in lines[0]
    assert "Traceback" not in res.output


def test_no_model_means_litellm_is_never_imported(generated):
    folder, _ = generated["order-registration-documented"]
    code = (
        "import sys\nfrom utspec.cli.app import main\n"
        f"sys.argv = ['utspec', 'review', {str(folder / 'spec.json')!r}, '--config', "
        f"{str(EXAMPLES / 'order-registration-documented' / 'config.yaml')!r}]\n"
        "try:\n    main()\nexcept SystemExit as e:\n    code = e.code\n"
        "print('RESULT', code, 'litellm' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert "RESULT 0 False" in out


# --- the seed's lessons on the email sender -----------------------------------------------------

SEED_SPEC = """# Unit test specification

## Test cases

| No. | 観点 | 区分 | 前提条件 | 入力 | 期待結果 | 根拠 |
|---|---|---|---|---|---|---|
| TC-001 | A normal registration succeeds | normal | - | Valid subject, text, html and connection string. | The mail is sent successfully. | `KT-1` |
| TC-002 | An error occurs when the email is missing | error | - | The connection string is missing. | An error occurs. | `KT-2` |
"""


def test_email_sender_review_surfaces_the_seeds_lessons(tmp_path):
    p = tmp_path / "seed-spec.md"
    p.write_text(SEED_SPEC, encoding="utf-8")
    data = _json(p, "email-sender")
    # Registration key items on an email sender are questions, not evidence; the two cases lean on them.
    assert data["exit_code"] == 3 and data["status"] == "HUMAN_CLARIFICATION_REQUIRED"
    questions = {q["id"]: q for q in data["questions"]}
    assert {"Q-KT-1-unanchored", "Q-KT-2-unanchored", "Q-KT-3-unanchored"} <= set(questions)
    assert "TC-002" in questions["Q-KT-2-unanchored"]["refs"], "the connection-string reading of KT-2 is pointed at"
    # The handler the seed's spec never cited is still missing.
    blocking = {f["id"] for f in data["findings"] if f["severity"] == "blocking"}
    assert "missing-coverage:input/source/mail_sender.py:42:handler" in blocking
    if "vague-expected-result" in REGISTERED:  # "An error occurs." names no error
        assert any(f["rule"] == "vague-expected-result" and "TC-002" in (f["id"] + " ".join(f["refs"]))
                   for f in data["findings"])  # fmt: skip


def test_review_file_with_a_scripted_critic_model(documented):
    from utspec.cli.review_cmd import review_file
    from utspec.config import load_config
    from utspec.llm import LlmSettings, ModelDoor
    from utspec.llm.fake import NoPricing, ScriptedTransport, reply

    src, _ = documented
    finding = {"rule": "unverifiable-expected", "target": "TC-009", "severity": "blocking",
               "message": "'or is handled as the code states' cannot fail.", "refs": ["input/source/order_service.py:34"]}  # fmt: skip
    fake = ScriptedTransport([reply({"status": "NEEDS_REVISION", "rationale": "-", "findings": [finding], "questions": []})])
    door = ModelDoor(LlmSettings(model="fake/critic"), transport=fake, pricing=NoPricing())
    rv = review_file(src, load_config(EXAMPLES / "order-registration-documented" / "config.yaml"), door=door)
    assert rv.result.status.value == "NEEDS_REVISION" and rv.result.critic == "deterministic+llm:fake/critic"
    assert [f.id for f in rv.result.blocking] == ["llm-unverifiable-expected:TC-009"]
