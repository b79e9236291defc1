"""A value the design states as a call's result is the spec's expected result, not a secret (session 28).

shortuuid's README documents `uuid(name="example.com")` returning `'exu3DTbj2ncsn9tLdLWspw'`; the entropy
check took it for a key, and four drafted cases read `[REDACTED:high-entropy:n]` as their expected result.
The artifacts now keep such a value; requests to a model still never carry it, and a value any secret
pattern names, or stated in a sentence about a secret, stays replaced everywhere.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from utspec.cli import (
    app,
    run_cmd,  # noqa: F401 - registers `run`
)
from utspec.llm.documented_results import documented_results
from utspec.llm.redact import Redactor

ID = "q8Zr4TnW2xLp7KdV9mB3sYc6"  # random-looking: the entropy check takes it
OTHER = "Zt7wQ2mX9pLk4RvB8nYc3HdF"


@pytest.mark.parametrize(
    "text",
    [
        f"`make_id(\"a\")` returns `'{ID}'`.",
        f"- With `pad=0`, `make_id(\"a\")` gives\n  `'{ID}'`.",
        f"make_id('a') → {ID}",
        f"assert make_id('a') == '{ID}'",
        f">>> make_id('a')\n'{ID}'",
        f'`make_id("a")` は `{ID}` を返す。',
        f'`make_id("a")` の結果は `{ID}` になる。',
    ],
)
def test_a_stated_result_is_documented(text: str) -> None:
    assert ID in documented_results([text])


@pytest.mark.parametrize(
    "text",
    [
        f"`login()` returns the session token `'{ID}'`.",  # a sentence about a secret
        f"`get_api_key()` returns `'{ID}'`.",
        f"`issue(user)` returns the bearer value {ID}.",
        f"`初期化()` はパスワード `{ID}` を返す。",
        f"The staging service uses {ID} for now.",  # no result word: just a token in prose
        f">>> password_for('a')\n'{ID}'",
        f'`make_id("a")` returns a string. {ID} is the admin\'s.',  # the result word is in another sentence
    ],
)
def test_a_value_in_a_secret_sentence_or_without_a_result_word_is_not(text: str) -> None:
    assert ID not in documented_results([text])


def test_only_entropy_finds_are_spared_and_only_in_the_artifact_scrub() -> None:
    design = (
        f"`make_id(\"a\")` returns `'{ID}'`.\n\npassword = \"{OTHER}\"\n\n`echo(x)` returns `'{OTHER}'`.\n"
    )
    r = Redactor()
    r.learn([design])
    scrub = r.artifact_scrub(documented_results([design]))
    # The documented ID stays readable in the spec; the password stays replaced though a sentence
    # also says a call returns it (a pattern named it: not an entropy-only find).
    assert ID in scrub(f"The function returns '{ID}'.")
    assert OTHER not in scrub(f"The function returns '{OTHER}'.")
    # Requests to a model are redacted afresh, entropy included: the ID never reaches one.
    assert ID not in r.redact_final(f"Expected: '{ID}'")
    assert ID not in r.redact_known(f"Expected: '{ID}'")


def test_nothing_documented_keeps_the_plain_known_scrub() -> None:
    r = Redactor()
    r.learn([f"The service key is {ID}."])
    assert r.artifact_scrub(frozenset()) == r.redact_known
    text = f"The service key is {ID}. `make_id()` returns `'{ID}'` for the admin key."
    assert ID not in r.artifact_scrub(documented_results([text]))(ID)


def _project(tmp_path: Path) -> Path:
    project = tmp_path / "proj"
    (project / "input" / "design").mkdir(parents=True)
    (project / "input" / "source").mkdir()
    (project / "input" / "design" / "ids.md").write_text(
        "# ids\n\n## make_id(name)\n\n"
        f"- `make_id(\"a\")` returns `'{ID}'`.\n"
        "- Any other name returns an empty string.\n\n"
        "## Settings\n\n"
        f"- The service token is `{OTHER}`.\n",
        encoding="utf-8",
    )
    (project / "input" / "source" / "ids.py").write_text(
        f'def make_id(name):\n    if name == "a":\n        return "{ID}"\n    return ""\n', encoding="utf-8"
    )
    (project / "input" / "key-test-items.md").write_text(
        f"- make_id(\"a\") returns '{ID}'\n", encoding="utf-8"
    )
    (project / "config.yaml").write_text(
        "input:\n  design_paths: [input/design/**/*.md]\n  source_paths: [input/source/**/*]\n"
        "  key_test_items: [input/key-test-items.md]\nllm:\n  model: null\nlanguage: en\n",
        encoding="utf-8",
    )
    return project


def test_an_offline_run_keeps_the_documented_result_and_drops_the_token(tmp_path: Path) -> None:
    project = _project(tmp_path)
    out = tmp_path / "out"
    result = CliRunner().invoke(app, ["run", "--config", str(project / "config.yaml"), "--out", str(out)])
    assert result.exit_code in (0, 1, 3), result.output
    written = {p.name: p.read_text(encoding="utf-8") for p in out.iterdir() if p.is_file()}
    spec = written["unit-test-specification.md"]
    assert ID in spec, "the documented result must be the case's readable expected result"
    assert all(OTHER not in text for text in written.values()), "the service token leaked into an artifact"
