"""SQL specifics the line-based fixture cannot show: counts per line, fields, notices, SQL in code."""

from __future__ import annotations

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.analyzers.sql_split import split_sql
from utspec.models import Kind, SourceText


def _items(text: str, path: str = "q.sql", dialect: str | None = None):
    return analyze([SourceText(path=path, text=text)], AnalyzerOptions(sql_dialect=dialect))


def _conditions(text: str, dialect: str | None = None) -> list[tuple[int, str, str, list]]:
    return [(i.line, i.column, i.op, i.values) for i in _items(text, dialect=dialect).items if i.kind is Kind.SQL_CONDITION]


@pytest.mark.parametrize("dialect", [None, "postgres"])
def test_each_comparison_counts_once(dialect):
    # A WHERE holds its CASE WHEN and its sub-query's WHERE, which are condition roots themselves.
    text = "SELECT * FROM t\nWHERE CASE WHEN a > 1 THEN b END = 2\n  AND x IN (SELECT y FROM u WHERE z = 3);\n"
    assert sorted(_conditions(text, dialect)) == [(2, "CASE WHEN a > 1 THEN b END", "=", [2]), (2, "a", ">", [1]),
                                                  (3, "z", "=", [3])]  # fmt: skip


def test_lines_after_a_numbered_parameter_are_exact():
    # sqlglot's PostgreSQL tokenizer counts the newline after `$1` twice; lines come from offsets instead.
    text = "SELECT id FROM orders\nWHERE customer_id = $1\n  AND status = 'open'\n  AND total > 10;\n"
    assert [(line, col) for line, col, _, _ in _conditions(text, "postgres")] == [(3, "status"), (4, "total")]


def test_merge_is_one_write_on_its_target():
    text = ("MERGE INTO stock s USING incoming i ON s.sku = i.sku\n"
            "WHEN MATCHED THEN UPDATE SET qty = s.qty + i.qty\n"
            "WHEN NOT MATCHED THEN INSERT (sku, qty) VALUES (i.sku, i.qty);\n")  # fmt: skip
    writes = [(i.line, i.op, i.table) for i in _items(text).items if i.kind is Kind.SQL_WRITE]
    assert writes == [(1, "MERGE", "stock")]


def test_writes_inside_a_cte_name_their_own_table():
    text = "WITH moved AS (\n  DELETE FROM jobs.queue WHERE state = 'done' RETURNING *\n)\nINSERT INTO jobs.archive SELECT * FROM moved;\n"
    items = _items(text).items
    writes = [(i.line, i.op, i.table, i.statement_index) for i in items if i.kind is Kind.SQL_WRITE]
    assert writes == [(2, "DELETE", "jobs.queue", 0), (4, "INSERT", "jobs.archive", 0)]
    assert [(i.line, i.column) for i in items if i.kind is Kind.SQL_CONDITION] == [(2, "state")]


@pytest.mark.parametrize(
    ("where", "values"),
    [("relkind = 'r'::\"char\"", ["r"]), ("created > DATE '2024-01-01'", ["2024-01-01"]),
     ("age > interval '1 day'", ["1 day"]), ("code = CAST('7' AS INT)", ["7"]), ("n = -1", [-1])],
)  # fmt: skip
def test_typed_literals_are_literals(where, values):
    (cond,) = _conditions(f"SELECT 1 FROM t WHERE {where};", "postgres")
    assert cond[3] == values


@pytest.mark.parametrize(
    ("where", "expected"),
    [("current_database() = 'postgres'", []), ("0.05 <= ALL(freqs)", []), ("a = b", []), ("id = $1", []),
     ("total + shipping > 100", [("total + shipping", ">")]), ("COUNT(*) > 2", [("COUNT(*)", ">")]),
     ("LOWER(email) LIKE '%@x.org'", [("LOWER(email)", "LIKE")])],
)  # fmt: skip
def test_a_subject_is_a_column_or_a_value_computed_from_columns(where, expected):
    assert [(c, op) for _, c, op, _ in _conditions(f"SELECT 1 FROM t WHERE {where};", "postgres")] == expected


