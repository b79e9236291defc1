"""The doctests of `_conditional` (a conditional expression's arms, a `try` body's first line) and `_literal_side`
(a branch's side from the input's literal) run in the suite; the fixture rows TC-098..TC-106 of
expected-contradicts-code exercise them through the check."""

from __future__ import annotations

import doctest

from utspec.critic.checks import _conditional, _literal_side


def test_doctests():
    for module in (_conditional, _literal_side):
        result = doctest.testmod(module)
        assert result.failed == 0 and result.attempted >= 4, module.__name__
