"""The door and whole runs against real HTTP on loopback: llama-server with Gemma 3 270M, and a faulty stub.

Run by `.ci/local-model.sh`, which starts the server and sets UTSPEC_LOCAL_MODEL_API_BASE. Plumbing
only: a schema-valid reply arrives through litellm's json_schema response format with its usage and
latency recorded; `utspec run` on each example ends in one of its three statuses with every artifact
written and a trace that shows calls, tokens, latency and totals; a replay of that run reproduces it.
The quality of a 270M base model's answers is never asserted. Every call is bounded: max_tokens, a
per-request timeout, and a budget whose request cap binds before its deadline (so a replay, which
takes no time, stops where the recording did).
"""

from __future__ import annotations

import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Literal

import pytest
import yaml
from pydantic import BaseModel, Field

from utspec.llm import (
    BudgetSettings,
    LitellmTransport,
    LlmSettings,
    ModelDoor,
    ModelFault,
    NoPricing,
    RecordingTransport,
    ReplayTransport,
)

API_BASE = os.environ.get("UTSPEC_LOCAL_MODEL_API_BASE")
MODEL = "openai/" + os.environ.get("UTSPEC_LOCAL_MODEL_NAME", "local")
# llama-server checks no key, but the OpenAI client refuses to start without one.
API_KEY = "local-server-needs-no-key"

pytestmark = [
    pytest.mark.local_model,
    pytest.mark.skipif(not API_BASE, reason="UTSPEC_LOCAL_MODEL_API_BASE is not set (run .ci/local-model.sh)"),
    pytest.mark.filterwarnings("ignore:Item '.*' on TypedDict class:UserWarning"),
]


class Verdict(BaseModel):
    status: Literal["PASS", "FAIL"]
    reason: str = Field(max_length=40, description="At most a few words.")


MESSAGES = [
    {"role": "system", "content": "You check arithmetic. Reply with one JSON object."},
    {"role": "user", "content": "Check: 2 + 2 = 4. The reviewer's password=hunter2-not-sent."},
]


def test_a_schema_valid_reply_arrives_with_usage_and_latency(tmp_path):
    settings = LlmSettings(model=MODEL, api_base=API_BASE, max_tokens=64, timeout_s=120, seed=1, num_retries=1)
    transport = RecordingTransport(LitellmTransport(api_base=API_BASE, api_key=API_KEY), tmp_path)
    door = ModelDoor(settings, BudgetSettings(max_calls=6, deadline_s=600), transport=transport, pricing=NoPricing())

    verdict = door.structured("review_test_spec", MESSAGES, Verdict, role="critic")

    assert isinstance(verdict, Verdict)
    (record,) = door.records
    assert record.outcome == "ok" and record.model == MODEL
    assert record.prompt_tokens > 10 and record.completion_tokens > 0
    assert 0 < record.latency_s < 120
    assert record.cost_usd is None
    totals = door.totals()
    assert (totals.calls, totals.requests, totals.total_tokens) == (1, record.requests, record.total_tokens)

    (entry_file, *_) = sorted(tmp_path.iterdir())
    entry = json.loads(entry_file.read_text(encoding="utf-8"))
    assert "hunter2" not in entry_file.read_text(encoding="utf-8")
    assert entry["request"]["response_format"]["json_schema"]["name"] == "Verdict"
    assert entry["reply"]["prompt_tokens"] == record.prompt_tokens or record.requests > 1

    replayed = ModelDoor(settings, transport=ReplayTransport(tmp_path), pricing=NoPricing())
    assert replayed.structured("review_test_spec", MESSAGES, Verdict, role="critic") == verdict


class _Stub(http.server.BaseHTTPRequestHandler):
    """Answers every request with the server's configured fault, counting requests."""

    def do_POST(self) -> None:
        self.server.requests += 1  # type: ignore[attr-defined]
        self.rfile.read(int(self.headers.get("content-length", 0)))
        delay = self.server.delay_s  # type: ignore[attr-defined]
        if delay:
            time.sleep(delay)
        body = b'{"error": {"message": "overloaded", "type": "server_error"}}'
        try:
            self.send_response(self.server.status)  # type: ignore[attr-defined]
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client timed out and left

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def stub() -> Iterator[http.server.ThreadingHTTPServer]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Stub)
    server.daemon_threads = True
    server.requests = 0  # type: ignore[attr-defined]
    server.status = 503  # type: ignore[attr-defined]
    server.delay_s = 0.0  # type: ignore[attr-defined]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


