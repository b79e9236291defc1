"""unobservable-expected-result's reasons (doctests) and the string-literal comparison of expected-contradicts-code."""

from __future__ import annotations

import doctest

from utspec.critic.checks import unobservable_expected_result
from utspec.critic.checks.contradicts_code import conditional, returned, values
from utspec.critic.checks.unobservable_expected_result import reason


def test_reasons_doctests():
    assert doctest.testmod(unobservable_expected_result).failed == 0
    assert doctest.testmod(unobservable_expected_result).attempted >= 4


def test_a_placeholder_is_left_to_placeholder_and_a_named_code_names_an_observable():
    assert reason("TODO: decide what happens.") is None  # placeholder blocks it already
    assert reason("ソースコードの通りに動作すること。") == "none"  # ソースコード is no error code
    assert reason("エラーコード E01 が返されること。") is None


def test_a_template_literal_written_in_quotes_is_the_code_s_value():
    same = values.same
    assert same("`${Math.round(ms / y)}y`", "'${Math.round(ms / y)}y'")  # ms-ts's drafted spec was blocked on it
    assert same("'a'", '"a"')
    assert not same("'a'", "'b'") and not same("1", "2")


def test_a_returned_conditional_may_take_either_arm():
    # The check's doctests moved with their functions when expected_contradicts_code was split.
    for module in (conditional, returned, values):
        result = doctest.testmod(module)
        assert result.failed == 0 and result.attempted >= 2, module.__name__
    assert "fmtShort(ms)" in returned.arms("options?.long ? fmtLong(ms) : fmtShort(ms)")
