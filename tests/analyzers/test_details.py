from __future__ import annotations

import pytest

from utspec.analyzers import analyze
from utspec.analyzers.boundary import test_values as on_off
from utspec.models import ChecklistItem, Kind, SourceText


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


# --- numbers and on/off points -------------------------------------------------------------


@pytest.mark.parametrize(
    ("literal", "value"),
    [("1_000", 1000), ("0x1F", 31), ("100L", 100), ("017", 15), ("2.5f", 2.5), ("1e3", 1000.0), ("10u", 10),
     ("-3", -3), ("0o17", 15), ("1.5m", 1.5), ("abc", None), ("", None)],
)  # fmt: skip
def test_parse_number(literal, value):
    from utspec.analyzers.boundary import parse_number

    assert parse_number(literal) == value


def test_negative_and_float_boundaries_step_by_the_written_decimal():
    a = _items("def f(x):\n    if x < -2.50:\n        return 1\n    return 0\n")
    (b,) = [i for i in a.items if i.kind is Kind.BOUNDARY]
    assert (b.operator, b.value, b.test_values) == ("<", -2.5, [-2.51, -2.5])


# --- SQL -----------------------------------------------------------------------------------


def test_sql_at_a_call_site_is_placed_on_its_own_line():
    src = 'def f(cur):\n    cur.execute("""\n        SELECT id FROM orders\n        WHERE status = 3\n    """)\n'
    a = _items(src)
    (c,) = [i for i in a.items if i.kind is Kind.SQL_CONDITION]
    assert (c.line, c.column, c.op, c.values, c.symbol, c.language) == (4, "status", "=", [3], "f", "python")


def test_prose_passed_to_text_is_not_sql():
    from utspec.analyzers.sql import looks_like_prose

    assert looks_like_prose("select a friend from the list")
    assert not looks_like_prose("SELECT name FROM users u")
    assert not looks_like_prose("SELECT * FROM t WHERE a = 1")
    a = _items('def f(db):\n    db.text("select a friend from the list where the sun is up")\n')
    assert [i for i in a.items if i.kind.value.startswith("sql")] == []


def test_set_is_not_a_condition_and_write_has_table():
    a = _items("UPDATE shop.orders SET status = 1, note = 'x' WHERE id = 7;\n", "q.sql")
    assert [(i.kind.value, i.column, i.table) for i in a.items] == [("sql_condition", "id", None),
                                                                   ("sql_write", None, "shop.orders")]  # fmt: skip


def test_case_when_in_a_select_list_maps_values():
    a = _items("SELECT CASE status WHEN 3 THEN 'a' WHEN 5 THEN 'b' END FROM t;\n", "q.sql")
    assert [(i.column, i.op, i.values) for i in a.items] == [("status", "=", [3]), ("status", "=", [5])]
    assert [i.id for i in a.items] == ["q.sql:1:sql_case", "q.sql:1:sql_case#2"]
    assert [i.effect for i in a.items] == ["evaluates to 'a'", "evaluates to 'b'"]


def test_case_when_inside_a_where_filters_rows():
    a = _items("SELECT id FROM t WHERE CASE WHEN kind = 'x' THEN a ELSE b END > 0\n  AND id IN (SELECT r FROM u\n"
               "  WHERE CASE status WHEN 3 THEN 1 END = 1);\n", "q.sql")  # fmt: skip
    kinds = {(i.line, i.column): i.kind.value for i in a.items}
    assert kinds[(1, "kind")] == kinds[(3, "status")] == "sql_condition"
    assert "sql_case" not in kinds.values()


def test_sql_dialect_option_is_used():
    from utspec.analyzers import AnalyzerOptions

    text = "SELECT TOP 5 id FROM t WHERE [status] = 3;\n"
    assert analyze([SourceText(path="q.sql", text=text)], AnalyzerOptions(sql_dialect="tsql")).items[0].column == "[status]"


# --- config --------------------------------------------------------------------------------


def test_config_words_are_configurable():
    from utspec.analyzers import AnalyzerOptions

    text = "owner: a\nsla: 5\n"
    assert analyze([SourceText(path="c.yaml", text=text)]).items == []
    (i,) = analyze([SourceText(path="c.yaml", text=text)], AnalyzerOptions(config_words=("sla",))).items
    assert (i.id, i.symbol, i.values) == ("c.yaml:2:config", "sla", [5])


# --- calls, must-cover, early returns --------------------------------------------------------


def test_call_patterns_are_configurable_and_advisory():
    from utspec.analyzers import AnalyzerOptions

    src = "def f(api):\n    api.charge(1)\n    requests.post('u')\n"
    default = [i for i in _items(src).items if i.kind is Kind.CALL]
    assert [i.line for i in default] == [3] and not default[0].must_cover
    opts = AnalyzerOptions(call_patterns=("*.charge",), must_cover={Kind.CALL: True})
    (c,) = [i for i in analyze([SourceText(path="m.py", text=src)], opts).items if i.kind is Kind.CALL]
    assert (c.line, c.must_cover, c.effect) == (2, True, "api.charge(1)")


