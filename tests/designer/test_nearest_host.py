"""An exit merges into the case of the branch opening nearest above it, not into an `if` whose span holds its `elif`
(assembly.nearest_host; jpholiday's `if A: return True` / `elif B: return True` cited both returns)."""

from __future__ import annotations

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import assembly
from utspec.models import Kind, SourceText

SRC = """def is_holiday(date):
    if date.year <= 1999 and date.month == 1 and date.day == 15:
        return True
    elif date.year >= 2000 and date.month == 1 and date.day == 10:
        return True
    return False
"""


def _returns_cited_together() -> list[list[int]]:
    sources = [SourceText(path="c.py", text=SRC)]
    checklist = analyze(sources, AnalyzerOptions()).items
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=checklist, requirements=[], key_items=[], sources=sources))
    returns = {i.id: i.line for i in checklist if i.kind is Kind.EARLY_RETURN}
    return [sorted(returns[r] for r in c.evidence if r in returns) for c in spec.cases]


def test_each_return_is_on_its_own_branchs_case() -> None:
    cited = _returns_cited_together()
    assert [3] in cited and [5] in cited
    assert [3, 5] not in cited


def test_switched_off_the_if_takes_the_elifs_return(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(assembly, "nearest_host", lambda item, hosts: hosts[0] if hosts else None)
    assert [3, 5] in _returns_cited_together()
