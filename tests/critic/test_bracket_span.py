"""A `return` after a cited block whose brackets close lines below is read whole (`_bracket_span`).

japanese-numerals-to-number's reduce callback `return {\\n values: …,\\n … };`: its right case (TC-359 of the
expected-contradicts-code fixture) was blocked as "another function's result" when only the `return`'s first
line (`{`) was read. With the rule switched off (no bracket stays open), the false block comes back.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from utspec.critic.checks import _bracket_span
from utspec.critic.fixture import load_fixture
from utspec.critic.rule_run import run_rule
from utspec.critic.rule_set import builtin_rules

FIXTURE = (
    Path(__file__).resolve().parents[2] / "rules" / "critic" / "tests" / "expected-contradicts-code.test.md"
)


def _blocked(case_id: str) -> bool:
    fx = load_fixture(FIXTURE)
    check = builtin_rules().get("expected-contradicts-code")
    assert check is not None
    return any(f.id.split(":")[1] == case_id for f in run_rule(check, fx.input))


def test_multiline_callback_return_is_read_whole() -> None:
    assert not _blocked("TC-359")
    assert _blocked("TC-360")


def test_with_the_rule_off_the_right_case_is_blocked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_bracket_span, "_open_brackets", lambda text: 0)
    assert _blocked("TC-359")


def test_doctests() -> None:
    import doctest

    result = doctest.testmod(_bracket_span)
    assert result.failed == 0 and result.attempted >= 1
