"""`utspec rules test` and `utspec rules new`, and the README's "Testing your rules" example run as pasted."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest
from typer.testing import CliRunner

from utspec.cli import app, rules_cmd  # noqa: F401 - registers the commands

runner = CliRunner()
ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "rules"
RULE = "expected-without-status-code"


def _section(title: str) -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index(f"## {title}\n")
    end = text.index("\n## ", start + 3)
    return text[start:end]


def _blocks(section: str) -> list[tuple[str, str]]:
    """(info string, body) of every fenced block, in order."""
    return [(m["info"], m["body"]) for m in re.finditer(r"^```(?P<info>[a-z]*)\n(?P<body>.*?)^```$", section, re.M | re.S)]


def _utspec(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "utspec", *args], cwd=cwd, capture_output=True, text=True)


def _copy_example(tmp_path: Path) -> Path:
    """The example under tmp_path/examples/rules, so paths print as they do from the repository's root."""
    dest = tmp_path / "examples" / "rules"
    shutil.copytree(EXAMPLE, dest)
    return dest


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


# --- the README's worked example ----------------------------------------------------------------


def test_readme_shows_the_shipped_rule_file_and_fixture():
    blocks = _blocks(_section("Testing your rules"))
    assert blocks[0] == ("yaml", (EXAMPLE / "team-rules.yaml").read_text(encoding="utf-8"))
    assert blocks[1] == ("markdown", (EXAMPLE / "team-rules.test.md").read_text(encoding="utf-8"))


def test_readme_command_runs_as_pasted_and_prints_its_output():
    blocks = _blocks(_section("Testing your rules"))
    info, command = blocks[2]
    assert info == "sh" and command.startswith(".venv/bin/utspec rules test ")
    res = _utspec(command.strip().split()[1:], ROOT)
    assert res.returncode == 0, res.stderr
    assert res.stdout == blocks[3][1]


def test_a_wrong_annotation_exits_1_naming_the_row_as_the_readme_shows(tmp_path):
    fixture = _copy_example(tmp_path) / "team-rules.test.md"
    _edit(fixture, f"| TC-002 | Missing item <!-- ok: {RULE} -->", f"| TC-002 | Missing item <!-- ruleid: {RULE} -->")
    res = _utspec(["rules", "test", "examples/rules/team-rules.yaml"], tmp_path)
    assert res.returncode == 1
    assert res.stdout == _blocks(_section("Testing your rules"))[4][1]
    assert f"examples/rules/team-rules.test.md:11: TC-002: FN: ruleid {RULE}: not flagged" in res.stdout


def test_a_flagged_ok_row_is_a_false_positive_with_the_finding_text(tmp_path):
    fixture = _copy_example(tmp_path) / "team-rules.test.md"
    _edit(fixture, f"| TC-001 | Missing item <!-- ruleid: {RULE} -->", f"| TC-001 | Missing item <!-- ok: {RULE} -->")
    res = runner.invoke(app, ["rules", "test", str(fixture.with_name("team-rules.yaml"))])
    assert res.exit_code == 1
    assert (f'team-rules.test.md:10: TC-001: FP: ok {RULE}: flagged: "TC-001: the expected result says '
            f"'rejected' but names no HTTP status code\"") in res.output  # fmt: skip
    assert "1 false positive, 0 false negatives" in res.output


def test_every_mismatch_is_reported_not_only_the_first(tmp_path):
    fixture = _copy_example(tmp_path) / "team-rules.test.md"
    _edit(fixture, f"| TC-001 | Missing item <!-- ruleid: {RULE} -->", f"| TC-001 | Missing item <!-- ok: {RULE} -->")
    _edit(fixture, f"| TC-003 | Quantity above the limit <!-- ok: {RULE} -->", f"| TC-003 | Quantity above the limit <!-- ruleid: {RULE} -->")
    _edit(fixture, f"<!-- ruleid: {RULE} -->\n| TC-004", "| TC-004")  # TC-004 is still flagged: unclaimed
    res = runner.invoke(app, ["rules", "test", str(fixture)])
    assert res.exit_code == 1
    assert ": TC-001: FP: ok " in res.output
    assert ": TC-003: FN: ruleid " in res.output
    assert f": TC-004: FP: {RULE} (no annotation): flagged ({RULE}:TC-004), and no annotation expects it" in res.output
    assert "2 false positives, 1 false negative" in res.output


def test_the_checklist_is_built_from_the_fixture_inputs(tmp_path):
    """TC-004 cites only a boundary item: without the handler's checklist `applies_to` would skip it."""
    fixture = _copy_example(tmp_path) / "team-rules.test.md"
    _edit(fixture, "source: [handler.py]", "source: []")
    res = runner.invoke(app, ["rules", "test", str(fixture)])
    assert res.exit_code == 1
    assert ": TC-004: FN: ruleid " in res.output


