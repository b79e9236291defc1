"""The door against real HTTP on loopback: llama-server with Gemma 3 270M, and a tiny faulty stub.

Run by `.ci/local-model.sh`, which starts the server and sets UTSPEC_LOCAL_MODEL_API_BASE. Plumbing
only: a schema-valid reply arrives through litellm's json_schema response format and its usage and
latency are recorded. The quality of a 270M base model's answers is never asserted.
"""

from __future__ import annotations

import http.server
import json
import os
import threading
import time
from collections.abc import Iterator
from typing import Literal

import pytest
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
