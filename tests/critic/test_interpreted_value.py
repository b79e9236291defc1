"""unsupported-value accepts the value a cited function gives when run on the case's own input (_interpreted).

The designer states "the function returns `32` (the value of `s` for this input)" for `total(3)` from the exact
interpreter (designer.offline.run_result); `32` is written nowhere in the code, so the critic blocked it as a guess
until it read the same run. A value the run does not give is still unsupported.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.designer._one_file_run import spec_of
from utspec.critic.checks import unsupported_value
from utspec.critic.checks._interpreted import Ran

SRC = """def total(n):
    if n < 3:
        raise ValueError("too few")
    s = 7
    for i in range(n):
        s += i * i * 5
    return s
"""


def _blocking(tmp_path: Path) -> list[str]:
    spec_of(tmp_path, {"total.py": SRC})
    trace = json.loads((tmp_path / "out" / "trace.json").read_text(encoding="utf-8"))
    return [f["message"] for f in trace["rounds"][0]["review"]["findings"] if f["severity"] == "blocking"]


def test_the_run_s_value_is_the_case_s_own_evidence(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"total.py": SRC})
    assert any("returns `32`" in c["expected"] for c in spec["cases"]), [c["expected"] for c in spec["cases"]]
    assert _blocking(tmp_path) == []


def test_switched_off_the_value_is_a_guess(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(unsupported_value, "interpreted", lambda *_: Ran(frozenset(), ()))
    assert any("`32`" in m for m in _blocking(tmp_path))
