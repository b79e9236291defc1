"""A module-level JavaScript regex constant's `test` is run at the case's input (`analyzers/js_regex`).

media-typer's `return TYPE_REGEXP.test(string.toLowerCase())`: its case `test('image/')` flipped from `false` to
`true` contradicted nothing on the first run (the named pattern had no value). The expected-contradicts-code fixture's
TC-362 is that flip; with the constants switched off it passes again.
"""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

from utspec.analyzers import js_regex
from utspec.analyzers.path_value import NOT_KNOWN, constants, evaluate, value_of
from utspec.critic.fixture import load_fixture
from utspec.critic.rule_run import run_rule
from utspec.critic.rule_set import builtin_rules

FIXTURE = (
    Path(__file__).resolve().parents[2] / "rules" / "critic" / "tests" / "expected-contradicts-code.test.md"
)
SRC = [
    "var TYPE_REGEXP = /^ *([A-Za-z0-9][A-Za-z0-9!#$&^_-]{0,126})\\/([A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}) *$/"
]


def _blocked(case_id: str) -> bool:
    check = builtin_rules().get("expected-contradicts-code")
    assert check is not None
    return any(f.id.split(":")[1] == case_id for f in run_rule(check, load_fixture(FIXTURE).input))


def test_named_pattern_is_run_at_the_input() -> None:
    env = constants(SRC, "javascript")
    expr = "TYPE_REGEXP.test(string.toLowerCase())"
    assert evaluate(expr, {**env, "string": "image/"}, "javascript") is False
    assert evaluate(expr, {**env, "string": "IMAGE/SVG+XML"}, "javascript") is True
    assert value_of(expr, {"string": "image/"}, "javascript") is NOT_KNOWN  # a pattern not declared: no value


def test_flip_is_caught_and_right_cases_pass() -> None:
    assert _blocked("TC-362")
    assert not _blocked("TC-361") and not _blocked("TC-363")


def test_with_the_constants_off_the_flip_passes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(js_regex, "js_patterns", lambda lines: {})
    assert not _blocked("TC-362")


def test_doctests() -> None:
    result = doctest.testmod(js_regex)
    assert result.failed == 0 and result.attempted >= 1


def test_a_repeated_group_that_can_match_nothing_is_not_read() -> None:
    # japanese-numeral's `findKanjiNumbers`: `(([0-9]*)|([一二]*))?` at "一" takes the empty first alternative in
    # Python and the second in JavaScript (an empty iteration is rejected): "十", "一" against "十一"
    from utspec.analyzers.js_eval import call_outcome

    src = [("a.js", "function f(s) {\n  return s.match(/十(([0-9]*)|([一二]*))?/g);\n}\n")]
    assert js_regex.compiled("十(([0-9]*)|([一二]*))?", "g") is None
    assert call_outcome(src, "f('十一')", data=True) is None
    assert js_regex.compiled("--(--)?", "g") is not None
