"""Rows a SQL view's WHERE leaves out, against a key item expecting them (issue 13: contradicted key items).

The view excerpts are shaped like PostgreSQL's information_schema.tables and pg_stats; the design
table row is as `utspec.inputs` reads a Markdown code table.
"""

from __future__ import annotations

from utspec.models import KeyItem, Requirement, SourceText
from utspec.questions.key_item_questions import question
from utspec.questions.key_items import Inputs, classify
from utspec.questions.sql_filters import code_meanings, filter_claim, filters

TABLES = """CREATE VIEW tables AS
    SELECT CAST(c.relname AS sql_identifier) AS table_name
    FROM pg_namespace nc JOIN pg_class c ON (nc.oid = c.relnamespace)
    WHERE c.relkind IN ('r', 'v', 'f', 'p')
          AND (NOT pg_is_other_temp_schema(nc.oid));
"""

STATS = """CREATE VIEW pg_stats AS
    SELECT attname AS attname, stanullfrac AS null_frac
    FROM pg_statistic s JOIN pg_attribute a ON (a.attnum = s.staattnum)
    WHERE NOT attisdropped
    AND has_column_privilege(c.oid, a.attnum, 'select');
"""

KINDS = [
    Requirement(id=f"DR-{n}", text=f"relkind={code} | 意味={meaning}", kind="table_row", file="d.md", line=n)
    for n, (code, meaning) in enumerate([("r", "通常のテーブル"), ("v", "ビュー"), ("m", "マテリアライズドビュー"),
                                         ("f", "外部テーブル"), ("p", "パーティションテーブル")], start=1)
]  # fmt: skip


def test_where_parts_and_design_code_tables_are_read() -> None:
    parts = filters(SourceText(path="is.sql", text=TABLES))
    assert [(p.line, p.column, p.codes) for p in parts if p.codes] == [(4, "relkind", ("r", "v", "f", "p"))]
    assert code_meanings(KINDS)["relkind"]["m"] == "マテリアライズドビュー"


def test_a_kind_the_code_list_leaves_out_contradicts_a_claim_it_is_listed() -> None:
    parts, codes = filters(SourceText(path="is.sql", text=TABLES)), code_meanings(KINDS)
    found = filter_claim("マテリアライズドビューも tables ビューに含まれること", parts, codes)  # ruleid: 'm' not in the list
    assert found is not None and found.value == "'m'" and found.part.line == 4
    # ok: 'v' is in the list (the longer meaning マテリアライズドビュー does not count as ビュー)
    assert filter_claim("ビューも tables ビューに含まれること", parts, codes) is None
    assert filter_claim("パーティションテーブルも tables ビューに含まれること", parts, codes) is None  # ok: 'p'
    assert filter_claim("マテリアライズドビューは tables ビューに含まれないこと", parts, codes) is None  # ok: agrees


def test_a_predicate_the_claim_negates_filters_its_rows_out() -> None:
    parts = filters(SourceText(path="st.sql", text=STATS))
    found = filter_claim("Columns the user may not select are listed with null statistics", parts, {})  # ruleid
    assert found is not None and found.rule == "predicate" and found.part.line == 5
    assert filter_claim("Columns the user may select are listed", parts, {}) is None  # ok: the predicate holds
    assert filter_claim("Dropped columns are not shown", parts, {}) is None  # ok: agrees with NOT attisdropped


def test_the_question_names_the_where_part_in_the_spec_language() -> None:
    src = SourceText(path="is.sql", text=TABLES)
    inputs = Inputs.of([], KINDS, [src])
    kt = KeyItem(id="KT-7", text="マテリアライズドビューも tables ビューに含まれること", file="kt.md", line=7)
    v = classify(kt.text, inputs)
    assert v.outcome == "contradicted"
    ja = question(kt, v, "ja", [])
    en = question(kt, v, "en", [])
    assert ja is not None and en is not None and ja.id == "Q-KT-7-contradicted"
    assert "is.sql:4" in ja.question and "'m'" in ja.question and "残します" in ja.question
    assert "keeps only rows whose relkind is" in en.question and en.places[0] == "is.sql:4"


def test_the_doctests_run() -> None:
    import doctest

    from utspec.questions import fixed_wait, sql_filters

    for mod in (sql_filters, fixed_wait):
        result = doctest.testmod(mod)
        assert result.failed == 0, mod.__name__
