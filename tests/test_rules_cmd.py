"""`utspec rules list|check`, and config `rules:` reaching both `utspec run` and `utspec review`."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

from typer.testing import CliRunner

from utspec.cli import app, review_cmd, rules_cmd, run_cmd  # noqa: F401 - registers the commands
from utspec.critic.checks import CHECKS

runner = CliRunner()
EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def _config(folder: Path, example: str, rules: dict[str, str]) -> Path:
    """A copy of an example's inputs in `folder` with a config naming rule files written beside it.

    Copied, not pointed at: checklist ids are paths relative to the config's folder, and the
    examples' own specs cite `input/source/...`.
    """
    shutil.copytree(EXAMPLES / example / "input", folder / "input")
    for name, text in rules.items():
        (folder / name).write_text(text, encoding="utf-8")
    cfg = folder / "config.yaml"
    cfg.write_text(
        "input:\n  design_paths: ['input/design/**/*.md']\n  source_paths: ['input/source/**/*']\n"
        f"  key_test_items: ['input/key-test-items.md']\nrules: {json.dumps(list(rules))}\n",
        encoding="utf-8",
    )
    return cfg


def test_rules_list_shows_the_builtins_in_run_order():
    res = runner.invoke(app, ["rules", "list"])
    assert res.exit_code == 0, res.output
    lines = res.stdout.strip().split("\n")
    assert lines[0].split() == ["id", "severity", "enabled", "source", "summary"]
    assert [ln.split()[0] for ln in lines[1:]] == [c.id for c in CHECKS]
    row = next(ln for ln in lines if ln.startswith("vague-expected-result "))
    assert row.split()[1:4] == ["advisory", "yes", row.split()[3]] and "rules/critic/builtin.yaml:" in row


def test_rules_list_with_a_config_shows_overrides_and_user_rules(tmp_path):
    team = """\
rules:
  - id: vague-expected-result
    severity: blocking
  - id: duplicate-case
    enabled: false
  - id: expected-says-rejected
    severity: advisory
    summary: Rejections should name a status code.
    check: {pattern: {fields: [expected], phrases: {en: [is rejected]}}}
"""
    cfg = _config(tmp_path, "order-registration-documented", {"team-rules.yaml": team})
    res = runner.invoke(app, ["rules", "list", "--config", str(cfg)])
    assert res.exit_code == 0, res.output
    rows = {ln.split()[0]: ln for ln in res.stdout.strip().split("\n")[1:]}
    assert list(rows)[-1] == "expected-says-rejected"
    assert rows["vague-expected-result"].split()[1:3] == ["blocking", "yes"]
    assert "(overridden in team-rules.yaml:2)" in rows["vague-expected-result"]
    assert rows["duplicate-case"].split()[1:3] == ["advisory", "no"]
    assert rows["expected-says-rejected"].split()[1:4] == ["advisory", "yes", "team-rules.yaml:6"]
    assert rows["expected-says-rejected"].endswith("Rejections should name a status code.")


def test_rules_check_says_ok_or_exits_2_with_one_line(tmp_path):
    good = tmp_path / "good.yaml"
    good.write_text("rules:\n  - id: duplicate-case\n    enabled: false\n", encoding="utf-8")
    res = runner.invoke(app, ["rules", "check", str(good)])
    assert (res.exit_code, res.stdout.strip()) == (0, "ok: 1 rule")
    bad = tmp_path / "bad.yaml"
    bad.write_text("rules:\n  - id: mine\n    severity: advisory\n    check: no-such-check\n", encoding="utf-8")
    res = runner.invoke(app, ["rules", "check", str(bad)])
    assert res.exit_code == 2
    assert res.stderr.strip().split("\n") == [
        f"error: {bad}:4: rule 'mine' check.name: unknown check 'no-such-check'; built-in checks: "
        + ", ".join(c.id for c in CHECKS)
    ]
    assert "Traceback" not in res.output
    res = runner.invoke(app, ["rules", "check", str(tmp_path / "missing.yaml")])
    assert res.exit_code == 2 and "missing.yaml: no such file" in res.stderr


def test_rules_commands_import_neither_litellm_nor_langgraph(tmp_path):
    rule_file = tmp_path / "r.yaml"
    rule_file.write_text("rules:\n  - id: duplicate-case\n    enabled: false\n", encoding="utf-8")
    cfg = _config(tmp_path, "order-registration-documented", {"team.yaml": rule_file.read_text()})
    for argv in (["rules", "list", "--config", str(cfg)], ["rules", "check", str(rule_file)]):
        code = (
            "import sys\nfrom utspec.cli import main\n"
            f"sys.argv = ['utspec', *{argv!r}]\n"
            "try:\n    main()\nexcept SystemExit as e:\n    print('EXIT', e.code)\n"
            "heavy = sorted(m for m in sys.modules if m.split('.')[0] in ('litellm', 'langgraph'))\n"
            "print('HEAVY', heavy)\n"
        )
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
        assert "EXIT 0" in out, out  # the command ran and succeeded
        assert out.strip().splitlines()[-1] == "HEAVY []"


# --- config `rules:` reaches `utspec review` and `utspec run` -----------------------------------


def _vague_copy(tmp_path: Path) -> Path:
    """The documented example's own spec with one expected result made vague, via `utspec run`."""
    out = tmp_path / "run"
    res = runner.invoke(app, ["run", "--config", str(EXAMPLES / "order-registration-documented" / "config.yaml"),
                              "--out", str(out)])  # fmt: skip
    assert res.exit_code == 0, res.output
    spec = json.loads((out / "spec.json").read_text())
    spec["cases"][1]["expected"] = "The order is rejected appropriately."
    p = tmp_path / "vague.json"
    p.write_text(json.dumps(spec), encoding="utf-8")
    return p