def test_inputs_from_a_config_beside_the_fixture(tmp_path):
    folder = _copy_example(tmp_path)
    fixture = folder / "team-rules.test.md"
    text = fixture.read_text(encoding="utf-8")
    fixture.write_text(text[text.index("# expected-without-status-code"):], encoding="utf-8")  # no front matter
    (folder / "design.md").write_text("# Orders\n\n- An order holds one item.\n", encoding="utf-8")
    (folder / "config.yaml").write_text("input:\n  design_paths: [design.md]\n  source_paths: [handler.py]\n", encoding="utf-8")
    res = runner.invoke(app, ["rules", "test", str(folder / "team-rules.yaml")])
    assert res.exit_code == 0, res.output
    (folder / "config.yaml").unlink()
    res = runner.invoke(app, ["rules", "test", str(folder / "team-rules.yaml")])
    assert res.exit_code == 1 and ": TC-004: FN: " in res.output  # the spec alone: no checklist


def test_says_and_severity_are_checked(tmp_path):
    fixture = _copy_example(tmp_path) / "team-rules.test.md"
    _edit(fixture, f"<!-- ruleid: {RULE} -->\n| TC-004", f'<!-- ruleid: {RULE}, severity: advisory, why: "blocking in fact" -->\n| TC-004')
    _edit(fixture, f"<!-- ruleid: {RULE} --> | error", f'<!-- ruleid: {RULE}, says: ["names no HTTP status", "415"] --> | error')
    res = runner.invoke(app, ["rules", "test", str(fixture)])
    assert res.exit_code == 1
    assert ": TC-004: FN: ruleid " + RULE + ": flagged as blocking, annotated advisory (blocking in fact)" in res.output
    assert ": TC-001: FN: ruleid " + RULE + ": flagged, but the text does not say '415'" in res.output


def test_a_todo_that_holds_now_is_reported_and_fails_only_under_strict(tmp_path):
    fixture = _copy_example(tmp_path) / "team-rules.test.md"
    _edit(fixture, "| An error comes back. |", "| An error response comes back. |")
    res = runner.invoke(app, ["rules", "test", str(fixture)])
    assert res.exit_code == 0, res.output
    assert f": TC-006: fixed: todoruleid {RULE}: flagged now: make it ruleid" in res.output
    assert runner.invoke(app, ["rules", "test", str(fixture), "--strict"]).exit_code == 1


def test_a_rule_with_no_fixture_is_untested_and_an_error_under_strict(tmp_path):
    folder = _copy_example(tmp_path)
    rules = folder / "team-rules.yaml"
    rules.write_text(rules.read_text(encoding="utf-8") + (
        "  - id: expected-says-works\n    severity: advisory\n"
        "    check: {pattern: {fields: [expected], phrases: {en: ['works']}}}\n"), encoding="utf-8")  # fmt: skip
    res = runner.invoke(app, ["rules", "test", str(rules)])
    assert res.exit_code == 0, res.output
    assert "untested: expected-says-works: no fixture annotates this rule" in res.output
    res = runner.invoke(app, ["rules", "test", str(rules), "--strict"])
    assert res.exit_code == 1
    assert "error: expected-says-works: no fixture annotates this rule" in res.output
    assert "FAILED: 1 fixture, 2 rules: 0 false positives, 0 false negatives, 1 untested" in res.output


def test_json_and_junit_reports(tmp_path):
    fixture = _copy_example(tmp_path) / "team-rules.test.md"
    res = runner.invoke(app, ["rules", "test", str(fixture), "--format", "json"])
    assert res.exit_code == 0
    data = json.loads(res.stdout)
    assert data["ok"] is True
    assert data["rules"] == [{"id": RULE, "tp": 2, "fp": 0, "fn": 0, "tn": 3, "todo": 1, "fixed": 0, "untested": False}]
    assert {v["where"] for v in data["results"]} == {f"TC-00{i}" for i in range(1, 7)}
    _edit(fixture, f"| TC-002 | Missing item <!-- ok: {RULE} -->", f"| TC-002 | Missing item <!-- ruleid: {RULE} -->")
    res = runner.invoke(app, ["rules", "test", str(fixture), "--format", "junit"])
    assert res.exit_code == 1
    suite = ET.fromstring(res.stdout).find("testsuite")
    assert suite is not None and suite.get("name") == RULE and suite.get("tests") == "6" and suite.get("failures") == "1"
    failed = [c.get("name") for c in suite.iter("testcase") if c.find("failure") is not None]
    assert failed == [f"{fixture}:11 TC-002 ruleid"]


