"""--record stores each redacted request with its reply or fault; --replay serves them offline or fails clearly."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

import pytest
from pydantic import BaseModel

from utspec.llm import LlmSettings, ModelDoor, ModelFault, RecordingTransport, ReplayMiss, ReplayTransport
from utspec.llm.fake import FakeClock, NoPricing, ScriptedTransport, rate_limited, reply


class Verdict(BaseModel):
    status: Literal["APPROVED", "NEEDS_REVISION"]
    reason: str


USER = [{"role": "user", "content": "Review the spec."}]

SETTINGS = LlmSettings(model="fake/designer", critic_model="fake/critic", seed=7)
SCRIPT = [
    reply({"status": "NEEDS_REVISION", "reason": "TC-002 has no evidence"}),
    rate_limited(),
    reply({"status": "MAYBE", "reason": "?"}),
    reply({"status": "APPROVED", "reason": "all covered"}),
    reply({"status": "APPROVED", "reason": "all covered"}),
]


def door_over(transport) -> ModelDoor:
    clock = FakeClock()
    return ModelDoor(SETTINGS, transport=transport, pricing=NoPricing(), clock=clock, sleep=clock.sleep)


def run(door: ModelDoor) -> list[Verdict]:
    # Two identical requests (first and last) check that occurrences are told apart.
    return [
        door.structured("review", USER, Verdict, role="critic"),
        door.structured("review", [*USER, {"role": "user", "content": "round 2"}], Verdict, role="critic"),
        door.structured("review", USER, Verdict, role="critic"),
    ]


def without_latency(door: ModelDoor) -> list[dict]:
    return [r.model_dump(exclude={"latency_s"}) for r in door.records]


def files(directory: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(directory.iterdir())}


def test_record_then_replay_reproduces_results_records_and_bytes(tmp_path):
    recorded_dir, rerecorded_dir = tmp_path / "rec", tmp_path / "rerec"
    recording = door_over(RecordingTransport(ScriptedTransport(list(SCRIPT)), recorded_dir))
    recorded = run(recording)

    # Replay with nothing behind it but the directory, re-recorded to compare byte for byte.
    replaying = door_over(RecordingTransport(ReplayTransport(recorded_dir), rerecorded_dir))
    replayed = run(replaying)

    assert replayed == recorded
    assert without_latency(replaying) == without_latency(recording)
    assert replaying.records[1].retries == 1 and replaying.records[1].reasks == 1
    assert files(rerecorded_dir) == files(recorded_dir)
    assert len(files(recorded_dir)) == 5


def test_entries_are_named_by_key_and_occurrence_and_hold_the_request(tmp_path):
    door = door_over(RecordingTransport(ScriptedTransport(list(SCRIPT)), tmp_path))
    run(door)
    names = sorted(p.name for p in tmp_path.iterdir())
    first_key = names[0].split(".")[0]
    entry = json.loads((tmp_path / f"{first_key}.1.json").read_text(encoding="utf-8"))
    assert entry["key"] == first_key and len(first_key) == 64
    assert set(entry) >= {"format", "node", "role", "request"}
    assert entry["request"]["model"] == "fake/critic" and entry["request"]["seed"] == 7
    assert "timeout_s" not in entry["request"], "the key must not depend on the environment"
    assert any(n.endswith(".2.json") for n in names), "the repeated request got no second occurrence"


def test_replay_miss_names_the_key_and_the_node(tmp_path):
    door_over(RecordingTransport(ScriptedTransport(list(SCRIPT[:1])), tmp_path)).structured(
        "review", USER, Verdict, role="critic"
    )
    door = door_over(ReplayTransport(tmp_path))
    changed = [{"role": "user", "content": "Review the spec, differently."}]
    with pytest.raises(ReplayMiss) as caught:
        door.structured("design_test_spec", changed, Verdict, role="critic")
    miss = caught.value
    assert miss.node == "design_test_spec" and len(miss.key) == 64
    assert miss.key in str(miss) and "design_test_spec" in str(miss) and "--record" in str(miss)
    assert door.records[-1].outcome == "replay_miss"


def test_replaying_more_often_than_recorded_is_a_miss(tmp_path):
    door_over(RecordingTransport(ScriptedTransport(list(SCRIPT[:1])), tmp_path)).structured(
        "review", USER, Verdict, role="critic"
    )
    door = door_over(ReplayTransport(tmp_path))
    door.structured("review", USER, Verdict, role="critic")
    with pytest.raises(ReplayMiss) as caught:
        door.structured("review", USER, Verdict, role="critic")
    assert caught.value.occurrence == 2


def test_a_hand_edited_entry_is_not_served(tmp_path):
    door_over(RecordingTransport(ScriptedTransport(list(SCRIPT[:1])), tmp_path)).structured(
        "review", USER, Verdict, role="critic"
    )
    (path,) = tmp_path.iterdir()
    entry = json.loads(path.read_text(encoding="utf-8"))
    entry["request"]["messages"][0]["content"] = "something else"
    path.write_text(json.dumps(entry), encoding="utf-8")
    with pytest.raises(ModelFault) as caught:
        door_over(ReplayTransport(tmp_path)).structured("review", USER, Verdict, role="critic")
    assert caught.value.kind == "replay_miss" and "edited" in caught.value.message


def test_replay_of_a_missing_directory_fails_at_once(tmp_path):
    with pytest.raises(FileNotFoundError):
        ReplayTransport(tmp_path / "nope")
