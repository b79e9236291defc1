"""litellm is imported lazily, and so that it fetches nothing by itself (shared/NOTES-litellm.md)."""

from __future__ import annotations

import doctest
import os
import subprocess
import sys
from pathlib import Path

import pytest

import utspec.llm.litellm_transport
from utspec.llm.litellm_transport import COST_MAP_VAR, OFFLINE_VAR, import_litellm, litellm_environment

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.mark.parametrize(
    ("environ", "models", "expected"),
    [
        ({}, [], {COST_MAP_VAR: "True", OFFLINE_VAR: "true"}),
        ({}, ["openai/gpt-4o-mini"], {COST_MAP_VAR: "True", OFFLINE_VAR: "true"}),
        # The user's choices are never overridden.
        ({COST_MAP_VAR: "true", OFFLINE_VAR: "false"}, ["openai/llama-3"], {}),
        ({COST_MAP_VAR: "False"}, ["openai/gpt-4o-mini", None], {}),
        # Live prices asked for, but a llama-named model would stall on a tokenizer download.
        ({COST_MAP_VAR: "False"}, [None, "ollama/Llama-3.2-1B"], {OFFLINE_VAR: "true"}),
        ({OFFLINE_VAR: "true"}, [], {COST_MAP_VAR: "True"}),
    ],
)
def test_litellm_environment_adds_only_what_the_user_did_not_choose(environ, models, expected):
    assert litellm_environment(environ, models) == expected


def test_litellm_environment_docstring_examples_run():
    finder = doctest.DocTestFinder()
    (test,) = [t for t in finder.find(utspec.llm.litellm_transport) if t.name.endswith("litellm_environment")]
    runner = doctest.DocTestRunner()
    runner.run(test)
    assert test.examples and runner.failures == 0


def test_import_litellm_sets_the_variables_before_use(monkeypatch):
    monkeypatch.delenv(COST_MAP_VAR, raising=False)
    monkeypatch.delenv(OFFLINE_VAR, raising=False)
    import_litellm(["openai/gemma-3-270m"])
    assert (os.environ[COST_MAP_VAR], os.environ[OFFLINE_VAR]) == ("True", "true")

    monkeypatch.setenv(COST_MAP_VAR, "False")
    monkeypatch.delenv(OFFLINE_VAR)
    import_litellm(["openai/gpt-4o-mini"])
    assert os.environ[COST_MAP_VAR] == "False" and OFFLINE_VAR not in os.environ


def _clean_env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if not k.startswith("LITELLM_")}


def test_a_fresh_import_reads_the_local_price_table_without_being_told(tmp_path):
    # In a new interpreter with no LITELLM_* variables: the door's import sets them before litellm
    # loads, so its price table is the bundled one (no fetch was even attempted; pytest-socket
    # would not see a subprocess, so the variable litellm consults is what is checked).
    code = (
        "import os\n"
        "from utspec.llm.litellm_transport import import_litellm\n"
        "litellm = import_litellm()\n"
        "print('ENV', os.environ['LITELLM_LOCAL_MODEL_COST_MAP'], os.environ['LITELLM_OFFLINE_MODE'])\n"
        "print('PRICED', 'gpt-4o-mini' in litellm.model_cost)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=_clean_env(), timeout=120
    ).stdout
    assert "ENV True true" in out and "PRICED True" in out


def test_an_offline_run_never_imports_litellm(tmp_path):
    config = EXAMPLES / "order-registration-documented" / "config.yaml"
    code = (
        "import sys\nfrom utspec.cli.app import main\n"
        f"sys.argv = ['utspec', 'run', '--config', {str(config)!r}, '--out', {str(tmp_path / 'out')!r}]\n"
        "try:\n    main()\nexcept SystemExit as e:\n    code = e.code\n"
        "print('RESULT', code, 'litellm' in sys.modules, 'langgraph' in sys.modules)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=_clean_env(), timeout=120
    ).stdout
    # The run happened (langgraph drove it, exit 0 APPROVED) and litellm was never loaded.
    assert out.strip().splitlines()[-1] == "RESULT 0 False True"
    assert (tmp_path / "out" / "trace.json").is_file()
