"""The normal path passes a plain `if` block holding a nested early return with its condition false (enclosing_guard.py).

Shaped as java.util.StringJoiner's `toString()` (session 21's leftover): `if (size == 0) { if (emptyValue != null)
return emptyValue; elts = EMPTY; }` then the join. Our own code; a failure check nested the same way stays a guard.
"""

from __future__ import annotations

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import assembly
from utspec.models import Category, SourceText

CODE = """public class Joiner {
    public String show() {
        String[] parts = this.parts;
        if (count == 0) {
            if (fallback != null) {
                return fallback;
            }
            parts = NONE;
        }
        return String.join(sep, parts);
    }

    public String pad(String text) {
        if (text.length() < 3) {
            if (text.isEmpty()) {
                throw new IllegalArgumentException("empty");
            }
            text = text + "  ";
        }
        return text;
    }
}
"""
SOURCES = [SourceText(path="Joiner.java", text=CODE)]


def _normal_lines() -> dict[str, list[int]]:
    checklist = analyze(SOURCES, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(
        DesignInputs(checklist=checklist, requirements=[], key_items=[], sources=SOURCES)
    )
    item = {i.id: i for i in checklist}
    out: dict[str, list[int]] = {}
    for c in spec.cases:
        cited = [item[e] for e in c.evidence if e in item]
        if c.category is Category.NORMAL and c.perspective.startswith("Normal path") and cited:
            out[(cited[0].symbol or "").rsplit(".", 1)[-1]] = sorted({i.line for i in cited})
    return out


def test_the_normal_path_passes_the_enclosing_block_not_the_nested_return() -> None:
    got = _normal_lines()
    assert got["show"] == [4]
    assert got["pad"] == [15]  # a nested failure check is validation inside work the normal run does


def test_without_the_lift_the_nested_return_is_the_guard(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(assembly, "lifted", lambda guards, items, lines: guards)
    assert _normal_lines()["show"] == [5]
