"""A qualified column's rows come from the table its alias names (sql_alias.py).

Hand-written views of the shape of PostgreSQL's information_schema `tables` and `triggers`: the CASE on
`c.relkind` said "both rows of `pg_namespace` are returned" (the FROM's first table), not `pg_class`.
"""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

from utspec.designer.offline import sql_alias

from ._one_file_run import cases_of

SQL = """CREATE VIEW kinds AS
    SELECT CASE WHEN c.relkind = 'v' THEN 'VIEW' ELSE 'OTHER' END AS kind
    FROM pg_namespace nc JOIN pg_class c ON (nc.oid = c.relnamespace);

CREATE VIEW triggers AS
    SELECT CASE t.tgtype & 1 WHEN 1 THEN 'ROW' ELSE 'STATEMENT' END AS orientation
    FROM pg_namespace n, pg_class c, pg_trigger t
    WHERE n.oid = c.relnamespace AND c.oid = t.tgrelid;
"""


def test_doctests() -> None:
    assert doctest.testmod(sql_alias).failed == 0


def _expected(cases: dict[str, dict], column: str) -> str:
    return next(c["expected"] for p, c in cases.items() if column in p)


def test_the_alias_names_the_table(tmp_path: Path) -> None:
    cases = cases_of(tmp_path, "views.sql", SQL)
    assert "`pg_class`" in _expected(cases, "c.relkind"), cases
    assert "`pg_trigger`" in _expected(cases, "t.tgtype"), cases


def test_without_the_rule_the_first_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from utspec.designer.offline import sql_cases

    monkeypatch.setattr(sql_cases, "aliased_table", lambda column, statement: None)
    cases = cases_of(tmp_path, "views.sql", SQL)
    assert "`pg_namespace`" in _expected(cases, "c.relkind"), cases
