"""A SQL CASE's Japanese expected result counts the rows it returns, as the English one does ("both rows of `t`")."""

from __future__ import annotations

from utspec.messages import catalog


def test_the_japanese_case_sentence_counts_its_rows() -> None:
    # pg-infoschema-ja-sql said "`pg_class` の両方の行が返される": the same two rows, but no count a reader or
    # the expected-results bench can read as rows of a named table; the English "both rows of `pg_class`" is one.
    ja = catalog("ja")
    for key in ("sql.case", "sql.case_else", "sql.case_else_later"):
        said = ja(key, table="pg_class", verb="返される", cond="c.relkind = 'v'", result="'VIEW'", other="NULL")
        assert said.startswith("`pg_class` の 2 行がどちらも返される、"), said