def test_early_return_rules():
    src = (
        "def f(x):\n"
        "    for i in x:\n"
        "        if i:\n"
        "            return i\n"          # 4: early (inside loop and if)
        "    try:\n"
        "        return g()\n"            # 6: early (inside try, code follows)
        "    finally:\n"
        "        close()\n"
        "    def inner():\n"
        "        return 1\n"              # 10: not nested within its own function
        "    if x:\n"
        "        return 2\n"              # 12: early (else follows)
        "    else:\n"
        "        return 3\n"              # 14: the final statement
    )
    a = _items(src)
    assert [i.line for i in a.items if i.kind is Kind.EARLY_RETURN] == [4, 6, 12]


def test_module_level_raise_is_not_an_early_return():
    a = _items("import sys\nif sys.version_info < (3, 8):\n    raise ImportError('old')\nX = 1\n")
    assert {i.kind for i in a.items} == {Kind.BRANCH, Kind.RAISE}


def test_items_are_sorted_unique_and_valid():
    from pathlib import Path

    fixtures = Path(__file__).parent / "fixtures"
    files = [SourceText(path=p.name, text=p.read_text(encoding="utf-8")) for p in sorted(fixtures.glob("*.*"))
             if p.suffix != ".expect"]  # fmt: skip
    items = analyze(files).items
    assert len({i.id for i in items}) == len(items)
    assert items == sorted(items, key=lambda i: (i.file, i.line, i.kind.value, i.id))
    for i in items:  # every item re-validates: the analyzers only build what the model allows
        assert ChecklistItem.model_validate(i.model_dump()) == i
        assert "\n" not in i.text and len(i.text) <= 200 and (i.effect is None or len(i.effect) <= 200)


def test_enclosing_ranges_outermost_first():
    from utspec.analyzers.scopes import enclosing

    ranges = [(0, 100, "A"), (10, 20, "B"), (30, 40, "C"), (32, 35, "D"), (200, 300, "E")]
    points = [35, 5, 33, 15, 150, 250, 20]
    assert enclosing(ranges, points) == [["A", "C"], ["A"], ["A", "C", "D"], ["A", "B"], [], ["E"], ["A"]]


def test_go_recover_in_an_if_header_is_one_handler_with_its_body():
    src = "package p\n\nfunc f() {\n\tdefer func() {\n\t\tif r := recover(); r != nil {\n\t\t\tlog(r)\n\t\t}\n\t}()\n}\n"
    (h,) = [i for i in _items(src, "g.go").items if i.kind is Kind.HANDLER]
    assert (h.line, h.effect) == (5, "log(r) (not re-raised)")


@pytest.mark.parametrize(
    ("path", "src", "want"),
    [
        ("h.ts", "function f(h) {\n  const a = h.get('X') // GitHub\n    ?? h.get('Y'); // Twitter\n  return a;\n}\n",
         "h.get('X') ?? h.get('Y')"),
        ("p.py", "def f(a, b):\n    if (a > 1  # the first limit\n            and b < 2):\n        return 1\n    return 0\n",
         "a > 1 and b < 2"),
        ("u.ts", "function f(u) {\n  if (u === 'http://x' ||\n      u === 'b') {\n    return 1;\n  }\n  return 0;\n}\n",
         "u === 'http://x' || u === 'b'"),
        # kansuji 1.1.0: `code === /* "1" */0x31` on one line; the boundary case's input named the comment as its operand
        ("k.js", "function f(code) {\n  if (code === /* \"1\" */0x31 && x) {\n    return 1;\n  }\n  return 0;\n}\n",
         "code === 0x31 && x"),
        ("m.ts", "function f(t) {\n  if (t === '*/*' || t === 'a/*b') {\n    return 1;\n  }\n  return 0;\n}\n",
         "t === '*/*' || t === 'a/*b'"),
    ],
)  # fmt: skip
def test_comments_inside_a_multi_line_condition_are_not_part_of_its_text(path: str, src: str, want: str) -> None:
    # ky's `headers.get('X-RateLimit-Reset') // GitHub ?? …` read on one line as if the rest were a comment
    texts = [i.text for i in _items(src, path).items if i.kind is Kind.BRANCH]
    assert want in texts


@pytest.mark.parametrize(
    ("src", "symbol"),
    [
        # textlint-rule-no-doubled-joshi's token-utils.ts: the returned matcher's condition is the matcher's own,
        # and `create読点Matcher` "returned" the whole function's source text as its expected result.
        ("export const make = (chars) => {\n  return function isComma(t) {\n    if (chars.includes(t)) { return 1; }\n"
         "    return 2;\n  };\n};\n", "make.isComma"),
        ("const f = function g(x) {\n  if (x > 1) { return 2; }\n  return 3;\n};\n", "f"),  # the variable's name
    ],
)  # fmt: skip
def test_a_named_function_expression_names_its_scope(src: str, symbol: str) -> None:
    (b,) = [i for i in _items(src, "m.ts").items if i.kind is Kind.BRANCH]
    assert b.symbol == symbol
