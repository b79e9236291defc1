"""Issue 10, done-when: SQL kept in a Java constant still makes `utspec run` ask what its codes mean."""

from __future__ import annotations

from typer.testing import CliRunner

from utspec.cli import (
    app,
    run_cmd,  # noqa: F401 - registers `run`
)
from utspec.models import TestSpec

JAVA = """\
package shop;

import java.sql.Connection;
import java.sql.PreparedStatement;

public class PendingOrderDao {
    private static final String SQL =
        "SELECT id, total FROM orders "
        + "WHERE status IN (3, 5)";

    public PreparedStatement pending(Connection conn) throws Exception {
        return conn.prepareStatement(SQL);
    }
}
"""

DESIGN = """\
# Pending orders

- The nightly job re-examines the pending orders that `PendingOrderDao.pending` selects.
"""

CONFIG = """\
input:
  design_paths: ["design.md"]
  source_paths: ["src/**/*.java"]
language: en
"""


def _project(tmp_path, design: str = DESIGN):
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "PendingOrderDao.java").write_text(JAVA, encoding="utf-8")
    (tmp_path / "design.md").write_text(design, encoding="utf-8")
    (tmp_path / "config.yaml").write_text(CONFIG, encoding="utf-8")
    return tmp_path / "config.yaml"


def test_sql_in_a_java_constant_makes_run_ask_what_3_and_5_mean(tmp_path):
    config = _project(tmp_path)
    res = CliRunner().invoke(app, ["run", "--config", str(config), "--out", str(tmp_path / "out")])
    assert res.exit_code == 3, res.output  # HUMAN_CLARIFICATION_REQUIRED
    spec = TestSpec.model_validate_json((tmp_path / "out" / "spec.json").read_text(encoding="utf-8"))
    asked = [q for q in spec.open_questions if q.id.startswith("Q-literal:")]
    assert len(asked) == 1, spec.open_questions
    # The item sits on the literal's line inside the constant (9), not on the call (12).
    assert asked[0].refs == ["src/PendingOrderDao.java:9:sql_condition"]
    assert "What do status 3 and 5 mean" in asked[0].question


def test_a_design_that_explains_the_codes_asks_nothing_about_them(tmp_path):
    design = DESIGN + "\n| status | meaning |\n|---|---|\n| 3 | awaiting payment |\n| 5 | on hold |\n"
    config = _project(tmp_path, design)
    CliRunner().invoke(app, ["run", "--config", str(config), "--out", str(tmp_path / "out")])
    spec = TestSpec.model_validate_json((tmp_path / "out" / "spec.json").read_text(encoding="utf-8"))
    assert not [q for q in spec.open_questions if q.id.startswith("Q-literal:")]


def test_a_statement_no_dialect_parses_is_named_in_the_console_and_the_spec(tmp_path):
    config = _project(tmp_path)
    (tmp_path / "src" / "q.sql").write_text("DELETE FROM t WHERE a = 1;\nSELEC nonsense here;\n", encoding="utf-8")
    text = config.read_text(encoding="utf-8").replace('["src/**/*.java"]', '["src/**/*.java", "src/*.sql"]')
    config.write_text(text + "analysis:\n  sql_dialect: postgres\n", encoding="utf-8")
    res = CliRunner().invoke(app, ["run", "--config", str(config), "--out", str(tmp_path / "out")])
    assert "src/q.sql:2: SQL statement 1 could not be analysed" in res.output
    spec_md = (tmp_path / "out" / "unit-test-specification.md").read_text(encoding="utf-8")
    assert "1 statement could not be analysed: src/q.sql:2" in spec_md
