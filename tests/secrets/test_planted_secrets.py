"""No planted secret reaches a model, a recording, an artifact or the console (issue 11).

A corpus of secret forms (`FORMS`) is planted in every place a secret hides in a real project
(`PLACES`): the design doc, the code, a SQL file, SQL inside the code, the key items and a config
file. Every cell gets its own value. A whole `utspec run --record` then runs with the LLM designer
and the LLM critic (asked on every round) against the scripted fake model, through draft, review
and revision, and the test looks for every planted value in:

- every request the door sends (the `sent_requests` fixture, tests/conftest.py),
- every file under the --record folder,
- every artifact written,
- everything the CLI printed.

A new prompt builder is covered once its node is called in this run: add the node to `NODES`,
and the test fails until its requests are clean.
"""

from __future__ import annotations

import base64
import hashlib
import json
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import utspec.llm.door as door_module
from utspec.cli import (
    app,
    run_cmd,  # noqa: F401 - registers `run`
)
from utspec.llm.fake import NodeRoutedTransport, NoPricing, ScriptedTransport, reply
from utspec.llm.transport import ModelRequest

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "order-registration-documented"
#: Every node that builds a prompt. A new one must be added here (and be reached by the run below).
NODES = {"generate_test_spec", "review_test_spec", "revise_test_spec"}


