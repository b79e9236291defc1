"""`_stated_example`: a worked-example case's call read in the statements it cites (expected-contradicts-design).

The fixture rows TC-008..TC-012 of expected-contradicts-design exercise it through the check (each ruleid row fails
with `_example_questions` switched off); the doctests below run its parts."""

from __future__ import annotations

import doctest

from utspec.critic.checks import _stated_example


def test_doctests() -> None:
    result = doctest.testmod(_stated_example)
    assert result.failed == 0 and result.attempted >= 1


def test_each_call_of_a_statement_with_two_examples_gets_its_own_result() -> None:
    kt = '`FromHumanSize("32k")` returns `32000` and `RAMInBytes("32k")` returns `32768`'
    assert _stated_example.stated_result('FromHumanSize( "32k" )', kt) == "32000"
    assert _stated_example.stated_result("RAMInBytes('32k')", kt) == "32768"
    assert _stated_example.stated_result('RAMInBytes("32")', kt) is None
