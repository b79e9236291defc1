"""Every shipped query compiles against its grammar and speaks only the documented vocabulary."""

from __future__ import annotations

import pytest

from utspec.analyzers import language_for
from utspec.analyzers import ts_adapter as ts
from utspec.analyzers.code import READERS, VOCABULARY, _main_capture
from utspec.analyzers.registry import CODE_LANGUAGES
from utspec.resources import rule_file, rules_dir


@pytest.mark.parametrize("spec", CODE_LANGUAGES, ids=lambda s: s.name)
def test_query_compiles_and_uses_the_vocabulary(spec):
    grammar = ts.load(spec.grammar, rule_file("queries", spec.query_file))
    names = {n for n in ts.capture_names(grammar) if not n.startswith("_")}
    assert names <= VOCABULARY, f"{spec.query_file}: undocumented captures {sorted(names - VOCABULARY)}"
    assert {"branch", "raise", "return", "boundary", "scope.function"} <= names


def test_every_shipped_query_file_belongs_to_a_language():
    shipped = {p.name for p in (rules_dir() / "queries").glob("*.scm")}
    assert shipped == {s.query_file for s in CODE_LANGUAGES}


def test_every_main_capture_has_a_reader():
    mains = {n for n in VOCABULARY if _main_capture([n, *[m for m in VOCABULARY if m.startswith(n + ".")]]) == n}
    assert {n for n in VOCABULARY if "." not in n or n.startswith("scope.") and n.count(".") == 1} <= set(READERS)
    assert set(READERS) <= mains


def test_a_broken_query_names_the_file(tmp_path):
    bad = tmp_path / "bad.scm"
    bad.write_text("(if_statement condition: (no_such_node)) @branch\n")
    with pytest.raises(ts.QueryError, match="bad.scm"):
        ts.load("python", bad)


@pytest.mark.parametrize(
    ("path", "language"),
    [("a/b.py", "python"), ("X.java", "java"), ("P.cs", "csharp"), ("m.mjs", "javascript"), ("c.ts", "typescript"),
     ("v.tsx", "tsx"), ("g.go", "go"), ("q.SQL", "sql"), ("c.yml", "yaml"), ("p.json", "json"), ("README.md", None),
     ("Makefile", None)],
)  # fmt: skip
def test_language_for(path, language):
    assert language_for(path) == language


def test_typescript_inherits_the_javascript_patterns_once():
    js = rule_file("queries", "javascript.scm").read_text(encoding="utf-8")
    ts_only = rule_file("queries", "typescript.scm").read_text(encoding="utf-8")
    assert "(throw_statement) @raise" not in ts_only, "typescript.scm should inherit, not copy, the JS patterns"
    combined = ts.query_source(rule_file("queries", "typescript.scm"))
    assert combined.count("(throw_statement) @raise") == js.count("(throw_statement) @raise") == 1
    assert "(interface_declaration" in combined


def test_inherits_resolves_chains_and_diamonds_each_file_once(tmp_path):
    (tmp_path / "base.scm").write_text("(comment) @_base\n")
    (tmp_path / "mid.scm").write_text("; inherits: base\n(identifier) @_mid\n")
    (tmp_path / "other.scm").write_text(";; inherits: base\n(integer) @_other\n")
    (tmp_path / "top.scm").write_text("; about this file\n; inherits: mid, other\n\n(string) @_top\n; inherits: nope\n")
    src = ts.query_source(tmp_path / "top.scm")
    assert [ln for ln in src.splitlines() if "@" in ln] == ["(comment) @_base", "(identifier) @_mid", "(integer) @_other",
                                                          "(string) @_top"]  # fmt: skip
    ts.load("python", tmp_path / "top.scm")  # the combined text compiles


def test_inherits_a_missing_file_or_a_cycle_names_the_file(tmp_path):
    (tmp_path / "a.scm").write_text("; inherits: missing\n")
    with pytest.raises(ts.QueryError, match=r"a\.scm: inherited query missing\.scm not found"):
        ts.query_source(tmp_path / "a.scm")
    (tmp_path / "b.scm").write_text("; inherits: c\n")
    (tmp_path / "c.scm").write_text("; inherits: b\n")
    with pytest.raises(ts.QueryError, match=r"inherits itself through b\.scm -> c\.scm -> b\.scm"):
        ts.query_source(tmp_path / "b.scm")
