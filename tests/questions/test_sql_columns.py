"""A key item about a SQL view's output column against what the column can hold (issue 13: contradicted key items).

The views are cut from PostgreSQL's information_schema.sql and system_views.sql (shapes only).
"""

from __future__ import annotations

import pytest

from utspec.analyzers import analyze
from utspec.models import KeyItem, SourceText
from utspec.questions.key_item_questions import question
from utspec.questions.key_items import Inputs, classify
from utspec.questions.sql_columns import columns

VIEWS = """CREATE VIEW tables AS
    SELECT CAST(c.relname AS sql_identifier) AS table_name,
           CAST(
             CASE WHEN nc.oid = pg_my_temp_schema() THEN 'LOCAL TEMPORARY'
                  WHEN c.relkind IN ('r', 'p') THEN 'BASE TABLE'
                  WHEN c.relkind = 'v' THEN 'VIEW'
                  WHEN c.relkind = 'f' THEN 'FOREIGN TABLE'
                  ELSE null END
             AS character_data) AS table_type
    FROM pg_namespace nc JOIN pg_class c ON (nc.oid = c.relnamespace);

CREATE VIEW triggers AS
    SELECT CAST(t.tgname AS sql_identifier) AS trigger_name,
           CAST(em.text AS character_data) AS event_manipulation
    FROM pg_trigger t,
         (VALUES (4, 'INSERT'),
                 (8, 'DELETE'),
                 (16, 'UPDATE')) AS em (num, text)
    WHERE t.tgtype & em.num <> 0;

CREATE VIEW pg_stats WITH (security_barrier) AS
    SELECT
        CASE
            WHEN stakind1 = 3 THEN stanumbers1[1]
            WHEN stakind2 = 3 THEN stanumbers2[1]
        END AS correlation
    FROM pg_statistic s;
"""


def _inputs() -> Inputs:
    src = SourceText(path="views.sql", text=VIEWS)
    return Inputs.of(analyze([src]).items, [], [src])


def test_columns_read_closed_outputs_values_lists_and_tested_slots() -> None:
    cols = {c.name: c for c in columns(SourceText(path="views.sql", text=VIEWS))}
    assert cols["table_type"].outputs == ("'LOCAL TEMPORARY'", "'BASE TABLE'", "'VIEW'", "'FOREIGN TABLE'", "null")
    assert cols["table_type"].output_lines == (4, 5, 6, 7) and cols["table_type"].line == 9
    assert cols["event_manipulation"].outputs == ("'INSERT'", "'DELETE'", "'UPDATE'")
    assert cols["event_manipulation"].output_lines == (16, 17, 18)
    assert (cols["correlation"].subject, cols["correlation"].tested) == ("stakind", ("3",))  # WITH (…) blanked
    assert "table_name" not in cols  # a plain column holds anything


@pytest.mark.parametrize(
    ("text", "contradicted"),
    [
        ("外部テーブルの table_type が FOREIGN になること", True),  # ruleid: 'FOREIGN TABLE', not 'FOREIGN'
        ("TRUNCATE トリガも event_manipulation が TRUNCATE の行として表示されること", True),  # ruleid: not in VALUES
        ("correlation is read from the slot whose stakind is 2", True),  # ruleid: only stakind 3 is read
        ("パーティションテーブルの table_type が BASE TABLE になること", False),  # ok
        ("UPDATE トリガの event_manipulation が UPDATE になること", False),  # ok
        ("correlation is read from the slot whose stakind is 3", False),  # ok
        ("外部テーブルの table_type が FOREIGN にならないこと", False),  # ok: a negative claim
        ("外部テーブルは FOREIGN と表示されること", False),  # ok: no column named
    ],
)
def test_a_claimed_value_the_column_cannot_hold_is_contradicted(text: str, contradicted: bool) -> None:
    assert (classify(text, _inputs()).outcome == "contradicted") is contradicted


def test_the_question_names_the_column_its_outputs_and_places_in_both_languages() -> None:
    text = "外部テーブルの table_type が FOREIGN になること"
    v = classify(text, _inputs())
    kt = KeyItem(id="KT-2", text=text, file="kt.md", line=4)
    en = question(kt, v, "en", [])
    assert en is not None and en.id == "Q-KT-2-contradicted" and en.values == ["'FOREIGN'"]
    assert "table_type" in en.question and "'FOREIGN TABLE'" in en.question and "views.sql:9" in en.question
    assert en.places[:2] == ["views.sql:9", "views.sql:4"] and "views.sql:7" in en.places
    ja = question(kt, v, "ja", [])
    assert ja is not None and "のいずれかにしかなりません" in ja.question and "'VIEW'・'FOREIGN TABLE'" in ja.question
    t = classify("correlation is read from the slot whose stakind is 2", _inputs())
    q = question(KeyItem(id="KT-5", text="x", file="kt.md", line=6), t, "ja", [])
    assert q is not None and "stakind が 3 のときだけ" in q.question
