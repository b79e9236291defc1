"""A CASE on an argument of a SQL function is tested by calling the function (`sql_routine`).

Shaped after pgjwt's `algorithm_sign` (read in /tmp, not committed): the case said "Test data in `alg`: one row
satisfying `algorithm = 'HS256'` … Run statement 3", but `alg` is a CTE and `algorithm` an argument.
"""

from __future__ import annotations

import doctest
from pathlib import Path

from tests.analyzers.test_sql_script import SCRIPT
from tests.designer._one_file_run import spec_of
from utspec.designer.offline import sql_routine

# The extension script of the analyzer's test (its `algorithm_sign` knows HS256 and HS384), and a plain query.
SQL = SCRIPT + """
SELECT o.id, CASE WHEN o.status = 3 THEN 'pending' ELSE 'other' END AS label FROM orders o;
"""


def test_a_case_on_an_argument_calls_the_function(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"jwt.sql": SQL})["cases"]
    by_input = {c["input"]: c for c in cases}
    hs256 = by_input["Call `algorithm_sign(signables, secret, algorithm)` with `algorithm` = `'HS256'`."]
    assert hs256["preconditions"] == "No test data: `algorithm` is an argument of `algorithm_sign`."
    assert (
        hs256["expected"]
        == "The function returns the value of `url_encode(hmac(signables, secret, 'sha256'))`."
    )
    other = by_input["Call `algorithm_sign(signables, secret, algorithm)` with `algorithm` = `'HS384x'`."]
    assert other["expected"] == "The function returns the value of `url_encode(hmac(signables, secret, ''))`."
    # ok: a CASE on a column of a table is still tested with rows of that table
    table = next(c for c in cases if "o.status = 3" in c["perspective"])
    assert table["preconditions"].startswith("Test data in `orders`"), table["preconditions"]


def test_doctests() -> None:
    assert doctest.testmod(sql_routine).failed == 0
