"""The doctests of session 18's parts of expected-contradicts-code run in the suite: `_else_arm` (the `else` arm's
raise of a cited branch), `_no_exit` (a function nothing ends early), `_perspective_side` (a branch's side from
"`c` holds"), `_loop_exit` (a `break` on a zero-iteration input, zero iterations where the body ran) and the
analyzers' `plpgsql_raise` (PL/pgSQL's RAISE as an SQLSTATE and message). The fixture rows TC-287..TC-304 of
expected-contradicts-code exercise them through the check, each ruleid row failing without its part."""

from __future__ import annotations

import doctest

from utspec.analyzers import effects, plpgsql_raise
from utspec.critic.checks import _else_arm, _loop_exit, _no_exit, _perspective_side

MODULES = (_else_arm, _loop_exit, _no_exit, _perspective_side, plpgsql_raise)


def test_doctests() -> None:
    for module in MODULES:
        result = doctest.testmod(module)
        assert result.failed == 0 and result.attempted >= 1, module.__name__


def test_plpgsql_raise_is_an_effect() -> None:
    """RAISE EXCEPTION raises SQLSTATE P0001 with its format string; NOTICE only reports; Python's raise is untouched."""
    e = effects.statement_effect("RAISE EXCEPTION 'period % is part of a FOREIGN KEY', period_name;")
    assert (e.kind, e.name, e.message) == ("raise", "P0001", "period % is part of a FOREIGN KEY")
    n = effects.statement_effect("RAISE NOTICE 'period % not found on table %', p, t;")
    assert (n.kind, n.name) == ("output", "RAISE NOTICE")
    assert effects.statement_effect("raise ValueError('x')").name == "ValueError"
    assert effects.statement_effect("raise").kind == "reraise"
