"""The config's `analysis:` section: validated like the rest, and honoured by checklist, run and review."""

from __future__ import annotations

import json
from typing import get_args

import pytest
from sqlglot.dialects.dialect import Dialect
from typer.testing import CliRunner

from utspec.cli import (
    app,
    checklist,  # noqa: F401 - registers `checklist`
)
from utspec.config import SqlDialect, parse_config
from utspec.errors import UtspecError

BASE = "input:\n  design_paths: [d.md]\n  source_paths: [s.py]\n"


def test_every_dialect_name_is_one_sqlglot_knows():
    for name in get_args(SqlDialect):
        if name != "generic":
            Dialect.get_or_raise(name)


@pytest.mark.parametrize(
    ("section", "line", "key"),
    [("analysis:\n  sql_dialect: postgresql\n", 5, "analysis.sql_dialect"),
     ("analysis:\n  must_cover:\n    loops: true\n", 6, "analysis.must_cover.loops"),
     ("analysis:\n  dialect: mysql\n", 5, "analysis.dialect")],
)  # fmt: skip
def test_a_bad_analysis_setting_names_its_key_and_line(section, line, key):
    with pytest.raises(UtspecError) as err:
        parse_config(BASE + section, "c.yaml")
    assert (err.value.line, err.value.field) == (line, key)


def test_settings_become_analyzer_options():
    cfg = parse_config(BASE + "analysis:\n  sql_dialect: mysql\n  sql_calls: runSql\n  must_cover: {loop: true}\n", "c")
    options = cfg.analysis.analyzer_options()
    assert options.sql_dialect == "mysql" and "runSql" in options.sql_call_names and "execute" in options.sql_call_names
    assert parse_config(BASE, "c").analysis.analyzer_options().sql_dialect is None  # generic


def _checklist(tmp_path, config_text: str | None, *extra: str) -> tuple[list[dict], list[dict]]:
    src = tmp_path / "s.py"
    src.write_text('def f(db, xs):\n    for x in xs:\n        db.runSql("SELECT 1 FROM t WHERE a ~ \'^x\' AND b = 2")\n',
                   encoding="utf-8")  # fmt: skip
    args = ["checklist", str(src), "--format", "json", *extra]
    if config_text is not None:
        (tmp_path / "c.yaml").write_text(BASE + config_text, encoding="utf-8")
        args += ["--config", str(tmp_path / "c.yaml")]
    res = CliRunner().invoke(app, args)
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout[res.stdout.index("{") :])
    return data["items"], data["notices"]


def test_checklist_takes_sql_calls_and_dialect_from_the_config(tmp_path):
    items, _ = _checklist(tmp_path, None)
    assert [i["kind"] for i in items] == ["loop"]  # runSql is no SQL call by default
    items, notices = _checklist(tmp_path, "analysis:\n  sql_calls: [runSql]\n")
    assert [(i["kind"], i["column"]) for i in items] == [("loop", None), ("sql_condition", "b")]
    assert [n["reason"] for n in notices] == ["sql_dialect"]  # `~` parses only as postgres
    _, notices = _checklist(tmp_path, "analysis:\n  sql_calls: [runSql]\n  sql_dialect: postgres\n")
    assert notices == []
    _, notices = _checklist(tmp_path, "analysis:\n  sql_calls: [runSql]\n  sql_dialect: postgres\n", "--dialect", "generic")
    assert [n["reason"] for n in notices] == ["sql_dialect"]  # --dialect wins over the config


def test_checklist_rejects_an_unknown_dialect_in_one_line(tmp_path):
    (tmp_path / "q.sql").write_text("SELECT 1;\n", encoding="utf-8")
    res = CliRunner().invoke(app, ["checklist", str(tmp_path / "q.sql"), "--dialect", "postgresql"])
    assert res.exit_code != 0 and "unknown SQL dialect 'postgresql'" in res.output and "Traceback" not in res.output