def test_having_on_an_aggregate_is_placed_on_its_own_line():
    text = "SELECT a, COUNT(*)\nFROM t\nGROUP BY a\nHAVING COUNT(*) > 2;\n"
    assert _conditions(text) == [(4, "COUNT(*)", ">", [2])]


def test_dollar_quoted_bodies_do_not_split_statements():
    text = "CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $fn$\n  SELECT 1; SELECT 2;\n$fn$;\nDELETE FROM t WHERE a = 1;\n"
    assert [p.line for p in split_sql(text).pieces] == [1, 4]  # where each first token is
    a = _items(text, dialect="postgres")
    assert [(i.line, i.kind.value, i.statement_index) for i in a.items] == [(4, "sql_condition", 1), (4, "sql_write", 1)]
    # `$1` and `a$b` are no dollar quotes.
    assert len(split_sql("SELECT a$b FROM t WHERE x = $1; SELECT 2;").pieces) == 2


def test_set_assignments_are_not_conditions():
    a = _items("UPDATE orders\nSET status = 1,\n    note = 'x'\nWHERE id = 7;\n")
    assert [(i.line, i.kind.value, i.column) for i in a.items] == [(4, "sql_condition", "id"), (1, "sql_write", None)] or [
        (i.line, i.kind.value) for i in a.items] == [(1, "sql_write"), (4, "sql_condition")]  # fmt: skip
    assert not [i for i in a.items if i.kind is Kind.SQL_CONDITION and i.line in (2, 3)]


def test_invalid_statement_warns_with_file_line_and_parser_message_and_the_rest_is_read():
    text = "SELECT 1 FROM t WHERE a = 1;\n\nSELECT (b\n  FROM t WHERE c = 2;\nDELETE FROM t WHERE d = 3;\n"
    a = _items(text, "db/q.sql")
    (notice,) = a.notices
    assert notice.file == "db/q.sql" and notice.line in (3, 4)
    assert notice.message.startswith("SQL statement 1 could not be analysed: ") and len(notice.message) > len("SQL statement 1 could not be analysed: ")
    assert [(i.line, i.kind.value) for i in a.items] == [(1, "sql_condition"), (5, "sql_condition"), (5, "sql_write")]


# --- SQL in string literals at call sites ----------------------------------------------------


def test_sql_in_code_goes_through_the_parser_not_a_keyword_regex():
    src = (
        "def f(db, cur):\n"
        "    db.execute('select a friend from the list')\n"     # English that parses: no items
        "    db.execute('update the plan')\n"                   # parses (sqlglot is lenient), no SET: a notice
        "    cur.execute('DELETE FROM carts WHERE age_days > 30')\n"
        "    cur.executemany('INSERT INTO log (msg) VALUES (%s)', rows)\n"
        "    pd.read_sql(\"SELECT * FROM t WHERE kind IN ('a', 'b')\", conn)\n"
        "    log.info('DELETE FROM carts WHERE age_days > 30')\n"  # not an SQL call
    )  # fmt: skip
    a = _items(src, "m.py")
    sql = [(i.line, i.kind.value, i.op, i.table or i.column, i.symbol) for i in a.items if i.kind.value.startswith("sql")]
    assert sql == [(4, "sql_condition", ">", "age_days", "f"), (4, "sql_write", "DELETE", "carts", "f"),
                   (5, "sql_write", "INSERT", "log", "f"), (6, "sql_condition", "IN", "kind", "f")]  # fmt: skip
    # statement_index counts the SQL statements of the whole file
    assert [i.statement_index for i in a.items if i.kind.value.startswith("sql")] == [1, 1, 2, 3]
    assert [(n.line, n.message) for n in a.notices] == [(3, "SQL statement 0 could not be analysed: UPDATE without SET")]