def test_review_takes_vague_expected_results_as_advisory_unless_a_rule_file_makes_them_blocking(tmp_path):
    spec = _vague_copy(tmp_path)
    plain = _config(tmp_path / "plain", "order-registration-documented", {})
    res = runner.invoke(app, ["review", str(spec), "--config", str(plain), "--format", "json"])
    data = json.loads(res.stdout)
    # The result names no observable, which blocks on its own; vague-expected-result's wording finding is advisory.
    assert res.exit_code == 1
    assert [(f["id"], f["severity"]) for f in data["findings"]] == [("unobservable-expected-result:TC-002", "blocking"),
                                                                    ("vague-expected-result:TC-002", "advisory")]

    strict = _config(tmp_path / "strict", "order-registration-documented",
                     {"strict.yaml": "rules:\n  - id: vague-expected-result\n    severity: blocking\n"})  # fmt: skip
    res = runner.invoke(app, ["review", str(spec), "--config", str(strict), "--format", "json"])
    data = json.loads(res.stdout)
    assert res.exit_code == 1 and data["status"] == "NEEDS_REVISION"
    assert [(f["id"], f["severity"]) for f in data["findings"]] == [("unobservable-expected-result:TC-002", "blocking"),
                                                                    ("vague-expected-result:TC-002", "blocking")]
    sarif = json.loads(runner.invoke(app, ["review", str(spec), "--config", str(strict), "--format", "sarif"]).stdout)
    described = {r["id"]: r["shortDescription"]["text"] for r in sarif["runs"][0]["tool"]["driver"]["rules"]}
    assert described["vague-expected-result"].startswith("An expected result decides nothing")


def test_run_uses_config_rules_to_disable_add_and_fail_early(tmp_path):
    # order-registration asks what status 3 and 5 mean; a team that switches the rule off gets an approval.
    cfg = _config(tmp_path / "a", "order-registration", {"team.yaml": "rules:\n  - id: unexplained-literal\n    enabled: false\n"})
    assert runner.invoke(app, ["run", "--config", str(EXAMPLES / "order-registration" / "config.yaml"),
                               "--out", str(tmp_path / "a0")]).exit_code == 3  # fmt: skip
    res = runner.invoke(app, ["run", "--config", str(cfg), "--out", str(tmp_path / "a1")])
    assert res.exit_code == 0, res.output

    # A user's blocking pattern rule is run by the loop's critic and named in the trace.
    mine = ("rules:\n  - id: placeholder-input\n    severity: blocking\n"
            "    check: {pattern: {fields: [input], phrases: {en: [to be decided]}}}\n")  # fmt: skip
    cfg = _config(tmp_path / "b", "order-registration-documented", {"mine.yaml": mine})
    # A statement no code tests but naming its result gets a design case of its own (every example statement links to code).
    (tmp_path / "b" / "input" / "design" / "retention.md").write_text(
        "# Retention\n\n- Editing an archived order raises ArchivedOrderError.\n", encoding="utf-8"
    )
    res = runner.invoke(app, ["run", "--config", str(cfg), "--out", str(tmp_path / "b1")])
    assert res.exit_code != 0, res.output
    trace = json.loads((tmp_path / "b1" / "trace.json").read_text())
    ids = {f["id"] for r in trace["rounds"] for f in r["review"]["findings"]}
    # The design case (its result is the statement's exception; its input is to be decided) is named.
    assert any(i.startswith("placeholder-input:TC-") for i in ids), ids

    # A malformed rule file stops the run before anything is written: one line, exit 2.
    cfg = _config(tmp_path / "c", "order-registration-documented", {"bad.yaml": "rules:\n  - id: duplicate-case\n    severty: blocking\n"})
    res = runner.invoke(app, ["run", "--config", str(cfg), "--out", str(tmp_path / "c1")])
    assert res.exit_code == 2
    assert res.stderr.strip() == "error: bad.yaml:3: rule 'duplicate-case' severty: unknown field"
    assert not (tmp_path / "c1").exists()


def test_the_readme_rules_section_is_what_the_commands_say():
    # The README's example rule file and error line are the shipped files' (examples/rules), so they cannot go stale.
    root = Path(__file__).resolve().parents[1]
    readme = (root / "README.md").read_text(encoding="utf-8")
    section = readme.split("\n## Rules\n", 1)[1].split("\n## ", 1)[0]
    example = section.split("```yaml\n", 1)[1].split("```", 1)[0]
    assert (root / "examples" / "rule-files" / "overrides.yaml").read_text(encoding="utf-8") == example
    res = runner.invoke(app, ["rules", "check", str(root / "examples" / "rule-files" / "overrides.yaml")])
    assert res.exit_code == 0 and f'"{res.stdout.strip()}"' in section, res.output
    shown = next(ln for ln in section.split("\n") if ln.startswith("error: examples/rule-files/bad.yaml:"))
    res = subprocess.run([sys.executable, "-m", "utspec", "rules", "check", "examples/rule-files/bad.yaml"], cwd=root,
                         capture_output=True, text=True)  # fmt: skip
    assert res.returncode == 2 and res.stderr.strip() == shown
