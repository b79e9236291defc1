"""Under a function's own heading, a branchy namesake in another file is another function (entry_scope.elsewhere)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from utspec.designer.offline import entry_scope

ROOT = Path(__file__).resolve().parents[2]
#: groupcache (the linking corpus): `## New(maxEntries int)` documents lru.New (lru/lru.go 47-53, no branch);
#: consistenthash.New (another file) has a branch, which made the heading's summary abstain.
PROJECT = ROOT / "bench" / "linking" / "projects" / "groupcache-go"
SUMMARY = "New creates a new Cache."


def _cited() -> set[tuple[str, int]]:
    sys.path.insert(0, str(ROOT / "bench"))
    from linking import run_project  # type: ignore[import-not-found]

    run = run_project(PROJECT)
    sid = next(s["id"] for s in run["statements"] if s["text"] == SUMMARY)
    refs = [r for c in run["cases"] if sid in c["evidence"] for r in c["evidence"] if r.count(":") == 2]
    return {(r.split(":")[0].rsplit("/", 1)[-1], int(r.split(":")[1])) for r in refs}


def test_the_summary_lands_on_its_own_functions_case() -> None:
    assert _cited() == {("lru.go", 47)}


def test_without_the_rule_it_lands_nowhere(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(entry_scope, "elsewhere", lambda item, files: False)
    assert ("lru.go", 47) not in _cited()
