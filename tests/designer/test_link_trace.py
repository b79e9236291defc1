"""Every link the designer makes records the rule that decided it (link_trace.py)."""

from __future__ import annotations

from typing import Any

from tests._bench_script import BENCH, load_bench
from utspec.designer.offline import link_trace


def _bench() -> Any:
    return load_bench("linking")


def test_every_link_records_its_decider() -> None:
    bench = _bench()
    with link_trace.recording() as log:
        run = bench.run_project(BENCH / "linking" / "projects" / "member-ja-py")
    recorded = {(e.text, c.id) for e in log for c in e.cases}
    texts = {s["id"]: s["text"] for s in run["statements"]}
    links = {(texts[r], c["id"]) for c in run["cases"] if any(x.count(":") == 2 for x in c["evidence"])
             for r in c["evidence"] if r in texts}  # fmt: skip
    assert links and links <= recorded
    assert {e.decision.decider for e in log} >= {link_trace.Decider.WORDS}
