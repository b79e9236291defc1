"""Session 27: the doctests of `_returns_at` (the lines an expected result says the function returns at) run in the
suite. The fixture rules/critic/tests/expected-contradicts-code.test.md (TC-450..459) exercises it through expected-contradicts-code
(`contradicts_code/return_at.py`), each ruleid row failing without it."""

from __future__ import annotations

import doctest

from utspec.critic.checks import _returns_at


def test_doctests() -> None:
    result = doctest.testmod(_returns_at)
    assert result.failed == 0 and result.attempted >= 5
