"""A "Throws X" statement whose condition does not tell the raising places apart goes on each of them (throws.py)."""

from __future__ import annotations

import pytest

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer import DesignInputs, RuleBasedDesigner
from utspec.designer.offline import linking
from utspec.designer.offline.throws import all_raise, raises, thrown
from utspec.models import ChecklistItem, Kind, Requirement, SourceText

# Two places raise ValueError on the width; the statement fits both about as well, on different
# words (`minimum` in one, `limit` in the other), so matching alone makes it a tie.
SRC = '''def resize(box, width, limit):
    if width < MIN_WIDTH:
        raise ValueError("width below the minimum")
    if width > limit:
        raise ValueError("width over the limit")
    if box is None:
        raise TypeError("no box")
    return box.scaled(width, limit)
'''


def _links(text: str) -> list[int]:
    """The raise lines of the cases citing the statement."""
    sources = [SourceText(path="a.py", text=SRC)]
    checklist = analyze(sources, AnalyzerOptions()).items
    req = Requirement(id="DR-1", file="d.md", line=1, kind="bullet", text=text, section="resize(box, width, limit)")
    spec = RuleBasedDesigner().draft(DesignInputs(checklist=checklist, requirements=[req], key_items=[], sources=sources))
    kinds = {i.id: i for i in checklist}
    return sorted(kinds[r].line for c in spec.cases if "DR-1" in c.evidence for r in c.evidence
                  if r in kinds and kinds[r].kind is Kind.RAISE)  # fmt: skip


def test_a_vague_throws_statement_goes_on_each_place_raising_it() -> None:
    assert _links("Raises `ValueError` if the width is below the minimum or over the limit.") == [3, 5]


def test_breaking_the_rule_leaves_the_tie_unlinked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "thrown", lambda text: None)
    assert _links("Raises `ValueError` if the width is below the minimum or over the limit.") == []


def _raise(text: str) -> ChecklistItem:
    return ChecklistItem(id=f"a.py:1:{text}", kind=Kind.RAISE, file="a.py", line=1, end_line=1, language="python",
                         symbol="f", text=text)  # fmt: skip


def test_reading() -> None:
    assert thrown("Throws `IllegalArgumentException` if the width is too small.") == "illegalargumentexception"
    assert thrown("`OutOfStockException` is thrown when stock is short") == "outofstockexception"
    assert thrown("The width must be at least 4 (IllegalArgumentException).") is None  # does not say thrown
    assert thrown("Raises ValueError or TypeError") is None  # two types: which places?
    v, t = [_raise('raise ValueError("x")')], [_raise('raise TypeError("x")')]
    assert raises(v, "valueerror") and not raises(t, "valueerror")
    assert all_raise([v, v], "valueerror") and not all_raise([v, t], "valueerror") and not all_raise([v], "valueerror")
    assert not all_raise([v] * 4, "valueerror")