def _stub_door(server: http.server.ThreadingHTTPServer, **llm: object) -> ModelDoor:
    base = f"http://127.0.0.1:{server.server_address[1]}/v1"
    settings = LlmSettings(**{"model": "openai/stub", "api_base": base, "backoff_s": 0, "num_retries": 2, **llm})
    return ModelDoor(settings, transport=LitellmTransport(api_base=base, api_key=API_KEY), pricing=NoPricing())


def test_a_5xx_is_sent_exactly_one_plus_num_retries_times(stub):
    door = _stub_door(stub)
    with pytest.raises(ModelFault) as caught:
        door.structured("review_test_spec", MESSAGES, Verdict, role="critic")
    assert caught.value.kind == "server"
    assert stub.requests == 3, "the OpenAI client retried under the door"
    assert door.records[0].retries == 2


def test_a_timeout_takes_one_timeout_per_request_not_three(stub):
    stub.delay_s = 3.0
    door = _stub_door(stub, timeout_s=0.5, num_retries=1)
    started = time.monotonic()
    with pytest.raises(ModelFault) as caught:
        door.structured("review_test_spec", MESSAGES, Verdict, role="critic")
    elapsed = time.monotonic() - started
    assert caught.value.kind == "timeout"
    assert stub.requests == 2
    assert elapsed < 2.5, f"two 0.5 s timeouts took {elapsed:.1f} s"


# --- `utspec run` end to end -------------------------------------------------------------------------

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
KEY_VAR = "UTSPEC_LOCAL_MODEL_KEY"
EXIT = {"APPROVED": 0, "NEEDS_REVISION": 1, "HUMAN_CLARIFICATION_REQUIRED": 3}
#: Requests a run may send (retries and re-asks included): the headline example gets a draft and a
#: re-ask or review; the others one draft, after which the budget stops them (a defined stop too).
#: 1 thread on a shared 2-core machine gives ~50 prompt and ~10 completion tokens/s, so a ~2.4k-token
#: designer prompt with a 512-token reply can take two minutes: the timeout allows for that.
MAX_REQUESTS = {"order-registration": 2, "order-registration-documented": 1, "email-sender": 1}
REQUEST_TIMEOUT_S = 240
MAX_TOKENS = 512


def _deadline_s(example: str) -> int:
    # Above requests x timeout, so the request cap is what stops a run, and a replay, which takes
    # no time, stops at the same request.
    return MAX_REQUESTS[example] * REQUEST_TIMEOUT_S + 60


def _local_project(example: str, tmp_path: Path) -> Path:
    proj = tmp_path / example
    shutil.copytree(EXAMPLES / example / "input", proj / "input")
    cfg = yaml.safe_load((EXAMPLES / example / "config.yaml").read_text(encoding="utf-8"))
    cfg["loop"] = {"max_revisions": 1}
    cfg["llm"] = {
        "model": MODEL, "api_base": API_BASE, "api_key_env": KEY_VAR, "seed": 1, "temperature": 0,
        "max_tokens": MAX_TOKENS, "timeout_s": REQUEST_TIMEOUT_S, "num_retries": 1, "backoff_s": 0.5,
        "max_reasks": 1,
    }  # fmt: skip
    cfg["budget"] = {"max_calls": MAX_REQUESTS[example], "max_total_tokens": 50_000, "deadline_s": _deadline_s(example)}
    path = proj / "config.yaml"
    path.write_text(yaml.safe_dump(cfg, sort_keys=False), encoding="utf-8")
    return path


def _utspec(*args: str | Path, timeout_s: float) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, KEY_VAR: API_KEY}
    return subprocess.run(
        [sys.executable, "-m", "utspec", *map(str, args)],
        capture_output=True, text=True, env=env, timeout=timeout_s,
    )  # fmt: skip


def _without_latency(text: str) -> str:
    text = re.sub(r'"latency_s": [0-9.e-]+', '"latency_s": 0', text)
    text = re.sub(r"- latency: [0-9.]+ s", "- latency: 0 s", text)
    # trace.json's artifact ledger hashes the traces, latency included.
    text = re.sub(r'"(execution-trace.md|trace.json)": "sha256:[0-9a-f]+"', r'"\1": "sha256:-"', text)
    return re.sub(r"\| [0-9.]+ \| (ok|fault|invalid_reply|budget_exhausted|replay_miss) \|", r"| 0 | \1 |", text)


