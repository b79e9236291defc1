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
