"""A word link resting on names alone, without a clear lead, makes no link (abstain.py); every link the
designer makes records the rule that decided it (link_trace.py)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest

from utspec.designer.offline import link_trace, linking

BENCH = Path(__file__).resolve().parents[2] / "bench"
# jdk-radix-java (OpenJDK, GPL-2.0 with the Classpath exception; see bench/PROVENANCE.md): MIN_RADIX's Javadoc
# names the constant and says nothing a case of parseInt or forDigit checks (labelled `case: none`).
NOTE = "The constant value of this field is the smallest value permitted for the radix"


def _bench() -> Any:
    sys.path.insert(0, str(BENCH))
    spec = importlib.util.spec_from_file_location("bench_linking", BENCH / "linking.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _code_links(run: dict[str, Any], needle: str) -> list[str]:
    sid = next(s["id"] for s in run["statements"] if needle in s["text"])
    return [c["id"] for c in run["cases"] if sid in c["evidence"] and any(r.count(":") == 2 for r in c["evidence"])]


def test_a_note_naming_a_constant_is_no_link() -> None:
    run = _bench().run_project(BENCH / "linking" / "projects" / "jdk-radix-java")
    assert _code_links(run, NOTE) == []


def test_without_abstention_it_is_linked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "abstains", lambda basis, lead: False)
    run = _bench().run_project(BENCH / "linking" / "projects" / "jdk-radix-java")
    assert _code_links(run, NOTE) != []


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
