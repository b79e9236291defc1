"""Fields the line-based fixtures cannot show: call sites, line mapping, what is not followed."""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.models import Kind, SourceText


def _sql(path: str, text: str) -> list[tuple[int, str, str | None]]:
    items = analyze([SourceText(path=path, text=text)]).items
    return [(i.line, i.text, i.call_site) for i in items if i.kind is Kind.SQL_CONDITION]


def test_items_sit_on_their_literals_and_carry_the_call_site():
    java = ('class D {\n  static final String A = "SELECT id FROM t "\n    + "WHERE k = 1";\n'
            '  void m(Connection c) {\n    c.prepareStatement(A);\n  }\n}\n')  # fmt: skip
    assert _sql("D.java", java) == [(3, "k = 1", "D.java:5")]


def test_a_constant_defined_after_its_use_is_found():
    java = 'class D {\n  void m(Connection c) { c.prepareStatement(A); }\n  static final String A = "SELECT 1 FROM t WHERE k = 2";\n}\n'
    assert _sql("D.java", java) == [(3, "k = 2", "D.java:2")]


def test_the_assignment_in_force_at_the_call_wins():
    py = 'def f(cur):\n    q = "SELECT 1 FROM t WHERE a = 1"\n    cur.execute(q)\n    q = "SELECT 1 FROM t WHERE b = 2"\n    cur.execute(q)\n'
    assert _sql("f.py", py) == [(2, "a = 1", "f.py:3"), (4, "b = 2", "f.py:5")]


def test_names_that_never_hold_a_string_give_nothing_and_cycles_stop():
    py = "def f(cur, sql):\n    cur.execute(sql)\n    a = b\n    b = a\n    cur.execute(a)\n"
    assert _sql("f.py", py) == []


def test_a_string_that_is_no_sql_is_not_read():
    py = 'MSG = "hello there, friend"\ndef f(cur):\n    cur.execute(MSG)\n'
    a = analyze([SourceText(path="f.py", text=py)])
    assert [i for i in a.items if i.kind is Kind.SQL_CONDITION] == [] and a.notices == []


def test_an_inline_literal_carries_its_call_site_too():
    py = 'def f(cur):\n    cur.execute(\n        "SELECT 1 FROM t WHERE a = 1")\n'
    assert _sql("f.py", py) == [(3, "a = 1", "f.py:2")]