def _token(seed: str, n: int, alphabet: str = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789") -> str:
    digest = b"".join(hashlib.sha256(f"{seed}/{i}".encode()).digest() for i in range(n // 32 + 1))
    return "".join(alphabet[b % len(alphabet)] for b in digest[:n])


@dataclass(frozen=True)
class Form:
    """One way a secret is written. Each renderer returns the text planted, or None to use `prose`."""

    name: str
    value: Callable[[str], str]
    prose: Callable[[str], str]
    code: Callable[[str], str] | None = None
    sql: Callable[[str], str] | None = None
    config: Callable[[str], str] | None = None


def _pw(cell: str) -> str:
    return f"Pl4nt-{cell}-{_token(cell, 6)}"


FORMS: list[Form] = [
    Form("assignment", _pw, lambda v: f'password = "{v}"', code=lambda v: f'password = "{v}"',
         sql=lambda v: f"UPDATE users SET password = '{v}' WHERE id = 1;", config=lambda v: f'password: "{v}"'),
    Form("comparison", _pw, lambda v: f'pw == "{v}"', code=lambda v: f'ok = pw == "{v}"',
         sql=lambda v: f"SELECT id FROM users WHERE pw = '{v}';"),
    Form("annotated", _pw, lambda v: f'db_password: str = "{v}"', code=lambda v: f'db_password: str = "{v}"',
         config=lambda v: f"db_password: {v}"),
    Form("env-default", _pw, lambda v: f'os.environ.get("DB_PW", "{v}")',
         code=lambda v: f'DB_PW = os.environ.get("DB_PW", "{v}")'),
    Form("ja-full-width-colon", _pw, lambda v: f"パスワード：{v}"),
    Form("ja-particle", _pw, lambda v: f"初期パスワードは {v} です"),
    Form("cli-flag", _pw, lambda v: f"mysql --password {v} shop", code=lambda v: f'ARGS = "--password {v}"'),
    Form("basic-auth", lambda c: base64.b64encode(f"app:{_pw(c)}".encode()).decode(),
         lambda v: f"Authorization: Basic {v}", code=lambda v: f'HEADERS = {{"Authorization": "Basic {v}"}}'),
    Form("bearer", lambda c: _token(c, 40), lambda v: f"Authorization: Bearer {v}",
         code=lambda v: f'AUTH = "Bearer {v}"'),
    Form("url-credentials", _pw, lambda v: f"postgres://app:{v}@db.internal:5432/shop",
         code=lambda v: f'DATABASE_URL = "postgres://app:{v}@db.internal:5432/shop"',
         config=lambda v: f"database_url: postgres://app:{v}@db.internal:5432/shop"),
    Form("ado-connection", _pw, lambda v: f"Server=db;Database=shop;User Id=app;Password={v};",
         code=lambda v: f'CONN = "Server=db;Database=shop;User Id=app;Password={v};"'),
    Form("openai-key", lambda c: "sk-proj-" + _token(c, 32), lambda v: f"OPENAI_API_KEY={v}",
         code=lambda v: f'OPENAI_API_KEY = "{v}"', config=lambda v: f"openai_api_key: {v}"),
    Form("json-key", _pw, lambda v: f'{{"api_key": "{v}"}}', code=lambda v: f'CONFIG = {{"api_key": "{v}"}}',
         config=lambda v: f"api_key: {v}"),
    Form("sql-with-password", _pw, lambda v: f"CREATE USER app WITH PASSWORD '{v}';",
         sql=lambda v: f"CREATE USER app WITH PASSWORD '{v}';"),
    Form("sql-insert-column", _pw, lambda v: f"INSERT INTO users (name, password) VALUES ('bob', '{v}');",
         sql=lambda v: f"INSERT INTO users (name, password) VALUES ('bob', '{v}');"),
    Form("xml-element", _pw, lambda v: f"<password>{v}</password>"),
    Form("private-key", lambda c: _token(c, 64), lambda v: f"-----BEGIN PRIVATE KEY-----\n{v}\n-----END PRIVATE KEY-----",
         code=lambda v: f'KEY = """-----BEGIN PRIVATE KEY-----\n{v}\n-----END PRIVATE KEY-----"""'),
]  # fmt: skip

PLACES = ["design", "code", "sql-file", "sql-in-code", "key-items", "config"]


def _cells() -> dict[tuple[str, str], str]:
    return {(f.name, place): f.value(f"{i:02d}{j}") for i, f in enumerate(FORMS) for j, place in enumerate(PLACES)}


def _comment(prefix: str, text: str) -> str:
    return "\n".join(f"{prefix} {line}" for line in text.split("\n"))


def plant(project: Path) -> dict[tuple[str, str], str]:
    """Write the corpus into a copy of the example project; return every planted value by (form, place)."""
    cells = _cells()
    inp = project / "input"
    design, keys = [], []
    code = ["import os", "", "", "def connect(cur, pw):"]
    sql, config = [], ["# service settings"]
    for form in FORMS:
        v = {place: cells[(form.name, place)] for place in PLACES}
        design.append("- " + form.prose(v["design"]).replace("\n", "\n  "))
        keys.append("- " + form.prose(v["key-items"]).replace("\n", "\n  "))
        code.append("    " + (form.code(v["code"]) if form.code else _comment("#", form.prose(v["code"]))))
        in_code = form.sql(v["sql-in-code"]) if form.sql else f"SELECT 1 -- {form.prose(v['sql-in-code'])}"
        code.append(f"    cur.execute({json.dumps(in_code, ensure_ascii=False)})")
        sql.append(form.sql(v["sql-file"]) if form.sql else _comment("--", form.prose(v["sql-file"])))
        config.append(form.config(v["config"]) if form.config else _comment("#", form.prose(v["config"])))
    code.append("    return pw")
    doc = inp / "design" / "order-registration.md"
    doc.write_text(doc.read_text(encoding="utf-8") + "\n## Operations\n\n" + "\n".join(design) + "\n", encoding="utf-8")
    kt = inp / "key-test-items.md"
    kt.write_text(kt.read_text(encoding="utf-8") + "\n".join(keys) + "\n", encoding="utf-8")
    (inp / "source" / "ops.py").write_text("\n".join(code) + "\n", encoding="utf-8")
    (inp / "source" / "ops.sql").write_text("\n".join(sql) + "\n", encoding="utf-8")
    (inp / "source" / "settings.yaml").write_text("\n".join(config) + "\n", encoding="utf-8")
    return cells


def test_the_corpus_has_twelve_forms_or_more_in_every_place():
    cells = _cells()
    assert len(FORMS) >= 12 and len(PLACES) == 6
    assert len(set(cells.values())) == len(cells) == len(FORMS) * len(PLACES)


def test_every_planted_value_is_really_in_the_inputs(tmp_path):
    # The leak check below can fail: each value is in the files the run reads, in plain text.
    project = tmp_path / "proj"
    shutil.copytree(EXAMPLE / "input", project / "input")
    cells = plant(project)
    raw = "\n".join(p.read_text(encoding="utf-8") for p in sorted((project / "input").rglob("*")) if p.is_file())
    assert [cell for cell, value in cells.items() if value not in raw] == []


def _draft(request: ModelRequest) -> Any:
    """A designer that cites the first design statement and asks one question."""
    return reply(
        {
            "cases": [
                {"perspective": "register an order", "category": "normal", "preconditions": "",
                 "input": "a valid email and one item", "expected": "the new order id is returned",
                 "evidence": ["DR-1"]},
            ],
            "open_questions": [],
        },
        prompt_tokens=1000,
        completion_tokens=100,
    )  # fmt: skip


CRITIC = {"status": "APPROVED", "rationale": "Nothing to add.", "findings": [], "questions": []}


@pytest.fixture
def fake_model(monkeypatch):
    """Stand a scripted model in for litellm inside `open_door`: the designer drafts, the critic agrees."""

    def transport(**_: Any) -> NodeRoutedTransport:
        critic = ScriptedTransport([], then=reply(CRITIC))
        return NodeRoutedTransport({"review_test_spec": critic}, ScriptedTransport([], then=_draft))

    monkeypatch.setattr(door_module, "LitellmTransport", transport)
    monkeypatch.setattr(door_module, "default_pricing", lambda settings: NoPricing())


def _revise_once(cfg: Path, out: Path, rec: Path) -> None:
    from utspec.analyzers import AnalyzerOptions, analyze
    from utspec.config import load_config
    from utspec.designer import DesignInputs
    from utspec.designer.llm import LlmDesigner
    from utspec.inputs.context import load_context
    from utspec.llm import LlmSettings, open_door
    from utspec.models import ReviewResult, TestSpec

    loaded = load_config(cfg)
    ctx = load_context(loaded)
    trace = json.loads((out / "trace.json").read_text(encoding="utf-8"))
    review = ReviewResult.model_validate(trace["rounds"][-1]["review"])
    spec = TestSpec.model_validate_json((out / "spec.json").read_text(encoding="utf-8"))
    inputs = DesignInputs(checklist=analyze(ctx.sources, AnalyzerOptions()).items, requirements=ctx.requirements,
                          key_items=ctx.key_items, sources=ctx.sources, language="en", history=[])  # fmt: skip
    door = open_door(LlmSettings(model="fake/designer"), record_dir=rec / "revise")
    LlmDesigner(door).revise(inputs, spec, review)


def test_no_planted_secret_leaves_the_process(tmp_path, fake_model, sent_requests):
    project = tmp_path / "proj"
    shutil.copytree(EXAMPLE / "input", project / "input")
    cells = plant(project)
    cfg = project / "config.yaml"
    cfg.write_text(
        "input:\n  design_paths: [input/design/**/*.md]\n  source_paths: [input/source/**/*]\n"
        "  key_test_items: [input/key-test-items.md]\n"
        "loop:\n  max_revisions: 1\n"
        "llm:\n  model: fake/designer\n  backoff_s: 0\n"
        "critic:\n  llm_when_blocked: true\n",
        encoding="utf-8",
    )
    rec, out = tmp_path / "rec", tmp_path / "out"
    result = CliRunner().invoke(app, ["run", "--config", str(cfg), "--out", str(out), "--record", str(rec)])
    assert result.exit_code in (0, 1, 3), result.output

    # The planted key items and literals raise questions, so the run ends at round 1; the revise
    # prompt is built from that very round, through the same door settings and a recording.
    _revise_once(cfg, out, rec)
    assert {r.node for r in sent_requests} == NODES, "a prompt builder was not reached by the corpus run"
    places: dict[str, str] = {f"request {n} ({r.node})": json.dumps(r.normalized(), ensure_ascii=False)
                              for n, r in enumerate(sent_requests, start=1)}  # fmt: skip
    places |= {f"recording {p.name}": p.read_text(encoding="utf-8") for p in sorted(rec.rglob("*.json"))}
    places |= {f"artifact {p.name}": p.read_text(encoding="utf-8") for p in sorted(out.iterdir()) if p.is_file()}
    places["console"] = result.output
    assert len(places) > 6

    leaks = [
        f"{form}/{place} in {where}"
        for (form, place), value in cells.items()
        for where, text in places.items()
        if value in text or json.dumps(value)[1:-1] in text
    ]
    assert leaks == [], f"{len(leaks)} leaks, e.g. {leaks[:10]}"
    # The inputs did reach the model, redacted: the run is not clean because nothing was sent.
    sent = "\n".join(places[k] for k in places if k.startswith("request"))
    assert "[REDACTED:password:" in sent and "Operations" in sent and "ops.sql" in sent
