"""No crash, no silent loss: syntax errors, empty, huge, deeply nested and odd input."""

from __future__ import annotations

import pytest

from utspec.analyzers import analyze
from utspec.models import Kind, SourceText


def _an(text: str, path: str = "m.py"):
    return analyze([SourceText(path=path, text=text)])


@pytest.mark.parametrize("path", ["e.py", "e.java", "e.cs", "e.js", "e.ts", "e.tsx", "e.go", "e.sql", "e.yaml", "e.json"])
@pytest.mark.parametrize("text", ["", "\n\n", "   "])
def test_empty_files_give_nothing(path, text):
    a = _an(text, path)
    assert (a.items, a.notices) == ([], [])


def test_syntax_error_keeps_what_parses_and_names_the_line():
    a = _an("def f(x):\n    if x > 1:\n        raise ValueError()\n\ndef g(:\n    pass\n")
    assert {i.kind for i in a.items} >= {Kind.RAISE, Kind.BRANCH, Kind.BOUNDARY}
    assert [n.line for n in a.notices] == [5] and "syntax error" in a.notices[0].message


@pytest.mark.parametrize(
    ("path", "src", "error_line"),
    [("e.java", "class A { void m() { if (x > 1) { throw new E(); } int = ; } }\n", 1),
     ("e.go", "package p\nfunc f() {\n  if x > 1 { panic(1) }\n  x := := 2\n}\n", 4),
     ("e.js", "function f(x) {\n  if (x > 1) throw new Error();\n  let = = 2;\n}\n", 3)],
)  # fmt: skip
def test_syntax_errors_in_other_languages(path, src, error_line):
    a = _an(src, path)
    assert any(i.kind is Kind.RAISE for i in a.items)
    assert a.notices and a.notices[0].line == error_line


def _nested_python(depth: int) -> str:
    body = "".join(" " * (d + 1) + f"if x > {d}:\n" for d in range(depth))
    return "def f(x):\n" + body + " " * (depth + 1) + "return 1\n"


def test_deep_nesting_does_not_recurse():
    a = _an(_nested_python(500))
    assert sum(i.kind is Kind.BRANCH for i in a.items) == 500
    assert sum(i.kind is Kind.BOUNDARY for i in a.items) == 500
    assert [i.symbol for i in a.items if i.kind is Kind.BRANCH][-1] == "f"
    assert a.notices == []


def test_nesting_beyond_the_python_grammar_is_reported_not_lost_silently():
    # tree-sitter-python's indentation scanner gives up past ~510 levels: what parses is kept,
    # and a notice says the file did not parse whole.
    a = _an(_nested_python(1500))
    assert sum(i.kind is Kind.BRANCH for i in a.items) >= 500
    assert a.notices and "syntax error" in a.notices[0].message


def test_deep_nesting_in_a_brace_language():
    java = "class A { int m(int x) {" + "if (x > 1) {" * 1500 + "x++;" + "}" * 1500 + "return x; } }"
    a = _an(java, "A.java")
    assert sum(i.kind is Kind.BRANCH for i in a.items) == 1500
    assert a.notices == []


def test_deeply_nested_expression_and_braces():
    a = _an("x = " + "(" * 3000 + "1" + ")" * 3000 + "\n")
    assert a.items == []
    js = "function f(a){" + "if (a) {" * 800 + "return 1;" + "}" * 800 + "}"
    b = _an(js, "d.js")
    assert sum(i.kind is Kind.BRANCH for i in b.items) == 800
    assert not any(i.kind is Kind.EARLY_RETURN for i in b.items)  # the only return is the last statement


def test_a_long_expression_chain_hits_the_match_limit_with_a_notice_and_the_rest_is_read():
    # Generated code (Go's time/tzdata/zipdata.go) concatenates thousands of strings: without a
    # match limit the query ran for minutes; with it, the file gets a notice, not silence.
    chain = " +\n\t".join(f'"s{i}"' for i in range(3000))
    go = f"package p\n\nconst z = {chain}\n\nfunc f(x int) int {{\n\tif x > 3 {{\n\t\treturn 1\n\t}}\n\treturn 0\n}}\n"
    a = _an(go, "deep.go")
    assert {(i.kind, i.line) for i in a.items} >= {(Kind.BRANCH, 3005), (Kind.BOUNDARY, 3005), (Kind.EARLY_RETURN, 3006)}
    (notice,) = a.notices
    assert notice.file == "deep.go" and "match limit" in notice.message


def test_deep_yaml_and_json():
    deep_yaml = "".join("  " * d + f"k{d}:\n" for d in range(300)) + "  " * 300 + "timeout: 5\n"
    (item,) = _an(deep_yaml, "c.yaml").items
    assert item.line == 301 and item.values == [5]
    deep_json = '{"a":' * 2000 + '{"retry": 3}' + "}" * 2000
    (item,) = _an(deep_json, "c.json").items
    assert item.values == [3]


