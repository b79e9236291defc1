"""The row a CASE's WHEN does not take gets the ELSE value, or NULL (case_else.py).

Hand-written views of the shape of PostgreSQL's information_schema: the cases said "the other row the
value of a later WHEN or the ELSE", which no test can check.
"""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

from utspec.designer.offline import case_else

from ._one_file_run import cases_of

SQL = """CREATE VIEW kinds AS
    SELECT CASE WHEN t.typname IS NOT NULL THEN 'YES' ELSE 'NO' END AS is_typed,
           CASE WHEN c.relkind = 'r' THEN 'TABLE'
                WHEN c.relkind = 'v' THEN 'VIEW'
                ELSE null END AS kind,
           CASE WHEN c.relkind IN ('r', 'p') OR c.relkind = 'f' THEN 'YES' ELSE 'NO' END AS insertable
    FROM pg_class c LEFT JOIN pg_type t ON (c.reloftype = t.oid);
"""


def test_doctests() -> None:
    assert doctest.testmod(case_else).failed == 0


def _expected(cases: dict[str, dict], cond: str) -> str:
    return next(c["expected"] for p, c in cases.items() if p == f"SQL CASE `{cond}`: value mapping")


def test_the_else_value_is_stated(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "views.sql", SQL)
    assert _expected(cases, "NOT t.typname IS NULL").endswith("the other row gets `'NO'`."), list(cases)
    # Later WHENs follow: the row must take none of them; no ELSE value written means NULL.
    assert _expected(cases, "c.relkind = 'r'").endswith("a row satisfying neither it nor a later WHEN gets `NULL`.")
    assert _expected(cases, "c.relkind = 'v'").endswith("the other row gets `NULL`.")


def test_an_operand_of_an_or_keeps_the_general_sentence(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "views.sql", SQL)
    said = [c["expected"] for p, c in cases.items() if "c.relkind = 'f'" in p]
    assert said and all("a later WHEN or the ELSE" in s for s in said), said


def test_without_the_rule_no_value_for_the_other_row(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from utspec.designer.offline import sql_cases

    monkeypatch.setattr(sql_cases, "case_else", lambda lines, line: None)
    cases = cases_of(tmp_path, "views.sql", SQL)
    assert "a later WHEN or the ELSE" in _expected(cases, "NOT t.typname IS NULL")
