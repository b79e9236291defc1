"""A constructor's summary lands on that constructor's normal path, on its own overload (constructor_summary.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from utspec.designer.offline import linking

ROOT = Path(__file__).resolve().parents[2]
#: java.util.StringJoiner (the linking corpus): the three-argument constructor (lines 123-134) checks its three
#: arguments with `Objects.requireNonNull` (126-128); the one-argument overload (104-106) only delegates.
PROJECT = ROOT / "bench" / "linking" / "projects" / "stringjoiner-java"
THREE = "Constructs a `StringJoiner` with no characters in it using copies"
ONE = "Constructs a `StringJoiner` with no characters in it, with no `prefix`"


def _cases_citing(start: str) -> list[list[int]]:
    """The code lines of each case citing the statement that starts with `start`."""
    sys.path.insert(0, str(ROOT / "bench"))
    from linking import run_project  # type: ignore[import-not-found]

    run = run_project(PROJECT)
    sid = next(s["id"] for s in run["statements"] if s["text"].startswith(start))
    cited = [[int(r.split(":")[1]) for r in c["evidence"] if r.count(":") == 2] for c in run["cases"]
             if sid in c["evidence"]]  # fmt: skip
    return [lines for lines in cited if lines]


def test_the_summary_is_on_the_normal_path_and_the_other_overload_on_no_guard() -> None:
    assert _cases_citing(THREE) == [[126, 127, 128]]  # past the three guards: the normal path
    assert _cases_citing(ONE) == []


def test_without_the_rule_the_guards_take_them(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "constructs", lambda text: False)
    assert sorted(_cases_citing(ONE)) == [[126], [127], [128]]
