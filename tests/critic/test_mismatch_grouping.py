"""design-code-mismatch asks once per thing and statements, listing every place, and not about a table.

jpholiday (a Japanese holiday calendar, read in /tmp, not committed): "2026年までの祝日は…動作確認済み"
read as a limit on `year` gave twelve questions quoting the same statement, one per era comparison
(`date.year >= 1967`, `< 1973`, `<= 1999`, …). A person answers a conflict once; and a thing compared with
many numbers is a table of values, not one limit the statement restates.
"""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.critic.checks import design_code_mismatch
from utspec.critic.review_input import ReviewInput
from utspec.models import Answer, OpenQuestion, Requirement, SourceText, TestSpec

TWO = """def accept(weight):
    if weight > 25:
        raise ValueError("E003")
    return True


def quote(weight):
    if weight > 20:
        return 1200
    return 800
"""

TABLE = """def fee(weight):
    if weight <= 2:
        return 700
    if weight <= 5:
        return 900
    if weight <= 10:
        return 1200
    if weight <= 20:
        return 1500
    return 2000
"""

DESIGN = Requirement(id="DR-1", file="d.md", line=3, kind="bullet", text="重量が30kgを超える荷物は E003 で拒否する。")


def _questions(code: str, answers: list[Answer] | None = None) -> list[OpenQuestion]:
    sources = [SourceText(path="w.py", text=code)]
    inp = ReviewInput(spec=TestSpec(designer="rule-based", cases=[]), checklist=analyze(sources).items, requirements=[DESIGN], key_items=[],
                      sources=sources, language="ja", answers=answers or [])  # fmt: skip
    return [q for q in design_code_mismatch.check(inp) if isinstance(q, OpenQuestion)]


def test_one_question_lists_every_place_of_the_thing() -> None:
    qs = _questions(TWO)
    assert len(qs) == 1, [q.question for q in qs]
    q = qs[0]
    assert q.id == "Q-design-code-mismatch:w.py:2:boundary"
    assert q.refs == ["w.py:2:boundary", "w.py:8:boundary", "DR-1"]
    assert q.places == ["w.py:2", "w.py:8", "d.md:3"]
    assert "2 か所" in q.question and "w.py:2 では 25 を超える" in q.question and "w.py:8 では 20 を超える" in q.question
    assert q.values == ["30", "25", "20"]


def test_an_answer_to_the_grouped_question_settles_every_place() -> None:
    q = _questions(TWO)[0]
    answer = Answer(id="ANS-1", question=q.id, text="コード", refs=q.refs, effect="code_right")
    assert _questions(TWO, [answer]) == []


def test_a_table_of_values_is_no_limit_to_restate() -> None:
    assert _questions(TABLE) == []  # 2, 5, 10, 20: bands of a fee table, none of which "30kg" restates


def test_a_tables_literals_stay_unexplained_literals_to_ask() -> None:
    def conflicting(code: str) -> frozenset[str]:
        sources = [SourceText(path="w.py", text=code)]
        inp = ReviewInput(spec=TestSpec(designer="rule-based", cases=[]), checklist=analyze(sources).items,
                          requirements=[DESIGN], key_items=[], sources=sources, language="ja")  # fmt: skip
        return design_code_mismatch.conflicting_items(inp)

    assert conflicting(TWO) == {"w.py:2:boundary", "w.py:8:boundary"}  # asked here: not asked again as literals
    assert conflicting(TABLE) == frozenset()  # not asked here: the literal check may ask what 2, 5, 10, 20 mean
