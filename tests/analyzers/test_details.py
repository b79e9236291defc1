from __future__ import annotations

import pytest

from utspec.analyzers import analyze
from utspec.analyzers.boundary import test_values as on_off
from utspec.models import Kind, SourceText


@pytest.mark.parametrize(
    ("op", "value", "literal", "expected"),
    [(">", 100, "100", [100, 101]), (">=", 1000, "1000", [999, 1000]), ("<", 10, "10", [9, 10]),
     ("<=", 10, "10", [10, 11]), ("==", 7, "7", [6, 7, 8]), (">", 0.5, "0.5", [0.5, 0.6]),
     (">=", 1.25, "1.25", [1.24, 1.25])],
)  # fmt: skip
def test_on_off_points(op, value, literal, expected):
    assert on_off(op, value, literal) == expected


def _items(src: str, path: str = "m.py"):
    return analyze([SourceText(path=path, text=src)])


def test_literal_on_the_left_flips_and_symbol_is_qualified():
    a = _items("class C:\n    def m(self, x):\n        if 10 <= x:\n            return 1\n        return 2\n")
    b = next(i for i in a.items if i.kind is Kind.BOUNDARY)
    assert (b.operator, b.value, b.test_values, b.symbol) == (">=", 10, [9, 10], "C.m")
    assert b.effect == "return 1"


def test_handler_effect_names_what_is_skipped():
    src = "def f():\n    try:\n        a()\n        log('ok')\n    except E as ex:\n        print(ex)\n"
    (h,) = [i for i in _items(src).items if i.kind is Kind.HANDLER]
    assert h.effect == "print(ex) (not re-raised) | skipped: log('ok')"


def test_reraising_handler_is_not_marked_swallowed():
    src = "def f():\n    try:\n        a()\n    except E:\n        cleanup()\n        raise\n"
    (h,) = [i for i in _items(src).items if i.kind is Kind.HANDLER]
    assert "not re-raised" not in h.effect


def test_final_return_is_not_early():
    src = "def f(x):\n    if x:\n        y = 1\n    return x\n"
    assert not [i for i in _items(src).items if i.kind is Kind.EARLY_RETURN]


def test_ids_unique_for_two_items_of_a_kind_on_one_line():
    a = _items("def f(x, y):\n    return (x > 1) and (y < 2)\n")
    ids = [i.id for i in a.items if i.kind is Kind.BOUNDARY]
    assert ids == ["m.py:2:boundary", "m.py:2:boundary#2"]


def test_syntax_error_keeps_what_parses():
    a = _items("def f(x):\n    if x > 1:\n        raise ValueError()\n\ndef g(:\n    pass\n")
    assert any(i.kind is Kind.RAISE for i in a.items)
    assert any("syntax error" in n.message for n in a.notices)


def test_deep_nesting_does_not_recurse():
    depth = 400
    src = "def f(x):\n" + "".join("    " * (d + 1) + f"if x > {d}:\n" for d in range(depth)) + "    " * (depth + 1) + "return 1\n"
    a = _items(src)
    assert sum(i.kind is Kind.BRANCH for i in a.items) == depth


def test_invalid_sql_is_reported_and_rest_analysed():
    a = _items("SELECT * FROM t WHERE a = 1;\nSELEC x y z;\nDELETE FROM t WHERE b = 2;\n", "q.sql")
    assert [i.id for i in a.items] == ["q.sql:1:sql_condition", "q.sql:3:sql_condition", "q.sql:3:sql_write"]
    assert [(n.line, n.message.split(":")[0]) for n in a.notices] == [(2, "invalid SQL (statement 1)")]
    assert [i.statement_index for i in a.items] == [0, 2, 2]