def test_five_megabyte_file():
    block = (
        'def handler_{n}(event, context):\n'
        '    """Handle one event: validate it, then store it.\n\n    The docstring is long, like real ones.\n    """\n'
        '    payload = event.get("payload", {{}})  # a comment that is longer than the code around it\n'
        '    headers = {{"x-request-id": context.request_id, "content-type": "application/json"}}\n'
        '    if payload.get("size", 0) > {n}:\n'
        '        raise ValueError("payload too large")\n'
        '    return store(payload, headers)\n\n\n'
    )
    src = "".join(block.format(n=n) for n in range(14_500))
    assert len(src.encode()) > 5_000_000
    a = _an(src, "big.py")
    assert sum(i.kind is Kind.RAISE for i in a.items) == 14_500
    assert sum(i.kind is Kind.BOUNDARY for i in a.items) == 14_500
    assert len({i.id for i in a.items}) == len(a.items)


def test_non_ascii_source_keeps_columns_and_text():
    src = "def 登録(メール):\n    if not メール:\n        raise ValueError('メールは必須です')\n    return メール\n"
    a = _an(src)
    (r,) = [i for i in a.items if i.kind is Kind.RAISE]
    assert r.text == "raise ValueError('メールは必須です')" and r.symbol == "登録" and r.line == 3


def test_invalid_sql_gives_notice_and_rest_is_analysed():
    a = _an("SELECT * FROM t WHERE a = 1;\nSELEC x y z;\nDELETE FROM t WHERE b = 2;\n", "q.sql")
    assert [i.id for i in a.items] == ["q.sql:1:sql_condition", "q.sql:3:sql_condition", "q.sql:3:sql_write"]
    assert [(n.line, n.message.split(":")[0]) for n in a.notices] == [(2, "SQL statement 1 could not be analysed")]
    assert a.notices[0].reason == "sql_unparsed"
    assert [i.statement_index for i in a.items] == [0, 2, 2]


@pytest.mark.parametrize(("path", "text"), [("c.yaml", "a: [1, 2\nb: 3\n"), ("c.json", '{"a": 1,\n "b": }\n')])
def test_invalid_config_is_a_notice(path, text):
    a = _an(text, path)
    assert a.items == [] and a.notices[0].line == 2


def test_unknown_file_type_is_reported_not_analysed():
    a = _an("whatever", "notes.txt")
    assert a.items == [] and a.notices[0].message.startswith("no analyzer")


def test_deeply_nested_sql_is_a_notice_and_the_rest_is_read():
    # sqlglot parses recursively: a few hundred levels of parentheses exhaust the stack.
    deep = "(" * 3000 + "a = 1" + ")" * 3000
    a = _an(f"SELECT 1;\nSELECT * FROM t WHERE {deep};\nDELETE FROM t WHERE b = 2;\n", "q.sql")
    assert [(i.line, i.kind.value) for i in a.items] == [(3, "sql_condition"), (3, "sql_write")]
    assert [(n.line, n.message) for n in a.notices] == [(2, "SQL statement 1 could not be analysed: nested too deeply for the SQL parser")]
    code = f"def f(cur):\n    cur.execute('SELECT * FROM t WHERE {deep}')\n    if cur:\n        raise E\n"
    b = _an(code, "m.py")
    assert [(i.line, i.kind.value) for i in b.items] == [(2, "call"), (3, "branch"), (4, "raise")]
    assert [n.line for n in b.notices] == [2]


@pytest.mark.parametrize(
    ("name", "text", "encoding", "expected"),
    # Latin-1 'éb' is also a valid CP932 pair: CP932 is weighed in the guess, not tried first.
    [("q.sql", "SELECT id FROM t WHERE city = 'Québec';\n", "latin-1", ("sql_condition", ["Québec"])),
     ("c.yaml", "# réglages\ntimeout: 5\n", "cp1252", ("config", [5])),
     ("m.py", "def f(x):\n    if x > 1:\n        raise ValueError('trop élevé')\n", "latin-1", ("raise", None))],
)  # fmt: skip
def test_non_utf8_files_are_decoded_not_lost(tmp_path, name, text, encoding, expected):
    import json

    from typer.testing import CliRunner

    from utspec.cli import checklist as _registers  # noqa: F401 - registers the command
    from utspec.cli.app import app

    (tmp_path / name).write_bytes(text.encode(encoding))
    res = CliRunner().invoke(app, ["checklist", str(tmp_path / name), "--format", "json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    kind, values = expected
    (item,) = [i for i in data["items"] if i["kind"] == kind]
    assert values is None or item["values"] == values
    if kind == "raise":
        assert item["text"] == "raise ValueError('trop élevé')"


def test_analysis_restores_the_callers_gc_thresholds():
    import gc

    before = gc.get_threshold()
    gc.set_threshold(123, 4, 5)
    try:
        seen: list[tuple[int, ...]] = []
        real = gc.set_threshold

        def spy(*args: int) -> None:
            seen.append(args)
            real(*args)

        gc.set_threshold = spy  # type: ignore[assignment]
        try:
            _an("def f(x):\n    if x > 1:\n        return 2\n    return 3\n")
        finally:
            gc.set_threshold = real  # type: ignore[assignment]
        assert seen[0][0] > 123 and seen[0][1:] == (4, 5)  # raised for the analysis...
        assert gc.get_threshold() == (123, 4, 5)  # ...and the caller's setting is back after it
    finally:
        gc.set_threshold(*before)
