"""Shared fixtures. The network guard is pytest-socket, enabled for the whole suite in pyproject's addopts."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"


@pytest.fixture
def examples() -> Path:
    return EXAMPLES


@pytest.fixture
def sent_requests(monkeypatch) -> list:
    """Capture every request any `ModelDoor` of the test sends, exactly as it leaves for the transport.

    Use it in a test of any new prompt builder, and assert on what was sent (tests/secrets shows how).
    """
    from utspec.llm.door import ModelDoor

    sent: list = []
    original = ModelDoor.__init__

    class Capturing:
        def __init__(self, inner) -> None:
            self.inner = inner

        def send(self, request):
            sent.append(request)
            return self.inner.send(request)

        def __getattr__(self, name):  # whatever else the door asks of its transport
            return getattr(self.inner, name)

    def init(self, settings, budget=None, *, transport, **kwargs) -> None:
        original(self, settings, budget, transport=Capturing(transport), **kwargs)

    monkeypatch.setattr(ModelDoor, "__init__", init)
    return sent


def pytest_sessionfinish(session, exitstatus) -> None:
    """A child process still running when the suite ends fails the suite (and is killed) instead of hanging it.

    multiprocessing joins every live child at interpreter exit: one left behind by a test hung CI's unit
    suite after its last test passed, until CI's time limit killed it.
    """
    import multiprocessing

    left = multiprocessing.active_children()
    for proc in left:
        proc.kill()
        proc.join(5)
    if left:
        names = ", ".join(p.name for p in left)
        print(f"\nFAILED: child processes outlived the tests and were killed: {names}")
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
    # Threads are not judged here: a library's worker (litellm's logging thread in the local-model tests) is
    # non-daemon yet ends through its own atexit handler, so "alive at the end" does not mean "hangs the exit".
