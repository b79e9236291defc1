"""The table a qualified column comes from: its alias read in the statement's FROM / JOIN.

PostgreSQL's information_schema `tables` view selects `CASE WHEN c.relkind IN ('r', 'p') THEN 'BASE TABLE' …`
from `pg_namespace nc JOIN pg_class c`. The case said "both rows of `pg_namespace` are returned, the one
with `c.relkind` …": the first table of the FROM, not the one `c` names. A column written `alias.column`
takes the table that alias stands for (`pg_class`); an unqualified column, or an alias the statement does
not define, keeps the first table as before.
"""

from __future__ import annotations

import re

_QUALIFIED = re.compile(r"^\s*\"?([A-Za-z_]\w*)\"?\s*\.")


def aliased_table(column: str | None, statement: str) -> str | None:
    """The table the alias of `column` names in `statement`; None for an unqualified column or unknown alias.

    >>> sql = "SELECT CASE WHEN c.relkind = 'v' THEN 1 END FROM pg_namespace nc JOIN pg_class c ON (nc.oid = c.x)"
    >>> aliased_table("c.relkind", sql), aliased_table("nc.oid", sql), aliased_table("relkind", sql)
    ('pg_class', 'pg_namespace', None)
    >>> aliased_table("t.typname", "FROM a LEFT JOIN (pg_type AS t JOIN pg_namespace nt ON (x)) ON (y)")
    'pg_type'
    >>> aliased_table("pg_class.relkind", "FROM pg_class WHERE pg_class.relkind = 'r'")  # a table's own name
    'pg_class'
    >>> aliased_table("c.x", "FROM tbl_c nc JOIN other c2 ON (a)") is None
    True
    >>> aliased_table("t.tgtype", "SELECT f(a, b) AS t FROM pg_namespace n, pg_class c, pg_trigger t WHERE x")
    'pg_trigger'
    """
    m = _QUALIFIED.match(column or "")
    if m is None:
        return None
    alias = m.group(1)
    # From the first FROM on: a comma there separates tables (`FROM pg_namespace n, pg_class c`), not columns.
    start = re.search(r"\bFROM\b", statement, re.I)
    if start is None:
        return None
    table = re.compile(
        rf"(?:\b(?:FROM|JOIN)|,)\s+\(?\s*([\w.\"]+)(\s+(?:AS\s+)?\"?{re.escape(alias)}\"?(?![\w\".]))?", re.I
    )
    for found in table.finditer(statement, start.start()):
        name = found.group(1).strip('"')
        if found.group(2) is not None or name.split(".")[-1] == alias:
            return name
    return None


__all__ = ["aliased_table"]
