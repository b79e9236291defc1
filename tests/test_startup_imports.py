"""Light command paths import no heavy library (issue 17: `--help` < 0.3 s, offline `run` without litellm).

Each case runs the CLI in a fresh interpreter and lists which heavy top-level packages ended up in
`sys.modules`. A lazy import that someone turns back into a module-level one fails here, by name.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
HEAVY = ("typer", "pydantic", "sqlglot", "tree_sitter", "langgraph", "litellm", "yaml")

PROBE = textwrap.dedent(
    """
    import json, sys
    args = json.loads(sys.argv[1])
    sys.argv = ["utspec", *args]
    from utspec._entry import main
    try:
        main()
    except SystemExit:
        pass
    heavy = sorted({m.split(".")[0] for m in sys.modules} & set(json.loads(sys.argv[2] if len(sys.argv) > 2 else "[]")))
    loader = sys.modules.get("pydantic.plugin._loader")
    if loader is not None and loader._plugins is not None:
        heavy.append("pydantic-plugins")  # the entry points of every installed package were scanned
    print("\\nIMPORTED " + json.dumps(heavy), file=sys.stderr)
    """
)


def _imported(args: list[str], cwd: Path) -> set[str]:
    # sys.argv is replaced inside the probe, so the heavy list travels in an environment-free way: argv[2].
    probe = PROBE.replace('sys.argv[2] if len(sys.argv) > 2 else "[]"', repr(json.dumps(HEAVY)))
    done = subprocess.run(
        [sys.executable, "-c", probe, json.dumps(args)], cwd=cwd, capture_output=True, text=True, timeout=120
    )
    line = [ln for ln in done.stderr.splitlines() if ln.startswith("IMPORTED ")]
    assert line, done.stderr
    return set(json.loads(line[-1].removeprefix("IMPORTED ")))


def _project(tmp: Path, *, sql: bool) -> Path:
    (tmp / "src").mkdir()
    (tmp / "src" / "fee.py").write_text("def fee(x):\n    if x >= 5000:\n        return 0\n    return 500\n", encoding="utf-8")
    if sql:
        (tmp / "src" / "q.sql").write_text("SELECT id FROM t WHERE status IN (3, 5);\n", encoding="utf-8")
    (tmp / "design.md").write_text("# Fee\n\n- Orders of 5000 or more ship free.\n", encoding="utf-8")
    (tmp / "kt.md").write_text("- Free shipping at 5000\n", encoding="utf-8")
    cfg = tmp / "config.yaml"
    cfg.write_text(
        "input:\n  design_paths: [design.md]\n  source_paths: ['src/**/*']\n  key_test_items: [kt.md]\n"
        "output:\n  test_specification: [out/spec.md]\n  trace: [out/trace.md]\n",
        encoding="utf-8",
    )
    return cfg


def test_version_imports_nothing_heavy(tmp_path):
    assert _imported(["--version"], tmp_path) == set()


def test_help_imports_only_typer(tmp_path):
    assert _imported(["--help"], tmp_path) == {"typer"}


@pytest.mark.parametrize("command", ["run", "review", "checklist", "rules"])
def test_command_help_imports_no_analyzer_or_model_library(tmp_path, command):
    heavy = _imported([command, "--help"], tmp_path)
    assert not heavy & {"sqlglot", "tree_sitter", "langgraph", "litellm"}, heavy


def test_checklist_of_a_python_file_needs_no_sql_graph_or_model_library(tmp_path):
    cfg = _project(tmp_path, sql=False)
    heavy = _imported(["checklist", str(cfg.parent / "src" / "fee.py")], tmp_path)
    assert "tree_sitter" in heavy  # the analyzer ran: the probe sees real work
    assert not heavy & {"sqlglot", "langgraph", "litellm", "yaml", "pydantic-plugins"}, heavy


def test_checklist_of_yaml_does_import_yaml(tmp_path):
    """The other side of the lazy import: a YAML file still reaches PyYAML (this probe can fail)."""
    (tmp_path / "app.yaml").write_text("http:\n  retry_count: 3\n", encoding="utf-8")
    assert "yaml" in _imported(["checklist", str(tmp_path / "app.yaml")], tmp_path)


def test_cli_leaves_a_users_pydantic_plugin_setting_alone(tmp_path):
    """The CLI turns pydantic plugins off only when the user has not said otherwise (the probe can see a scan)."""
    cfg = _project(tmp_path, sql=False)
    done = subprocess.run(
        [sys.executable, "-c", PROBE.replace('sys.argv[2] if len(sys.argv) > 2 else "[]"', repr(json.dumps(HEAVY))),
         json.dumps(["checklist", str(cfg.parent / "src" / "fee.py")])],
        cwd=tmp_path, capture_output=True, text=True, timeout=120, env={**os.environ, "PYDANTIC_DISABLE_PLUGINS": "none-named-so"},
    )  # fmt: skip
    assert "pydantic-plugins" in done.stderr.splitlines()[-1], done.stderr


def test_checklist_of_sql_does_import_sqlglot(tmp_path):
    """The other side of the lazy import: SQL still reaches sqlglot (this probe can fail)."""
    cfg = _project(tmp_path, sql=True)
    assert "sqlglot" in _imported(["checklist", str(cfg.parent / "src" / "q.sql")], tmp_path)


def test_offline_run_never_imports_litellm(tmp_path):
    cfg = _project(tmp_path, sql=False)
    heavy = _imported(["run", "--config", str(cfg), "--out", str(tmp_path / "out")], tmp_path)
    assert (tmp_path / "out" / "spec.json").is_file()  # the run really happened
    assert "langgraph" in heavy and "litellm" not in heavy and "sqlglot" not in heavy, heavy
