"""A CREATE VIEW whose option list sqlglot cannot parse still yields its conditions (issue 13: pg_stats)."""

from __future__ import annotations

from sqlglot.tokens import Tokenizer

from utspec.analyzers.sql import analyze_sql_text
from utspec.analyzers.sql_view import view_query_parts
from utspec.models import Kind


def _parts(sql: str) -> list[tuple[str, int]]:
    toks = Tokenizer().tokenize(sql)
    return view_query_parts(sql, toks, [t.text.upper() for t in toks])


def test_option_list_is_blanked_keeping_positions() -> None:
    sql = "CREATE VIEW v WITH (security_barrier) AS\n  SELECT a FROM t WHERE k = 3"
    [(text, offset)] = _parts(sql)
    assert offset == 0 and len(text) == len(sql) and "security_barrier" not in text
    assert text.split("\n")[1] == sql.split("\n")[1]


def test_query_after_as_when_no_option_list() -> None:
    sql = "CREATE OR REPLACE VIEW v (a, b) AS SELECT a, b FROM t"
    [(text, offset)] = _parts(sql)
    assert text == "SELECT a, b FROM t" and sql[offset:] == text


def test_not_a_view() -> None:
    assert _parts("SELECT 1 FROM t") == []
    assert _parts("CREATE INDEX i ON t (a)") == []


def test_pg_stats_view_is_read_and_neighbours_survive_a_broken_statement() -> None:
    text = (
        "SELECT a FROM t WHERE status IN (3, 5);\n"
        "CREATE VIEW pg_stats WITH (security_barrier) AS\n"
        "  SELECT CASE WHEN stakind1 = 7 THEN stavalues1 END AS h FROM s;\n"
        "SELEC garbage here (;\n"
        "SELECT b FROM u WHERE code = 42;\n"
    )
    drafts, notices, count = analyze_sql_text("x.sql", text)
    got = {(d.line, d.kind, d.text) for d in drafts}
    assert (1, Kind.SQL_CONDITION, "status IN (3, 5)") in got
    assert (3, Kind.SQL_CASE, "stakind1 = 7") in got  # the view, on its own line
    assert (5, Kind.SQL_CONDITION, "code = 42") in got  # after the statement no dialect parses
    assert [n.line for n in notices] == [4] and count == 4
