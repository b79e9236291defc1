"""A comment above the locals a condition reads is that condition's (setup_comment.py).

Shaped as japanmesh's `isValidCode` (written here): the comment naming the second area sits above two
declarations, then the `if` that checks them.
"""

from __future__ import annotations

import doctest

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import link_context, setup_comment
from utspec.models import Requirement, SourceText

CODE = """function isValid(code) {
  // first area of the grid
  if (!AREAS.includes(code.slice(0, 4))) {
    return false;
  }
  // second area: column and row within the block
  var row = Number(code[4]);
  var column = Number(code[5]);
  if (row > LAST || column > LAST) {
    return false;
  }
  return true;
}
"""
SOURCES = [SourceText(path="grid.js", text=CODE)]
REQS = [Requirement(id="DR-1", file="d.md", line=1, kind="bullet", section="isValid(code)",
                    text="The second area's column and row must lie within the block")]  # fmt: skip


def _lines() -> set[int]:
    checklist = analyze(SOURCES, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=checklist, requirements=REQS, key_items=[], sources=SOURCES))
    line = {i.id: i.line for i in checklist}
    return {line[r] for c in spec.cases if "DR-1" in c.evidence for r in c.evidence if r in line}


def test_the_comment_above_the_setup_heads_the_condition() -> None:
    assert _lines() and _lines() <= {9, 10}


def test_without_the_rule_no_case_is_about_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(link_context, "condition_start", lambda lines, line: line)
    assert _lines() == set()


def test_doctests() -> None:
    assert doctest.testmod(setup_comment).failed == 0
