"""`utspec batch --executor ray` on a real Ray cluster (issue 16).

Starting Ray takes tens of seconds here, so these tests run in CI's Ray step (`.ci/ray.sh`: a head
on 127.0.0.1 and two worker nodes), which sets UTSPEC_RAY_ADDRESS; the unit run skips them.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

import pytest

from utspec.batch import CaseOptions, from_configs, run_batch
from utspec.batch.scripted import ScriptedDoors, offline_reply

ADDRESS = os.environ.get("UTSPEC_RAY_ADDRESS")
pytestmark = [
    pytest.mark.ray,
    pytest.mark.skipif(not ADDRESS, reason="needs a Ray cluster: run by .ci/ray.sh (UTSPEC_RAY_ADDRESS)"),
]
EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


class _DiesOn:
    """A door factory whose case's worker process dies outright; the others get the scripted model."""

    key = "dies-on"

    def __init__(self, name: str, drafts: dict) -> None:
        self.name, self.drafts = name, drafts

    def __call__(self, loaded):
        if loaded.base.name == self.name:
            os._exit(9)
        return ScriptedDoors(self.drafts)(loaded)


@pytest.fixture(autouse=True)
def _by_value():
    # The cluster's workers cannot import this test module: ship its classes by value.
    import ray.cloudpickle

    ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])
    yield
    ray.cloudpickle.unregister_pickle_by_value(sys.modules[__name__])


def test_ray_batch_same_rows_as_local_and_a_dead_worker_ends_only_its_case(tmp_path):
    projects = tmp_path / "projects"
    for name in ("order-registration-documented", "email-sender"):
        shutil.copytree(EXAMPLES / name, projects / name)
    shutil.copytree(EXAMPLES / "email-sender", projects / "dies")
    configs = [projects / n / "config.yaml" for n in ("order-registration-documented", "email-sender", "dies")]
    drafts = {str(c.parent.resolve()): offline_reply(c) for c in configs[:2]}
    opts = CaseOptions(door_factory=_DiesOn("dies", drafts))
    out = tmp_path / "ray"
    events: list[tuple] = []
    result = run_batch(from_configs(configs, out), out, opts, jobs=2, executor="ray", ray_address=ADDRESS,
                       live=False, on_event=events.append)  # fmt: skip
    rows = {r["case"]: r for r in result.rows}
    assert rows["order-registration-documented"]["status"] == "APPROVED"
    assert rows["order-registration-documented"]["calls"] == 2
    assert rows["email-sender"]["status"] == "HUMAN_CLARIFICATION_REQUIRED"
    assert rows["dies"]["status"] == "ERROR" and rows["dies"]["error"].startswith("ray: ")
    assert result.exit_code == 4
    # Progress came back from the workers through the queue: each scripted call was reported.
    assert [e[2] for e in events if e[0] == "call" and e[1] == "order-registration-documented"] == [1, 2]
    data = json.loads((out / "batch-summary.json").read_text(encoding="utf-8"))
    assert data["executor"] == "ray"
    # The same cases through the local executor give the same rows (but the wall times).
    local_out = tmp_path / "local"
    local = run_batch(from_configs(configs[:2], local_out), local_out, CaseOptions(door_factory=ScriptedDoors(drafts)),
                      jobs=2, live=False)  # fmt: skip
    keep = ("status", "rounds", "cases", "questions", "calls", "tokens", "cost_usd")
    assert [{k: r[k] for k in keep} for r in local.rows] == [{k: r[k] for k in keep} for r in result.rows[:2]]
    spec_ray = (out / "order-registration-documented" / "spec.json").read_text(encoding="utf-8")
    spec_local = (local_out / "order-registration-documented" / "spec.json").read_text(encoding="utf-8")
    assert spec_ray == spec_local