@pytest.mark.parametrize(
    ("text", "dialect", "problem"),
    [("update the plan", None, "UPDATE without SET"), ("delete the file", None, "DELETE without FROM"),
     ("delete the file", "postgres", "DELETE without FROM"), ("delete orders where id = 1", "tsql", None)],
)  # fmt: skip
def test_writes_sqlglot_accepts_but_sql_does_not_are_notices(text, dialect, problem):
    a = _items(text + ";\n", dialect=dialect)
    assert [n.message.split(": ", 1)[1] for n in a.notices] == ([problem] if problem else [])
    assert bool(a.items) is (problem is None)


def test_invalid_sql_in_code_names_the_host_file_and_line():
    src = "def f(cur):\n    x = 1\n    cur.execute('SELECT (a FROM t WHERE b = 1')\n"
    a = _items(src, "app/m.py")
    assert [(n.file, n.line) for n in a.notices] == [("app/m.py", 3)]
    assert "could not be analysed" in a.notices[0].message


def test_statements_sqlglot_keeps_as_commands_print_nothing(capsys):
    a = _items("CREATE EXTENSION IF NOT EXISTS pgcrypto;\nSELECT 1 FROM t WHERE a = 1;\n", dialect="postgres")
    assert [(i.line, i.kind.value) for i in a.items] == [(2, "sql_condition")] and a.notices == []
    assert capsys.readouterr().err == ""


def test_a_mysql_backslash_escape_does_not_zero_the_file():
    # The generic tokenizer fails on `'it\'s'`; MySQL's reads it, so every statement is still analysed.
    text = "SELECT id FROM t WHERE note = 'it\\'s';\nDELETE FROM t WHERE status IN (3, 5);\n"
    a = _items(text)
    assert [(i.line, i.kind.value) for i in a.items] == [(1, "sql_condition"), (2, "sql_condition"), (2, "sql_write")]
    assert [i.values for i in a.items if i.kind is Kind.SQL_CONDITION] == [["it's"], [3, 5]]


def test_a_statement_parsed_only_by_another_dialect_is_named_once():
    text = "SELECT 1 FROM t WHERE a = 1;\nSELECT x FROM t WHERE y ~ '^a' AND k = 'v';\n"
    a = _items(text)
    assert [(n.line, n.reason) for n in a.notices] == [(2, "sql_dialect")]
    assert "parsed only as postgres" in a.notices[0].message
    assert [(i.line, i.column) for i in a.items] == [(1, "a"), (2, "k")]


def test_text_no_tokenizer_reads_keeps_the_statements_before_it():
    a = _items("DELETE FROM t WHERE a = 1;\nSELECT 'never closed FROM t WHERE b = 2;\n")
    assert [(i.line, i.kind.value) for i in a.items] == [(1, "sql_condition"), (1, "sql_write")]
    assert [(n.line, n.reason) for n in a.notices] == [(2, "sql_unparsed")]


@pytest.mark.parametrize("dialect", [None, "postgres"])
@pytest.mark.parametrize(
    ("where", "values"),
    [("a BETWEEN 1192 AND 1192 + 11", [1192, 1203]), ("l_discount BETWEEN 0.06 - 0.01 AND 0.06 + 0.01", [0.05, 0.07]),
     ("d < date '1994-01-01' + interval '1' year", ["1995-01-01"]),
     ("d <= ('1998-08-04'::date + interval '14 days')", ["1998-08-18"])],
)  # fmt: skip
def test_constant_expressions_are_folded_and_keep_their_text(dialect, where, values):
    if "::" in where and dialect is None:
        dialect = "postgres"
    items = _items(f"SELECT 1 FROM t WHERE {where};", dialect=dialect).items
    assert [i.values for i in items] == [values]
    assert "+" in items[0].text  # the text as written, not the folded value


@pytest.mark.parametrize("where", ["x = a + 1", "y > now() - interval '1 day'", "z = (SELECT 1) + 1"])
def test_expressions_with_columns_functions_or_queries_are_not_folded(where):
    assert _conditions(f"SELECT 1 FROM t WHERE {where};", "postgres") == []
