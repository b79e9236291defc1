"""A call's literal value that makes one condition of the called function hold decides a tie of words
(value_holds.py), and a JavaScript call may leave its trailing parameters out (call_values.bind)."""

from __future__ import annotations

from pathlib import Path

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import call_values, linking
from utspec.models import KeyItem, SourceText

# pretty-ms 10.0.0's index.js as committed in the linking corpus (MIT): `const sign = milliseconds < 0 ? '-' : '';`
# (line 52, again on line 54), and options whose names and messages share "milliseconds" with the function's name.
SRC = (Path(__file__).resolve().parents[2] / "bench" / "linking" / "projects" / "pretty-ms-js" / "input" / "source"
       / "index.js").read_text(encoding="utf-8")  # fmt: skip
SIGN = [52, 54]  # `milliseconds < 0`
KT = "prettyMilliseconds(-1337) returns '-1.3s' (a negative duration gets a leading minus)"


def _lines() -> list[int]:
    sources = [SourceText(path="index.js", text=SRC)]
    checklist = analyze(sources, AnalyzerOptions()).items
    kts = [KeyItem(id="KT-1", file="k.md", line=1, text=KT)]
    spec = RuleBasedDesigner().draft(
        DesignInputs(checklist=checklist, requirements=[], key_items=kts, sources=sources)
    )
    code = {i.id: i.line for i in checklist}
    return sorted({code[r] for c in spec.cases if "KT-1" in c.evidence for r in c.evidence if r in code})


def test_the_value_lands_on_the_condition_it_makes_hold() -> None:
    assert _lines() == SIGN


def test_without_the_rule_it_does_not(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "taken_condition", lambda *a, **k: False)
    assert _lines() != SIGN


def test_without_the_optional_tail_the_call_binds_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(call_values, "_OPTIONAL_TAIL", frozenset())
    assert _lines() != SIGN
