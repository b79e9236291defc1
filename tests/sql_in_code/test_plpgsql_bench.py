"""The PL/pgSQL benchmark can fail: its truth (pglast) disagrees as soon as the reader is broken on purpose."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "tests" / "analyzers" / "fixtures" / "plpgsql.sql"


@pytest.fixture
def bench(monkeypatch):
    pytest.importorskip("pglast")
    monkeypatch.syspath_prepend(str(ROOT / "bench"))
    import accuracy_plpgsql  # noqa: PLC0415

    yield accuracy_plpgsql
    sys.modules.pop("accuracy_plpgsql", None)


def test_the_fixture_agrees_with_postgresql_s_own_parser(bench, capsys):
    assert bench.main([str(FIXTURE)]) == 0, capsys.readouterr().out
    out = capsys.readouterr().out
    assert "1 PL/pgSQL functions pglast parses" in out
    assert "raise                 2        2        2   1.000     1.000" in out


def test_a_reader_that_ignores_raise_exception_fails_the_benchmark(bench, capsys, monkeypatch):
    from utspec.analyzers import plpgsql

    monkeypatch.setattr(plpgsql, "_REPORT_LEVELS", plpgsql._REPORT_LEVELS | {"EXCEPTION"})
    assert bench.main([str(FIXTURE)]) == 1
    assert "raise                 2        1        1   0.500" in capsys.readouterr().out


def test_a_reader_that_keeps_into_fails_the_sql_figures(bench, capsys, monkeypatch):
    from utspec.analyzers import plpgsql

    monkeypatch.setattr(plpgsql._Reader, "_without_into", lambda self, i, end: self.text(i, end))
    assert bench.main([str(FIXTURE)]) == 1
    assert "sql_condition" in capsys.readouterr().out
