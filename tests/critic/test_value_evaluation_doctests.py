"""The doctests of `_conditional` (a conditional expression's arms, a `try` body's first line) and `_literal_side`
(a branch's side from the input's literal), `_loop_count` and `_name_values` run in the suite; the fixture rows
TC-098..TC-112 of expected-contradicts-code exercise them through the check."""

from __future__ import annotations

import doctest

from utspec.critic.checks import _conditional, _elsewhere, _literal_side, _loop_count, _name_values


def test_doctests():
    for module in (_conditional, _elsewhere, _literal_side, _loop_count, _name_values):
        result = doctest.testmod(module)
        assert result.failed == 0 and result.attempted >= 1, module.__name__