@pytest.mark.parametrize("example", list(MAX_REQUESTS))
def test_utspec_run_on_an_example_ends_in_a_status_with_a_complete_trace(example, tmp_path):
    config = _local_project(example, tmp_path)
    out, rec = tmp_path / "out", tmp_path / "rec"
    started = time.monotonic()
    first = _utspec("run", "--config", config, "--out", out, "--record", rec, timeout_s=_deadline_s(example) + 60)
    elapsed = time.monotonic() - started
    print(f"{example}: {elapsed:.1f} s\n{first.stdout}{first.stderr}")  # shown with -rA / on failure

    status = re.search(r"^status: (\w+) ", first.stdout, re.MULTILINE)
    assert status and status.group(1) in EXIT, first.stdout + first.stderr
    assert first.returncode == EXIT[status.group(1)], first.stderr
    assert "Traceback" not in first.stderr and "internal error" not in first.stderr
    # `run: <id>` comes first (the run's identity, for `utspec resume`), then the mode.
    assert re.search(rf"^mode: model: LLM designer \({re.escape(MODEL)}\)", first.stdout, re.MULTILINE), first.stdout

    names = ("unit-test-specification.md", "spec.json", "execution-trace.md", "trace.json")
    assert all((out / name).stat().st_size > 0 for name in names)
    trace = json.loads((out / "trace.json").read_text(encoding="utf-8"))
    assert trace["status"] == status.group(1) and trace["path"][-1] == "finalize"

    calls, totals = trace["llm_calls"], trace["llm_totals"]
    assert calls and all(c["model"] == MODEL and c["role"] in ("designer", "critic") for c in calls)
    # At least one reply came back, with its tokens and time counted (the budget may have stopped
    # the call after it: outcome budget_exhausted with reasks > 0).
    assert any(c["prompt_tokens"] > 0 and c["completion_tokens"] > 0 and c["latency_s"] > 0 for c in calls), calls
    for c in calls:
        if c["outcome"] in ("ok", "invalid_reply"):  # a reply was read: it was counted
            assert c["prompt_tokens"] > 0 and c["completion_tokens"] > 0 and c["latency_s"] > 0, c
    for key in ("requests", "prompt_tokens", "completion_tokens"):
        assert totals[key] == sum(c[key] for c in calls), key
    assert totals["calls"] == len(calls) and totals["cost_usd"] is None and totals["unpriced_calls"] >= 1
    assert totals["latency_s"] == pytest.approx(sum(c["latency_s"] for c in calls))
    assert 1 <= totals["requests"] <= MAX_REQUESTS[example]  # the budget held
    if trace["fault"] is not None:  # a stop is a defined one, and it asks a human
        assert status.group(1) == "HUMAN_CLARIFICATION_REQUIRED", trace["fault"]

    md = (out / "execution-trace.md").read_text(encoding="utf-8")
    assert "## Model calls" in md and "### Totals" in md
    tokens = f"{totals['prompt_tokens']} prompt + {totals['completion_tokens']} completion = {totals['total_tokens']}"
    assert f"- tokens: {tokens}" in md
    assert f"| 1 | {calls[0]['node']} | {MODEL} |" in md
    cli_totals = (
        f"model: {totals['calls']} call(s), {totals['requests']} request(s), "
        f"{totals['prompt_tokens']}+{totals['completion_tokens']}={totals['total_tokens']} tokens, cost unknown"
    )
    assert cli_totals in first.stdout

    # The recording replays without the server, byte for byte but for wall-clock latency.
    recorded = list(rec.glob("*.json"))
    assert len(recorded) == totals["requests"]
    replay_out = tmp_path / "replayed"
    second = _utspec("run", "--config", config, "--out", replay_out, "--replay", rec, timeout_s=120)
    assert second.returncode == first.returncode, second.stdout + second.stderr
    for name in ("unit-test-specification.md", "spec.json"):
        assert (out / name).read_bytes() == (replay_out / name).read_bytes(), name
    for name in ("execution-trace.md", "trace.json"):
        a, b = (out / name).read_text("utf-8"), (replay_out / name).read_text("utf-8")
        assert _without_latency(a) == _without_latency(b), name
