"""The interrupt bench is a tripwire: resuming without the run's own recording must make it fail."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_broken_resume_fails_the_interrupt_bench():
    # The deterministic chain kills every process after one model request, so the first draft
    # request (answered, then cut off before the node's second request) is the broken resume's
    # to send again: the model answers it twice and the bench must say FAIL.
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "interrupt_resume.py"), "--broken", "--chains", "calls",
         "--runs", "1", "--latency", "0"],
        capture_output=True, text=True, env=env, timeout=900, check=False,
    )  # fmt: skip
    assert done.returncode == 1, done.stdout + done.stderr
    assert done.stdout.rstrip().endswith("FAIL"), done.stdout
    chain = done.stdout.split("kill after each call (deterministic chain)")[1]
    repeated = int(re.search(r"model calls repeated \(completed, then sent again\): (\d+)", chain).group(1))
    assert repeated > 0, done.stdout
