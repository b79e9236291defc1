from __future__ import annotations

import pytest

from utspec.errors import UtspecError
from utspec.models import Category, OpenQuestion, Status, TestCase, TestSpec
from utspec.render.spec_md import parse_spec, render_spec

SPEC = TestSpec(
    designer="rule-based",
    cases=[
        TestCase(id="TC-001", perspective="pipe | in text", category=Category.ERROR, preconditions="line1\nline2",
                 input="`x = 1`", expected="`ValueError` is raised with \"a\\b\"", evidence=["src/a.py:3:raise", "DR-2"]),
        TestCase(id="TC-002", perspective="ok", category=Category.BOUNDARY, preconditions="-", input="100",
                 expected="returns 1", evidence=["KT-1"]),
    ],  # fmt: skip
    open_questions=[OpenQuestion(id="Q-literal:a.sql:4:sql_condition", question="What do 3 and 5 mean?", refs=["a.sql:4"])],
    assumptions=["drafted offline"],
)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_round_trip(language):
    text = render_spec(SPEC, language=language, status=Status.APPROVED)
    assert parse_spec(text) == SPEC


def test_hand_written_japanese_table_any_column_order():
    text = """# 単体テスト仕様書

| 根拠 | No. | 期待結果 | 観点 | 区分 | 入力 | 前提条件 |
|---|---|---|---|---|---|---|
| KT-1, DR-2 | TC-001 | ValueError が送出されること | メール未入力 | 異常系 | email="" | なし |
"""
    spec = parse_spec(text)
    (case,) = spec.cases
    assert case.category is Category.ERROR
    assert case.evidence == ["KT-1", "DR-2"]
    assert case.perspective == "メール未入力" and case.input == 'email=""'


def test_bad_category_names_line():
    text = "| ID | Perspective | Category | Expected | Evidence |\n|---|---|---|---|---|\n| TC-001 | p | weird | e | KT-1 |\n"
    with pytest.raises(UtspecError) as err:
        parse_spec(text, "spec.md")
    assert err.value.one_line().startswith("spec.md:3: category 'weird'")


def test_no_table_is_an_error():
    with pytest.raises(UtspecError, match="no test case table"):
        parse_spec("# nothing here\n", "x.md")
