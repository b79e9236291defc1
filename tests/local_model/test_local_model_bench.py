"""`utspec bench critic` with the real local model (issue 16): plumbing only, it must complete and report.

Run by `.ci/local-model.sh` with the other local-model tests (llama-server with Gemma 3 270M on
loopback). Nothing about the 270M model's judgment is asserted: the bench reaches the model through
the door, counts its calls and tokens, and writes the report with the model's row and plots.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

API_BASE = os.environ.get("UTSPEC_LOCAL_MODEL_API_BASE")
MODEL = "openai/" + os.environ.get("UTSPEC_LOCAL_MODEL_NAME", "local")
KEY_VAR = "UTSPEC_LOCAL_BENCH_KEY"

pytestmark = [
    pytest.mark.local_model,
    pytest.mark.skipif(not API_BASE, reason="UTSPEC_LOCAL_MODEL_API_BASE is not set (run .ci/local-model.sh)"),
]


def test_bench_critic_with_the_local_model_completes_and_reports(tmp_path):
    out = tmp_path / "bench"
    # email-sender's base (2 cases) is APPROVED, so its reordered rows reach the LLM critic; the placeholder is
    # blocked by the checks first. Three repeats and one round: at least three reviews that ask the model. Its
    # per-case evidence packet is ~2k tokens (order-registration-documented's 12 cases made ~13k, minutes of prompt
    # on one thread).
    args = [sys.executable, "-m", "utspec", "bench", "critic", "--project", "email-sender", "--operator", "reorder-rows",
            "--operator", "placeholder-in-sentence", "--max-mutants", "1", "--repeats", "3", "--rounds", "1",
            "--model", MODEL, "--api-base", API_BASE, "--api-key-env", KEY_VAR, "--max-tokens", "512",
            "--timeout", "400",
            "--out", str(out)]  # fmt: skip
    done = subprocess.run(args, capture_output=True, text=True, timeout=1200,
                          env={**os.environ, KEY_VAR: "local-server-needs-no-key"})  # fmt: skip
    print(done.stdout, done.stderr)
    assert done.returncode == 0, done.stderr[-2000:]
    data = json.loads((out / "critic-bench.json").read_text(encoding="utf-8"))
    hybrid = data["summary"]["critics"][f"hybrid:{MODEL}"]
    assert hybrid["calls"] >= 3 and hybrid["tokens"] > 0
    assert hybrid["raw_judge"]["asked_reviews"] >= 2
    assert f"| hybrid:{MODEL} |" in (out / "critic-bench.md").read_text(encoding="utf-8")
    assert (out / "cost-vs-recall.png").is_file() and (out / "flip-rate-by-kind.png").is_file()
