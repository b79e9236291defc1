"""A parameter's line is not about a callee's parameter of the same name (callee_param.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from utspec.designer.offline import callee_param, linking

ROOT = Path(__file__).resolve().parents[2]
#: titlecase 2.4.1 (the linking corpus): `titlecase(text, …)` calls `_mark_immutable(text)` (lines 63-66), whose own
#: parameter is also `text`; "`text`: Titlecases input text" sits under titlecase's heading.
PROJECT = ROOT / "bench" / "linking" / "projects" / "titlecase-py"
LINE = "`text`: Titlecases input text"


def _cited_lines() -> set[int]:
    sys.path.insert(0, str(ROOT / "bench"))
    from linking import run_project  # type: ignore[import-not-found]

    run = run_project(PROJECT)
    sid = next(s["id"] for s in run["statements"] if s["text"] == LINE)
    refs = [r for c in run["cases"] if sid in c["evidence"] for r in c["evidence"] if r.count(":") == 2]
    return {int(r.split(":")[1]) for r in refs}


def test_the_callee_namesake_is_no_place_for_the_line() -> None:
    assert not set(range(63, 67)) & _cited_lines()


def test_without_the_rule_it_lands_on_the_callee(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "callee_namesake", lambda *a: False)
    assert set(range(63, 67)) & _cited_lines()


def test_the_rule_itself() -> None:
    assert callee_param.callee_namesake("text", "Cls.titlecase", "Cls._mark_immutable", ["text"])
    assert not callee_param.callee_namesake("text", "titlecase", None, ["text"])