def test_no_path_tests_the_builtin_rules_with_their_shipped_fixtures():
    res = runner.invoke(app, ["rules", "test", "--strict"])
    assert res.exit_code == 0, res.output
    from utspec.critic.checks import CHECKS

    n = len(CHECKS)  # one shipped fixture per built-in check
    assert re.search(rf"ok: {n} fixtures, {n} rules: \d+ annotations hold", res.output)


def test_a_folder_finds_its_rule_files_and_fixtures(tmp_path):
    folder = _copy_example(tmp_path)
    (folder / "config.yaml").write_text("input:\n  design_paths: []\n  source_paths: [handler.py]\nrules: [team-rules.yaml]\n", encoding="utf-8")
    res = runner.invoke(app, ["rules", "test", str(folder), "--strict"])
    assert res.exit_code == 0, res.output  # config.yaml is not taken for a rule file
    assert "ok: 1 fixture, 1 rule: 5 annotations hold, 1 todo" in res.output
    res = runner.invoke(app, ["rules", "test", "--config", str(folder / "config.yaml")])
    assert res.exit_code == 0, res.output  # no path: the config's rule files


# --- malformed fixtures: exit 2, one line naming the file and line ------------------------------------

MALFORMED = [
    ("| TC-001 | Missing item <!-- ruleid: expected-without-status-code -->",
     "| TC-001 | Missing item <!-- ruleids: expected-without-status-code -->", 10, "unknown annotation 'ruleids'"),
    ("| TC-001 | Missing item <!-- ruleid: expected-without-status-code -->",
     "| TC-001 | Missing item <!-- ruleid: expected-without-status-code, because: x -->", 10, "unknown key 'because'"),
    ("| TC-001 | Missing item <!-- ruleid: expected-without-status-code -->",
     "| TC-001 | Missing item <!-- ruleid: no-such-rule -->", 10, "annotation names rule 'no-such-rule'"),
    ("| TC-001 | Missing item <!-- ruleid: expected-without-status-code -->",
     "| TC-001 | Missing item <!-- ruleid: expected-without-status-code, why: [x -->", 10, "annotation is not a `key: value, ...` list"),
    ("| TC-001 | Missing item <!-- ruleid: expected-without-status-code -->",
     "| TC-001 | Missing item <!-- ruleid: expected-without-status-code, ok: x -->", 10, "exactly one of"),
    ("<!-- ruleid: expected-without-status-code -->\n| TC-004",
     "<!-- ruleid: expected-without-status-code -->\n\n| TC-004", 13, "is on no row"),
    ("source: [handler.py]", "sources: [handler.py]", 4, "front matter sources: unknown key"),
    ("source: [handler.py]", "source: [nothing-*.py]", None, "glob 'nothing-*.py' matches no file"),
    ("| TC-002 | Missing item", "| TC-001 | Missing item", 11, "case TC-001 appears twice (first at line 10)"),
    ("| error | - | `{\"quantity\": 1}` | The request is rejected.", "| wrong | - | x | The request is rejected.", 10, "category 'wrong'"),
]  # fmt: skip


@pytest.mark.parametrize(("old", "new", "line", "says"), MALFORMED, ids=[m[3][:30] for m in MALFORMED])
def test_a_malformed_fixture_exits_2_with_one_line(tmp_path, old, new, line, says):
    fixture = _copy_example(tmp_path) / "team-rules.test.md"
    _edit(fixture, old, new)
    res = runner.invoke(app, ["rules", "test", str(fixture)])
    assert res.exit_code == 2, res.output
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in res.output, res.output
    where = f"{fixture.as_posix()}:{line}: " if line else f"{fixture.as_posix()}: "
    assert lines[0].startswith(f"error: {where}"), lines[0]
    assert says in lines[0]


def test_unclosed_front_matter_and_no_annotation_are_malformed(tmp_path):
    fixture = tmp_path / "x.test.md"
    fixture.write_text("---\nsource: [a.py]\n# x\n", encoding="utf-8")
    res = runner.invoke(app, ["rules", "test", str(fixture)])
    assert res.exit_code == 2 and "x.test.md:1: front matter opened with `---` is never closed" in res.stderr
    fixture.write_text("| ID | Perspective | Category | Expected | Evidence |\n|---|---|---|---|---|\n| TC-001 | p | normal | e | |\n", encoding="utf-8")
    res = runner.invoke(app, ["rules", "test", str(fixture)])
    assert res.exit_code == 2 and "x.test.md: no annotation found" in res.stderr


def test_a_rule_file_without_fixtures_is_an_error(tmp_path):
    rules = tmp_path / "lonely.yaml"
    rules.write_text("rules:\n  - id: lonely\n    severity: advisory\n    check: {pattern: {fields: [expected], phrases: {en: [x]}}}\n", encoding="utf-8")
    res = runner.invoke(app, ["rules", "test", str(rules)])
    assert res.exit_code == 2 and "no fixture found" in res.stderr


