"""`_continued`: a conditional whose arms stand on lines of their own is read as one statement (expected-contradicts-code).

The fixture rows TC-364/365 of expected-contradicts-code exercise it through the check (TC-364 fails with the lines
not joined); the doctests below, and `_conditional`'s chained assignment, run its parts."""

from __future__ import annotations

import doctest

from utspec.critic.checks import _conditional, _continued


def test_doctests() -> None:
    for module in (_continued, _conditional):
        result = doctest.testmod(module)
        assert result.failed == 0 and result.attempted >= 1, module.__name__
