"""Every built-in check through `utspec rules test`, the runner users test their own rules with.

The fixtures are `rules/critic/tests/<rule-id>.test.md` (format: README, "Testing your rules"):
inputs written out under `given:`, a spec table, and annotations. Here the project's conventions
on top of the format: one fixture per registered check, named after it, annotating that check only,
with at least one `ruleid` and one `ok`, and a `why` on every annotation.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from utspec.cli import app, rules_cmd  # noqa: F401 - registers the commands
from utspec.critic.checks import CHECKS
from utspec.critic.fixture import load_fixture
from utspec.critic.rule_run import run_rule
from utspec.critic.rule_set import builtin_rules
from utspec.critic.rule_test import judge, run_fixtures

ROOT = Path(__file__).resolve().parents[2]
FIXTURE_DIR = ROOT / "rules" / "critic" / "tests"
FIXTURES = sorted(FIXTURE_DIR.glob("*.test.md"))
REGISTRY = {c.id for c in CHECKS}


def _rule_of(path: Path) -> str:
    return path.name.removesuffix(".test.md")


def test_rules_test_passes_every_builtin_check_strictly(monkeypatch):
    """What CI runs: `utspec rules test rules/critic/ --strict` (no untested check, no fixed todo left unpromoted)."""
    monkeypatch.chdir(ROOT)
    res = CliRunner().invoke(app, ["rules", "test", "rules/critic/", "--strict"])
    assert res.exit_code == 0, res.output
    assert f"ok: {len(FIXTURES)} fixtures, {len(REGISTRY)} rules:" in res.output
    for rid in REGISTRY:
        assert f"\n{rid} " in res.output


@pytest.mark.parametrize("path", FIXTURES, ids=_rule_of)
def test_fixture(path: Path) -> None:
    fx = load_fixture(path)
    rule = _rule_of(path)
    assert rule in REGISTRY, f"{path.name}: no registered check {rule!r}"
    assert {a.rule for a in fx.annotations} == {rule}, f"{path.name} annotates other rules too"
    assert all(a.why for a in fx.annotations), f"{path.name}: every annotation says why"
    kinds = {a.kind for a in fx.annotations}
    assert {"ruleid", "ok"} <= kinds, f"{path.name}: needs at least one `ruleid` and one `ok`"
    check = builtin_rules().get(rule)
    assert check is not None
    ids = [r.id for r in run_rule(check, fx.input)]
    assert len(ids) == len(set(ids)), f"{path.name}: duplicate ids in {ids}"  # history tracks findings by id
    verdicts = judge(fx, check)
    bad = [
        f"{v.location}: {v.where}: {v.outcome} {v.detail}: {v.finding}"
        for v in verdicts
        if v.outcome in ("fp", "fn", "fixed")
    ]
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("path", FIXTURES, ids=_rule_of)
def test_fixture_results_are_identical_over_ten_runs(path: Path) -> None:
    rule = builtin_rules().get(_rule_of(path))
    assert rule is not None
    first = judge(load_fixture(path), rule)
    for _ in range(9):
        # A fresh input each time: nothing cached on the first may carry over.
        assert judge(load_fixture(path), rule) == first


def test_every_registered_check_has_a_fixture() -> None:
    assert sorted(REGISTRY) == sorted(_rule_of(p) for p in FIXTURES)


def test_a_broken_check_fails_its_fixture(monkeypatch) -> None:
    """The harness can fail: a check that stops finding anything gives false negatives, one per `ruleid`."""
    from dataclasses import replace

    from utspec.critic.rule_set import RuleSet

    rules = builtin_rules()
    target = rules.get("vague-expected-result")
    assert target is not None and target.check is not None
    silent = replace(target, check=replace(target.check, fn=lambda inp, **kw: []))
    broken = RuleSet(tuple(silent if r.id == target.id else r for r in rules.rules))
    fx = load_fixture(FIXTURE_DIR / "vague-expected-result.test.md")
    report = run_fixtures([fx], broken, [target.id])
    assert not report.ok
    tally = report.tallies[target.id]
    assert tally.tp == 0 and tally.fn == sum(a.kind == "ruleid" for a in fx.annotations) > 0