# --- utspec rules new ---------------------------------------------------------------------------


def test_rules_new_pattern_stub_is_valid_and_passes_its_fixture(tmp_path):
    res = runner.invoke(app, ["rules", "new", "status-code-named", "--check", "pattern", "--dir", str(tmp_path)])
    assert res.exit_code == 0, res.output
    rule_file, fixture = tmp_path / "status-code-named.yaml", tmp_path / "status-code-named.test.md"
    assert f"wrote {rule_file.as_posix()}" in res.output and f"wrote {fixture.as_posix()}" in res.output
    assert runner.invoke(app, ["rules", "check", str(rule_file)]).output.strip() == "ok: 1 rule"
    text = fixture.read_text(encoding="utf-8")
    assert text.count("<!-- ruleid: status-code-named -->") == 1 and text.count("<!-- ok: status-code-named -->") == 1
    res = runner.invoke(app, ["rules", "test", str(rule_file)])
    assert res.exit_code == 0, res.output
    assert "ok: 1 fixture, 1 rule: 2 annotations hold" in res.output


def test_rules_new_never_overwrites(tmp_path):
    (tmp_path / "mine.test.md").write_text("a person's work\n", encoding="utf-8")
    res = runner.invoke(app, ["rules", "new", "mine", "--check", "pattern", "--dir", str(tmp_path)])
    assert res.exit_code == 2 and "mine.test.md: already exists" in res.stderr
    assert (tmp_path / "mine.test.md").read_text(encoding="utf-8") == "a person's work\n"
    assert not (tmp_path / "mine.yaml").exists()


def test_rules_new_with_a_builtin_check_lists_its_parameters_and_fails_until_filled_in(tmp_path):
    res = runner.invoke(app, ["rules", "new", "vague-error", "--check", "vague-expected-result", "--dir", str(tmp_path)])
    assert res.exit_code == 0, res.output
    rule_file = tmp_path / "vague-error.yaml"
    text = rule_file.read_text(encoding="utf-8")
    assert "name: vague-expected-result" in text and "#   vague: [" in text
    assert runner.invoke(app, ["rules", "check", str(rule_file)]).exit_code == 0
    assert runner.invoke(app, ["rules", "test", str(rule_file)]).exit_code == 1  # placeholder rows


@pytest.mark.parametrize(("args", "says"), [
    (["Bad_Id", "--check", "pattern"], "kebab-case"),
    (["duplicate-case", "--check", "pattern"], "built-in rule's id"),
    (["mine", "--check", "no-such-check"], "unknown check"),
])  # fmt: skip
def test_rules_new_rejects_bad_arguments(tmp_path, args, says):
    res = runner.invoke(app, ["rules", "new", *args, "--dir", str(tmp_path)])
    assert res.exit_code == 2 and says in res.stderr
    assert not list(tmp_path.iterdir())


def test_rules_test_and_new_import_neither_litellm_nor_langgraph(tmp_path):
    for argv in (["rules", "test", str(EXAMPLE / "team-rules.yaml")],
                 ["rules", "new", "x-rule", "--check", "pattern", "--dir", str(tmp_path)]):  # fmt: skip
        code = (
            "import sys\nfrom utspec.cli import main\n"
            f"sys.argv = ['utspec', *{argv!r}]\n"
            "try:\n    main()\nexcept SystemExit as e:\n    print('EXIT', e.code)\n"
            "heavy = sorted(m for m in sys.modules if m.split('.')[0] in ('litellm', 'langgraph'))\n"
            "print('HEAVY', heavy)\n"
        )
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
        assert "EXIT 0" in out, out
        assert out.strip().splitlines()[-1] == "HEAVY []"


def test_fixtures_in_a_tests_folder_beside_the_rule_file(tmp_path):
    """`team/team-rules.yaml` with `team/tests/*.test.md`: found from the rule file, and a fixture named alone gets its rules."""
    (tmp_path / "team" / "tests").mkdir(parents=True)
    shutil.copy(EXAMPLE / "team-rules.yaml", tmp_path / "team")
    shutil.copy(EXAMPLE / "handler.py", tmp_path / "team" / "tests")
    shutil.copy(EXAMPLE / "team-rules.test.md", tmp_path / "team" / "tests" / "status.test.md")
    for target in ("team/team-rules.yaml", "team/tests/status.test.md", "team"):
        res = _utspec(["rules", "test", target, "--strict"], tmp_path)
        assert res.returncode == 0, (target, res.stdout, res.stderr)
        assert "team/tests/status.test.md:18: TC-006: todo: " in res.stdout
